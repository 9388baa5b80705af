import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  tone?: "light" | "dark";
  as?: "h1" | "h2";
  className?: string;
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = "light",
  as: Heading = "h2",
  className,
}: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className={cn("max-w-2xl break-inside-avoid break-after-avoid", className)}>
      {eyebrow && (
        <p
          className={cn(
            "mb-4 text-sm font-semibold tracking-[0.18em] uppercase",
            dark ? "text-ember-on-ink" : "text-ember",
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={cn("font-display text-title font-medium tracking-tight", dark ? "text-on-ink" : "text-ink")}
      >
        {title}
      </Heading>
      {children && (
        <p className={cn("mt-5 text-lg leading-relaxed", dark ? "text-on-ink-muted" : "text-muted")}>{children}</p>
      )}
    </div>
  );
}
