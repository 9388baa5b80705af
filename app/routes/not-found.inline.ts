/*
 * Runs inline on the 404 page. Spec §2: the attempted path is logged, so
 * broken inbound links show up in the console (a warning, not an error: the
 * page works as intended, and audits count errors as faults). Hosts without
 * rewrites (GitHub Pages) answer every unknown address with this page, an
 * unknown case study's included: that one goes on to the portfolio, in place
 * of the address in the history, as the app's own route would.
 */
const base = document.currentScript?.getAttribute("data-base") ?? "/";
const { pathname, search, hash } = window.location;
console.warn("404 Error: User attempted to access non-existent route:", pathname);
if (pathname.startsWith(base) && /^project\/[^/]+\/?$/.test(pathname.slice(base.length))) {
  window.location.replace(`${base}projects${search}${hash}`);
}
