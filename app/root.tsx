import { RotateCw } from "lucide-react";
import { useSyncExternalStore, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { SkipLink } from "~/components/skip-link";
import { StatusScreen } from "~/components/status-screen";
import { Button } from "~/components/ui/button";
import { Toaster } from "~/components/ui/toaster";
import { AuthProvider } from "~/features/access/auth-provider";
import { unlockingHintScript } from "~/features/access/unlocking-hint";
import { siteFile } from "~/lib/site-file";
import { isModuleMissing, subscribeToMissingModule } from "~/lib/module-reload-guard";
import { landing } from "@content/landing";
import { site } from "@content/site";
import type { Route } from "./+types/root";
import "./styles/app.css";
import frauncesFont from "./styles/fonts/fraunces.woff2?url";
import interFont from "./styles/fonts/inter.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: siteFile("/favicon.ico"), sizes: "32x32" },
  { rel: "icon", href: siteFile("/favicon.svg"), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: siteFile("/apple-touch-icon.png") },
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The unlocking hint may mark <html> before React hydrates it.
    <html lang={site.lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: unlockingHintScript }} />
        <meta name="theme-color" content={site.themeColor} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-paper text-ink">
        <SkipLink targetId="main" label={site.ui.skipLink} />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const moduleMissing = useSyncExternalStore(subscribeToMissingModule, isModuleMissing, () => false);
  return (
    <AuthProvider>
      {moduleMissing ? <ErrorScreen /> : <Outlet />}
      <Toaster />
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  console.error(error);
  return <ErrorScreen />;
}

/** Also shown when a route's code is still missing after the one automatic reload (module-reload-guard.ts). */
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
