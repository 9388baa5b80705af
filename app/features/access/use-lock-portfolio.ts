import { sitePath } from "~/lib/site-path";
import { useAuth } from "~/gated-page/auth-provider";
import { forgetDecryptedContent } from "~/gated-page/vault-query";

/** A full page load to /, which runs no app. */
export function useLockPortfolio(): () => void {
  const { logout } = useAuth();
  return () => {
    logout();
    forgetDecryptedContent();
    window.location.replace(sitePath("/"));
  };
}
