import { describe, expect, it } from "vitest";
import { viewsHelp, viewsOptions } from "./args.ts";

describe("viewsOptions (npm run views)", () => {
  it("takes recipients to show or leave out, a first day and a page to write", () => {
    expect(
      viewsOptions([
        "--recipient",
        "acme",
        "--recipient",
        "globex",
        "--exclude=me",
        "--since",
        "2027-01-31",
        "--html",
        "views.html",
      ]),
    ).toEqual({
      recipients: ["acme", "globex"],
      exclude: ["me"],
      since: new Date(2027, 0, 31),
      html: "views.html",
      help: false,
    });
    expect(viewsOptions([])).toEqual({ recipients: [], exclude: [], help: false });
  });

  it.each([
    [["--recipients", "acme"], /does not take --recipients: npm run views -- --help/],
    [["acme"], /does not take acme/],
    [["--since"], /--since is written wrong/],
    [["--since", "2027-02-29"], /--since 2027-02-29 is not a day/],
    [["--since", "31/01/2027"], /--since 31\/01\/2027 is not a day/],
  ])("refuses %j, saying where to look", (args, message) => {
    expect(() => viewsOptions(args)).toThrow(message);
  });

  it("explains every option in --help", () => {
    expect(viewsOptions(["--help"]).help).toBe(true);
    for (const option of ["--recipient LABEL", "--exclude LABEL", "--since YYYY-MM-DD", "--html FILE"]) {
      expect(viewsHelp).toContain(option);
    }
  });
});
