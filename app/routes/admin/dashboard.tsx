import { useTranslation } from "#app/lib/use-translation";
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "#app/components/link";
import {
  AlertTriangle,
  ArrowRight,
  BarChart3,
  CalendarCheck,
  CalendarClock,
  ChevronRight,
  Clock,
  Plane,
  PlaneTakeoff,
  Plus,
  UserPlus,
  Users,
  Wallet,
  type IconComponent,
} from "#app/components/icons";
import type { Route } from "./+types/dashboard";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatDate, formatDateTime, formatNumber, formatPlaceDateTime, formatPrice, placeTime } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import { loadAdminDashboard } from "#app/server/reports/admin-dashboard.server";
import { overdueBalances } from "#app/server/money/balance.server";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { requestInfoContext } from "#app/server/platform/context.server";
import { getT } from "#app/server/platform/i18n.server";
import { privatePageMeta } from "#app/lib/seo";
import { StatusBadge } from "#app/components/status-badge";
import { RESERVATION_STATUS_LOOK } from "#app/lib/domain/reservation-status";
import { useLocale } from "#app/lib/use-pending";
import { cityName } from "#app/lib/airports";
import { zonesOfRoutes } from "#app/server/bookings/leg-times.server";

const TOTALS_MAX_AGE_MS = 60_000;

