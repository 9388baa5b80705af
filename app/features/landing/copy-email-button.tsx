import { Copy } from "lucide-react";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";
import { Tooltip } from "~/components/ui/tooltip";

type CopyEmailButtonProps = { email: string; label: string; copiedMessage: string };

export function CopyEmailButton({ email, label, copiedMessage }: CopyEmailButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      notify(copiedMessage, "success");
    } catch {
      // Clipboard access can be refused (permissions, insecure context): show the address instead.
      notify(email);
    }
  };
  return (
    <Tooltip content={label}>
      {(describedBy) => (
        <Button
          variant="ghost-on-ink"
          size="icon"
          className="print:hidden"
          aria-label={label}
          aria-describedby={describedBy}
          onClick={copy}
        >
          <Copy />
        </Button>
      )}
    </Tooltip>
  );
}
