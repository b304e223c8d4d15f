import type { Route } from "./+types/terms";
import { ErrorView } from "#app/components/error-view";
import { LegalPage } from "#app/components/public-legal-page";
import { getT } from "#app/server/platform/i18n.server";
import { publicBaseUrl } from "#app/server/platform/request.server";
import { areaTexts } from "#app/lib/browser-texts";
import type { TextsHandle } from "#app/locales/areas";

/** /kullanim-kosullari — terms of use. No guard: public, read-only. */

const PARTS = ["service", "request", "emptyLeg", "payment", "user", "liability", "law", "contact"] as const;

/** The legal texts are loaded before a client navigation here renders (decision 035). */
export const handle: TextsHandle = { texts: "legal" };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("legal")];

export async function loader({ context }: Route.LoaderArgs) {
  const t = getT(context);
  return {
    title: t("site.meta.termsTitle"),
    description: t("site.meta.termsDescription"),
    canonical: `${publicBaseUrl()}/kullanim-kosullari`,
  };
}

export default function Terms() {
  return <LegalPage section="terms" parts={PARTS} />;
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
