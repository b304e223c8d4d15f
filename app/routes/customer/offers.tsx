import { ArrowLeft, CalendarClock, ConciergeBell, Gift, MapPin } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/offers";
import { ErrorView } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { Badge } from "#app/components/ui/badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#app/components/ui/card";
import { FormError } from "#app/components/ui/field";
import { ALL_CATEGORIES_LABEL_KEY, OFFER_CATEGORIES, OFFER_CATEGORY_CHIPS, OFFER_CATEGORY_LABEL_KEY } from "#app/lib/domain/offer-category";
import { formatDate, formatPercent, formatPrice } from "#app/lib/format";
import { choiceParam, listHref } from "#app/lib/list-params";
import { askOfferSchema } from "#app/lib/schemas/offer";
import { parseForm } from "#app/lib/schemas/parse";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { cn } from "#app/lib/utils";
import { requestedPath, requireCustomer } from "#app/server/platform/auth/guard.server";
import { askAboutOffer } from "#app/server/service/concierge.server";
import { refusal } from "#app/server/platform/action.server";
import { notFound } from "#app/server/platform/http.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { listCustomerOffers, visibleOffer, type OfferRow } from "#app/server/service/offers.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * Customer → offers (spec §2.20): the offers staff published that are still valid, newest first; the category
 * chips (Tümü, Hotel, Transfer, Dining, Experience, Spa & Wellness, Helicopter) filter through a GET form, so they
 * work without JavaScript. An expired offer disappears on its own: the query reads `valid_until > now()`.
 * "Bu teklifi istiyorum" posts a message naming the offer into the customer's concierge thread (decision 024):
 * only an offer the customer can see now may be asked for; any other id answers 404.
 */
export { CUSTOMER_OFFER_INTENTS as INTENTS } from "#app/lib/schemas/offer";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request);
  const url = pageUrl(request);
  const category = choiceParam(url, "category", OFFER_CATEGORIES);
  const list = await listCustomerOffers({ category, page: url.searchParams.get("page") });
  return { title: getT(context)("offers.customer.pageTitle"), category, ...list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  const form = await request.formData();
  const submission = parseForm(form, { schema: askOfferSchema });
  if (submission.status !== "success") {
    // the hidden field was tampered with: the answer names the field, the page says it in words
    return data({ result: submission.reply(), formError: t("offers.errors.askInvalid") }, { status: 400 });
  }
  // a draft, an expired offer or a missing id: the same 404
  const offer = (await visibleOffer(submission.value.offer_id)) ?? notFound("offers.errors.notFound");
  const locale = getLanguage(context);
  const body = t("offers.customer.askMessage", {
    title: offer.title,
    location: offer.location,
    price: formatPrice(offer.discountedPrice, offer.currency, locale),
    date: formatDate(offer.validUntil, locale),
  });
  let asked: Awaited<ReturnType<typeof askAboutOffer>>;
  try {
    // one interest per offer and account (decision 049): asking again writes nothing and says so
    asked = await askAboutOffer({ customerUserId: user.id, body, offerId: offer.id, ip: clientIp(context) });
  } catch (error) {
    return refusal(error, (refused) =>
      data(
        {
          result: submission.reply({ fieldErrors: { offer_id: [refused.messageKey] } }),
          formError: t(refused.messageKey, refused.values),
          offerId: offer.id,
        },
        { status: refused.status },
      ),
    );
  }
  return redirectWithToast(requestedPath(request), {
    type: "success",
    title: t(asked.duplicate ? "offers.customer.alreadyAskedTitle" : "offers.customer.askedTitle"),
    description: t(asked.duplicate ? "offers.customer.alreadyAsked" : "offers.customer.asked", { title: offer.title }),
  });
}

