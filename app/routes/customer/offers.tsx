import { ArrowLeft, CalendarClock, Gift, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { Route } from "./+types/offers";
import { ErrorView } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { Badge } from "#app/components/ui/badge";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { ALL_CATEGORIES_LABEL_KEY, OFFER_CATEGORIES, OFFER_CATEGORY_CHIPS, OFFER_CATEGORY_LABEL_KEY } from "#app/lib/domain/offer-category";
import { formatDate, formatPercent, formatPrice } from "#app/lib/format";
import { choiceParam, listHref } from "#app/lib/list-params";
import { privatePageMeta } from "#app/lib/seo";
import { useLocale } from "#app/lib/use-pending";
import { cn } from "#app/lib/utils";
import { requireCustomer } from "#app/server/auth/guard.server";
import { getT } from "#app/server/i18n.server";
import { listCustomerOffers, type OfferRow } from "#app/server/offers.server";

/**
 * Customer → offers (spec §2.20): the offers staff published that are still valid, newest first; the category
 * chips (Tümü, Hotel, Transfer, Dining, Experience, Spa & Wellness, Helicopter) filter through a GET form, so they
 * work without JavaScript. An expired offer disappears on its own: the query reads `valid_until > now()`.
 */
export const INTENTS = [] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request);
  const url = new URL(request.url);
  const category = choiceParam(url, "category", OFFER_CATEGORIES);
  const list = await listCustomerOffers({ category, page: url.searchParams.get("page") });
  return { title: getT(context)("offers.customer.pageTitle"), category, ...list };
}

function OfferCard({ offer }: { offer: OfferRow }) {
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
      </Card>
    </li>
  );
}

export default function CustomerOffers({ loaderData }: Route.ComponentProps) {
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
            <OfferCard key={offer.id} offer={offer} />
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
