import { describe, expect, it } from "vitest";
import { withCount } from "./with-count.ts";

describe("withCount", () => {
  it("spells a small count out on an English page, capitalised where it opens the text", () => {
    expect(withCount("{count} engagements across finance.", 7, "en")).toBe("Seven engagements across finance.");
    expect(withCount("All {count} studies.", 3, "en-GB")).toBe("All three studies.");
  });

  it("writes figures above ten, and on pages in other languages", () => {
    expect(withCount("{count} engagements.", 12, "en")).toBe("12 engagements.");
    expect(withCount("{count} études de cas.", 7, "fr")).toBe("7 études de cas.");
  });

  it("leaves text without {count} as it is", () => {
    expect(withCount("Case studies across finance.", 7, "en")).toBe("Case studies across finance.");
  });
});
