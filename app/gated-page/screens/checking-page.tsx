import { access } from "@content/public";

export function CheckingPage() {
  return (
    <main id="main" aria-busy="true" className="mx-auto max-w-3xl px-5 py-16 text-muted sm:px-8">
      {access.checkingLabel}
    </main>
  );
}
