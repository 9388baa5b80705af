import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Tooltip } from "~/components/ui/tooltip";

type CopyEmailButtonProps = { email: string; label: string; copiedMessage: string };

export function CopyEmailButton({ email, label, copiedMessage }: CopyEmailButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      toast.success(copiedMessage);
    } catch {
      // Clipboard access can be refused (permissions, insecure context): show the address instead.
      toast(email);
    }
  };
  return (
    <Tooltip content={label}>
      <Button variant="ghost" size="icon" aria-label={label} onClick={copy} className="text-on-ink hover:bg-white/10">
        <Copy />
      </Button>
    </Tooltip>
  );
}
