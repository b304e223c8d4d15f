import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { BrokerShell } from "#app/components/broker-shell";
import { ErrorView } from "#app/components/error-view";
import { requireBroker } from "#app/server/platform/auth/guard.server";
import { brokerCompanyName } from "#app/server/brokerage/broker-portal.server";
import { areaTexts } from "#app/lib/browser-texts";
import type { TextsHandle } from "#app/locales/areas";

/** The broker area's texts are loaded before any of its pages renders in the browser (decision 035). */
export const handle: TextsHandle = { texts: "broker" };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("broker")];

/** The broker portal's frame (spec §2.19). Its check does not protect the child pages: each guards itself. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireBroker(request);
  return { email: user.email, companyName: await brokerCompanyName(user.profile.brokerId) };
}

export default function BrokerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BrokerShell email={loaderData.email} companyName={loaderData.companyName}>
      <Outlet />
    </BrokerShell>
  );
}

/** A child page's error keeps the shell when this layout's own data loaded. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const shell = loaderData as Route.ComponentProps["loaderData"] | undefined;
  if (!shell) return <ErrorView error={error} />;
  return (
    <BrokerShell email={shell.email} companyName={shell.companyName} ownMain={false}>
      <ErrorView error={error} homeHref="/broker" />
    </BrokerShell>
  );
}
