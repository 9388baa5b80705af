import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-ink text-paper shadow-sm hover:bg-ink-soft",
  accent: "bg-ember text-paper shadow-sm hover:bg-ember/90",
  outline: "border border-ink/15 bg-surface text-ink hover:border-ink/40 hover:bg-sand",
  ghost: "text-ink hover:bg-ink/5",
  "ghost-on-ink": "text-on-ink hover:bg-white/10",
  "on-ink": "bg-on-ink text-night hover:bg-white",
} as const;

const sizes = {
  md: "h-11 px-5 text-sm",
  lg: "h-13 px-7 text-base",
  icon: "size-10",
} as const;

type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
};

export function Button({ variant = "primary", size = "md", asChild = false, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(
        "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
