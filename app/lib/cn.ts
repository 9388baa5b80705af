import { clsx } from "clsx";

/** No class merging (docs/decisions/005-weight-of-the-landing-page.md): a className must add, never contradict. */
export const cn = clsx;
