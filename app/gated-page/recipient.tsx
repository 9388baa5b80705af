import { createContext, use, useEffect } from "react";
import { markOf, recipientAttribute, recipientNameAttribute } from "~/boot/contract";
import { markPrintedName } from "./page-marks";
import { cn } from "~/lib/cn";
import { fillIn } from "~/lib/fill-in";
import type { Access } from "@content/schema";

/**
 * The recipient the opening key slot names (docs/protection.md, Key slots), and the words around their name. The
 * build's sealed preview renders for no one in particular, with an empty name its opening fills in (`preview.ts`).
 */
export type Recipient = { name: string; words: Access["recipient"] };

export const RecipientContext = createContext<Recipient | null>(null);

export function useRecipient(): Recipient | null {
  return use(RecipientContext);
}

type RecipientWordsProps = { words: string; name: string; nameClassName?: string };

/** `words` with the name where "{recipient}" stands. */
export function RecipientWords({ words, name, nameClassName }: RecipientWordsProps) {
  const [before, after] = words.split("{recipient}");
  return (
    <>
      {before}
      <span {...markOf(recipientNameAttribute)} className={nameClassName}>
        {name}
      </span>
      {after}
    </>
  );
}

/**
 * On a screen, in a corner: it names who the work was shared with on any screenshot of it. Read once, in the
 * header's welcome, so screen readers skip it here.
 */
export function ScreenMark({ className }: { className?: string }) {
  const recipient = useRecipient();
  if (!recipient) return null;
  return (
    <span
      aria-hidden="true"
      {...markOf(recipientAttribute)}
      className={cn(
        "pointer-events-none absolute z-10 max-w-[calc(100%-1.5rem)] truncate rounded-full bg-paper/90 px-2.5 py-0.5 text-[0.6875rem] leading-5 font-medium tracking-wide text-muted shadow-sm ring-1 ring-ink/5 backdrop-blur-sm print:bg-paper",
        className ?? "right-3 bottom-3",
      )}
    >
      <RecipientWords words={recipient.words.watermark} name={recipient.name} />
    </span>
  );
}

/**
 * The watermark in the foot margin of every printed page, where it covers nothing: a page-margin box in app.css
 * shows this property. An element fixed to the page would do in theory, but Chromium prints it off the paper once
 * the reader has scrolled.
 */
export function usePrintedMark(recipient: Recipient | null): void {
  const mark = recipient && fillIn(recipient.words.watermark, { recipient: recipient.name });
  useEffect(() => {
    if (!mark) return;
    markPrintedName(mark);
    return () => markPrintedName(null);
  }, [mark]);
}
