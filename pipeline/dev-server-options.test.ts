import { resolveConfig } from "vite";
import { describe, expect, it } from "vitest";
import { devServerOptions } from "./dev-server-options.ts";

describe("the dev server's options", () => {
  it("still deny every file Vite denies by default", async () => {
    const defaults = await resolveConfig({ configFile: false, logLevel: "silent" }, "serve");
    expect(devServerOptions.fs.deny).toEqual(expect.arrayContaining(defaults.server.fs.deny));
  });
});
