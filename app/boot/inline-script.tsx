type InlineScriptProps = {
  code: string;
  /** Kept out of the script's text, so its CSP hash stays the same. */
  attributes?: Partial<Record<`data-${string}`, string>>;
};

export function InlineScript({ code, attributes }: InlineScriptProps) {
  // The browser bundle carries an empty `code`: the script already ran from the page.
  return <script {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
