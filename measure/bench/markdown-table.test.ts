import { describe, expect, it } from "vitest";
import { formatSpread, kilobytes, markdownTable, seconds } from "./markdown-table";

describe("markdownTable", () => {
  it("renders a header, a rule and one line per row, padded to the widest cell", () => {
    expect(
      markdownTable(
        ["Page", "Perf"],
        [
          ["/", "100"],
          ["/projects", "98"],
        ],
      ),
    ).toBe(["| Page      | Perf |", "| --------- | ---- |", "| /         | 100  |", "| /projects | 98   |"].join("\n"));
  });

  it("right-aligns the columns asked for, with the colon on the rule", () => {
    expect(markdownTable(["Page", "KB"], [["/", "1.5"]], ["left", "right"])).toBe(
      ["| Page |  KB |", "| ---- | --: |", "| /    | 1.5 |"].join("\n"),
    );
  });

  it("escapes a pipe inside a cell and fills a missing cell with nothing", () => {
    expect(markdownTable(["a", "b"], [["x|y"]])).toBe(
      ["| a    | b   |", "| ---- | --- |", "| x\\|y |     |"].join("\n"),
    );
  });
});

describe("formatSpread", () => {
  it("shows the median with its range when runs differ", () => {
    expect(formatSpread({ median: 1234, min: 1100, max: 1500, runs: 3 }, seconds)).toBe("1.23 (1.10–1.50)");
  });

  it("shows the median alone when the range rounds away", () => {
    expect(formatSpread({ median: 1024, min: 1020, max: 1030, runs: 3 }, kilobytes)).toBe("1.0");
  });
});
