import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildLayout } from "../site/build-layout";
import { publishBuild, type BuildFolders } from "../pipeline/publish-build";
import { expect, test } from "./fixtures";
import { startNpmStartServer, type NpmStartServer } from "./npm-start";
import { get, projectWithBuild, type Answer } from "./served-copy";

/** The next build: the home page reworded, one script renamed as a changed hash renames it. */
async function nextBuild(first: string, folders: BuildFolders): Promise<{ root: string; removedScript: string }> {
  const root = path.join(folders.buildsDir, "build-second");
  await cp(first, root, { recursive: true });
  const { clientDir } = buildLayout(root);
  const home = path.join(clientDir, "index.html");
  await writeFile(home, (await readFile(home, "utf8")).replace("<body", "<body data-second-build"));
  const [script = ""] = (await readdir(path.join(clientDir, "assets"))).filter((file) => file.endsWith(".js"));
  await rm(path.join(clientDir, "assets", script));
  await writeFile(path.join(clientDir, "assets", `renamed-${script}`), "export {};\n");
  return { root, removedScript: `/assets/${script}` };
}

test.describe("a rebuild beside a running npm start", () => {
  let project: Awaited<ReturnType<typeof projectWithBuild>>;
  let server: NpmStartServer;
  test.beforeAll(async () => {
    project = await projectWithBuild();
    server = await startNpmStartServer({ cwd: project.root });
  });
  test.afterAll(async () => {
    server.stop();
    await rm(project.root, { recursive: true, force: true });
  });

  test("answers every request whole, from the old build or the new, and serves the new one once it is in", async () => {
    const { clientDir } = buildLayout(project.first);
    const [script = ""] = (await readdir(path.join(clientDir, "assets"))).filter((file) => file.endsWith(".js"));
    const paths = ["/", "/projects", "/no-such-page", `/assets/${script}`];
    const oldFiles = new Map<string, Buffer>();
    for (const pathname of paths) oldFiles.set(pathname, (await get(server.origin, pathname)).body);

    let rebuilt = false;
    const answers: Answer[] = [];
    const clients = Array.from({ length: 8 }, async () => {
      // Each client keeps asking until it has been answered by the new build for a while.
      for (let afterRebuild = 0; afterRebuild < 15; afterRebuild += rebuilt ? 1 : 0) {
        for (const pathname of paths) answers.push(await get(server.origin, pathname));
      }
    });
    const second = await nextBuild(project.first, project.folders);
    await publishBuild(second.root, project.folders);
    rebuilt = true;
    await Promise.all(clients);

    const newFiles = new Map<string, Buffer>();
    for (const pathname of paths) newFiles.set(pathname, (await get(server.origin, pathname)).body);
    expect(newFiles.get("/")?.toString()).toContain("data-second-build");
    expect((await get(server.origin, second.removedScript)).status).toBe(404);

    for (const answer of answers) {
      expect(answer.body.length, answer.path).toBe(answer.declaredLength);
      const fromOneBuild = [oldFiles.get(answer.path), newFiles.get(answer.path)].some((file) =>
        file?.equals(answer.body),
      );
      expect(fromOneBuild, `${answer.path} (${answer.status}) came whole from one build`).toBe(true);
    }
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(server.log()).not.toMatch(/Error|\n\s+at /);
  });
});
