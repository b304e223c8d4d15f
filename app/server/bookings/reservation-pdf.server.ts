import { RESERVATION_STATUS_LOOK } from "#app/lib/domain/reservation-status";
import { CUSTOMER_WORD_LOOK, reservationWord } from "#app/lib/domain/customer-status-words";
import { airportName, cityName } from "#app/lib/airports";
import { formatDateTime, formatMoney, formatNumber, formatPlaceDateTime, type PlaceTime } from "#app/lib/format";
import { BALANCE_DUE_DAYS, CANCELLATION_BANDS, DEPOSIT_PERCENT, OPTION_HOLD_HOURS } from "#app/lib/domain/money-terms";
import type { ReservationMoney } from "#app/server/money/balance.server";
import { MUTED, header, newDocument, table, toBuffer, type PdfColumn, type T } from "#app/server/platform/pdf.server";
import type { ReservationDetail, ReservationListRow } from "#app/server/bookings/reservations.server";
import type { LegTimes } from "#app/server/bookings/leg-times.server";

/**
 * The reservation documents, built on the server with pdfkit: one reservation (confirmation / itinerary:
 * company header, code, customer, route with airports, the departure and arrival in each airport's local time with
 * its zone (decision 043), jet, passengers, services,
 * price) and a list (the staff list's current filter). The staff screens and, later, the customer area use
 * these same functions.
 * The document basics (embedded DejaVu font, header, buffer) live in pdf.server.ts, shared with the
 * reports' documents (report-pdf.server.ts).
 * They are drawn in the render pool's threads (decision 057), from plain values: this module reads nothing;
 * reservation-document.server.ts gathers what the document shows.
 */

function line(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font("bold").fontSize(10).fillColor(MUTED).text(label, { continued: false });
  doc
    .font("regular")
    .fontSize(11)
    .fillColor("black")
    .text(value || "—");
  doc.moveDown(0.35);
}

/** Who reads the document: staff see the staff status, a customer the customer word (decision 048). */
export interface PdfReader {
  reader: "staff" | "customer";
  locale: "tr" | "en";
}

/** What the reservation document shows: the reservation, its times at each place, its money (null: none). */
export interface ReservationDocumentInput extends PdfReader {
  reservation: ReservationDetail;
  times: LegTimes;
  money: ReservationMoney | null;
  now: Date;
}

