import { sitePath } from "~/lib/site-path";
import { useAuth } from "./auth-provider";
import { forgetDecryptedContent } from "./vault-query";

/**
 * Lock portfolio: storage, keys in memory, decrypted content and image URLs
 * all go; back to /, as a new page (the landing page runs no app), in place
 * of this one in the history.
 */
export function useLockPortfolio(): () => void {
  const { logout } = useAuth();
  return () => {
    logout();
    forgetDecryptedContent();
    window.location.replace(sitePath("/"));
  };
}
