import { useLayoutEffect, useState } from "react";
import { endPreview, previewAge } from "./preview";

/** Ends the sealed preview once `ready`: in the commit that puts the app's page on screen. */
export function usePreviewEnd(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) endPreview();
  }, [ready]);
}

/** How long the preview had been on screen when the calling component mounted (see previewAge), fixed from then on. */
export function usePreviewAge(): number {
  const [age] = useState(previewAge);
  return age;
}
