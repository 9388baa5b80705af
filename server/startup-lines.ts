import { realpath } from "node:fs/promises";
import { buildDir, buildLayout } from "../site/build-layout.ts";
import { isDemoBuild } from "../site/demo-marker.ts";
import { readRecipientCount } from "../site/recipient-count.ts";
import { readViewsSettings } from "../views/build/settings.ts";
import type { ServerSettings } from "./settings.ts";

/** What the build `build/` links to as the server starts says of itself, in the files beside its pages. */
export type BuildFacts = { recipients: number | null; demo: boolean; views: boolean };
export type Line = { text: string; warning?: true };

export async function currentBuildFacts(): Promise<BuildFacts | null> {
  const root = await realpath(buildDir).catch(() => undefined);
  if (!root) return null;
  const layout = buildLayout(root);
  return {
    recipients: readRecipientCount(layout),
    demo: isDemoBuild(layout),
    views: readViewsSettings(layout) !== null,
  };
}

// On a host, its log is where the owner looks: how the site opens, whether and where views are kept, where notes
// go; of the notes' address only the host, as the rest can hold a topic or a password.
export function startupLines(
  build: BuildFacts | null,
  { viewsFile, notify, viewsProblem }: Pick<ServerSettings, "viewsFile" | "notify"> & { viewsProblem: string | null },
): Line[] {
  if (!build) return [{ text: "No build yet: run npm run build.", warning: true }];
  const lines: Line[] = [{ text: `Passwords: ${passwordMode(build)}.` }];
  if (build.demo) lines.push({ text: demoWarning, warning: true });
  if (!build.views) {
    lines.push({
      text: "Views: off: this build reports none to this server (build with PORTFOLIO_VIEWS=server to keep them).",
    });
  } else if (viewsProblem) {
    lines.push({
      text: `Views: on, but ${viewsFile} cannot be opened (${viewsProblem}): reports are answered 503 until that is mended and the server restarted.`,
      warning: true,
    });
  } else {
    lines.push({ text: `Views: on, stored in ${viewsFile}.` });
  }
  if (!notify) {
    lines.push({ text: "Notes: off (PORTFOLIO_NOTIFY_URL is unset)." });
  } else {
    const to = new URL(notify.url).host;
    const when = notify.digestAt
      ? `a digest daily at ${clock(notify.digestAt)}, the server's time`
      : "as each recipient first opens the portfolio";
    lines.push({
      text: build.views
        ? `Notes: on, to ${to}, ${when}.`
        : `Notes: none, as this build has views off (they would go to ${to}).`,
    });
  }
  return lines;
}

function passwordMode({ recipients, demo }: BuildFacts): string {
  if (recipients === null) return "not recorded by this build, made before builds said (build again)";
  if (recipients === 1) return demo ? "the demo password" : "one password";
  return `${recipients} recipients, a password each${demo ? ", the demo password among them" : ""}`;
}

const clock = ({ hour, minute }: { hour: number; minute: number }) =>
  `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;

export const demoWarning =
  "This build opens with the demo password: it is shown on this computer only. Build with a password of your own (npm run password prints one) to serve it to anyone else.";
