import { lazy, Suspense, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { Access } from "@content/schema";
import { useAuth } from "./auth-provider";
import type { PromptVariant } from "./password-modal";

// Most visitors read the landing page without opening the prompt: its dialog code loads on the first request.
const PasswordModal = lazy(() => import("./password-modal").then((module) => ({ default: module.PasswordModal })));

export type RequestAccess = (href: string, variant: PromptVariant) => void;

type AccessPromptProps = { access: Access; children: (requestAccess: RequestAccess) => ReactNode };

/**
 * Work and the featured cards call `requestAccess`: unlocked visitors go
 * straight to the page, locked ones get the password prompt, then the page.
 */
export function AccessPrompt({ access, children }: AccessPromptProps) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState<{ href: string; variant: PromptVariant } | null>(null);
  const [requested, setRequested] = useState(false);

  const requestAccess: RequestAccess = (href, variant) => {
    if (status === "locked") {
      setPrompt({ href, variant });
      setRequested(true);
    } else void navigate(href);
  };

  return (
    <>
      {children(requestAccess)}
      {requested && (
        // Stays mounted once loaded, so closing animates and hands focus back.
        <Suspense>
          <PasswordModal
            access={access}
            variant={prompt?.variant ?? "portfolio"}
            open={prompt !== null}
            onOpenChange={(open) => !open && setPrompt(null)}
            onUnlocked={() => {
              if (prompt) void navigate(prompt.href);
              setPrompt(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
