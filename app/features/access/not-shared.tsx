import { ArrowLeft, Mail } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Access } from "@content/schema";

type NotSharedProps = {
  copy: Access["notShared"];
  requestAccess: { label: string; href: string };
  backLabel: string;
};

export function NotShared({ copy, requestAccess, backLabel }: NotSharedProps) {
  return (
    <main id="main" className="mx-auto grid min-h-[70dvh] max-w-2xl place-items-center px-5 py-16 text-center sm:px-8">
      <div>
        <h1 className="font-display text-title font-medium tracking-tight text-ink">{copy.heading}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted">{copy.body}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <a href={requestAccess.href}>
              <Mail aria-hidden="true" />
              {requestAccess.label}
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/projects">
              <ArrowLeft />
              {backLabel}
            </Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
