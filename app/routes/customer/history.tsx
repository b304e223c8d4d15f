import { ArrowRight, FileDown, History, RotateCcw } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/history";
import { ErrorView } from "#app/components/error-view";
import { Duration, FlightCardView } from "#app/components/flight-card";
import { Pagination } from "#app/components/pagination";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Select } from "#app/components/ui/select";
import { HISTORY_STATUSES, rebookHref } from "#app/lib/domain/customer-flight";
import { CUSTOMER_WORD_LOOK, reservationWord } from "#app/lib/domain/customer-status-words";
import { cityName } from "#app/lib/airports";
import { formatNumber, formatPrice, formatTotal } from "#app/lib/format";
import { choiceParam, listHref } from "#app/lib/list-params";
import { privatePageMeta } from "#app/lib/seo";
import { useLocale } from "#app/lib/use-pending";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { historySummary, historyYears, listHistory, type HistorySummary } from "#app/server/bookings/customer-flights.server";
import { getT } from "#app/server/platform/i18n.server";
import { pageUrl } from "#app/server/platform/request.server";

/**
 * /dashboard/history (spec §2.20 "History"): the signed-in customer's completed and cancelled flights, and flights
 * that departed but staff have not closed yet (with their own status), with summary cards (completed flights, total flight time, spend per currency — never added across currencies),
 * a year filter built from the years of the customer's own flights and a status filter (GET form, works
 * without JavaScript), a PDF per flight and "book again", which opens the reservation wizard prefilled.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  const url = pageUrl(request);
  const customerId = user.profile.customerId;
  const status = choiceParam(url, "status", HISTORY_STATUSES);
  const page = url.searchParams.get("page");
  if (!customerId) {
    const summary: HistorySummary = { completedFlights: 0, totalMinutes: 0, spend: [] };
    const rows: Awaited<ReturnType<typeof listHistory>>["rows"] = [];
    return { title: t("myFlights.history.pageTitle"), years: [], year: null, status, summary, rows, page: 1, pages: 1, total: 0 };
  }
  const years = await historyYears(customerId);
  const yearParam = url.searchParams.get("year");
  // only a year the customer has flights in counts; anything else is "all years"
  const year = years.find((y) => String(y) === yearParam) ?? null;
  const [summary, list] = await Promise.all([historySummary(customerId, year), listHistory(customerId, { year, status, page })]);
  return { title: t("myFlights.history.pageTitle"), years, year, status, summary, ...list };
}

type LoaderData = Route.ComponentProps["loaderData"];

function SummaryCards({ summary }: { summary: LoaderData["summary"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-label={t("myFlights.history.summaryLabel")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <CardDescription>{t("myFlights.history.completedFlights")}</CardDescription>
          <CardTitle as="div" className="text-2xl tabular-nums">
            {formatNumber(summary.completedFlights, 0, locale)}
          </CardTitle>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader>
          <CardDescription>{t("myFlights.history.totalHours")}</CardDescription>
          <CardTitle as="div" className="text-2xl tabular-nums">
            <Duration minutes={summary.totalMinutes} />
          </CardTitle>
        </CardHeader>
      </Card>
      {summary.spend.length === 0 ? (
        <Card>
          <CardHeader>
            <CardDescription>{t("myFlights.history.totalSpend", { currency: "—" })}</CardDescription>
            <CardTitle as="div" className="text-2xl">
              {t("myFlights.history.noSpend")}
            </CardTitle>
          </CardHeader>
        </Card>
      ) : (
        summary.spend.map((s) => (
          <Card key={s.currency} data-spend-currency={s.currency}>
            <CardHeader>
              <CardDescription>{t("myFlights.history.totalSpend", { currency: s.currency })}</CardDescription>
              <CardTitle as="div" className="text-2xl tabular-nums">
                {formatTotal(s.total, s.currency, locale)}
              </CardTitle>
            </CardHeader>
          </Card>
        ))
      )}
    </section>
  );
}

export default function HistoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, page, pages, years, year, status, summary } = loaderData;
  const current = { year, status, page };
  const filtered = year !== null || status !== null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-primary">{t("myFlights.history.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("myFlights.history.description")}</p>
      </div>

      <SummaryCards summary={summary} />

      <Form method="get" aria-label={t("myFlights.history.filters")} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="history-year" className="text-sm font-medium">
            {t("myFlights.history.year")}
          </label>
          <Select
            id="history-year"
            name="year"
            defaultValue={year === null ? "" : String(year)}
            options={[{ value: "", label: t("myFlights.history.allYears") }, ...years.map((y) => ({ value: String(y), label: String(y) }))]}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="history-status" className="text-sm font-medium">
            {t("myFlights.history.status")}
          </label>
          <Select
            id="history-status"
            name="status"
            defaultValue={status ?? ""}
            options={[
              { value: "", label: t("myFlights.history.allStatuses") },
              ...HISTORY_STATUSES.map((s) => ({ value: s, label: t(CUSTOMER_WORD_LOOK[reservationWord(s)].labelKey) })),
            ]}
          />
        </div>
        <Button type="submit" variant="outline">
          {t("myFlights.history.filter")}
        </Button>
        {filtered ? (
          <Link to="/dashboard/history" className={buttonVariants({ variant: "ghost" })}>
            {t("myFlights.history.clear")}
          </Link>
        ) : null}
      </Form>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("myFlights.history.total", { count: total })}
      </p>

      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <History aria-hidden="true" className="size-8 text-muted-foreground" />
          <h2 className="font-semibold">{t("myFlights.history.empty")}</h2>
          <p className="text-sm text-muted-foreground">{t("myFlights.history.emptyText")}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {rows.map((flight) => (
            <li key={flight.id}>
              <FlightCardView
                flight={flight}
                extra={
                  <>
                    <div className="flex flex-col gap-0.5">
                      <dt className="text-muted-foreground">{t("myFlights.card.cost")}</dt>
                      <dd className="font-medium tabular-nums">
                        {flight.totalAmount === null
                          ? t("myFlights.card.costUnknown")
                          : formatPrice(flight.totalAmount, flight.currency, locale)}
                      </dd>
                    </div>
                    {flight.points === null ? null : (
                      <div className="flex flex-col gap-0.5" data-testid="flight-points">
                        <dt className="text-muted-foreground">{t("myFlights.card.points")}</dt>
                        <dd className="font-medium tabular-nums">
                          {t("myFlights.card.pointsValue", { points: formatNumber(flight.points, 0, locale) })}
                        </dd>
                      </div>
                    )}
                  </>
                }
                actions={
                  <>
                    <Link
                      to={`/dashboard/flights/${flight.id}`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                      aria-label={t("myFlights.card.detailsFor", { code: flight.code })}
                    >
                      {t("myFlights.card.details")}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                    <a
                      href={`/dashboard/flights/${flight.id}/pdf`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                      aria-label={t("myFlights.card.pdfFor", { code: flight.code })}
                      download
                    >
                      <FileDown aria-hidden="true" />
                      {t("myFlights.card.pdf")}
                    </a>
                    {flight.status === "completed" ? (
                      <Link
                        to={rebookHref({
                          from: flight.from,
                          to: flight.to,
                          passengers: flight.passengerCount,
                          jetId: flight.jetId,
                          catering: flight.catering,
                          groundTransport: flight.groundTransport,
                        })}
                        className={buttonVariants({ variant: "accent", size: "sm" })}
                        aria-label={t("myFlights.card.rebookFor", { from: cityName(flight.from, locale), to: cityName(flight.to, locale) })}
                      >
                        <RotateCcw aria-hidden="true" />
                        {t("myFlights.card.rebook")}
                      </Link>
                    ) : null}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}

      <Pagination page={page} pages={pages} href={(p) => listHref("/dashboard/history", current, { page: p })} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/dashboard" />;
}
