import { X } from "lucide-react";
import { InlineProseText } from "~/components/prose-text";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import type { SealedScreen } from "@content/schema";
import type { ImageSlot } from "./image-slot";
import { ScreenMark } from "~/gated-page/recipient";

type ImageDialogProps = {
  screen: SealedScreen | null;
  open: boolean;
  Image: ImageSlot;
  onClose: () => void;
  closeLabel: string;
};

export function ImageDialog({ screen, open, Image, onClose, closeLabel }: ImageDialogProps) {
  // The last screen stays rendered while the dialog closes, so focus can return to the screen that opened it.
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {screen && (
        <DialogContent size="lg">
          <div className="flex items-start justify-between gap-4">
            <DialogTitle>{screen.title}</DialogTitle>
            <DialogClose className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-ink/5">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </DialogClose>
          </div>
          {screen.description ? (
            <DialogDescription>
              <InlineProseText value={screen.description} />
            </DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{screen.image.alt}</DialogDescription>
          )}
          <div className="relative mt-6 grid place-items-center rounded-xl bg-sand p-4">
            <Image image={screen.image} loading="eager" className="max-h-[70dvh] w-auto max-w-full rounded-lg" />
            <ScreenMark className="right-6 bottom-6" />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
