type SkipLinkProps = { targetId: string; label: string };

/** Moves focus, not only the scroll position, so the next Tab and a screen reader carry on from the target. */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        // Focusable by script without becoming a Tab stop of its own.
        target.tabIndex = -1;
        target.focus();
      }}
    >
      {label}
    </a>
  );
}
