import { useEffect, useId, useState } from "react";
import { useColorTheme } from "~/lib/use-color-theme";
import { useNearScreen } from "~/lib/use-near-screen";
import type { Access } from "@content/schema";
import { columnsFor, flowDefinition } from "./process-flow";

type ProcessDiagramProps = {
  steps: readonly string[];
  /** The project's brand colour; a change redraws the diagram. */
  color: string;
  errors: Access["caseStudy"]["diagramError"];
  /** Mermaid source; defaults to the steps in as many columns as the box fits. */
  definition?: string;
};

type Drawing = { svg: string; width: number } | { error: string } | null;

/** Mermaid's drawings scale down to fit their box; below this share of full size their labels fall under 12 px. */
const smallestScale = 0.75;

/**
 * How many columns of steps the box holds, once measured; it follows the
 * box's width (a phone turned, a window resized). One where nothing measures.
 */
function useColumns(box: HTMLElement | null): number | null {
  const [columns, setColumns] = useState(() => (typeof ResizeObserver === "undefined" ? 1 : null));
  useEffect(() => {
    if (!box || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => entry && setColumns(columnsFor(entry.contentRect.width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  return columns;
}

/**
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
 * The design-to-development flow, in the brand colour, drawn by Mermaid,
 * which is loaded only here, once the diagram comes near the screen (its
 * 200 KB and its layout would otherwise weigh on the opening of the case
 * study). It is drawn in rows as wide as the box allows, so its labels stay
 * at reading size: one column on a phone. A diagram Mermaid refuses shows a
 * readable error in its place.
 */
export function ProcessDiagram({ steps, color, errors, definition: given }: ProcessDiagramProps) {
  const id = `diagram-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const [drawing, setDrawing] = useState<Drawing>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(box);
  const columns = useColumns(box);
  const definition = given ?? (columns === null ? null : flowDefinition(steps, columns));
  const dark = useColorTheme() === "dark";

  useEffect(() => {
    if (!near || definition === null) return;
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
          flowchart: { nodeSpacing: 24, rankSpacing: 24, padding: 12 },
          themeVariables: {
            fontSize: "16px",
            ...diagramColors(color, dark),
            // The rows are grouped only to lay them out: no frame or fill around each.
            clusterBkg: "transparent",
            clusterBorder: "transparent",
          },
        });
        await mermaid.parse(definition);
        const { svg } = await mermaid.render(id, definition);
        const width = Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)?.[1] ?? 0);
        if (!cancelled) setDrawing({ svg, width });
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
      // Too narrow a box for even one column at 12 px scrolls sideways rather than shrink the labels further.
      style={drawing ? { "--diagram-min-width": `${drawing.width * smallestScale}px` } : undefined}
      className="break-inside-avoid overflow-x-auto rounded-card border border-line bg-surface p-6 aria-busy:min-h-40 [&_svg]:mx-auto [&_svg]:h-auto [&_svg]:min-w-(--diagram-min-width) print:[&_svg]:min-w-0"
      // Mermaid's own SVG, rendered with securityLevel "strict" (protection.md §5's one exception to React rendering).
      dangerouslySetInnerHTML={drawing ? { __html: drawing.svg } : undefined}
    />
  );
}
