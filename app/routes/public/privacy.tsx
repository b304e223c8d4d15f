import type { Route } from "./+types/privacy";
import { ErrorView } from "#app/components/error-view";
import { LegalPage } from "#app/components/public-legal-page";
import { getT } from "#app/server/platform/i18n.server";
import { publicBaseUrl } from "#app/server/platform/request.server";
import { areaTexts } from "#app/lib/browser-texts";
import type { TextsHandle } from "#app/locales/areas";

/** /gizlilik — the KVKK clarification text (aydınlatma metni). No guard: public, read-only. */

const PARTS = ["controller", "data", "purpose", "legal", "transfer", "method", "retention", "rights", "cookies"] as const;

/** The legal texts are loaded before a client navigation here renders (decision 035). */
export const handle: TextsHandle = { texts: "legal" };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("legal")];

export async function loader({ context }: Route.LoaderArgs) {
  const t = getT(context);
  return {
    title: t("site.meta.privacyTitle"),
    description: t("site.meta.privacyDescription"),
    canonical: `${publicBaseUrl()}/gizlilik`,
  };
}

export default function Privacy() {
  return <LegalPage section="privacy" parts={PARTS} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: "description", content: loaderData.description },
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
      ]
    : [];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
