export const vaultBuildId = __VAULT_BUILD_ID__;
