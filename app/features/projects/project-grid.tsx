import type { ReactNode } from "react";
import type { ProjectCard as ProjectCardData } from "@content/schema";
import { ProjectCard } from "./project-card";

type CardWithoutImage = Omit<ProjectCardData, "image">;

type ProjectGridProps<Card extends CardWithoutImage> = {
  cards: readonly Card[];
  openLabel: string;
  /** `index` 0 is the first card on screen, whose image is likely the page's largest paint. */
  renderImage: (card: Card, index: number) => ReactNode;
  tagsLabel: string;
  shownForMs?: number;
};

const staggerMs = 100;

export function ProjectGrid<Card extends CardWithoutImage>({
  cards,
  openLabel,
  renderImage,
  tagsLabel,
  shownForMs = 0,
}: ProjectGridProps<Card>) {
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {cards.map((card, index) => (
        <ProjectCard
          key={card.id}
          card={card}
          image={renderImage(card, index)}
          openLabel={openLabel}
          riseInDelayMs={index * staggerMs - shownForMs}
          tagsLabel={tagsLabel}
        />
      ))}
    </ul>
  );
}
