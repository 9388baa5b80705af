import { useEffect, useId, useState } from "react";
import { useColorTheme } from "~/lib/use-color-theme";
import { useNearScreen } from "~/lib/use-near-screen";
import type { Access } from "@content/schema";

type ProcessDiagramProps = {
  steps: readonly string[];
  /** The project's brand colour; a change redraws the diagram. */
  color: string;
  errors: Access["caseStudy"]["diagramError"];
  /** Mermaid source; defaults to the steps as a left-to-right flow. */
  definition?: string;
};

type Drawing = { svg: string } | { error: string } | null;

export function flowDefinition(steps: readonly string[]): string {
  return `flowchart LR\n${steps.map((step, index) => `  s${index}["${step}"]`).join("\n")}\n  ${steps
    .map((_, index) => `s${index}`)
    .join(" --> ")}`;
}

/**
 * The nodes in the brand colour with white text, in both themes. On the dark
 * theme's surface a dark brand colour's arrows would vanish, so they and the
 * node outlines take the page's muted text colour there.
 */
function diagramColors(color: string, dark: boolean) {
  if (!dark) return { primaryColor: color, primaryTextColor: "#ffffff", primaryBorderColor: color, lineColor: color };
  const styles = getComputedStyle(document.documentElement);
  const line = styles.getPropertyValue("--color-muted").trim() || color;
  const background = styles.getPropertyValue("--color-surface").trim();
  return {
    darkMode: true,
    ...(background && { background }),
    primaryColor: color,
    primaryTextColor: "#ffffff",
    primaryBorderColor: line,
    lineColor: line,
  };
}

/**
 * Spec §2 and §9: the design-to-development flow drawn by Mermaid, which is
 * loaded only here, once the diagram comes near the screen (its 200 KB and
 * its layout would otherwise weigh on the opening of the case study). A
 * diagram Mermaid refuses shows a readable error in its place.
 */
export function ProcessDiagram({ steps, color, errors, definition = flowDefinition(steps) }: ProcessDiagramProps) {
  const id = `diagram-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const [drawing, setDrawing] = useState<Drawing>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(box);
  const dark = useColorTheme() === "dark";

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    void (async () => {
      try {
        const { default: mermaid } = await import("mermaid");
        mermaid.initialize({
          startOnLoad: false,
          theme: "base",
          securityLevel: "strict",
          maxTextSize: 50_000,
          maxEdges: 500,
          fontFamily: "Inter Variable, ui-sans-serif, system-ui, sans-serif",
          themeVariables: { fontSize: "16px", ...diagramColors(color, dark) },
        });
        await mermaid.parse(definition);
        const { svg } = await mermaid.render(id, definition);
        if (!cancelled) setDrawing({ svg });
      } catch (error) {
        const syntax = error instanceof Error && /parse error|syntax|lexical error/i.test(error.message);
        if (!cancelled) setDrawing({ error: syntax ? errors.syntax : errors.other });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [near, color, dark, definition, errors, id]);

  if (drawing && "error" in drawing) {
    return (
      <p role="alert" className="rounded-xl border border-line bg-sand p-5 font-medium text-ink">
        {drawing.error}
      </p>
    );
  }
  return (
    <div
      ref={setBox}
      role="img"
      aria-label={steps.join(", then ")}
      aria-busy={drawing === null}
      className="min-h-40 overflow-x-auto rounded-card border border-line bg-surface p-6 [&_svg]:mx-auto [&_svg]:h-auto [&_svg]:max-w-none"
      // Mermaid's own SVG, rendered with securityLevel "strict" (protection.md §5's one exception to React rendering).
      dangerouslySetInnerHTML={drawing ? { __html: drawing.svg } : undefined}
    />
  );
}
