import { VaultError } from "./format";

/** For tests: awaits `run` and returns the VaultError it rejects with; fails if it resolves or rejects otherwise. */
export async function vaultErrorFrom(run: () => Promise<unknown>): Promise<VaultError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof VaultError) return error;
    throw error;
  }
  throw new Error("expected a VaultError, but the call succeeded");
}
