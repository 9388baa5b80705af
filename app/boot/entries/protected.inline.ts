import { heldAppPreloadsAttribute } from "~/boot/contract";
import { heroImageWidth } from "~/features/case-study/hero-image-width";
import { coverImageWidth } from "~/features/projects/cover-image-width";
import { bootGatedPage } from "~/gated-page/boot";

// The gated pages' boot (app/gated-page/README.md), given the picture slots only the features know.
const preloads: unknown = JSON.parse(document.currentScript?.getAttribute(heldAppPreloadsAttribute) ?? "[]");
bootGatedPage(Array.isArray(preloads) ? preloads.filter((href) => typeof href === "string") : [], {
  hero: heroImageWidth,
  cover: coverImageWidth,
});
