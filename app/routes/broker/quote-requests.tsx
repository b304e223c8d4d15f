import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/quote-requests";
import { ErrorView, type ScreenHandle } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent } from "#app/components/ui/card";
import { Field } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { isBrokerQuotable, QUOTE_REQUEST_STATUS_LOOK } from "#app/lib/domain/quote-request-status";
import { formatNumber, formatPlaceDeparture, formatPrice, placeTime } from "#app/lib/format";
import { listHref, searchParam } from "#app/lib/list-params";
import { requireBroker } from "#app/server/platform/auth/guard.server";
import { getT } from "#app/server/platform/i18n.server";
import { listRequestsForBroker } from "#app/server/brokerage/broker-quoting.server";
import { privatePageMeta } from "#app/lib/seo";
import { StatusBadge } from "#app/components/status-badge";
import { useLocale } from "#app/lib/use-pending";
import { cityName, cityTimeZone } from "#app/lib/airports";
import { pageUrl } from "#app/server/platform/request.server";

/**
 * Broker → quote requests (spec §2.19, §7.4): every request visible to brokers, any status, newest first,
 * with customer (first name and initial only), route and distance, and a summary of the quotes given (how
 * many; the broker's own price and status — never other brokers' prices). Search: cities, special requests.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireBroker(request);
  const t = getT(context);
  const url = pageUrl(request);
  const q = searchParam(url);
  const list = await listRequestsForBroker({ userId: user.id, brokerId: user.profile.brokerId }, q, url.searchParams.get("page"));
  return {
    title: t("quotes.broker.requests.pageTitle"),
    q,
    ...list,
    // each requested departure at its airport (decision 043)
    rows: list.rows.map((r) => ({ ...r, departureTime: placeTime(r.departureDatetime, cityTimeZone(r.route.departureCity))! })),
  };
}

export default function BrokerQuoteRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, q, total, capped, page, pages } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("quotes.broker.requests.title")}</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">{t("quotes.broker.requests.description")}</p>
      </div>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <Field label={t("quotes.broker.requests.searchLabel")} htmlFor="bqr-q" className="min-w-60 flex-1">
          <Input
            id="bqr-q"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={t("quotes.broker.requests.searchPlaceholder")}
            maxLength={100}
          />
        </Field>
        <Button type="submit" variant="secondary">
          {t("quotes.common.search")}
        </Button>
        {q ? (
          <Link to="/broker/quote-requests" className={buttonVariants({ variant: "ghost" })}>
            {t("quotes.common.clear")}
          </Link>
        ) : null}
      </Form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t(capped ? "quotes.broker.requests.totalCapped" : "quotes.broker.requests.total", { count: total })}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
          {q ? t("quotes.broker.requests.emptySearch") : t("quotes.broker.requests.empty")}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={t("quotes.broker.requests.listLabel")}>
          {rows.map((r) => {
            const route = `${cityName(r.route.departureCity, locale)} → ${cityName(r.route.arrivalCity, locale)}`;
            return (
              <li key={r.id} data-request-id={r.id}>
                <Card className="h-full gap-3 py-4">
                  <CardContent className="flex flex-col gap-2 px-4">
                    <div className="flex items-start justify-between gap-2">
                      <h2 className="font-semibold">{route}</h2>
                      <StatusBadge look={QUOTE_REQUEST_STATUS_LOOK[r.status]} />
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {formatPlaceDeparture(r.departureTime, r.departureDateOnly, locale)} ·{" "}
                      {t("quotes.common.passengerCount", { count: r.passengerCount })} ·{" "}
                      {t("quotes.common.distance", { km: formatNumber(r.route.distanceKm, 0, locale) })}
                    </p>
                    <p className="text-sm">{r.customerName}</p>
                    {r.specialRequests ? <p className="text-sm text-muted-foreground">{r.specialRequests}</p> : null}
                    <p className="text-sm">
                      {r.quoteCount > 0
                        ? t("quotes.broker.requests.quoteCount", { count: r.quoteCount })
                        : t("quotes.broker.requests.noQuotes")}
                    </p>
                    {r.myQuotes.map((m) => (
                      <p key={m.id} className="text-sm text-muted-foreground">
                        {t("quotes.broker.requests.myQuote", {
                          price: formatPrice(m.quotedPrice, m.currency, locale),
                          status: t(`quotes.quoteStatus.${m.status}`),
                        })}
                      </p>
                    ))}
                    {isBrokerQuotable(r.status) ? (
                      <Link
                        to={`/broker/quote/${r.id}`}
                        className={buttonVariants({ size: "sm", className: "self-start" })}
                        aria-label={t("quotes.broker.requests.giveQuoteLabel", { route })}
                      >
                        {t("quotes.broker.requests.giveQuote")}
                      </Link>
                    ) : (
                      <span className="text-xs text-muted-foreground">{t("quotes.broker.requests.closed")}</span>
                    )}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pages={pages} href={(p) => listHref("/broker/quote-requests", { q }, { page: p })} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

/** The screen's own "could not be loaded" text, also shown by its layout when the layout's loader failed first. */
export const handle = { loadFailed: "brokerQuoteRequests" } satisfies ScreenHandle;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/broker" loadFailed="brokerQuoteRequests" />;
}
