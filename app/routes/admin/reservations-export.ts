import type { Route } from "./+types/reservations-export";
import { RESERVATION_STATUSES, RESERVATION_STATUS_LOOK } from "#app/lib/domain/reservation-status";
import { formatPlaceDateTime, todayInIstanbul } from "#app/lib/format";
import { choiceParam, searchParam } from "#app/lib/list-params";
import { RESERVATION_EXPORT_FORMATS } from "#app/lib/schemas/reservation";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { csvAmount, csvResponse } from "#app/server/platform/csv.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { documentResponse } from "#app/server/documents.server";
import { reservationsForExport } from "#app/server/bookings/reservations.server";
import { pageUrl } from "#app/server/platform/request.server";

/**
 * GET /admin/reservations/export?format=csv|pdf&q=…&status=…: the reservation list with the screen's
 * current search and status filter, as CSV (app/server/platform/csv.server.ts: UTF-8 with BOM, `;`, decimal commas)
 * or PDF, at most EXPORT_LIMIT rows. Same guard as the list; a resource route (no page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const q = searchParam(url);
  const status = choiceParam(url, "status", RESERVATION_STATUSES);
  const format = choiceParam(url, "format", RESERVATION_EXPORT_FORMATS) ?? "csv";
  const name = `${t("reservations.export.fileName")}-${todayInIstanbul()}.${format}`;
  const unknown = t("common.unknown");

  if (format === "pdf") {
    const filters = [
      q ? t("reservations.export.search", { q }) : null,
      status ? t("reservations.export.status", { status: t(RESERVATION_STATUS_LOOK[status].labelKey) }) : null,
    ]
      .filter(Boolean)
      .join(", ");
    return documentResponse(
      "reservationList",
      async () => ({ ...(await reservationsForExport({ q, status })), filters: filters || t("reservations.export.noFilters") }),
      { locale: getLanguage(context), t, fileName: name },
    );
  }

  const header = [
    t("reservations.export.code"),
    t("reservations.list.columns.customer"),
    t("reservations.list.columns.jet"),
    t("reservations.list.columns.route"),
    t("reservations.export.departure"),
    t("reservations.export.arrival"),
    t("reservations.list.columns.passengers"),
    t("reservations.list.columns.amount"),
    t("reservations.export.currency"),
    t("reservations.list.columns.status"),
  ];
  const list = await reservationsForExport({ q, status });
  async function* rows() {
    for (const r of list.rows) {
      yield [
        r.code,
        r.customer ?? unknown,
        r.jet ?? unknown,
        r.route ? `${r.route.from} → ${r.route.to}` : unknown,
        formatPlaceDateTime(r.departure),
        formatPlaceDateTime(r.arrival),
        r.passengerCount,
        r.totalAmount === null ? t("common.notSet") : csvAmount(r.totalAmount),
        r.currency,
        t(RESERVATION_STATUS_LOOK[r.status].labelKey),
      ];
    }
  }
  return csvResponse(name, header, rows());
}
