import { createContext, use, useEffect } from "react";
import { markOf, recipientAttribute, recipientNameAttribute } from "~/boot/contract";
import { markPrintedName } from "./page-marks";
import { cn } from "~/lib/cn";
import { fillIn } from "~/lib/fill-in";
import type { Access } from "@content/schema";

/** The recipient the opening key slot names; the sealed preview renders with an empty name its opening fills in. */
export type Recipient = { name: string; words: Access["recipient"] };

export const RecipientContext = createContext<Recipient | null>(null);

export function useRecipient(): Recipient | null {
  return use(RecipientContext);
}

type RecipientWordsProps = { words: string; name: string; nameClassName?: string };

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

/** Names on any screenshot who the work was shared with; screen readers read the name once, in the header. */
export function ScreenMark({ className }: { className?: string }) {
  const recipient = useRecipient();
  if (!recipient) return null;
  return (
    <span
      aria-hidden="true"
      {...markOf(recipientAttribute)}
      className={cn(
        "pointer-events-none absolute z-10 max-w-[calc(100%-1.5rem)] truncate rounded-full bg-paper px-2.5 py-0.5 text-[0.6875rem] leading-5 font-medium tracking-wide text-muted shadow-sm ring-1 ring-ink/5",
        className ?? "right-3 bottom-3",
      )}
    >
      <RecipientWords words={recipient.words.watermark} name={recipient.name} />
    </span>
  );
}

/** In every printed page's foot margin (app.css): Chromium prints a fixed element off the paper after a scroll. */
export function usePrintedMark(recipient: Recipient | null): void {
  const mark = recipient && fillIn(recipient.words.watermark, { recipient: recipient.name });
  useEffect(() => {
    if (!mark) return;
    markPrintedName(mark);
    return () => markPrintedName(null);
  }, [mark]);
}
