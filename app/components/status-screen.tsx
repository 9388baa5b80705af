import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

type StatusScreenProps = {
  code?: string;
  heading: string;
  body: string;
  homeLabel: string;
  children?: ReactNode;
};

export function StatusScreen({ code, heading, body, homeLabel, children }: StatusScreenProps) {
  return (
    <main id="main" tabIndex={-1} className="grid min-h-dvh place-items-center bg-paper px-5 py-16">
      <div className="max-w-xl text-center">
        {code && (
          <p
            aria-hidden="true"
            className="font-display text-[7rem] leading-none font-medium tracking-tight text-ember sm:text-[9rem]"
          >
            {code}
          </p>
        )}
        <h1 className="mt-6 font-display text-title font-medium tracking-tight text-ink">{heading}</h1>
        <p className="mt-4 text-lg text-muted">{body}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/" reloadDocument>
              <ArrowLeft />
              {homeLabel}
            </Link>
          </Button>
          {children}
        </div>
      </div>
    </main>
  );
}
