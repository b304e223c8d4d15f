import { useEffect } from "react";
import { useTranslation } from "#app/lib/use-translation";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { ErrorView } from "#app/components/error-view";
import { useLinkNavigation } from "#app/components/link";
import { useNonce } from "#app/components/nonce";
import { Toaster } from "#app/components/ui/toaster";
import { switchLanguage } from "#app/lib/browser-texts";
import { textAreaOf } from "#app/locales/areas";
import { DEFERRED_LOADER, DEFERRED_SCRIPTS_ID, defersHydration } from "#app/lib/deferred-hydration";
import { formGuardMiddleware } from "#app/server/platform/form-guard.server";
import { getLanguage, i18nMiddleware } from "#app/server/platform/i18n.server";
import { publicEnv } from "#app/server/platform/env.server";
import { readToast } from "#app/server/platform/toast.server";
import { getSessionUser } from "#app/server/platform/auth/session.server";
import { homeFor } from "#app/server/platform/auth/guard.server";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [i18nMiddleware, formGuardMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLanguage(context);
  const { toast, header } = await readToast(request);
  // the public header shows a signed-in visitor their own area instead of the sign-in links
  const user = await getSessionUser(request);
  const viewer = user?.profile ? { name: user.profile.firstName || user.email, home: homeFor(user.profile.role) } : null;
  return data({ locale, toast, env: publicEnv(), viewer }, { headers: header ? { "Set-Cookie": header } : undefined });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const lang = root?.locale ?? i18n.language ?? "tr";
  const matches = useMatches();
  const deferred = matches.some((match) => defersHydration(match.handle));
  // the texts the browser loads besides the public ones before it hydrates (app/lib/browser-texts.ts)
  const texts = textAreaOf(matches.map((match) => match.handle)) ?? undefined;
  return (
    <html lang={lang} dir="ltr" data-texts={texts}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        {deferred ? (
          <>
            {/* inert until the first interaction (app/lib/deferred-hydration.ts) */}
            <noscript id={DEFERRED_SCRIPTS_ID}>
              <Scripts nonce={nonce} />
            </noscript>
            <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: DEFERRED_LOADER }} />
          </>
        ) : (
          <Scripts nonce={nonce} />
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  useLinkNavigation();
  useEffect(() => {
    // browser tests wait for this before clicking
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    const lng = loaderData.locale;
    if (i18n.language === lng) return;
    void switchLanguage(lng);
  }, [loaderData.locale, i18n]);
  return (
    <>
      <Outlet />
      <Toaster toast={loaderData.toast} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
