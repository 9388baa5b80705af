import { revealFocused } from "~/lib/reveal-focused";
import { ProseText } from "~/components/prose-text";
import type { Access, SealedGallery, SealedScreen } from "@content/schema";
import type { ImageSlot } from "./image-slot";
import { PhoneFrame } from "./phone-frame";
import { ScreenCard } from "./screen-card";

type GalleryProps = {
  gallery: SealedGallery;
  Image: ImageSlot;
  onOpen: (screen: SealedScreen) => void;
  frameCopy: Access["caseStudy"]["phoneFrame"];
};

export function Gallery({ gallery, Image, onOpen, frameCopy }: GalleryProps) {
  return (
    <div className="mt-12">
      <h3 className="font-display text-2xl font-medium text-ink">{gallery.title}</h3>
      {gallery.description && (
        <ProseText value={gallery.description} className="mt-3 max-w-3xl leading-relaxed text-muted" />
      )}
      {gallery.highlights.length > 0 && (
        <dl className="mt-6 flex flex-wrap gap-4">
          {gallery.highlights.map((highlight) => (
            <div
              key={highlight.label}
              className="flex break-inside-avoid flex-col rounded-2xl bg-(--brand) px-5 py-4 text-on-ink"
            >
              <dt className="mt-1 text-sm">{highlight.label}</dt>
              <dd className="order-first font-display text-3xl font-medium">{highlight.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <GalleryScreens gallery={gallery} Image={Image} onOpen={onOpen} frameCopy={frameCopy} />
    </div>
  );
}

function GalleryScreens({ gallery, Image, onOpen, frameCopy }: GalleryProps) {
  if (gallery.display === "phone") {
    return (
      <div className="mt-8 grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
        {gallery.screens.map((screen) => (
          <PhoneFrame
            key={screen.title}
            screen={screen}
            Image={Image}
            size="compact"
            onOpen={onOpen}
            copy={frameCopy}
          />
        ))}
      </div>
    );
  }
  if (gallery.display === "card") {
    // Fixed-width cards (docs/product.md#timings-and-limits); the row scrolls on narrow screens.
    return (
      <div
        onFocus={revealFocused}
        className="-mx-5 mt-8 flex snap-x scroll-px-5 gap-6 overflow-x-auto px-5 pb-4 sm:-mx-8 sm:scroll-px-8 sm:px-8 print:flex-wrap print:overflow-visible"
      >
        {gallery.screens.map((screen) => (
          <ScreenCard
            key={screen.title}
            screen={screen}
            Image={Image}
            onOpen={onOpen}
            className="w-[320px] shrink-0 snap-start"
          />
        ))}
      </div>
    );
  }
  return (
    <div className="mt-8 grid gap-8">
      {gallery.screens.map((screen) => (
        <ScreenCard key={screen.title} screen={screen} Image={Image} onOpen={onOpen} />
      ))}
    </div>
  );
}
