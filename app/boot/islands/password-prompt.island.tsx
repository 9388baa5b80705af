import { AuthProvider } from "~/gated-page/auth-provider";
import { PasswordPromptForm } from "~/features/access/password-prompt-form";
import { access } from "@content/public";

export default function PasswordPromptIsland() {
  return (
    <AuthProvider>
      <PasswordPromptForm access={access} />
    </AuthProvider>
  );
}
