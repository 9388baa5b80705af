import type { CookieJar } from "../app/lib/preference-cookie";

/** A page whose browser refuses cookies: every read and write throws, as `document.cookie` does there. */
export const refusingCookieJar: CookieJar = {
  get cookie(): string {
    throw new DOMException("refused", "SecurityError");
  },
  set cookie(_: string) {
    throw new DOMException("refused", "SecurityError");
  },
};
