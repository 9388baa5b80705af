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
