import { InlineScript } from "~/components/inline-script";
import { holdsAppAttribute } from "~/lib/deferred-app";
import gateBootScript from "./gate-boot.inline.ts?inline-script";

/** Written before the gate: starts the app when it is needed (gate-boot.inline.ts). */
export function GateBoot() {
  return <InlineScript code={gateBootScript} attributes={{ [holdsAppAttribute]: "" }} />;
}
