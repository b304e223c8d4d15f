import { adminScreen } from "#app/components/admin/screen";
import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import { AdminListPage, ListResults } from "#app/components/admin/list-page";
import { ListFilters } from "#app/components/admin/list-filters";
import type { Route } from "./+types/flights";
import { LinkTabs } from "#app/components/link-tabs";
import { StatusBadge } from "#app/components/status-badge";
import { Badge } from "#app/components/ui/badge";
import { manifestComplete } from "#app/lib/domain/manifest";
import { TableCell, TableRow } from "#app/components/ui/table";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { RESERVATION_STATUS_LOOK } from "#app/lib/domain/reservation-status";
import { formatPlaceDate, formatPlaceTime, formatPrice, formatUtc } from "#app/lib/format";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { FLIGHT_TABS } from "#app/lib/flight-tabs";
import { listFlights } from "#app/server/bookings/flights.server";
import { getT } from "#app/server/platform/i18n.server";
import { cityName } from "#app/lib/airports";
import { useLocale } from "#app/lib/use-pending";
import { pageUrl } from "#app/server/platform/request.server";

/**
 * Admin → flights (operations, spec §2.14): reservations by departure — today, upcoming, past — searchable
 * by customer, city or airport, jet, or reservation code (the admin header's search lands here). Read only;
 * a row opens its reservation, its manifest state (entered of expected, decision 053) the manifest.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const tab = choiceParam(url, "tab", FLIGHT_TABS) ?? (url.searchParams.get("q") ? "upcoming" : "today");
  const q = searchParam(url);
  const list = await listFlights({ tab, q, page: url.searchParams.get("page") });
  return { title: t("flights.pageTitle"), tab, q, ...list };
}

export default function FlightsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { total, capped, page, q, tab } = loaderData;
  const current = { q, tab, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/flights", current, changes);
  return (
    <AdminListPage title={t("flights.title")} description={t("flights.description")}>
      <LinkTabs
        label={t("flights.tabsLabel")}
        active={tab}
        className="max-w-md"
        tabs={FLIGHT_TABS.map((value) => ({ value, label: t(`flights.tabs.${value}`), to: href({ tab: value }) }))}
      />
      <ListFilters
        label={t("flights.filters")}
        idPrefix="flights"
        q={q}
        searchLabel={t("flights.searchLabel")}
        searchPlaceholder={t("flights.searchPlaceholder")}
        filterLabel={t("flights.filter")}
        clearLabel={t("flights.clear")}
        clearHref={href({ q: null })}
        active={Boolean(q)}
        hidden={{ tab }}
      />
      <ListResults
        total={t(capped ? "flights.totalCapped" : "flights.total", { count: total })}
        label={t("flights.tableLabel")}
        columns={[
          t("flights.columns.code"),
          t("flights.columns.departure"),
          t("flights.columns.route"),
          t("flights.columns.customer"),
          t("flights.columns.jet"),
          { label: t("flights.columns.passengers"), className: "text-right" },
          { label: t("flights.columns.amount"), className: "text-right" },
          t("manifest.flightsColumn"),
          t("flights.columns.status"),
        ]}
        empty={q ? t("flights.emptyFiltered") : t(`flights.empty.${tab}`)}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
      >
        {(row) => (
          <TableRow data-reservation-id={row.id}>
            <TableCell className="font-mono text-xs">
              <Link to={`/admin/reservations/${row.id}`} className="underline-offset-4 hover:underline">
                {reservationCode(row.id)}
              </Link>
            </TableCell>
            <TableCell className="whitespace-nowrap" data-testid="flight-times">
              <div>{formatPlaceDate(row.departure, locale)}</div>
              <div className="text-xs">
                <time dateTime={row.departure.at}>{formatPlaceTime(row.departure, locale)}</time>
                {row.arrival ? (
                  <>
                    {" → "}
                    <time dateTime={row.arrival.at}>{formatPlaceTime(row.arrival, locale)}</time>
                  </>
                ) : null}
              </div>
              <div className="text-xs text-muted-foreground" title={t("flights.utc")}>
                {formatUtc(row.departure.at, {}, locale)}
                {row.arrival ? ` → ${formatUtc(row.arrival.at, {}, locale)}` : ""}
              </div>
            </TableCell>
            <TableCell>
              <div className="whitespace-nowrap">
                {cityName(row.route.departureCity, locale)} → {cityName(row.route.arrivalCity, locale)}
              </div>
              <div className="text-xs text-muted-foreground">
                {row.route.departureAirport} → {row.route.arrivalAirport}
              </div>
            </TableCell>
            <TableCell>
              {row.customer.firstName} {row.customer.lastName}
            </TableCell>
            <TableCell>{row.jet ? `${row.jet.manufacturer} ${row.jet.model}` : t("flights.unknown")}</TableCell>
            <TableCell className="text-right tabular-nums">{row.passengerCount}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {row.totalAmount === null ? t("common.notSet") : formatPrice(row.totalAmount, row.currency, locale)}
            </TableCell>
            <TableCell data-testid="manifest-state">
              <Link to={`/admin/reservations/${row.id}/manifest`} className="underline-offset-4 hover:underline">
                <Badge variant={manifestComplete(row.manifestEntered, row.passengerCount) ? "success" : "warning"}>
                  {manifestComplete(row.manifestEntered, row.passengerCount) ? t("manifest.complete") : t("manifest.incomplete")}{" "}
                  {row.manifestEntered}/{row.passengerCount}
                </Badge>
              </Link>
            </TableCell>
            <TableCell>
              <StatusBadge look={RESERVATION_STATUS_LOOK[row.status]} />
            </TableCell>
          </TableRow>
        )}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, handle, ErrorBoundary } = adminScreen({ loadFailed: "flights" });
