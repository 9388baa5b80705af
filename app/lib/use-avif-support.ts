import { useEffect, useState } from "react";
import { detectAvif, knownAvifSupport } from "./avif-support";

/** Undefined until the first test finishes; every later caller knows at once. */
export function useAvifSupport(): boolean | undefined {
  const [supported, setSupported] = useState(knownAvifSupport);
  useEffect(() => {
    if (supported === undefined) void detectAvif().then(setSupported);
  }, [supported]);
  return supported;
}
