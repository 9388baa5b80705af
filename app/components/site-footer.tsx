import type { Site } from "@content/schema";
import { layOutLaterAttribute, markOf } from "~/boot/contract";

export function SiteFooter({ site }: { site: Site }) {
  return (
    <footer {...markOf(layOutLaterAttribute)} className="bg-night text-on-ink print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-12 sm:flex-row sm:items-end sm:justify-between sm:px-8">
        <div>
          <p className="font-display text-2xl font-medium">{site.name}</p>
          <p className="mt-1 text-on-ink-muted">{site.jobTitle}</p>
        </div>
        <p className="text-sm text-on-ink-muted">
          © {site.footer.copyrightYear} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
