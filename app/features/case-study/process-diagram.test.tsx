// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { access } from "@content/public";
import { ProcessDiagram } from "./process-diagram";
import { flowDefinition } from "./process-flow";

const mermaid = vi.hoisted(() => ({ initialize: vi.fn(), parse: vi.fn(), render: vi.fn() }));
vi.mock("mermaid", () => ({ default: mermaid }));

const steps = access.caseStudy.processFlow;
const errors = access.caseStudy.diagramError;

describe("ProcessDiagram", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mermaid.parse.mockResolvedValue(true);
    mermaid.render.mockResolvedValue({ svg: `<svg><text>${steps.join("</text><text>")}</text></svg>` });
  });

  it("draws the content's steps in order, with strict Mermaid settings and the brand colour", async () => {
    const { container } = render(<ProcessDiagram steps={steps} color="#1a3a52" errors={errors} />);
    await vi.waitFor(() => expect(container.querySelector("svg")).not.toBeNull());
    expect(mermaid.initialize).toHaveBeenCalledWith(
      expect.objectContaining({
        theme: "base",
        securityLevel: "strict",
        maxTextSize: 50_000,
        maxEdges: 500,
        themeVariables: expect.objectContaining({ fontSize: "16px", primaryColor: "#1a3a52" }),
      }),
    );
    // jsdom measures no box: one column, top to bottom.
    expect(mermaid.render).toHaveBeenCalledWith(expect.any(String), flowDefinition(steps, 1));
  });

  it("redraws when the brand colour changes", async () => {
    const { rerender } = render(<ProcessDiagram steps={steps} color="#1a3a52" errors={errors} />);
    await vi.waitFor(() => expect(mermaid.render).toHaveBeenCalledTimes(1));
    rerender(<ProcessDiagram steps={steps} color="#b00000" errors={errors} />);
    await vi.waitFor(() => expect(mermaid.render).toHaveBeenCalledTimes(2));
    expect(mermaid.initialize).toHaveBeenLastCalledWith(
      expect.objectContaining({ themeVariables: expect.objectContaining({ primaryColor: "#b00000" }) }),
    );
  });

  it("shows the syntax error message in place of a diagram Mermaid cannot parse", async () => {
    mermaid.parse.mockRejectedValue(new Error("Parse error on line 2: Expecting 'SEMI'"));
    render(<ProcessDiagram steps={steps} color="#1a3a52" errors={errors} definition="flowchart LR\n  a -->" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(errors.syntax);
    expect(mermaid.render).not.toHaveBeenCalled();
  });

  it("shows a readable message when Mermaid refuses a diagram for another reason, such as its size limits", async () => {
    mermaid.render.mockRejectedValue(new Error("Maximum text size in diagram exceeded"));
    render(<ProcessDiagram steps={steps} color="#1a3a52" errors={errors} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(errors.other);
  });
});
