import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { repoRoot } from "../../site/repo-root.ts";
import { publishedStrings } from "../collect-strings.ts";
import { forgetContent, loadContent } from "../content/load-content.ts";
import { themeFile } from "../content/theme-file.ts";
import { fontsDir, subsetFonts, writeIfChanged } from "../subset-fonts.ts";
import { accentStylesheet, resolveAccent, templatePalettes } from "./accent.ts";
import { typefacePairs, typefaceStylesheet, type TypefacePair } from "./typefaces.ts";

// content/theme.yaml made into what app.css imports and the web fonts' list: docs/decisions/022-the-owners-look.md

/** Generated, not committed: app/styles/app.css imports both. */
export const themeDir = path.join(repoRoot, "app/styles/theme");
const virtualId = "virtual:web-fonts";
const resolvedId = `\0${virtualId}`;

export async function writeTheme(): Promise<TypefacePair> {
  const content = loadContent();
  const pair = typefacePairs[content.theme.typeface];
  const palettes = templatePalettes();
  const { tokens } = resolveAccent(content.theme, palettes);
  await mkdir(themeDir, { recursive: true });
  const encode = (css: string) => new TextEncoder().encode(css);
  await Promise.all([
    writeIfChanged(path.join(themeDir, "typeface.css"), encode(typefaceStylesheet(pair))),
    writeIfChanged(path.join(themeDir, "accent.css"), encode(accentStylesheet(tokens, palettes))),
    subsetFonts([pair.text, pair.display], publishedStrings(content)),
  ]);
  return pair;
}

/** The pair's files as the page's web fonts (app/boot/scripts.tsx), each an asset of the build. */
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

export function themePlugin(): Plugin {
  let pair: TypefacePair | undefined;
  return {
    name: "portfolio:theme",
    async buildStart() {
      pair = await writeTheme();
    },
    resolveId(id) {
      if (id === virtualId) return resolvedId;
    },
    load(id) {
      if (id !== resolvedId) return;
      if (!pair) this.error("the theme is written when the build starts");
      return webFontsModule(pair);
    },
    // In dev, a saved theme.yaml is written again before content-as-data reloads the page with it.
    async hotUpdate({ file }) {
      if (file !== path.join(repoRoot, themeFile) || this.environment.name !== "client") return;
      forgetContent();
      pair = await writeTheme();
      const fonts = this.environment.moduleGraph.getModuleById(resolvedId);
      if (fonts) this.environment.moduleGraph.invalidateModule(fonts);
    },
  };
}
