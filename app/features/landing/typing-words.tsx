export { default as typingWordScript } from "./typing-word.inline.ts?inline-script";

/**
 * The animated role word. Screen readers get the whole list once, in the
 * spec's order, instead of a letter-by-letter stream. The page opens on the
 * first word, typed; `typingWordScript`, written after the heading, takes over
 * from there (a script inside the heading would count as its text).
 */
export function TypingWords({ words }: { words: readonly string[] }) {
  return (
    <>
      <span className="sr-only">{words.join(", ")}</span>
      <span aria-hidden="true" className="block min-h-[1.05em] text-ember print:hidden" data-testid="typing-word">
        <span className="typing-caret motion-safe:animate-caret" data-typing-word="" data-words={JSON.stringify(words)}>
          {words[0]}
        </span>
      </span>
      {/* Paper shows a whole word, never one caught half typed. */}
      <span aria-hidden="true" className="hidden text-ember print:block">
        {words[0]}
      </span>
    </>
  );
}
