import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { revealFocused, revealInRow } from "~/lib/reveal-focused";
import { useReducedMotion } from "~/lib/use-reduced-motion";

export type SectionLink = { id: string; label: string };

type SectionNavProps = { sections: readonly SectionLink[]; label: string };

export function SectionNav({ sections, label }: SectionNavProps) {
  const [active, setActive] = useState(sections[0]?.id);
  const reducedMotion = useReducedMotion();
  const row = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // At the very bottom of the page the last section is current, however short.
    let frame = 0;
    const update = () => {
      frame = 0;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current = sections[0]?.id;
      for (const { id } of sections) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && (top <= 160 || atBottom)) current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      cancelAnimationFrame(frame);
    };
  }, [sections]);

  useEffect(() => {
    const current = row.current?.querySelector("[aria-current]");
    // While the keyboard moves through the row, the row follows focus; after a tap or click it follows the page.
    if (row.current && current && !row.current.querySelector(":focus-visible")) revealInRow(row.current, current);
  }, [active]);

  const scrollTo = (id: string) => {
    document.getElementById(id)?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
  };

  return (
    <nav aria-label={label} data-section-menu className="sticky top-16 z-30 border-b border-line bg-paper print:hidden">
      <ul
        ref={row}
        onFocus={revealFocused}
        className="mx-auto flex max-w-6xl [scrollbar-width:none] gap-1 overflow-x-auto px-5 py-3 sm:px-8"
      >
        {sections.map(({ id, label: sectionLabel }) => (
          <li key={id} className="shrink-0">
            <button
              type="button"
              aria-current={active === id ? "true" : undefined}
              onClick={() => scrollTo(id)}
              className={cn(
                "cursor-pointer rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
                active === id ? "bg-(--brand) text-on-ink" : "text-muted hover:bg-ink/5 hover:text-ink",
              )}
            >
              {sectionLabel}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
