import type { Route } from "./+types/payments-export";
import { isPaymentStatus } from "#app/lib/domain/payment-status";
import { cityTimeZone } from "#app/lib/airports";
import { formatDateTime, formatMoney, formatPlaceDateTime, placeTime, todayInIstanbul } from "#app/lib/format";
import { searchParam } from "#app/lib/list-params";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { csvAmount, csvResponse } from "#app/server/platform/csv.server";
import { badRequest } from "#app/server/platform/http.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { paymentsForExport } from "#app/server/money/payment-book.server";
import { documentResponse } from "#app/server/documents.server";
import { pageUrl } from "#app/server/platform/request.server";

/** How many payments the PDF holds (a table of tens of thousands of rows is a CSV's job). */
export const PAYMENTS_PDF_MAX = 2000;

/**
 * The payments list as filtered on /admin/payments (same `q` and `status`), as a CSV file (`format=csv`,
 * the default) or a PDF (`format=pdf`, at most PAYMENTS_PDF_MAX rows, through report-pdf.server.ts). Staff only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const format = url.searchParams.get("format") ?? "csv";
  if (format !== "csv" && format !== "pdf") badRequest();
  const q = searchParam(url);
  const statusParam = url.searchParams.get("status");
  const status = isPaymentStatus(statusParam) ? statusParam : null;
  const keys = ["created", "paid", "status", "amount", "currency", "method", "reference", "customer", "route", "departure"] as const;
  const header = keys.map((k) => t(`payments.export.${k}`));

  if (format === "pdf") {
    const locale = getLanguage(context);
    const filters = [
      q ? t("reports.paymentsPdf.search", { q }) : null,
      status ? t("reports.paymentsPdf.status", { status: t(`status.payment.${status}`) }) : null,
    ]
      .filter(Boolean)
      .join(", ");
    // read once the render pool has taken the document (decision 057)
    return documentResponse(
      "list",
      async () => {
        const rows: string[][] = [];
        let total = 0;
        for await (const p of paymentsForExport({ q, status })) {
          total += 1;
          if (rows.length >= PAYMENTS_PDF_MAX) continue;
          rows.push([
            formatDateTime(p.createdAt, locale),
            p.paidAt ? formatDateTime(p.paidAt, locale) : "",
            t(`status.payment.${p.status}`),
            formatMoney(p.amount, p.currency, {}, locale),
            p.paymentMethod ?? "",
            p.transactionReference ?? "",
            p.reservation ? `${p.reservation.customer.firstName} ${p.reservation.customer.lastName}` : "",
            p.reservation ? `${p.reservation.route.departureCity} → ${p.reservation.route.arrivalCity}` : "",
          ]);
        }
        return {
          title: t("reports.paymentsPdf.title"),
          lines: [
            t("reports.paymentsPdf.filters", { filters: filters || t("reports.paymentsPdf.noFilters") }),
            t("reports.paymentsPdf.count", { shown: rows.length, total }),
            ...(total > rows.length ? [t("reports.paymentsPdf.capped", { shown: rows.length })] : []),
          ],
          columns: (
            [
              ["created", 0.12],
              ["paid", 0.12],
              ["status", 0.1],
              ["amount", 0.12],
              ["method", 0.1],
              ["reference", 0.13],
              ["customer", 0.15],
              ["route", 0.16],
            ] as const
          ).map(([k, width]) => ({
            label: t(`payments.export.${k}`),
            width,
            align: k === "amount" ? ("right" as const) : ("left" as const),
          })),
          rows,
        };
      },
      { locale, t, fileName: `odemeler-${todayInIstanbul()}.pdf` },
    );
  }

  async function* csvRows() {
    for await (const p of paymentsForExport({ q, status })) {
      yield [
        formatDateTime(p.createdAt),
        p.paidAt ? formatDateTime(p.paidAt) : "",
        t(`status.payment.${p.status}`),
        csvAmount(p.amount),
        p.currency,
        p.paymentMethod,
        p.transactionReference,
        p.reservation ? `${p.reservation.customer.firstName} ${p.reservation.customer.lastName}` : "",
        p.reservation ? `${p.reservation.route.departureCity} → ${p.reservation.route.arrivalCity}` : "",
        // the departure at its airport, with the zone's name (decision 043)
        p.reservation
          ? formatPlaceDateTime(placeTime(p.reservation.departureDatetime, cityTimeZone(p.reservation.route.departureCity)))
          : "",
      ];
    }
  }
  return csvResponse(`odemeler-${todayInIstanbul()}.csv`, header, csvRows());
}
