import { useRef, useState } from "react";
import { useAuth } from "~/gated-page/auth-provider";
import { problemKind, type VaultError } from "~/lib/vault/format";

/** So 'Verifying...' never flashes. */
const minimumVerifyingMs = 300;

export type SubmitProblem = VaultError["kind"];

export function usePasswordSubmit({ onSuccess, onInvalid }: { onSuccess: () => void; onInvalid: () => void }) {
  const { authenticate } = useAuth();
  const [verifying, setVerifying] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  // A submit held before hydration and React's replay of it can arrive in the same tick: one goes through.
  const inFlight = useRef(false);

  const submit = async (password: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setVerifying(true);
    setProblem(null);
    try {
      const [opened] = await Promise.all([
        authenticate(password),
        new Promise((resolve) => setTimeout(resolve, minimumVerifyingMs)),
      ]);
      if (opened) onSuccess();
      else onInvalid();
    } catch (error) {
      setProblem(problemKind(error));
    } finally {
      inFlight.current = false;
      setVerifying(false);
    }
  };
  return { submit, verifying, problem };
}

/** WebCrypto exists only in secure contexts. */
export function canDecrypt(): boolean {
  return typeof window === "undefined" || (window.isSecureContext && Boolean(window.crypto?.subtle));
}
