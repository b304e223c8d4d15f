import { FileText, PlaneTakeoff } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import type { Route } from "./+types/dashboard";
import { ErrorView, type ScreenHandle } from "#app/components/error-view";
import { LinkTabs } from "#app/components/link-tabs";
import { Pagination } from "#app/components/pagination";
import { Badge } from "#app/components/ui/badge";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { effectiveQuoteStatus, BROKER_QUOTE_STATUS_LOOK } from "#app/lib/domain/broker-quote-status";
import { winRate } from "#app/lib/domain/metrics";
import { formatCount, formatDateTime, formatNumber, formatPercent, formatPrice, formatPlaceDeparture, placeTime } from "#app/lib/format";
import { choiceParam, listHref } from "#app/lib/list-params";
import { requireBroker } from "#app/server/platform/auth/guard.server";
import { getT } from "#app/server/platform/i18n.server";
import { brokerDashboard } from "#app/server/brokerage/broker-quoting.server";
import { privatePageMeta } from "#app/lib/seo";
import { StatusBadge } from "#app/components/status-badge";
import { useLocale } from "#app/lib/use-pending";
import { cityName, cityTimeZone } from "#app/lib/airports";
import { pageUrl } from "#app/server/platform/request.server";

/**
 * Broker → dashboard (spec §2.19, §7.4, §9): welcome banner, counts (pending visible requests, my quotes,
 * approved, win rate, this month), URL tabs 'Teklif Talepleri' (pending and visible) and 'Tekliflerim' (mine),
 * cards to the request list and empty legs.
 */
