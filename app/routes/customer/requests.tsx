import { ArrowLeft, CalendarClock, Users } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import type { Route } from "./+types/requests";
import { OfferCard, type ActionData } from "#app/components/brokerage/customer-offer";
import { ErrorView } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { StatusBadge } from "#app/components/status-badge";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { cityName } from "#app/lib/airports";
import { CUSTOMER_WORD_LOOK } from "#app/lib/domain/customer-status-words";
import { offerTerms, type OfferTerms } from "#app/lib/domain/offer-inclusions";
import { formatDate, formatPlaceDeparture } from "#app/lib/format";
import { isUuid } from "#app/lib/schemas/fields";
import { acceptOfferSchema, declineOfferSchema } from "#app/lib/schemas/offer-response";
import { privatePageMeta } from "#app/lib/seo";
import { useLocale } from "#app/lib/use-pending";
import { requestedPath, requireCustomer } from "#app/server/platform/auth/guard.server";
import { acceptOffer, declineOffer } from "#app/server/brokerage/offer-answers.server";
import { listCustomerRequests, type CustomerRequestRow } from "#app/server/brokerage/customer-requests.server";
import { intent, runIntent } from "#app/server/platform/action.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * /dashboard/requests (issue 13, decision 015): the signed-in customer's own quote requests, newest first and
 * paged, each with the offers staff approved for them (price, currency, validity with a countdown, and since
 * decision 048 the operator, the aircraft, the departure at its airport and what the price includes), each request
 * and offer with its customer word (lib/domain/customer-status-words.ts), never a staff status.
 * Accepting an offer makes a reservation and leads to the new flight; declining (with an optional reason)
 * closes the request. Both are plain form posts; the customer record comes from the session, never the form.
 */
export { OFFER_INTENTS as INTENTS } from "#app/lib/schemas/offer-response";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  const customerId = user.profile.customerId;
  const url = pageUrl(request);
  // ?request=<id> or ?offer=<id> shows that one request: another customer's (or an unknown) id answers 404
  const focus = { requestId: url.searchParams.get("request"), offerId: url.searchParams.get("offer") };
  const focused = focus.requestId !== null || focus.offerId !== null;
  if (focused && (!customerId || [focus.requestId, focus.offerId].some((id) => id !== null && !isUuid(id)))) {
    notFound("customerRequests.errors.requestNotFound");
  }
  const list = customerId ? await listCustomerRequests(customerId, url.searchParams.get("page"), focus) : null;
  if (focused && list?.total === 0) notFound("customerRequests.errors.requestNotFound");
  return { title: t("customerRequests.pageTitle"), linked: customerId !== null, focused, list, terms: offerTerms() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  const back = requestedPath(request);
  const answering = (offerId: string) => {
    // an account not linked to a customer record has no offers to answer
    const customerId = user.profile.customerId ?? notFound("customerRequests.errors.offerNotFound");
    return { customerId, userId: user.id, offerId, ip: clientIp(context), baseUrl: publicBaseUrl() };
  };
  const done = (to: string, description: string) =>
    redirectWithToast(to, { type: "success", title: t("customerRequests.toasts.successTitle"), description: t(description) });
  return runIntent(
    await request.formData(),
    {
      accept: intent({
        schema: acceptOfferSchema,
        run: async (v) => {
          const { reservationId } = await acceptOffer(answering(v.id));
          return done(`/dashboard/flights/${reservationId}`, "customerRequests.toasts.accepted");
        },
      }),
      decline: intent({
        schema: declineOfferSchema,
        run: async (v) => {
          await declineOffer({ ...answering(v.id), reason: v.reason ?? null });
          return done(back, "customerRequests.toasts.declined");
        },
      }),
    },
    {
      invalid: "customerRequests.errors.invalid",
      // the customer reads a refusal as a toast on the list
      refused: (why) =>
        redirectWithToast(back, { type: "error", title: t("customerRequests.toasts.errorTitle"), description: t(why.messageKey) }),
    },
  );
}

// ───────────── component ─────────────

function RequestCard({ request, terms, actionData }: { request: CustomerRequestRow; terms: OfferTerms; actionData: ActionData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `request-${request.id}`;
  return (
    <Card role="region" aria-labelledby={`${headingId} ${headingId}-departure`}>
      <CardHeader>
        <CardTitle as="h2" id={headingId} className="flex flex-wrap items-center gap-3 text-lg">
          {t("customerRequests.request.heading", { from: cityName(request.from, locale), to: cityName(request.to, locale) })}
          <span className="sr-only">{t("customerRequests.request.status")}: </span>
          <StatusBadge look={CUSTOMER_WORD_LOOK[request.word]} />
        </CardTitle>
        <CardDescription className="flex flex-wrap gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden="true" className="size-4" />
            {t("customerRequests.request.departure")}:{" "}
            <time id={`${headingId}-departure`} dateTime={request.departure.at}>
              {formatPlaceDeparture(request.departure, request.departureDateOnly, locale)}
            </time>
            {request.departureDateOnly ? null : (
              <span>({t("customerRequests.request.localTime", { place: cityName(request.from, locale) })})</span>
            )}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {t("customerRequests.request.passengers", { count: request.passengerCount })}
          </span>
          <span>
            {t("customerRequests.request.created")}: <time dateTime={request.createdAt}>{formatDate(request.createdAt, locale)}</time>
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {request.offers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("customerRequests.request.noOffers")}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {request.offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} request={request} terms={terms} actionData={actionData} />
            ))}
          </ul>
        )}
        {request.reservationId ? (
          <Link
            to={`/dashboard/flights/${request.reservationId}`}
            className={buttonVariants({ variant: "link", size: "sm", className: "self-start" })}
          >
            {t("customerRequests.request.viewFlight")}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

export default function CustomerRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-primary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("customerRequests.back")}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-primary sm:text-3xl">{t("customerRequests.title")}</h1>
        <p className="text-muted-foreground">{t("customerRequests.description")}</p>
      </div>
      {!list ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">{t("customerRequests.notLinked")}</p>
      ) : list.rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-md border border-dashed p-6 text-center">
          <p className="text-muted-foreground">{t("customerRequests.empty")}</p>
          <Link to="/#flight-request-form" className={buttonVariants({ variant: "accent" })}>
            {t("customerRequests.newRequest")}
          </Link>
        </div>
      ) : (
        <>
          {loaderData.focused ? (
            <Link to="/dashboard/requests" className={buttonVariants({ variant: "link", size: "sm", className: "self-start" })}>
              {t("customerRequests.allRequests")}
            </Link>
          ) : null}
          {list.rows.map((request) => (
            <RequestCard key={request.id} request={request} terms={loaderData.terms} actionData={actionData as ActionData} />
          ))}
          <Pagination page={list.page} pages={list.pages} href={(p) => (p > 1 ? `/dashboard/requests?page=${p}` : "/dashboard/requests")} />
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/dashboard" />;
}
