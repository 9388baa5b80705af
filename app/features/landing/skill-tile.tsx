import { Icon } from "~/components/icon";
import type { Landing } from "@content/schema";

type SkillTileProps = { tile: Landing["skills"]["tiles"][number]; levelOutOf: string };

export function SkillTile({ tile, levelOutOf }: SkillTileProps) {
  return (
    <li className="flex break-inside-avoid flex-col rounded-card border border-line bg-surface p-7 shadow-card print:p-4">
      <div className="flex items-start justify-between gap-4">
        <span className="grid size-12 place-items-center rounded-xl bg-ember-soft text-ember print:hidden">
          <Icon name={tile.icon} className="size-6" />
        </span>
        <p className="font-display text-4xl font-medium tracking-tight text-ink">
          {tile.level}
          <span className="sr-only"> {levelOutOf}</span>
        </p>
      </div>
      <h3 className="mt-6 text-lg font-semibold text-ink print:mt-3">{tile.title}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{tile.description}</p>
      <div aria-hidden="true" className="mt-6 h-1.5 overflow-hidden rounded-full bg-sand print:hidden">
        <div className="h-full rounded-full bg-ember" style={{ width: `${tile.level}%` }} />
      </div>
    </li>
  );
}
