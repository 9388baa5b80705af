/** The build the app was compiled with: it names the vault folder and the stored key. */
export const vaultBuildId = __VAULT_BUILD_ID__;
