import path from "node:path";
import { repoRoot } from "../site/repo-root.ts";
import { ensureDecapBundle } from "./editor/decap-bundle.ts";
import { startEditor } from "./editor/server.ts";

const port = Number(process.env.EDITOR_PORT ?? 3001);
const bundle = ensureDecapBundle((line) => console.log(line));
const editor = await startEditor({ root: repoRoot, port, bundle });
console.log(`The editor is at ${editor.url}
Open that address in your browser and press Login. It holds a key, new each time the editor starts, without which
the editor answers nothing: keep it to yourself. Saving writes the files in ${path.join(repoRoot, "content")}; the
content check runs after every save and shows its verdict at the bottom of the page. Ctrl+C stops the editor.`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void editor.close().then(() => process.exit(0)));
}
