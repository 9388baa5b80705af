import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mayReloadForModule, reloadAnnouncement, type ReloadMemory } from "./module-reload-guard";

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
