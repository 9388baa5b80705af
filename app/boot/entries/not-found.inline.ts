// docs/product.md#routes. A warning, not an error: audits count errors as faults. Hosts without rewrites answer
// every unknown address with this page, an unknown case study's included.
import { basePathAttribute } from "~/boot/contract";

const base = document.currentScript?.getAttribute(basePathAttribute) ?? "/";
const { pathname, search, hash } = window.location;
console.warn("404 Error: User attempted to access non-existent route:", pathname);
if (pathname.startsWith(base) && /^project\/[^/]+\/?$/.test(pathname.slice(base.length))) {
  window.location.replace(`${base}projects${search}${hash}`);
}
