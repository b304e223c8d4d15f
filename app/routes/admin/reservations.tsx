import { adminScreen } from "#app/components/admin/screen";
import { Download, FileText, Pencil } from "#app/components/icons";
import { RowActions, RowLink } from "#app/components/admin/row-actions";
import { useTranslation } from "#app/lib/use-translation";
import { redirect } from "react-router";
import { AddLink, AdminListPage, ListResults } from "#app/components/admin/list-page";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import type { Route } from "./+types/reservations";
import { StatusBadge } from "#app/components/status-badge";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent } from "#app/components/ui/card";
import { TableCell, TableRow } from "#app/components/ui/table";
import { RESERVATION_STATUSES, RESERVATION_STATUS_LOOK } from "#app/lib/domain/reservation-status";
import { formatMoney, formatPlaceDateTime } from "#app/lib/format";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { getT } from "#app/server/platform/i18n.server";
import { listReservations } from "#app/server/bookings/reservations.server";
import { pageUrl } from "#app/server/platform/request.server";

/**
 * Admin → reservations (spec §2.7, §7.3, issue 12): newest departure first, searched in the database
 * (customer name, jet model, route city; Turkish folding), filtered by status, paged. The filter card's
 * PDF and CSV buttons export the current filtered list (/admin/reservations/export). Read-only: changes
 * happen on /admin/reservations/new and /admin/reservations/{id}.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const url = pageUrl(request);
  // the dashboard's old quick-action address
  if (url.searchParams.get("new") === "1") throw redirect("/admin/reservations/new");
  const t = getT(context);
  const q = searchParam(url);
  const status = choiceParam(url, "status", RESERVATION_STATUSES);
  const list = await listReservations({ q, status, page: url.searchParams.get("page") });
  return { title: t("reservations.list.pageTitle"), q, status, ...list };
}

export default function ReservationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { total, capped, page, q, status } = loaderData;
  const current = { q, status, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/reservations", current, changes);
  const exportHref = (format: "csv" | "pdf") => listHref("/admin/reservations/export", { q, status, format });
  const unknown = t("common.unknown");
  return (
    <AdminListPage
      title={t("reservations.list.title")}
      description={t("reservations.list.description")}
      actions={<AddLink to="/admin/reservations/new">{t("reservations.list.newButton")}</AddLink>}
    >
      <Card>
        <CardContent>
          <ListFilters
            label={t("reservations.list.filters")}
            idPrefix="res"
            q={q}
            searchLabel={t("reservations.list.searchLabel")}
            searchPlaceholder={t("reservations.list.searchPlaceholder")}
            filterLabel={t("reservations.list.filter")}
            clearLabel={t("reservations.list.clear")}
            clearHref="/admin/reservations"
            active={Boolean(q || status)}
            actions={
              <div className="ml-auto flex gap-2">
                <a href={exportHref("pdf")} download className={buttonVariants({ variant: "outline" })} data-testid="export-pdf">
                  <FileText aria-hidden="true" />
                  {t("reservations.list.pdf")}
                </a>
                <a href={exportHref("csv")} download className={buttonVariants({ variant: "outline" })} data-testid="export-csv">
                  <Download aria-hidden="true" />
                  {t("reservations.list.csv")}
                </a>
              </div>
            }
          >
            <FilterSelect
              label={t("reservations.list.status")}
              name="status"
              value={status}
              all={t("reservations.list.allStatuses")}
              options={RESERVATION_STATUSES}
              optionLabel={(s) => t(RESERVATION_STATUS_LOOK[s].labelKey)}
            />
          </ListFilters>
        </CardContent>
      </Card>

      <ListResults
        total={t(capped ? "reservations.list.totalCapped" : "reservations.list.total", { count: total })}
        label={t("reservations.list.tableLabel")}
        columns={[
          t("reservations.list.columns.customer"),
          t("reservations.list.columns.jet"),
          t("reservations.list.columns.route"),
          t("reservations.list.columns.date"),
          { label: t("reservations.list.columns.passengers"), className: "text-right" },
          { label: t("reservations.list.columns.amount"), className: "text-right" },
          t("reservations.list.columns.status"),
          t("reservations.list.columns.actions"),
        ]}
        empty={t("reservations.list.empty")}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
      >
        {(row) => (
          <TableRow data-reservation-id={row.id}>
            <TableCell>
              <div className="font-medium">{row.customer ?? unknown}</div>
              <div className="text-xs text-muted-foreground">{row.code}</div>
            </TableCell>
            <TableCell>{row.jet ?? unknown}</TableCell>
            <TableCell className="whitespace-nowrap">{row.route ? `${row.route.from} → ${row.route.to}` : unknown}</TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={row.departure.at}>{formatPlaceDateTime(row.departure, locale)}</time>
              {row.arrival ? (
                <div className="text-xs text-muted-foreground">
                  {"→ "}
                  <time dateTime={row.arrival.at}>{formatPlaceDateTime(row.arrival, locale)}</time>
                </div>
              ) : null}
            </TableCell>
            <TableCell className="text-right">{row.passengerCount}</TableCell>
            <TableCell className="whitespace-nowrap text-right">
              {row.totalAmount === null ? t("common.notSet") : formatMoney(row.totalAmount, row.currency, {}, locale)}
            </TableCell>
            <TableCell>
              <StatusBadge look={RESERVATION_STATUS_LOOK[row.status]} />
            </TableCell>
            <TableCell>
              <RowActions className="flex-nowrap">
                <RowLink
                  to={`/admin/reservations/${row.id}`}
                  variant="ghost"
                  size="icon"
                  label={t("reservations.list.edit", { code: row.code })}
                  title={t("reservations.list.edit", { code: row.code })}
                >
                  <Pencil aria-hidden="true" />
                </RowLink>
                <a
                  href={`/admin/reservations/${row.id}/pdf`}
                  download
                  className={buttonVariants({ variant: "ghost", size: "icon" })}
                  aria-label={t("reservations.list.download", { code: row.code })}
                  title={t("reservations.list.download", { code: row.code })}
                >
                  <Download aria-hidden="true" />
                </a>
              </RowActions>
            </TableCell>
          </TableRow>
        )}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, ErrorBoundary } = adminScreen();
