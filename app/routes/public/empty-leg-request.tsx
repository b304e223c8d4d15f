import { ArrowLeft } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import type { Route } from "./+types/empty-leg-request";
import { ErrorView } from "#app/components/error-view";
import { EmptyLegRequestForm, RequestSent } from "#app/components/public-flight-request-form";
import { PublicLayout } from "#app/components/public-layout";
import { PublicLegFacts, PublicLegHeader } from "#app/components/public-leg";
import { legPassengerMax } from "#app/lib/schemas/flight-request";
import { emptyLegRequestAction, knownContact, SENT_PARAM } from "#app/server/brokerage/guest-request.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { findPublicLeg, toPublicLeg } from "#app/server/empty-legs/public-empty-legs.server";
import { pageUrl, publicBaseUrl } from "#app/server/platform/request.server";
import { privatePageMeta } from "#app/lib/seo";
import { areaTexts } from "#app/lib/browser-texts";
import type { TextsHandle } from "#app/locales/areas";

/**
 * 'Rezervasyon Talep Et' of a published empty leg: a request form for that leg, creating a quote request
 * linked to it (same module and schema pieces as the landing page's form). No guard: public; a leg that is
 * not approved or already departed answers 404.
 */

async function publicLegOr404(legId: string | undefined) {
  const leg = await findPublicLeg(legId);
  if (!leg) return notFound("site.legRequest.notFound");
  return leg;
}

/** The empty-leg pages' texts are loaded before a client navigation here renders (decision 035). */
export const handle: TextsHandle = { texts: "legs" };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("legs")];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const leg = await publicLegOr404(params.legId);
  const t = getT(context);
  const sent = pageUrl(request).searchParams.get(SENT_PARAM);
  return {
    leg: await toPublicLeg(leg),
    passengerMax: legPassengerMax(leg.seatCapacity),
    sentKey: sent ? sent.slice(0, 20) : null,
    contact: await knownContact(request),
    title: t("site.meta.legRequestTitle"),
    canonical: `${publicBaseUrl()}/bos-bacaklar/${leg.id}/talep`,
  };
}

/** The POST intents of this page (the access matrix has a row for each). */
export const intents = ["leg-request"] as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const leg = await publicLegOr404(params.legId);
  return emptyLegRequestAction({ request, context, leg });
}

export default function EmptyLegRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { leg } = loaderData;
  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <Link to="/bos-bacaklar" className="inline-flex items-center gap-1.5 text-sm hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("site.legRequest.back")}
        </Link>
        <h1 className="mt-4 text-3xl font-semibold text-primary">{t("site.legRequest.title")}</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t("site.legRequest.intro")}</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
          <section aria-labelledby="leg-summary-title" className="h-fit rounded-xl border bg-card p-5 shadow-sm">
            <PublicLegHeader leg={leg} titleId="leg-summary-title" />
            <PublicLegFacts leg={leg} showPrice className="mt-4" />
          </section>
          <section aria-label={t("site.legRequest.title")} className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
            {loaderData.sentKey ? <RequestSent sentKey={loaderData.sentKey} text={t("site.legRequest.successText")} /> : null}
            <EmptyLegRequestForm
              key={loaderData.sentKey ?? "new"}
              actionData={actionData}
              passengerMax={loaderData.passengerMax}
              contact={loaderData.contact}
            />
          </section>
        </div>
      </div>
    </PublicLayout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: loaderData.title }, { tagName: "link", rel: "canonical", href: loaderData.canonical }, { name: "robots", content: "noindex" }]
    : privatePageMeta(undefined);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/bos-bacaklar" />;
}
