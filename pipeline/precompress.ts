import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { cachedFile, cacheKeyOf } from "./build-cache.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = new Set([".js", ".css", ".html", ".svg", ".json", ".xml", ".txt"]);

// Maximum brotli once per build makes scripts a sixth smaller; ciphertext does not compress, so the vault is skipped.
export async function precompress(clientDir: string): Promise<void> {
  const files = (await readdir(clientDir, { recursive: true }))
    .filter((file) => compressible.has(path.extname(file)) && !file.startsWith(`vault${path.sep}`))
    .map((file) => path.join(clientDir, file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < 1024) return;
      const bytes = await readFile(file);
      // Brotli at its best is most of this step's time, and most files come out of every build the same.
      const key = cacheKeyOf(bytes);
      const [br, gz] = await Promise.all([
        cachedFile("portfolio-compressed", `${key}.br`, () =>
          brotli(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        ),
        cachedFile("portfolio-compressed", `${key}.gz`, () => gzipAsync(bytes, { level: 9 })),
      ]);
      await writeFile(`${file}.br`, br);
      await writeFile(`${file}.gz`, gz);
    }),
  );
}
