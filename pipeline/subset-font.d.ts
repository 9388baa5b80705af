// subset-font ships no types; this covers the part of its API the build uses.
declare module "subset-font" {
  type Options = {
    targetFormat?: "sfnt" | "woff" | "woff2";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  export default function subsetFont(font: Uint8Array, text: string, options?: Options): Promise<Buffer>;
}