const TABS = ["requests", "mine"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireBroker(request);
  const t = getT(context);
  const url = pageUrl(request);
  const tab = choiceParam(url, "tab", TABS) ?? "requests";
  const now = new Date();
  const result = await brokerDashboard({ userId: user.id, brokerId: user.profile.brokerId }, tab, url.searchParams.get("page"), now);
  // each requested departure at its airport (decision 043)
  const at = (r: { departureDatetime: Date; route: { departureCity: string } }) =>
    placeTime(r.departureDatetime, cityTimeZone(r.route.departureCity))!;
  return {
    title: t("quotes.broker.dashboard.pageTitle"),
    name: `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.email,
    tab,
    now,
    ...result,
    requests: result.requests.map((r) => ({ ...r, departureTime: at(r) })),
    quotes: result.quotes.map((q) => ({ ...q, departureTime: at(q.quoteRequest) })),
  };
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card className="gap-1 py-4">
      <CardContent className="flex flex-col gap-1 px-4">
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="text-2xl font-semibold tabular-nums">{value}</span>
      </CardContent>
    </Card>
  );
}

export default function BrokerDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { counts, tab, requests, quotes, page, pages, name, now } = loaderData;
  const rate = winRate(counts.approved, counts.myQuotes);
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-lg bg-primary p-6 text-primary-foreground">
        <h1 className="text-2xl font-semibold tracking-tight">{t("quotes.broker.dashboard.welcome", { name })}</h1>
        <p className="mt-1 max-w-3xl text-sm opacity-90">{t("quotes.broker.dashboard.welcomeText")}</p>
      </section>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <Stat
          label={t("quotes.broker.dashboard.counts.pendingRequests")}
          value={formatCount(counts.pendingRequests, counts.pendingCapped, locale)}
        />
        <Stat label={t("quotes.broker.dashboard.counts.myQuotes")} value={counts.myQuotes} />
        <Stat label={t("quotes.broker.dashboard.counts.approved")} value={counts.approved} />
        <Stat label={t("quotes.broker.dashboard.counts.winRate")} value={formatPercent(rate, locale)} />
        <Stat label={t("quotes.broker.dashboard.counts.thisMonth")} value={counts.thisMonth} />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <FileText aria-hidden="true" className="size-5" />
              {t("quotes.broker.dashboard.cards.requestsTitle")}
            </CardTitle>
            <CardDescription>{t("quotes.broker.dashboard.cards.requestsText")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Link to="/broker/quote-requests" className={buttonVariants({ variant: "outline" })}>
              {t("quotes.broker.dashboard.cards.requestsLink")}
            </Link>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <PlaneTakeoff aria-hidden="true" className="size-5" />
              {t("quotes.broker.dashboard.cards.emptyLegsTitle")}
            </CardTitle>
            <CardDescription>{t("quotes.broker.dashboard.cards.emptyLegsText")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Link to="/broker/empty-legs" className={buttonVariants({ variant: "outline" })}>
              {t("quotes.broker.dashboard.cards.emptyLegsLink")}
            </Link>
          </CardContent>
        </Card>
      </div>

      <LinkTabs
        label={t("quotes.broker.dashboard.tabsLabel")}
        active={tab}
        className="max-w-md"
        tabs={[
          {
            value: "requests",
            label: `${t("quotes.broker.dashboard.tabRequests")} (${formatCount(counts.pendingRequests, counts.pendingCapped, locale)})`,
            to: "/broker",
          },
          { value: "mine", label: `${t("quotes.broker.dashboard.tabMine")} (${counts.myQuotes})`, to: "/broker?tab=mine" },
        ]}
      />

      {tab === "requests" ? (
        requests.length === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
            {t("quotes.broker.dashboard.emptyRequests")}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label={t("quotes.broker.dashboard.tabRequests")}>
            {requests.map((r) => {
              const route = `${cityName(r.route.departureCity, locale)} → ${cityName(r.route.arrivalCity, locale)}`;
              return (
                <li key={r.id}>
                  <Card className="h-full gap-3 py-4">
                    <CardContent className="flex flex-col gap-2 px-4">
                      <div className="flex items-start justify-between gap-2">
                        <h3 className="font-semibold">{route}</h3>
                        <Badge variant="warning">{t(`quotes.requestStatus.${r.status}`)}</Badge>
                      </div>
                      <p className="text-sm text-muted-foreground">
                        {formatPlaceDeparture(r.departureTime, r.departureDateOnly, locale)} ·{" "}
                        {t("quotes.common.passengerCount", { count: r.passengerCount })} ·{" "}
                        {t("quotes.common.distance", { km: formatNumber(r.route.distanceKm, 0, locale) })}
                      </p>
                      <p className="text-sm">{r.customerName}</p>
                      {r.specialRequests ? <p className="text-sm text-muted-foreground">{r.specialRequests}</p> : null}
                      <Link
                        to={`/broker/quote/${r.id}`}
                        className={buttonVariants({ size: "sm", className: "self-start" })}
                        aria-label={t("quotes.broker.dashboard.giveQuoteLabel", { route })}
                      >
                        {t("quotes.broker.dashboard.giveQuote")}
                      </Link>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        )
      ) : quotes.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">{t("quotes.broker.dashboard.emptyMine")}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t("quotes.broker.dashboard.tabMine")}>
          {quotes.map((q) => {
            const shown = effectiveQuoteStatus({ status: q.status, expiresAt: new Date(q.expiresAt) }, new Date(now));
            const route = `${cityName(q.quoteRequest.route.departureCity, locale)} → ${cityName(q.quoteRequest.route.arrivalCity, locale)}`;
            return (
              <li key={q.id} data-quote-id={q.id}>
                <Card className="h-full gap-3 py-4">
                  <CardContent className="flex flex-col gap-2 px-4">
                    <div className="flex items-start justify-between gap-2">
                      <h3 className="font-semibold">
                        {t("quotes.broker.dashboard.quoteFor", {
                          route,
                          date: formatPlaceDeparture(q.departureTime, q.quoteRequest.departureDateOnly, locale),
                        })}
                      </h3>
                      <StatusBadge look={BROKER_QUOTE_STATUS_LOOK[shown]} />
                    </div>
                    <p className="text-lg font-semibold tabular-nums">{formatPrice(q.quotedPrice, q.currency, locale)}</p>
                    <p className="text-sm text-muted-foreground">
                      {q.quoteRequest.customerName} · {t("quotes.common.passengerCount", { count: q.quoteRequest.passengerCount })}
                      {q.jetOffered ? ` · ${q.jetOffered.manufacturer} ${q.jetOffered.model}` : ""}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {t("quotes.broker.dashboard.validUntil", { date: formatDateTime(q.expiresAt, locale) })}
                    </p>
                    {q.decisionNote ? (
                      <p className="text-xs text-muted-foreground">{t("quotes.broker.dashboard.decisionNote", { note: q.decisionNote })}</p>
                    ) : null}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pages={pages} href={(p) => listHref("/broker", { tab: tab === "mine" ? "mine" : null }, { page: p })} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

/** The screen's own "could not be loaded" text, also shown by its layout when the layout's loader failed first. */
export const handle = { loadFailed: "brokerQuoteRequests" } satisfies ScreenHandle;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/broker" loadFailed="brokerQuoteRequests" />;
}
