import { useLayoutEffect, useState } from "react";
import { endPreview, previewAge } from "./preview";

/** In the commit that puts the app's page on screen, so nothing changes on screen. */
export function usePreviewEnd(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) endPreview();
  }, [ready]);
}

export function usePreviewAge(): number {
  const [age] = useState(previewAge);
  return age;
}
