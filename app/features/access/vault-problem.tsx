import { RotateCw } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { Access } from "@content/schema";
import type { SubmitProblem } from "./use-password-submit";

type VaultProblemProps = {
  kind: SubmitProblem;
  problems: Access["problems"];
  onRetry?: () => void;
  tone?: "light" | "dark";
};

export function VaultProblem({ kind, problems, onRetry, tone = "light" }: VaultProblemProps) {
  const retryable = kind === "network" && onRetry;
  return (
    <div role="alert" className={tone === "dark" ? "text-on-ink" : "text-ink"}>
      <p className="leading-relaxed">
        {kind === "missing" || kind === "integrity" ? problems[kind] : problems.network}
      </p>
      <Button
        variant={tone === "dark" ? "on-ink" : "outline"}
        className="mt-4"
        onClick={retryable ? onRetry : () => window.location.reload()}
      >
        <RotateCw />
        {retryable ? problems.retryLabel : problems.reloadLabel}
      </Button>
    </div>
  );
}
