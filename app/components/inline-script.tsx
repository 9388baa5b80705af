type InlineScriptProps = {
  /** A bundle from an `?inline-script` import (scripts/build/inline-scripts-plugin.ts). */
  code: string;
  /** Values for the script as data-* attributes: they stay out of its text, so its CSP hash stays the same. */
  attributes?: Record<`data-${string}`, string>;
};

/** A script written into the page, run as the HTML is parsed; the build hashes it into the page's policy. */
export function InlineScript({ code, attributes }: InlineScriptProps) {
  // The browser bundle carries an empty `code` (the script already ran from the page), so hydration must not compare it.
  return <script {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
