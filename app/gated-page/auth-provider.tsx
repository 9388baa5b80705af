import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { clearSessionKey, hasSessionFlag, readSessionKey, subscribeToSessionKey } from "~/lib/vault/session-key";
import { vaultBuildId } from "~/lib/vault/build-id";
import { openWithKey, unlockAndRemember, type VaultSession } from "~/lib/vault/client";
import { takeOverOpening } from "./opening";
import { clearOpening } from "./page-marks";

export type AuthStatus = "locked" | "checking" | "unlocked";

type AuthContextValue = {
  /** The content key in memory is the only proof the password was right (docs/product.md#access-state). */
  isAuthenticated: boolean;
  status: AuthStatus;
  session: VaultSession | null;
  authenticate: (password: string) => Promise<boolean>;
  logout: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<VaultSession | null>(null);
  const hasFlag = useSyncExternalStore(subscribeToSessionKey, hasSessionFlag, () => false);
  const pending = useRef<Promise<boolean> | null>(null);
  const [restoreFailed, setRestoreFailed] = useState(false);

  // A stored key must still open this build's vault, or both keys go; a typed password's stored key is already open.
  useEffect(() => {
    if (!hasFlag || session || pending.current) return;
    let cancelled = false;
    // Where the page's boot already opened the vault for its preview, that opening is this one.
    const stored = readSessionKey(vaultBuildId);
    const restore = takeOverOpening() ?? (stored ? openWithKey(stored) : Promise.resolve(null));
    restore.then(
      (restored) => {
        if (cancelled) return;
        if (restored) setSession(restored);
        else clearSessionKey();
      },
      () => {
        // The vault is unreachable: keep the stored key for a later attempt, show the gate now.
        if (!cancelled) setRestoreFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [hasFlag, session]);

  // Back/forward cache can show a page from before a logout: check again.
  useEffect(() => {
    const recheck = (event: PageTransitionEvent) => {
      if (event.persisted && !hasSessionFlag()) setSession(null);
    };
    window.addEventListener("pageshow", recheck);
    return () => window.removeEventListener("pageshow", recheck);
  }, []);

  const authenticate = useCallback((password: string) => {
    pending.current ??= unlockAndRemember(password)
      .then((unlocked) => {
        if (!unlocked) {
          clearSessionKey();
          return false;
        }
        const { indexKey, indexId, recipient } = unlocked;
        setSession({ indexKey, indexId, recipient });
        setRestoreFailed(false);
        return true;
      })
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }, []);

  const logout = useCallback(() => {
    clearSessionKey();
    setSession(null);
  }, []);

  const status: AuthStatus = session ? "unlocked" : hasFlag && !restoreFailed ? "checking" : "locked";

  useEffect(() => {
    if (status === "unlocked" || restoreFailed || !hasSessionFlag()) clearOpening();
  }, [status, restoreFailed]);
  const value = useMemo(
    () => ({ isAuthenticated: session !== null, status, session, authenticate, logout }),
    [session, status, authenticate, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
