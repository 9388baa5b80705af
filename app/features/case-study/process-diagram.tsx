import { useEffect, useId, useState } from "react";
import { useColorTheme } from "~/lib/use-color-theme";
import { useNearScreen } from "~/lib/use-near-screen";
import type { Access } from "@content/schema";
import { columnsFor, flowDefinition } from "./process-flow";

type ProcessDiagramProps = {
  steps: readonly string[];
  color: string;
  errors: Access["caseStudy"]["diagramError"];
  definition?: string;
};

type Drawing = { svg: string; width: number } | { error: string } | null;

/** Below this share of full size, Mermaid's labels fall under 12 px. */
const smallestScale = 0.75;

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

/** On the dark surface a dark brand colour's arrows would vanish, so lines take the muted text colour there. */
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

/** Mermaid (200 KB) loads only once the diagram nears the screen, so it does not weigh on opening the study. */
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
          // The owner's typeface pair (content/theme.yaml), on screen and in print.
          fontFamily: getComputedStyle(document.documentElement).getPropertyValue("--font-sans").trim() || "sans-serif",
          flowchart: { nodeSpacing: 24, rankSpacing: 24, padding: 12 },
          themeVariables: {
            fontSize: "16px",
            ...diagramColors(color, dark),
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
      style={drawing ? { "--diagram-min-width": `${drawing.width * smallestScale}px` } : undefined}
      className="break-inside-avoid overflow-x-auto rounded-card border border-line bg-surface p-6 aria-busy:min-h-40 [&_svg]:mx-auto [&_svg]:h-auto [&_svg]:min-w-(--diagram-min-width) print:[&_svg]:min-w-0"
      // Mermaid's SVG with securityLevel "strict": the one exception to React rendering (docs/protection.md).
      dangerouslySetInnerHTML={drawing ? { __html: drawing.svg } : undefined}
    />
  );
}
