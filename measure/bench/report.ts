import type { BenchResults, PageSummary } from "./bench-results.ts";
import { categories, categoryNames, rankFindings } from "./lighthouse-figures.ts";
import type { Preset } from "./lighthouse-ci.ts";
import { formatSpread, kilobytes, layoutShift, markdownTable, milliseconds, seconds, whole } from "./markdown-table.ts";
import { benchStudies } from "./bench-studies.ts";
import type { Spread } from "./stats.ts";
import type { TargetRow } from "./targets.ts";
import { gridPath, studyPath } from "../../site/routes.ts";

const presetTitles: Record<Preset, string> = {
  mobile: "Lighthouse, mobile preset (default config: emulated Moto G Power, simulated slow 4G and 4× CPU slowdown)",
  desktop: "Lighthouse, desktop preset (`desktop-config.js`: 1350×940, simulated 10 Mbps and no CPU slowdown)",
};

// `analysis` is docs/benchmark-analysis.md, written by a person after a run, carried over under the Targets table.
export function renderReport(results: BenchResults, targets: readonly TargetRow[], analysis = ""): string {
  const { machine, runs, interactionRuns } = results;
  return [
    "# Benchmarks",
    `Written by \`npm run bench\` on ${machine.date.slice(0, 16).replace("T", " ")} UTC. Do not edit by hand: run the bench again. Figures from a busy or shared machine are noisy; compare runs from the same idle machine.`,
    "## Machine and versions",
    markdownTable(
      ["What", "Value"],
      [
        ["CPU", `${machine.cpu}, ${machine.cores} cores`],
        ["RAM", `${machine.ramGiB} GiB`],
        ["Node", machine.versions.node],
        ["Chromium", machine.versions.chromium],
        ["Lighthouse CI", machine.versions.lighthouseCi],
        ["Lighthouse", machine.versions.lighthouse],
        ["React", machine.versions.react],
        ["React Router", machine.versions.reactRouter],
        ["Vite", machine.versions.vite],
        ["Passwords", "the tests' recipients (test-fixtures/recipients.ts)"],
      ],
    ),
    "## How to reproduce",
    [
      "```sh",
      "npm run bench                                   # build, serve on BENCH_PORT (4301), measure, write this file",
      "npm run bench -- --no-build                     # measure the existing build/",
      "npm run bench -- --runs 1 --interaction-runs 3  # a quick pass while developing",
      "```",
    ].join("\n"),
    "The bench builds with `npm run build`, starts the server behind `npm start` (`server/serve.ts`, compiled into `build/server.cjs`) and drives Debian's Chromium headless. The whole run takes about fifteen minutes on 2 cores. Lighthouse's own reports of every run (HTML and JSON) stay in `.lighthouseci/<group>/`, with Lighthouse CI's `manifest.json` and `assertion-results.json`.",
    "## How it measures",
    bulletList([
      `Lighthouse ${machine.versions.lighthouse} through Lighthouse CI ${machine.versions.lighthouseCi} (\`lighthouserc.cjs\`; [decision 010](decisions/010-lighthouse-ci.md)), ${runs} run${runs === 1 ? "" : "s"} per page and preset, one page after the other. Each cell shows the median of all runs, with (min–max) when the runs differ; findings, the LCP element and the gzip sizes come from the run Lighthouse CI picks as representative (the median run). Every run gets Lighthouse's usual storage and cache reset.`,
      "The floor page is the least a page can be: one heading and its `<head>`, no stylesheet, font, image or script (`measure/bench/floor-page.ts`). The bench serves it itself, on the port after the site's, and Lighthouse CI measures it with the public pages, so `/`'s LCP can be read against it: what is left is the page's own cost, not the network's or the machine's.",
      `Unlocked pages: Lighthouse CI's \`puppeteerScript\` (\`measure/bench/unlock-tab.ts\`) unlocks the gate of \`${gridPath}\` once, as a visitor does, and writes the key into the \`sessionStorage\` of each tab Lighthouse opens before its first document runs: a cold visit by a tab that holds the key, as a recipient arrives. A run that fetched nothing of the vault (it showed the gate) fails the bench.`,
      "Bytes are as transferred (compressed, headers included), from Lighthouse's `network-requests` audit; the server answers brotli when the browser accepts it. KB = 1,024 bytes. _Other_ holds the HTML and the vault's ciphertext: encrypted case-study text and screens arrive as data, and become images only after decryption (as `blob:` URLs, which transfer nothing).",
      "FCP, LCP, TBT, _Longest task_ and SI are Lighthouse's simulated figures: the trace scaled to a slow phone on a slow network. _Longest task_ is the longest top-level task on the page's main thread as TBT counts it, from Lighthouse's `long-tasks` audit, which lists only tasks of 50 ms or more: 0 means none reached 50 ms. _Seen LCP_ and _Seen longest task_ are the same trace as it happened on this host, unthrottled (the LCP the browser reported, and the longest top-level task, from Lighthouse's `metrics` and `main-thread-tasks` audits).",
      "Scores are shown as Lighthouse shows them; CLS to three decimals. `docs/benchmarks.json` holds the same figures unrounded (times in ms, bytes in bytes) for quoting.",
    ]),
    ...(["mobile", "desktop"] as const).flatMap((preset) => [
      `## ${presetTitles[preset]}`,
      lighthouseTable(results.pages.filter((page) => page.preset === preset)),
    ]),
    "### Gzip sizes from the build",
    "Gzip -9 (`zlib.gzipSync`, level 9), from `build/client`: the JavaScript each page ran before any interaction (its inline scripts and the script files of its representative mobile run) and its CSS (written into the page, and any stylesheet it requested).",
    markdownTable(
      ["Page", "JS KB gzip", "CSS KB gzip"],
      results.pages
        .filter((page) => page.preset === "mobile")
        .map((page) => [page.name, kilobytes(page.gzip.jsBytes), kilobytes(page.gzip.cssBytes)]),
      ["left", "right", "right"],
    ),
    "### Failing audits",
    "From each page's representative mobile run: Performance's three largest estimated savings, and every failing audit of the other categories.",
    bulletList(results.pages.filter((page) => page.preset === "mobile").map(failingAudits)),
    ...warningsSection(results.pages),
    "## Interactions in Chromium",
    `Plain Chromium (no Lighthouse throttling), 1280×800, ${interactionRuns} run${interactionRuns === 1 ? "" : "s"} each in a fresh browser context (empty HTTP cache, no stored key). Times are taken inside the page with \`performance.now()\`: from the click event, to the first animation frame after the element appears plus one task.`,
    interactionsTable(results),
    bulletList([
      "The first click is measured in Chromium with its CPU slowed four times through the DevTools protocol (`Emulation.setCPUThrottlingRate`), on `/` just loaded in a fresh context: nothing of the page's code has been fetched yet when Work is clicked.",
      "Unlock includes the key derivation (PBKDF2-SHA256, 600,000 iterations); the grid takes the gate's place as soon as the vault opens, so the 300 ms minimum of 'Verifying...' holds only the button's label. The card is counted when it first paints; its 500 ms rise-in animation starts then.",
      `Case study: by the click, the context has cached what unlocking \`${gridPath}\` loaded (the shared JavaScript and CSS, fonts, the vault index) and holds the key in memory. Requested between the click and the text's paint (median run): ${describeFetches(results.interactions.cardFetches)}.`,
      `Mermaid's chunks are the scripts \`${studyPath(benchStudies.diagram)}\` requests that the diagram-less \`${studyPath(benchStudies.plain)}\` does not, both opened the same way (unlock on \`${gridPath}\`, then navigate); a file name containing 'mermaid' counts on any page.`,
    ]),
    markdownTable(
      ["Page", "Mermaid requested"],
      results.mermaid.requestedOn.map((entry) => [entry.page, entry.mermaid ? "yes" : "no"]),
    ),
    `<details><summary>The ${results.mermaid.chunkCount} Mermaid chunks</summary>\n\n${results.mermaid.chunks.map((chunk) => `\`${chunk}\``).join(", ")}\n\n</details>`,
    "## Targets",
    "The Lighthouse targets are the budgets of `measure/lighthouserc.cjs`, judged by `lhci assert` on the median of the runs (mobile preset unless a row says desktop); the rows after them are the bench's own. 'What holds it back' is left for a human; where a target is missed it starts with Lighthouse's largest estimated saving or first failing audit from the representative run.",
    markdownTable(
      ["Target", "Measured", "Met", "What holds it back"],
      targets.map((row) => [row.target, row.measured, row.met ? "✅" : "❌", row.holdsBack]),
    ),
    ...(analysis.trim() === ""
      ? []
      : [
          "## What holds the missed targets back",
          "Written by hand from the figures above (`docs/benchmark-analysis.md`; the bench copies it here).",
          analysis.trim(),
        ]),
  ].join("\n\n");
}

function lighthouseTable(pages: readonly PageSummary[]): string {
  const header = [
    "Page",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "FCP s",
    "LCP s",
    "Seen LCP ms",
    "TBT ms",
    "Longest task ms",
    "Seen longest task ms",
    "CLS",
    "SI s",
    "Requests",
  ];
  const bytes = ["JS KB", "CSS KB", "Font KB", "Image KB", "Other KB"];
  return markdownTable(
    [...header, ...bytes],
    pages.map(({ name, figures }) => [
      name,
      formatSpread(figures.performance, whole),
      formatSpread(figures.accessibility, whole),
      formatSpread(figures["best-practices"], whole),
      formatSpread(figures.seo, whole),
      formatSpread(figures.fcp, seconds),
      formatSpread(figures.lcp, seconds),
      formatSpread(figures.seenLcp, milliseconds),
      formatSpread(figures.tbt, milliseconds),
      formatSpread(figures.longestTask, milliseconds),
      formatSpread(figures.seenLongestTask, milliseconds),
      formatSpread(figures.cls, layoutShift),
      formatSpread(figures.speedIndex, seconds),
      formatSpread(figures.requests, whole),
      formatSpread(figures.jsBytes, kilobytes),
      formatSpread(figures.cssBytes, kilobytes),
      formatSpread(figures.fontBytes, kilobytes),
      formatSpread(figures.imageBytes, kilobytes),
      formatSpread(figures.otherBytes, kilobytes),
    ]),
    ["left", ...Array<"right">(header.length - 1 + bytes.length).fill("right")],
  );
}

function interactionsTable({ interactions, mermaid }: BenchResults): string {
  const timings: [string, Spread][] = [
    ["Cold `/`, CPU slowed 4×: click on Work → password field focused and painted", interactions.firstPrompt],
    [`Unlock on \`${gridPath}\`: submit click → first grid card painted`, interactions.unlockToGrid],
    [
      `Unlock on \`${gridPath}\`: submit click → first cover image decoded and painted`,
      interactions.unlockToFirstImage,
    ],
    [`Grid card click (${benchStudies.screens}) → overview text painted`, interactions.cardToOverview],
    [`Grid card click (${benchStudies.screens}) → hero screen decoded and painted`, interactions.cardToHero],
    [`\`${studyPath(benchStudies.diagram)}\`: navigation start → Mermaid diagram painted`, mermaid.navigationToDiagram],
  ];
  return markdownTable(
    ["Interaction", "Median (min–max)"],
    [
      ...timings.map(([name, spread]) => [name, `${formatSpread(spread, milliseconds)} ms`]),
      [
        `Mermaid on ${benchStudies.diagram}: chunks and bytes transferred`,
        `${mermaid.chunkCount} chunks, ${formatSpread(mermaid.chunkBytes, kilobytes)} KB`,
      ],
    ],
    ["left", "right"],
  );
}

