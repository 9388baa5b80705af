import runtimeUrl from "virtual:islands-runtime";
import { InlineScript } from "~/components/inline-script";
import islandsBootScript from "./boot.inline.ts?inline-script";

export function IslandsBoot() {
  return <InlineScript code={islandsBootScript} attributes={{ "data-runtime": runtimeUrl }} />;
}
