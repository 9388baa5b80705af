import { clsx } from "clsx";

/**
 * Joins conditional classes. There is no class merging (it cost 8 KB of script
 * on every page): Tailwind orders utilities by its own CSS, not by the order of
 * the classes, so a caller's className must add to a component's classes, never
 * contradict them. Components offer variants for the alternatives.
 */
export const cn = clsx;
