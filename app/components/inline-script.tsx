type InlineScriptProps = {
  /** A bundle from an `?inline-script` import (scripts/inline-scripts-plugin.ts). */
  code: string;
  /** Values for the script as data-* attributes: they stay out of its text, so its CSP hash stays the same. */
  attributes?: Record<`data-${string}`, string>;
};

/** A script written into the page, run as the HTML is parsed; the build hashes it into the page's policy. */
export function InlineScript({ code, attributes }: InlineScriptProps) {
  return <script {...attributes} dangerouslySetInnerHTML={{ __html: code }} />;
}