function failingAudits(page: PageSummary): string {
  const parts = categories.flatMap((category) => {
    const ranked = rankFindings(page.findings, category);
    const shown = category === "performance" ? ranked.slice(0, 3) : ranked;
    return shown.length > 0 ? [`${categoryNames[category]}: ${shown.join("; ")}`] : [];
  });
  return `${page.name}: ${parts.length > 0 ? parts.join(". ") : "none"}.`;
}

function warningsSection(pages: readonly PageSummary[]): string[] {
  const lines = pages.flatMap((page) =>
    page.warnings.map((warning) => `${page.name} (${page.preset}): ${warning.replaceAll("\n", " ")}`),
  );
  if (lines.length === 0) return [];
  const note =
    "The 404 page's status-code warning is expected: it answers 404 on purpose, measured with `ignoreStatusCode`.";
  return ["### Lighthouse warnings", bulletList(lines), note];
}

// Vault file names say nothing, so they are counted rather than listed.
function describeFetches(paths: readonly string[]): string {
  const vault = paths.filter((path) => path.startsWith("/vault/")).length;
  const named = paths.filter((path) => !path.startsWith("/vault/")).map((path) => `\`${path}\``);
  const encrypted =
    vault > 0 ? [`${vault} vault file${vault === 1 ? "" : "s"} (the study's encrypted text and screens)`] : [];
  const parts = [...named, ...encrypted];
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

function bulletList(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}
