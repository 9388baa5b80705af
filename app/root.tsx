import { RotateCw } from "lucide-react";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { SkipLink } from "~/components/skip-link";
import { HeadScript } from "~/boot/scripts";
import { StatusScreen } from "~/components/status-screen";
import { Button } from "~/components/ui/button";
import { AuthProvider } from "~/gated-page/auth-provider";
import { markAppHydrated } from "~/gated-page/page-marks";
import { isModuleMissing, subscribeToMissingModule } from "~/boot/module-reload-guard";
import { useStaticPage } from "~/boot/page-scripts";
import { sitePath } from "~/lib/site-path";
import { browserIcons } from "@site/routes";
import { pageCode } from "./portfolio-pages";
import { landing, site } from "@content/public";
import type { Route } from "./+types/root";
import appStylesheet from "./styles/app.css?inline";

/** Inlined by the build only: as a file it cost a round trip before any text; the client keeps the page's copy. */
const stylesheet = import.meta.env.SSR ? appStylesheet : "";

// A navigation lands once its page's code is in, so a reload for missing code reloads the page the visitor was on.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ params }) => {
    await pageCode(params.id).load();
  },
];

export const links: Route.LinksFunction = () => browserIcons.map((icon) => ({ ...icon, href: sitePath(icon.href) }));

export function Layout({ children }: { children: ReactNode }) {
  const staticPage = useStaticPage();
  return (
    // Inline scripts may mark <html> before React hydrates it.
    <html lang={site.lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} suppressHydrationWarning />
        <Meta />
        <Links />
        <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: stylesheet }} />
        <HeadScript />
      </head>
      <body className="min-h-dvh bg-paper text-ink">
        <SkipLink targetId="main" label={site.ui.skipLink} />
        {children}
        {!staticPage && <AppScripts />}
        {/* In dev only, so a static page reloads when a content file is saved, as the app's pages do. */}
        {staticPage && import.meta.env.DEV && <script type="module" src={sitePath("/@vite/client")} />}
      </body>
    </html>
  );
}

function AppScripts() {
  return (
    <>
      <ScrollRestoration />
      <Scripts />
    </>
  );
}

// Rendered only for the SPA fallback page: at build time at "/", where Layout leaves the app's scripts out as on the
// static landing page, so they come from here; in the browser Layout has them and this adds none.
export function HydrateFallback() {
  return useStaticPage() ? <AppScripts /> : null;
}

export default function App() {
  const moduleMissing = useSyncExternalStore(subscribeToMissingModule, isModuleMissing, () => false);
  useEffect(markAppHydrated, []);
  return <AuthProvider>{moduleMissing ? <ErrorScreen /> : <Outlet />}</AuthProvider>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  console.error(error);
  return <ErrorScreen />;
}

function ErrorScreen() {
  const copy = landing.error;
  return (
    <StatusScreen heading={copy.heading} body={copy.body} homeLabel={copy.homeLabel}>
      <Button size="lg" variant="outline" onClick={() => window.location.reload()}>
        <RotateCw />
        {copy.reloadLabel}
      </Button>
    </StatusScreen>
  );
}
