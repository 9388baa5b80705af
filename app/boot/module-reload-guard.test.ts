import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeIsGone, mayReloadForModule, reloadAnnouncement, type ReloadMemory } from "./module-reload-guard";

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

  it("listens for the message React Router still prints before it reloads", () => {
    const dist = path.resolve(import.meta.dirname, "../../node_modules/react-router/dist/production");
    const sources = readdirSync(dist)
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => readFileSync(path.join(dist, file), "utf8"));
    expect(
      sources.some((source) => source.includes(`${reloadAnnouncement} \\\`\${route.module}\\\`, reloading page`)),
    ).toBe(true);
  });
});
