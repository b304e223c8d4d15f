import { useTranslation } from "#app/lib/use-translation";
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { CustomerHeader, type CustomerHeaderProps } from "#app/components/customer-header";
import { ErrorView } from "#app/components/error-view";
import { UnverifiedNotice } from "#app/components/service/unverified-notice";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { customerIdentity } from "#app/server/customers/customer-area.server";
import { areaTexts } from "#app/lib/browser-texts";
import type { TextsHandle } from "#app/locales/areas";

/** The customer area's texts are loaded before any of its pages renders in the browser (decision 035). */
export const handle: TextsHandle = { texts: "customer" };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("customer")];

/** The customer area's frame (spec §2.20). Its check does not protect the child pages: each guards itself. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const identity = await customerIdentity(user);
  return {
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: identity.email,
    isVip: identity.isVip,
    linked: identity.linked,
    emailVerified: user.emailVerified,
  };
}

function Frame({
  header,
  ownMain = true,
  children,
}: {
  header: CustomerHeaderProps | null;
  /** false when the content brings its own <main> (the error view) */
  ownMain?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:px-4 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      {header ? <CustomerHeader firstName={header.firstName} lastName={header.lastName} email={header.email} isVip={header.isVip} /> : null}
      {ownMain ? (
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
      ) : (
        <div className="flex-1">{children}</div>
      )}
    </div>
  );
}

export default function CustomerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame header={loaderData}>
      {loaderData.emailVerified ? null : (
        <div className="px-4 sm:px-6">
          <UnverifiedNotice />
        </div>
      )}
      <Outlet />
    </Frame>
  );
}

/** A child page's error keeps the header when this layout's own data loaded. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const header = (loaderData as Route.ComponentProps["loaderData"] | undefined) ?? null;
  if (!header) return <ErrorView error={error} />;
  return (
    <Frame header={header} ownMain={false}>
      <ErrorView error={error} homeHref="/dashboard" />
    </Frame>
  );
}
