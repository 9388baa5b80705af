// A warning, not an error: audits count errors as faults (docs/product.md#routes).
import { basePathAttribute } from "~/boot/contract";
import { gridPath, studyIdOf } from "@site/routes";

const base = document.currentScript?.getAttribute(basePathAttribute) ?? "/";
const { pathname, search, hash } = window.location;
console.warn("404 Error: User attempted to access non-existent route:", pathname);
if (pathname.startsWith(base) && studyIdOf(pathname.slice(base.length)) !== undefined) {
  window.location.replace(`${base}${gridPath.slice(1)}${search}${hash}`);
}
