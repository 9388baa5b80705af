import type { ServerOptions } from "vite";

// `npm run dev` serves any project file asked for by path, and content/private/ is plain text; the dev vault and the
// content loader read it in Node, which these rules do not govern (docs/decisions/013-editing-in-the-browser.md).
export const devServerOptions = {
  fs: {
    // A list given here replaces Vite's own, so its defaults (Vite 8's, kept by dev-server-options.test.ts) come
    // first. A pattern with a slash is matched against the absolute path, hence the leading **/.
    deny: [
      ".env",
      ".env.*",
      "*.{crt,pem,key,p12,pfx,cer,der}",
      ".npmrc",
      ".yarnrc.yml",
      "**/.git/**",
      "**/content/private/**",
    ],
  },
  // Vite's default answers any localhost page with CORS, which would let another local site read what it serves.
  cors: false,
} satisfies ServerOptions;