/** The reservation document of one reservation, airports and cities named in the reader's language. */
export async function reservationPdf(input: ReservationDocumentInput, t: T): Promise<Buffer> {
  const { reservation: r, times, money, reader, locale, now } = input;
  const doc = newDocument(`${t("reservations.document.title")} ${r.code}`);
  header(doc, t, t("reservations.document.title"));
  line(doc, t("reservations.document.code"), r.code);
  const statusKey =
    reader === "customer" ? CUSTOMER_WORD_LOOK[reservationWord(r.status)].labelKey : RESERVATION_STATUS_LOOK[r.status].labelKey;
  line(doc, t("reservations.document.status"), t(statusKey));
  const customer = `${r.customer.firstName} ${r.customer.lastName}`.trim();
  line(doc, t("reservations.document.customer"), customer || t("common.unknown"));
  if (r.customer.companyName) line(doc, t("reservations.document.company_name"), r.customer.companyName);
  line(doc, t("reservations.document.contact"), [r.customer.email, r.customer.phone].filter(Boolean).join(" · "));
  const fromCity = cityName(r.route.departureCity, locale);
  const toCity = cityName(r.route.arrivalCity, locale);
  line(doc, t("reservations.document.route"), `${fromCity} → ${toCity} (${formatNumber(r.route.distanceKm)} km)`);
  line(doc, t("reservations.document.from"), `${airportName(r.route.departureAirport, locale)}, ${r.route.departureCountry}`);
  line(doc, t("reservations.document.to"), `${airportName(r.route.arrivalAirport, locale)}, ${r.route.arrivalCountry}`);
  const at = (time: PlaceTime, city: string) => `${formatPlaceDateTime(time, locale)} (${t("reservations.document.localAt", { city })})`;
  line(doc, t("reservations.document.departure"), at(times.departure, fromCity));
  line(doc, t("reservations.document.arrival"), times.arrival ? at(times.arrival, toCity) : t("common.notSet"));
  doc.font("regular").fontSize(8).fillColor(MUTED).text(t("reservations.document.localTime"));
  doc.moveDown(0.5);
  line(doc, t("reservations.document.jet"), r.jet ? `${r.jet.manufacturer} ${r.jet.model}` : t("common.unknown"));
  line(doc, t("reservations.document.passengers"), String(r.passengerCount));
  const services = [
    r.cateringRequired ? t("reservations.document.catering") : null,
    r.groundTransportRequired ? t("reservations.document.groundTransport") : null,
  ].filter(Boolean);
  line(doc, t("reservations.document.services"), services.length ? services.join(", ") : t("reservations.document.noServices"));
  if (r.specialRequests) line(doc, t("reservations.document.specialRequests"), r.specialRequests);
  line(doc, t("reservations.document.price"), r.totalAmount === null ? t("common.notSet") : formatMoney(r.totalAmount, r.currency));
  // the balance and the terms, from the one balance module (decision 042): what staff and the customer see
  if (money) {
    const b = money.balance;
    const m = (amount: string) => formatMoney(amount, r.currency);
    line(doc, t("reservations.money.balance.paid"), m(b.paid));
    line(doc, t("reservations.money.balance.refunded"), m(b.refunded));
    if (b.refundPending !== "0.00") line(doc, t("reservations.money.balance.refundPending"), m(b.refundPending));
    if (money.status === "cancelled") line(doc, t("reservations.money.balance.fee"), m(b.owed));
    line(doc, t("reservations.money.balance.due"), m(b.due));
    if (money.optionDeadline) {
      line(
        doc,
        t("reservations.money.option.title"),
        t("reservations.money.option.deadline", {
          date: formatDateTime(money.optionDeadline),
          deposit: m(b.deposit),
          percent: DEPOSIT_PERCENT,
        }),
      );
    }
    if (money.status === "optional" || money.status === "confirmed") {
      doc
        .font("regular")
        .fontSize(8)
        .fillColor(MUTED)
        .text(
          t("reservations.money.terms.schedule", {
            percent: DEPOSIT_PERCENT,
            hours: OPTION_HOLD_HOURS,
            days: BALANCE_DUE_DAYS,
            date: formatDateTime(b.balanceDueAt),
          }),
        );
      doc.moveDown(0.3);
    }
    if (money.cancellation.allowed) {
      doc.font("bold").fontSize(9).fillColor("black").text(t("reservations.money.cancel.policyTitle"));
      doc.font("regular").fontSize(8).fillColor(MUTED);
      for (const band of CANCELLATION_BANDS) {
        doc.text(
          band.minNoticeHours === 0
            ? t("reservations.money.cancel.bandLast", { percent: band.percent })
            : band.minNoticeHours % 24 === 0
              ? t("reservations.money.cancel.bandDays", { days: band.minNoticeHours / 24, percent: band.percent })
              : t("reservations.money.cancel.bandHours", { hours: band.minNoticeHours, percent: band.percent }),
        );
      }
      doc.text(t("reservations.money.cancel.optionsFree"));
      doc.text(t("reservations.money.cancel.noShow"));
    }
  }
  doc.moveDown(1);
  doc
    .font("regular")
    .fontSize(8)
    .fillColor(MUTED)
    .text(t("reservations.document.issued", { time: formatDateTime(now) }));
  doc.text(t("reservations.document.footer"));
  return toBuffer(doc);
}

/** The staff list as a table (landscape), with its filter and row count in the heading. */
export async function reservationListPdf(
  list: { rows: ReservationListRow[]; total: number; capped: boolean; filters: string },
  t: T,
  now: Date = new Date(),
): Promise<Buffer> {
  const doc = newDocument(t("reservations.export.listTitle"), "landscape");
  header(doc, t, t("reservations.export.listTitle"));
  doc.font("regular").fontSize(9).fillColor(MUTED);
  doc.text(t("reservations.export.filters", { filters: list.filters }));
  doc.text(t("reservations.export.generated", { time: formatDateTime(now) }));
  doc.text(t("reservations.export.count", { shown: list.rows.length, total: list.total }));
  if (list.capped) doc.text(t("reservations.export.capped", { shown: list.rows.length }));
  doc.moveDown(0.6);

  const columns: Array<PdfColumn<ReservationListRow>> = [
    { label: t("reservations.export.code"), width: 72, value: (r) => r.code },
    { label: t("reservations.list.columns.customer"), width: 108, value: (r) => r.customer ?? t("common.unknown") },
    { label: t("reservations.list.columns.jet"), width: 108, value: (r) => r.jet ?? t("common.unknown") },
    {
      label: t("reservations.list.columns.route"),
      width: 120,
      value: (r) => (r.route ? `${r.route.from} → ${r.route.to}` : t("common.unknown")),
    },
    {
      label: t("reservations.list.columns.date"),
      width: 130,
      value: (r) => [formatPlaceDateTime(r.departure), r.arrival ? `→ ${formatPlaceDateTime(r.arrival)}` : ""].join("\n").trim(),
    },
    { label: t("reservations.list.columns.passengers"), width: 40, value: (r) => String(r.passengerCount) },
    {
      label: t("reservations.list.columns.amount"),
      width: 92,
      value: (r) => (r.totalAmount === null ? t("common.notSet") : formatMoney(r.totalAmount, r.currency)),
    },
    { label: t("reservations.list.columns.status"), width: 70, value: (r) => t(RESERVATION_STATUS_LOOK[r.status].labelKey) },
  ];
  table(doc, columns, list.rows);
  return toBuffer(doc);
}
