import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { fixtureCards } from "../../../test-fixtures/vault-content";
import { ProjectGrid } from "./project-grid";

function riseInDelays(shownForMs?: number): string[] {
  const html = renderToStaticMarkup(
    <StaticRouter location="/projects">
      <ProjectGrid
        cards={fixtureCards}
        openLabel="Open"
        tagsLabel="Tags"
        renderImage={() => null}
        shownForMs={shownForMs}
      />
    </StaticRouter>,
  );
  return [...html.matchAll(/animation-delay:\s*([^;"]+)/g)].map(([, delay = ""]) => delay);
}

describe("the grid's cards rise in", () => {
  it("0.1 s apart, in the order of the content", () => {
    expect(riseInDelays()).toEqual(fixtureCards.map((_, index) => `${index * 100}ms`));
  });

  it("carrying on where the sealed preview's cards are, when they have been on screen for a while", () => {
    expect(riseInDelays(250)).toEqual(fixtureCards.map((_, index) => `${index * 100 - 250}ms`));
  });
});
