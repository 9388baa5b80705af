import runtimeUrl from "virtual:islands-runtime";
import { InlineScript } from "~/components/inline-script";
import islandsBootScript from "./boot.inline.ts?inline-script";

/** Written once, after the page's islands: wakes each as the visitor reaches for it (./boot.inline.ts). */
export function IslandsBoot() {
  return <InlineScript code={islandsBootScript} attributes={{ "data-runtime": runtimeUrl }} />;
}
