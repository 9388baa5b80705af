import { utimes } from "node:fs/promises";
import path from "node:path";
import { normalizePath, type Plugin } from "vite";
import type { Theme } from "../../content/schema.ts";
import { repoRoot } from "../../site/repo-root.ts";
import { publishedStrings } from "../collect-strings.ts";
import { forgetContent, loadContent } from "../content/load-content.ts";
import { themeFile } from "../content/theme-file.ts";
import { fontsDir, subsetFonts } from "../subset-fonts.ts";
import { accentStylesheet, resolveAccent, stylesheetFile, templatePalettes } from "./accent.ts";
import { typefacePairs, typefaceStylesheet, type TypefacePair } from "./typefaces.ts";

// content/theme.yaml made into app.css's typeface and accent and the web fonts' list: docs/decisions/022-the-owners-look.md

/** The files beside app.css that it imports, which hold the template's look: each made here for a theme. */
export type ThemeStylesheets = { "typeface.css": string; "accent.css": string };

export function themeStylesheets(theme: Theme): ThemeStylesheets {
  const palettes = templatePalettes();
  return {
    "typeface.css": typefaceStylesheet(typefacePairs[theme.typeface]),
    "accent.css": accentStylesheet(resolveAccent(theme, palettes).tokens, palettes),
  };
}

export function withTheme(css: string, stylesheets: ThemeStylesheets): string {
  return Object.entries(stylesheets).reduce((source, [file, replacement]) => {
    const statement = `@import "./${file}";`;
    if (!source.includes(statement)) {
      throw new Error(`app/styles/app.css must keep ${statement}: the theme goes in its place (${themeFile})`);
    }
    return source.replace(statement, () => replacement);
  }, css);
}

type PreparedTheme = { pair: TypefacePair; stylesheets: ThemeStylesheets };

async function prepareTheme(): Promise<PreparedTheme> {
  const content = loadContent();
  const pair = typefacePairs[content.theme.typeface];
  await subsetFonts([pair.text, pair.display], publishedStrings(content));
  return { pair, stylesheets: themeStylesheets(content.theme) };
}

function webFontsModule({ text, display }: TypefacePair): string {
  const entries = [text, display].map((face, index) => {
    const url = JSON.stringify(`${path.join(fontsDir, face.output)}?url`);
    return {
      line: `import face${index} from ${url};`,
      value: `{ family: ${JSON.stringify(face.family)}, url: face${index}, weight: "${face.weights.join(" ")}" }`,
    };
  });
  return [
    ...entries.map((entry) => entry.line),
    `export default [${entries.map((entry) => entry.value).join(", ")}];`,
  ].join("\n");
}

const virtualId = "virtual:web-fonts";
const resolvedId = `\0${virtualId}`;
const stylesheetId = normalizePath(stylesheetFile);
const themePath = normalizePath(path.join(repoRoot, themeFile));

export function themePlugin(): Plugin {
  let theme: PreparedTheme | undefined;
  const notYet = "the theme is prepared when the build starts";
  return {
    name: "portfolio:theme",
    enforce: "pre",
    async buildStart() {
      theme = await prepareTheme();
    },
    resolveId(id) {
      if (id === virtualId) return resolvedId;
    },
    load(id) {
      if (id !== resolvedId) return;
      if (!theme) this.error(notYet);
      return webFontsModule(theme.pair);
    },
    transform: {
      filter: { id: /\/app\.css(?:\?|$)/ },
      handler(code, id) {
        if (id.split("?")[0] !== stylesheetId) return;
        if (!theme) this.error(notYet);
        return withTheme(code, theme.stylesheets);
      },
    },
    async hotUpdate({ file, modules }) {
      if (file !== themePath) return;
      const client = this.environment.name === "client";
      if (client) {
        forgetContent();
        theme = await prepareTheme();
        // @tailwindcss/vite recompiles app.css only when a file it read changes on disk (decision 022).
        const now = new Date();
        await utimes(stylesheetFile, now, now);
      }
      const graph = this.environment.moduleGraph;
      const stale = [...(graph.getModulesByFile(stylesheetId) ?? []), graph.getModuleById(resolvedId)].filter(
        (module) => module !== undefined,
      );
      for (const module of stale) graph.invalidateModule(module);
      return client ? undefined : [...modules, ...stale];
    },
  };
}
