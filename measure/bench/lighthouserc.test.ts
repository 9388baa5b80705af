import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { benchPageOf, benchPages } from "./bench-pages";
import { benchStudiesEnv } from "./bench-studies";
import { lighthouseGroups } from "./lighthouse-ci";
import { repoRoot } from "../../site/repo-root.ts";

const origins = { portfolio: "http://localhost:4301", floor: "http://localhost:4302" };

type Config = {
  ci: { collect: { url: string[] }; assert: { assertMatrix: { matchingUrlPattern: string }[] } };
};

/** lighthouserc.cjs as Lighthouse CI loads it for one group, in a process of its own as lhci would. */
function loadConfig(group: (typeof lighthouseGroups)[number]): Config {
  const output = execFileSync(
    process.execPath,
    ["-e", "console.log(JSON.stringify(require('./measure/lighthouserc.cjs')))"],
    {
      cwd: repoRoot,
      encoding: "utf8",
      env: {
        ...process.env,
        BENCH_ORIGIN: origins.portfolio,
        BENCH_FLOOR_ORIGIN: origins.floor,
        BENCH_PRESET: group.preset,
        BENCH_UNLOCKED: String(group.unlocked),
        ...benchStudiesEnv,
      },
    },
  );
  return JSON.parse(output) as Config;
}

const configs = lighthouseGroups.map((group) => ({ group, config: loadConfig(group) }));

describe("lighthouserc.cjs", () => {
  it("measures every page the report names, on both presets, each once", () => {
    for (const preset of ["mobile", "desktop"]) {
      const measured = configs
        .filter(({ group }) => group.preset === preset)
        .flatMap(({ group, config }) =>
          config.ci.collect.url.map((url) => benchPageOf(url, group.unlocked, origins.floor).name),
        );
      expect(measured.toSorted()).toEqual(benchPages.map((page) => page.name).toSorted());
    }
  });

  it("holds every budget to a page its group measures", () => {
    for (const { config } of configs) {
      for (const { matchingUrlPattern } of config.ci.assert.assertMatrix) {
        expect(config.ci.collect.url.filter((url) => new RegExp(matchingUrlPattern).test(url))).toHaveLength(1);
      }
    }
  });
});
