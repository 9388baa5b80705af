import { useTypingWords } from "./use-typing-words";

/**
 * The animated role word. Screen readers get the whole list once, in the
 * spec's order, instead of a letter-by-letter stream.
 */
export function TypingWords({ words }: { words: readonly string[] }) {
  const text = useTypingWords(words);
  return (
    <>
      <span className="sr-only">{words.join(", ")}</span>
      <span aria-hidden="true" className="block min-h-[1.05em] text-ember" data-testid="typing-word">
        {text}
        <span className="ml-1 inline-block h-[0.8em] w-[0.06em] translate-y-[0.08em] bg-ember motion-safe:animate-caret" />
      </span>
    </>
  );
}
