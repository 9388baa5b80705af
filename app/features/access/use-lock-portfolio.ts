import { useNavigate } from "react-router";
import { useAuth } from "./auth-provider";
import { forgetDecryptedContent } from "./vault-query";

/** Lock portfolio: storage, keys in memory, decrypted content and image URLs all go; back to /. */
export function useLockPortfolio(): () => void {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return () => {
    logout();
    forgetDecryptedContent();
    void navigate("/", { replace: true });
  };
}
