import type { Config } from "@react-router/dev/config";

export default {
  ssr: false,
  // The 404 page is prerendered through the catch-all route so that unknown
  // paths get readable HTML before any script runs; scripts/finalize-build.ts
  // moves it to 404.html, where static hosts look for it.
  prerender: ["/", "/404"],
} satisfies Config;
