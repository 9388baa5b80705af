import { Moon, Sun } from "lucide-react";
import { themeToggleAttribute } from "~/lib/color-theme";
import { cn } from "~/lib/cn";

type ThemeToggleProps = { label: string; className?: string };

/** The head script (app/lib/color-theme.ts) handles its press, so it works before any island or app runs. */
export function ThemeToggle({ label, className }: ThemeToggleProps) {
  return (
    <button
      type="button"
      {...{ [themeToggleAttribute]: "" }}
      aria-label={label}
      title={label}
      suppressHydrationWarning
      className={cn(
        "grid size-11 shrink-0 cursor-pointer place-items-center rounded-full text-ink hover:bg-ink/5",
        className,
      )}
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
