import type { Access, SealedScreen, SealedStudy } from "@content/schema";
import type { ImageSlot } from "../image-slot";

export type SectionProps = {
  study: SealedStudy;
  copy: Access["caseStudy"];
  Image: ImageSlot;
  onOpen: (screen: SealedScreen) => void;
};
