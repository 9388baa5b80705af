/** How npm start runs the production server once built, from the project's folder: `node` with these arguments. */
export const serverEntryArgs = ["--import", "tsx", "server/serve.ts"];
