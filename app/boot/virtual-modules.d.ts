/** A module bundled into one self-contained script, as text (pipeline/inline-scripts-plugin.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}

/** The address of the islands' runtime chunk, app/boot/islands/hydrate.tsx (pipeline/islands-plugin.ts). */
declare module "virtual:islands-runtime" {
  const url: string;
  export default url;
}

/** The typeface pair's files, named as the page loads them (pipeline/theme/theme-plugin.ts). */
declare module "virtual:web-fonts" {
  const fonts: readonly { family: string; url: string; weight: string }[];
  export default fonts;
}
