import { describe, expect, it } from "vitest";
import { benchPages } from "./bench-pages";
import { assertMeasured, type SavedLhr } from "./bench-results";

const origin = "http://localhost:4301";
const page = (name: string) => {
  const found = benchPages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No bench page ${name}`);
  return found;
};
const unlockedGrid = page("`/projects` unlocked");
const gate = page("`/projects` locked (gate)");

function run(finalPath: string, requested: string[]): SavedLhr {
  return {
    requestedUrl: `${origin}/projects`,
    finalDisplayedUrl: `${origin}${finalPath}`,
    fetchTime: "2026-01-01T00:00:00.000Z",
    lighthouseVersion: "12.6.1",
    runWarnings: [],
    categories: {},
    audits: {
      "network-requests": {
        title: "Network Requests",
        score: null,
        scoreDisplayMode: "informative",
        details: { items: requested.map((path) => ({ url: origin + path, transferSize: 100 })) },
      },
    },
  };
}

describe("assertMeasured", () => {
  it("accepts an unlocked page that opened the vault, and a gate that did not", () => {
    expect(() => assertMeasured(run("/projects", ["/projects", "/vault/header.bin"]), unlockedGrid)).not.toThrow();
    expect(() => assertMeasured(run("/projects", ["/projects"]), gate)).not.toThrow();
  });

  it("fails a run meant to be unlocked that showed the gate", () => {
    expect(() => assertMeasured(run("/projects", ["/projects"]), unlockedGrid)).toThrow(/showed the gate/);
  });

  it("fails a run that ended on another page", () => {
    expect(() => assertMeasured(run("/", ["/", "/vault/header.bin"]), unlockedGrid)).toThrow(/ended on \//);
  });
});
