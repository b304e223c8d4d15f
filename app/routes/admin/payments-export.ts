import type { Route } from "./+types/payments-export";
import { isPaymentStatus } from "#app/lib/domain/payment-status";
import { formatDateTime, todayInIstanbul } from "#app/lib/format";
import { searchParam } from "#app/lib/list-params";
import { requireStaff } from "#app/server/auth/guard.server";
import { csvAmount, csvResponse } from "#app/server/csv.server";
import { badRequest } from "#app/server/http.server";
import { getT } from "#app/server/i18n.server";
import { paymentsForExport } from "#app/server/payments.server";

/** The payments list as filtered on /admin/payments (same `q` and `status`), as a CSV file. Staff only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = new URL(request.url);
  if ((url.searchParams.get("format") ?? "csv") !== "csv") badRequest();
  const q = searchParam(url);
  const statusParam = url.searchParams.get("status");
  const status = isPaymentStatus(statusParam) ? statusParam : null;
  const header = ["created", "paid", "status", "amount", "currency", "method", "reference", "customer", "route", "departure"].map((k) =>
    t(`payments.export.${k}`),
  );
  async function* rows() {
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
        p.reservation ? formatDateTime(p.reservation.departureDatetime) : "",
      ];
    }
  }
  return csvResponse(`odemeler-${todayInIstanbul()}.csv`, header, rows());
}
