import { VaultError } from "./format";

export async function vaultErrorFrom(run: () => Promise<unknown>): Promise<VaultError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof VaultError) return error;
    throw error;
  }
  throw new Error("expected a VaultError, but the call succeeded");
}