function AskForm({ offer, error }: { offer: OfferRow; error?: string }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "ask", offer_id: offer.id });
  const errorId = `ask-error-${offer.id}`;
  return (
    <Form method="post" className="flex w-full flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <input type="hidden" name="intent" value="ask" />
      <input type="hidden" name="offer_id" value={offer.id} />
      <Button type="submit" className="w-full" disabled={busy} aria-label={t("offers.customer.askFor", { title: offer.title })}>
        <ConciergeBell aria-hidden="true" />
        {busy ? t("offers.customer.asking") : t("offers.customer.ask")}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive" data-testid="ask-error">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

function OfferCard({ offer, error }: { offer: OfferRow; error?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `offer-${offer.id}`;
  return (
    <li>
      <Card aria-labelledby={headingId} role="article" className="h-full" data-testid="offer-card">
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{t(OFFER_CATEGORY_LABEL_KEY[offer.category])}</Badge>
            {offer.discountPercent ? (
              <Badge variant="success">
                {t("offers.customer.discount", { percent: formatPercent(offer.discountPercent / 100, locale) })}
              </Badge>
            ) : null}
          </div>
          <CardTitle as="h2" id={headingId} className="text-lg">
            {offer.title}
          </CardTitle>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t("offers.fields.location")}: </span>
            {offer.location}
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="sr-only">{t("offers.customer.priceNow")}: </span>
            <span className="text-2xl font-semibold tabular-nums">{formatPrice(offer.discountedPrice, offer.currency, locale)}</span>
            <span className="sr-only">{t("offers.customer.priceBefore")}: </span>
            <s className="text-sm text-muted-foreground tabular-nums">{formatPrice(offer.originalPrice, offer.currency, locale)}</s>
          </p>
          {offer.features.length > 0 ? (
            <div className="flex flex-col gap-1">
              <h3 className="text-xs text-muted-foreground">{t("offers.fields.features")}</h3>
              <ul className="flex flex-wrap gap-1.5">
                {offer.features.map((feature) => (
                  <li key={feature}>
                    <Badge variant="secondary">{feature}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            {t("offers.customer.validUntil", { date: formatDate(offer.validUntil, locale) })}
          </p>
        </CardContent>
        <CardFooter>
          <AskForm offer={offer} error={error} />
        </CardFooter>
      </Card>
    </li>
  );
}

/** The offer a refused ask named (its message stands under that offer's button), if any. */
function actionOffer(actionData: Route.ComponentProps["actionData"]): string | null {
  return actionData && "offerId" in actionData && typeof actionData.offerId === "string" ? actionData.offerId : null;
}

export default function CustomerOffers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { offers, category, page, pages, total } = loaderData;
  const href = (changes: Record<string, string | number | null>) => listHref("/dashboard/offers", { category, page }, changes);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <Link to="/dashboard" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "self-start")}>
          <ArrowLeft aria-hidden="true" />
          {t("offers.customer.back")}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-primary">{t("offers.customer.title")}</h1>
        <p className="text-muted-foreground">{t("offers.customer.description")}</p>
      </div>

      {actionData?.formError && !actionOffer(actionData) ? (
        <FormError title={t("offers.toasts.errorTitle")} message={actionData.formError} />
      ) : null}

      <Form method="get" aria-label={t("offers.customer.filters")} className="rounded-lg border bg-card p-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t("offers.fields.category")}</legend>
          <div className="flex flex-wrap gap-2">
            {OFFER_CATEGORY_CHIPS.map((chip) => (
              <button
                key={chip ?? "all"}
                type="submit"
                name="category"
                value={chip ?? ""}
                aria-pressed={category === chip}
                className={cn(buttonVariants({ variant: category === chip ? "default" : "outline", size: "sm" }), "rounded-full")}
              >
                {t(chip ? OFFER_CATEGORY_LABEL_KEY[chip] : ALL_CATEGORIES_LABEL_KEY)}
              </button>
            ))}
          </div>
        </fieldset>
      </Form>

      <p className="text-sm text-muted-foreground" role="status">
        {t("offers.customer.total", { count: total })}
      </p>

      {offers.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <Gift aria-hidden="true" className="size-8 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t("offers.customer.emptyTitle")}</h2>
          <p className="text-sm text-muted-foreground">{t(category ? "offers.customer.emptyFiltered" : "offers.customer.empty")}</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} error={actionOffer(actionData) === offer.id ? actionData?.formError : undefined} />
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} href={(p) => href({ page: p })} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/dashboard" />;
}
