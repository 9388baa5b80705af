import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// Our type scale adds text-display and text-title; without this, tailwind-merge
// would read them as colours and drop a text colour that follows.
const twMerge = extendTailwindMerge({ extend: { theme: { text: ["display", "title"] } } });

/** Joins conditional classes and lets a caller's className override ours. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
