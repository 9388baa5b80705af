import { existsSync } from "node:fs";
import { cp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { access } from "../content/public";
import { demoPassword } from "../pipeline/passwords";
import { runNpm } from "../pipeline/node-commands";
import { publishBuild } from "../pipeline/publish-build";
import { buildLayout } from "../site/build-layout";
import { demoRefusal, markDemoBuild } from "../site/demo-marker";
import { copyProject, ownersMachine } from "./fixture-site";
import { expect, test } from "./fixtures";
import { startLocalServer } from "./local-server";
import { startNpmStartServer } from "./npm-start";
import { get, projectWithBuild } from "./served-copy";

const throughProxy = { Host: "portfolio.example.com", "X-Forwarded-For": "203.0.113.9" };

test("npm run build without a password stops before building, saying how to set one", async () => {
  const project = await copyProject("portfolio-no-password-");
  try {
    // Were it to build, it would take minutes: the time limit catches that.
    const run = runNpm(["run", "build"], { cwd: project.root, env: ownersMachine(), timeout: 60_000 });
    expect(run.stderr).toContain("Build failed. Password setup: no password is set");
    expect(run.stderr).toContain("PORTFOLIO_PASSWORD='your-long-passphrase' npm run build");
    expect(run.stderr).toContain("npm run password");
    expect(run.status).toBe(1);
    expect(existsSync(path.join(project.root, "build"))).toBe(false);
  } finally {
    await project.remove();
  }
});

test("npm start shows a demo build to this computer only, whichever build it started with", async () => {
  const project = await projectWithBuild();
  await markDemoBuild(buildLayout(project.first));
  const server = await startNpmStartServer({ cwd: project.root });
  try {
    await expect
      .poll(server.log)
      .toContain("This build opens with the demo password: it is shown on this computer only.");
    expect((await get(server.origin, "/")).status).toBe(200);
    for (const headers of [{ Host: "portfolio.example.com" }, { "X-Forwarded-For": "203.0.113.9" }, throughProxy]) {
      const refused = await get(server.origin, "/projects", headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.body.toString()).toBe(demoRefusal);
    }

    const withPassword = path.join(project.folders.buildsDir, "build-second");
    await cp(project.first, withPassword, { recursive: true });
    await rm(buildLayout(withPassword).demoFile);
    await publishBuild(withPassword, project.folders);
    expect((await get(server.origin, "/projects", throughProxy)).status).toBe(200);
  } finally {
    server.stop();
    await rm(project.root, { recursive: true, force: true });
  }
});

test("a fresh copy's npm start builds the demo, warns, and opens it with the README's password", async ({ page }) => {
  test.setTimeout(300_000);
  const project = await copyProject("portfolio-fresh-");
  const server = await startLocalServer("npm", ["start"], {
    cwd: project.root,
    env: { ...ownersMachine(), PORT: "0" },
    address: /Portfolio ready on (http:\/\/localhost:\d+)/,
  });
  try {
    expect(server.printed()).toContain("DEMO PASSWORD IN USE");
    await expect.poll(server.printed).toContain("it is shown on this computer only");
    expect(await readFile(path.join(project.root, "README.md"), "utf8")).toContain(demoPassword);
    await page.goto(`${server.address}/projects`);
    await page.getByPlaceholder(access.placeholder).fill(demoPassword);
    await page.getByRole("button", { name: access.submitLabel }).click();
    await expect(page.getByRole("heading", { name: access.portfolio.heading })).toBeVisible();
    // Before the server goes: the grid's screens would still be on their way.
    await page.close();
  } finally {
    server.stop();
    await project.remove();
  }
});