/** The admin dashboard (spec §2.6): four figures, quick actions, the latest reservations, today's summary. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  try {
    // whole-history totals may be a minute old (decision 011); today's figures and the latest rows are live
    const [dashboard, overdue] = await Promise.all([
      loadAdminDashboard(new Date(), { totalsMaxAgeMs: TOTALS_MAX_AGE_MS }),
      // balances past their due date (decision 042): what staff chase
      overdueBalances(),
    ]);
    // each departure at its airport, with its zone (decision 043)
    const zones = await zonesOfRoutes(
      dashboard.recent.map((r) =>
        r.departureCity && r.arrivalCity ? { departureCity: r.departureCity, arrivalCity: r.arrivalCity } : null,
      ),
    );
    const recent = dashboard.recent.map((r, i) => ({ ...r, departure: placeTime(r.departureDatetime, zones[i]!.departure)! }));
    return { dashboard: { ...dashboard, recent }, overdue, title: t("admin.dashboard.pageTitle") };
  } catch (error) {
    context.get(requestInfoContext).logger.error({ err: error }, "admin dashboard could not be loaded");
    throw error;
  }
}

/** Collapsing the sidebar changes nothing here; avoid recounting for it. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === "/ui/sidebar") return false;
  return defaultShouldRevalidate;
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { dashboard: d } = loaderData;
  const n = (value: number) => formatNumber(value, 0, locale);
  const month = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "tr-TR", {
    month: "long",
    year: "numeric",
    timeZone: "Europe/Istanbul",
  }).format(d.revenue.monthStart);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-primary">{t("admin.dashboard.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("admin.dashboard.description")}</p>
      </div>

      <section aria-label={t("admin.dashboard.stats.label")}>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            icon={CalendarCheck}
            title={t("admin.dashboard.stats.totalReservations")}
            value={n(d.reservations.total)}
            caption={t("admin.dashboard.stats.pendingCaption", { pending: n(d.reservations.pending) })}
          />
          <StatCard
            icon={Users}
            title={t("admin.dashboard.stats.activeCustomers")}
            value={n(d.customers.active)}
            caption={t("admin.dashboard.stats.activeCustomersCaption", { total: n(d.customers.total) })}
          />
          <StatCard
            icon={Plane}
            title={t("admin.dashboard.stats.availableJets")}
            value={n(d.jets.available)}
            caption={t("admin.dashboard.stats.availableJetsCaption", { total: n(d.jets.total) })}
          />
          <StatCard
            icon={Wallet}
            title={t("admin.dashboard.stats.monthlyRevenue")}
            value={formatPrice(d.revenue.amount, "TRY", locale)}
            caption={t("admin.dashboard.stats.monthlyRevenueCaption", { month })}
            extra={
              d.revenue.other.length > 0
                ? t("admin.dashboard.stats.otherCurrencies", {
                    amounts: d.revenue.other.map((o) => formatPrice(o.amount, o.currency, locale)).join(", "),
                  })
                : undefined
            }
          />
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2">{t("admin.dashboard.recent.title")}</CardTitle>
            <CardDescription>{t("admin.dashboard.recent.description")}</CardDescription>
            <CardAction>
              <Link to="/admin/reservations" className={buttonVariants({ variant: "ghost", size: "sm" })}>
                {t("admin.dashboard.recent.viewAll")}
                <ArrowRight aria-hidden="true" />
              </Link>
            </CardAction>
          </CardHeader>
          <CardContent>
            {d.recent.length === 0 ? (
              <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
                {t("admin.dashboard.recent.empty")}
              </p>
            ) : (
              <ul className="-mx-2 flex flex-col divide-y">
                {d.recent.map((r) => {
                  const customer = r.customerName ?? t("common.unknown");
                  const route =
                    r.departureCity && r.arrivalCity
                      ? t("admin.dashboard.recent.route", { from: cityName(r.departureCity, locale), to: cityName(r.arrivalCity, locale) })
                      : t("common.unknown");
                  const amount = r.totalAmount === null ? t("common.notSet") : formatPrice(r.totalAmount, r.currency, locale);
                  return (
                    <li key={r.id}>
                      <Link
                        to={`/admin/reservations/${r.id}`}
                        className="group flex items-center gap-3 rounded-md px-2 py-3 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                          <span className="truncate font-medium">{customer}</span>
                          <span className="truncate text-sm text-muted-foreground">{route}</span>
                          <span className="flex items-center gap-1 text-xs text-muted-foreground">
                            <CalendarClock aria-hidden="true" className="size-3.5" />
                            <time dateTime={r.departure.at}>{formatPlaceDateTime(r.departure, locale)}</time>
                          </span>
                        </div>
                        <div className="flex shrink-0 flex-col items-end gap-1">
                          <StatusBadge look={RESERVATION_STATUS_LOOK[r.status]} />
                          <span className={cn("text-sm tabular-nums", r.totalAmount === null && "text-muted-foreground")}>{amount}</span>
                        </div>
                        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground group-hover:text-foreground" />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{t("admin.dashboard.quickActions.title")}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2">
                <QuickAction to="/admin/reservations/new" icon={Plus} label={t("admin.dashboard.quickActions.newReservation")} primary />
                <QuickAction to="/admin/customers?new=1" icon={UserPlus} label={t("admin.dashboard.quickActions.addCustomer")} />
                <QuickAction to="/admin/jets" icon={Plane} label={t("admin.dashboard.quickActions.jetManagement")} />
                <QuickAction to="/admin/reports" icon={BarChart3} label={t("admin.dashboard.quickActions.viewReports")} />
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">{t("admin.dashboard.today.title")}</CardTitle>
              <CardDescription>{t("admin.dashboard.today.date", { date: formatDate(d.today.date, locale) })}</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col divide-y">
                <SummaryRow
                  icon={PlaneTakeoff}
                  label={t("admin.dashboard.today.flights")}
                  hint={t("admin.dashboard.today.flightsHint")}
                  value={n(d.today.flights)}
                  to="/admin/flights"
                />
                <SummaryRow
                  icon={Clock}
                  label={t("admin.dashboard.today.pendingReservations")}
                  value={n(d.today.pending)}
                  to="/admin/reservations"
                />
                <SummaryRow
                  icon={Plane}
                  label={t("admin.dashboard.today.availableJets")}
                  value={n(d.today.availableJets)}
                  to="/admin/jets"
                />
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>

      <Card data-testid="overdue-balances">
        <CardHeader>
          <CardTitle as="h2">{t("admin.dashboard.overdue.title")}</CardTitle>
          <CardDescription>{t("admin.dashboard.overdue.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {loaderData.overdue.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("admin.dashboard.overdue.empty")}</p>
          ) : (
            <ul className="flex flex-col divide-y">
              {loaderData.overdue.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <Link to={`/admin/reservations/${o.id}`} className="font-medium underline-offset-4 hover:underline">
                    {o.code} · {o.customer} · {cityName(o.from, locale)} → {cityName(o.to, locale)}
                  </Link>
                  <span className="tabular-nums">
                    {t("admin.dashboard.overdue.line", {
                      due: formatPrice(o.due, o.currency, locale),
                      date: formatDateTime(o.dueAt, locale),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function StatCard({
  icon: Icon,
  title,
  value,
  caption,
  extra,
}: {
  icon: IconComponent;
  title: string;
  value: string;
  caption: string;
  extra?: string;
}) {
  return (
    <li>
      <Card className="h-full gap-3">
        <CardHeader>
          <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
            {title}
          </CardTitle>
          <CardAction>
            <span className="flex size-9 items-center justify-center rounded-md bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-4" />
            </span>
          </CardAction>
        </CardHeader>
        <CardContent className="flex flex-col gap-1">
          <p className="text-3xl font-semibold tracking-tight text-primary tabular-nums">{value}</p>
          <p className="text-xs text-muted-foreground">{caption}</p>
          {extra ? <p className="text-xs text-muted-foreground">{extra}</p> : null}
        </CardContent>
      </Card>
    </li>
  );
}

function QuickAction({ to, icon: Icon, label, primary = false }: { to: string; icon: IconComponent; label: string; primary?: boolean }) {
  return (
    <li>
      <Link to={to} className={cn(buttonVariants({ variant: primary ? "default" : "outline" }), "w-full justify-start")}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </li>
  );
}

function SummaryRow({
  icon: Icon,
  label,
  hint,
  value,
  to,
}: {
  icon: IconComponent;
  label: string;
  hint?: string;
  value: string;
  to: string;
}) {
  return (
    <div className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <dt className="flex min-w-0 flex-1 flex-col">
        <Link to={to} className="truncate text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring">
          {label}
        </Link>
        {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
      </dt>
      <dd className="text-lg font-semibold text-primary tabular-nums">{value}</dd>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

/**
 * A failed load shows 'Hata' / 'Dashboard verileri yüklenirken bir hata oluştu.' (spec §8.3) inside the
 * shell; a thrown response (403, 404 …) shows its own standard title and text.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  let title = t("admin.dashboard.errorTitle");
  let text = t("admin.dashboard.loadError");
  if (isRouteErrorResponse(error) && error.status < 500) {
    const kind =
      error.status === 403 ? "forbidden" : error.status === 404 ? "notFound" : error.status === 401 ? "unauthorized" : "badRequest";
    title = t(`errors.${kind}Title`);
    text = t(`errors.${kind}Text`);
  }
  return (
    <div
      role="alert"
      className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-3 rounded-lg border border-destructive/25 bg-destructive/5 px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
      <h1 className="text-xl font-semibold text-destructive">{title}</h1>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Link to="/admin" reloadDocument className={buttonVariants({ variant: "outline" })}>
        {t("admin.dashboard.retry")}
      </Link>
    </div>
  );
}
