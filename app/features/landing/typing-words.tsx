import { markOf, typingWordAttribute, typingWordsAttribute } from "~/boot/contract";

/** Screen readers get the list once, not a letter stream. The script must follow the heading, not sit in its text. */
export function TypingWords({ words }: { words: readonly string[] }) {
  return (
    <>
      <span className="sr-only">{words.join(", ")}</span>
      <span aria-hidden="true" className="block min-h-[1.05em] text-ember print:hidden" data-testid="typing-word">
        <span
          className="typing-caret"
          {...markOf(typingWordAttribute)}
          {...{ [typingWordsAttribute]: JSON.stringify(words) }}
        >
          {words[0]}
        </span>
      </span>
      <span aria-hidden="true" className="hidden text-ember print:block">
        {words[0]}
      </span>
    </>
  );
}
