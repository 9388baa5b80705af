// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { moduleReloadAtKey } from "./contract";
import type * as Guard from "./module-reload-guard";
import { codeIsGone, mayReloadForModule, type ReloadMemory } from "./module-reload-guard";

function memory(): ReloadMemory {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe("the module reload guard", () => {
  it("allows one reload, then none for a minute, then one again", () => {
    const storage = memory();
    expect(mayReloadForModule(() => storage, true, 1_000_000)).toBe(true);
    expect(mayReloadForModule(() => storage, true, 1_030_000)).toBe(false);
    expect(mayReloadForModule(() => storage, true, 1_061_000)).toBe(true);
  });

  it("never reloads offline, where a reload would show the browser's offline page", () => {
    expect(mayReloadForModule(memory, false, 1_000_000)).toBe(false);
  });

  it("keeps React Router's reload when storage refuses", () => {
    const refusing = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(mayReloadForModule(refusing, true, 1_000_000)).toBe(true);
  });

  describe("tells code a redeploy removed from a download cut short", () => {
    const answering =
      (answers: Record<string, Response | Error>): typeof fetch =>
      async (url) => {
        const answer = answers[String(url)];
        if (answer === undefined || answer instanceof Error) throw answer ?? new TypeError("Load failed");
        return answer;
      };
    const script = () => new Response(null, { headers: { "Content-Type": "text/javascript" } });

    it("counts code the server answers with 404 or 410 as gone", async () => {
      expect(
        await codeIsGone(
          ["/a.js", "/b.js"],
          answering({ "/a.js": script(), "/b.js": new Response(null, { status: 404 }) }),
        ),
      ).toBe(true);
      expect(await codeIsGone(["/a.js"], answering({ "/a.js": new Response(null, { status: 410 }) }))).toBe(true);
    });

    it("counts a page served in the code's place as gone, as a host's fallback answers a missing file", async () => {
      const page = new Response(null, { headers: { "Content-Type": "text/html; charset=utf-8" } });
      expect(await codeIsGone(["/a.js"], answering({ "/a.js": page }))).toBe(true);
    });

    it("does not count code still served, or a question that got no answer, as gone", async () => {
      expect(await codeIsGone(["/a.js", "/b.js"], answering({ "/a.js": script(), "/b.js": script() }))).toBe(false);
      expect(await codeIsGone(["/a.js"], answering({ "/a.js": new TypeError("NetworkError") }))).toBe(false);
      expect(await codeIsGone(["/a.js"], answering({ "/a.js": new Response(null, { status: 503 }) }))).toBe(false);
    });
  });
});

describe("code the app imports itself", () => {
  // What a page has seen (a missing module, the visitor leaving) lasts for the page: each test loads one of its own.
  let isModuleMissing: typeof Guard.isModuleMissing;
  let ownCode: typeof Guard.ownCode;
  let watchLeaving: typeof Guard.watchLeaving;
  beforeEach(async () => {
    vi.resetModules();
    ({ isModuleMissing, ownCode, watchLeaving } = await import("./module-reload-guard"));
  });
  const handlersRun = () => new Promise((resolve) => setTimeout(resolve));

  it("is imported once, and at hand without waiting once it is in", async () => {
    const importer = vi.fn(async () => ({ page: "grid" }));
    const code = ownCode(importer);
    expect(code.loaded).toBeUndefined();
    code.preload();
    expect(await code.load()).toEqual({ page: "grid" });
    expect(code.loaded).toEqual({ page: "grid" });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("cut short while the visitor leaves, neither reloads nor fails, and is tried afresh if they stay", async () => {
    watchLeaving();
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("error loading dynamically imported module"))
      .mockResolvedValueOnce("study");
    const report = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const code = ownCode(importer);
    window.dispatchEvent(new Event("beforeunload"));
    let settled = false;
    code.load().then(
      () => (settled = true),
      () => (settled = true),
    );
    await handlersRun();
    expect(settled).toBe(false);
    expect(report).not.toHaveBeenCalled();
    expect(isModuleMissing()).toBe(false);

    // A mail link announced leaving; the visitor's next press shows they stayed.
    window.dispatchEvent(new Event("pointerdown"));
    expect(await code.load()).toBe("study");
    report.mockRestore();
  });

  it("still missing after the one reload a minute, fails what waits for it and shows the error screen", async () => {
    window.sessionStorage.setItem(moduleReloadAtKey, String(Date.now()));
    const report = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const code = ownCode(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    await expect(code.load()).rejects.toThrow(/reload allowed has been used/);
    expect(isModuleMissing()).toBe(true);
    expect(report).toHaveBeenCalledWith(expect.any(TypeError));
    report.mockRestore();
  });
});
