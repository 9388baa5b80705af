/** The id of this build's vault folder, set by Vite's `define` (pipeline/vault-plugin.ts). Public. */
declare const __VAULT_BUILD_ID__: string;
