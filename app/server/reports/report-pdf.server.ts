import { chartColour, chartMax, type BarChartData } from "#app/lib/domain/report-charts";
import { formatDateTime, formatNumber, formatPercent, formatTotal, type AppLocale } from "#app/lib/format";
import type { ReportRange } from "#app/lib/schemas/report-range";
import { MUTED, header, newDocument, toBuffer, type T } from "#app/server/platform/pdf.server";
import type { FullReport } from "#app/server/reports/reports.server";

/**
 * The reports' documents on the one PDF path (pdf.server.ts: pdfkit, embedded DejaVu font): tables and bar
 * charts, used by the payments list export and the whole report. Charts are drawn with pdfkit's vector API
 * from the same chart data the screen draws as SVG (lib/domain/report-charts.ts), so both show one picture
 * and the PDF needs no SVG interpreter (decision 020).
 */

type Doc = PDFKit.PDFDocument;

export interface PdfColumn {
  label: string;
  /** share of the usable width; the widths of a table add up to 1 */
  width: number;
  align?: "left" | "right";
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
}

/** A table with a bold heading row; rows break onto new pages (the heading is repeated there). */
export function pdfTable(doc: Doc, columns: PdfColumn[], rows: string[][], fontSize = 8) {
  const left = doc.page.margins.left;
  const total = contentWidth(doc);
  const laidOut = columns.map((c) => ({ width: c.width * total, align: c.align ?? "left" }));
  // a row has one cell per column
  const column = (i: number) => {
    const c = laidOut[i];
    if (!c) throw new Error(`pdfTable: cell ${i + 1} of a row, but only ${laidOut.length} columns`);
    return c;
  };
  const draw = (cells: string[], bold: boolean) => {
    doc
      .font(bold ? "bold" : "regular")
      .fontSize(fontSize)
      .fillColor("black");
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c || " ", { width: column(i).width - 4 }))) + 4;
    let fresh = false;
    if (doc.y + h > bottom(doc)) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      fresh = true;
    }
    const y = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      const { width, align } = column(i);
      doc.text(c, x, y, { width: width - 4, align });
      x += width;
    });
    doc.x = left;
    doc.y = y + h;
    return fresh;
  };
  draw(
    columns.map((c) => c.label),
    true,
  );
  for (const row of rows) {
    if (draw(row, false))
      draw(
        columns.map((c) => c.label),
        true,
      );
  }
  doc.moveDown(0.5);
}

function valueText(chart: BarChartData, value: number, locale: AppLocale) {
  if (chart.unit === "money" && chart.currency) return formatTotal(value, chart.currency, locale);
  if (chart.unit === "percent") return formatPercent(value, locale);
  return formatNumber(value, 0, locale);
}

/** A vertical bar chart (grouped when there are several series), with a legend and its value axis. */
export function pdfBarChart(doc: Doc, chart: BarChartData, locale: AppLocale, height = 150) {
  const legend = chart.series.length > 1 ? 14 : 0;
  ensureSpace(doc, height + 40 + legend);
  doc.font("bold").fontSize(10).fillColor("black").text(chart.title);
  doc.moveDown(0.3);
  const axis = 56;
  const left = doc.page.margins.left + axis;
  const width = contentWidth(doc) - axis;
  const top = doc.y + 4;
  const plot = height - 28;
  const max = chartMax(chart);
  // value axis: 0, half and the top
  doc.font("regular").fontSize(7).fillColor(MUTED);
  for (const f of [0, 0.5, 1]) {
    const y = top + plot - plot * f;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor("#dddddd")
      .stroke();
    doc.text(valueText(chart, max * f, locale), doc.page.margins.left, y - 4, { width: axis - 6, align: "right" });
  }
  const band = width / Math.max(chart.labels.length, 1);
  const gap = band * 0.2;
  const barWidth = (band - gap) / chart.series.length;
  chart.labels.forEach((label, i) => {
    chart.series.forEach((s, j) => {
      const v = s.values[i] ?? 0;
      const h = (plot * v) / max;
      if (h > 0)
        doc
          .rect(left + i * band + gap / 2 + j * barWidth, top + plot - h, barWidth, h)
          .fillColor(chartColour(j))
          .fill();
    });
    doc
      .font("regular")
      .fontSize(chart.labels.length > 12 ? 5 : 7)
      .fillColor("black")
      .text(label, left + i * band, top + plot + 3, { width: band, align: "center", lineBreak: false, ellipsis: true });
  });
  let y = top + plot + 16;
  if (legend) {
    let x = left;
    chart.series.forEach((s, j) => {
      doc
        .rect(x, y + 1, 8, 8)
        .fillColor(chartColour(j))
        .fill();
      doc
        .font("regular")
        .fontSize(8)
        .fillColor("black")
        .text(s.name, x + 12, y, { lineBreak: false });
      x += 24 + doc.widthOfString(s.name);
    });
    y += legend;
  }
  doc.x = doc.page.margins.left;
  doc.y = y + 8;
}

function figures(doc: Doc, pairs: Array<[string, string]>) {
  const left = doc.page.margins.left;
  for (const [label, value] of pairs) {
    ensureSpace(doc, 14);
    const y = doc.y;
    doc.font("regular").fontSize(9).fillColor(MUTED).text(label, left, y, { width: 260 });
    doc
      .font("bold")
      .fontSize(9)
      .fillColor("black")
      .text(value, left + 270, y, { width: 200 });
    doc.x = left;
    doc.y = Math.max(doc.y, y + 13);
  }
  doc.moveDown(0.4);
}

function sectionTitle(doc: Doc, title: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.4);
  doc.font("bold").fontSize(13).fillColor("black").text(title, doc.page.margins.left);
  doc.moveDown(0.3);
}

function note(doc: Doc, text: string) {
  doc.font("regular").fontSize(7).fillColor(MUTED).text(text, doc.page.margins.left);
  doc.moveDown(0.4);
}

const hoursOrNone = (t: T, h: number | null, locale: AppLocale) =>
  h === null ? t("reports.funnel.none") : t("reports.funnel.hours", { hours: formatNumber(h, 1, locale) });

/** The whole report of one period as one PDF: every section's figures, its charts and tables. */
export async function reportPdf(
  report: FullReport,
  charts: BarChartData[],
  range: Pick<ReportRange, "from" | "to">,
  t: T,
  locale: AppLocale = "tr",
  now: Date = new Date(),
): Promise<Buffer> {
  const doc = newDocument(t("reports.pdf.title"));
  header(doc, t, t("reports.pdf.title"));
  doc.font("regular").fontSize(9).fillColor(MUTED);
  doc.text(t("reports.pdf.period", { from: range.from, to: range.to }));
  doc.text(t("reports.pdf.generated", { time: formatDateTime(now, locale) }));
  const chart = (id: string) => charts.filter((c) => c.id === id || c.id.startsWith(`${id}-`));

  // revenue
  const r = report.revenue;
  sectionTitle(doc, t("reports.sections.revenue"));
  if (r.totals.length === 0) note(doc, t("reports.noMoney"));
  for (const x of r.totals)
    figures(doc, [
      [t("reports.revenue.net", { currency: x.currency }), formatTotal(x.net, x.currency, locale)],
      [t("reports.revenue.paid", { currency: x.currency }), formatTotal(x.paid, x.currency, locale)],
      [t("reports.revenue.pending", { currency: x.currency }), formatTotal(x.pending, x.currency, locale)],
      [t("reports.revenue.refunded", { currency: x.currency }), formatTotal(x.refunded, x.currency, locale)],
      [t("reports.revenue.paidCount", { currency: x.currency }), formatNumber(x.paidCount, 0, locale)],
    ]);
  for (const c of chart("revenue")) pdfBarChart(doc, c, locale);
  const moneyTable = (
    title: string,
    rows: Array<{ name: string; currency: "TRY" | "USD" | "EUR"; paid: string; count: number }>,
    nameLabel: string,
  ) => {
    if (rows.length === 0) return;
    ensureSpace(doc, 40);
    doc.font("bold").fontSize(10).fillColor("black").text(title);
    pdfTable(
      doc,
      [
        { label: nameLabel, width: 0.55 },
        { label: t("reports.revenue.amount"), width: 0.3, align: "right" },
        { label: t("reports.revenue.count"), width: 0.15, align: "right" },
      ],
      rows.map((x) => [x.name, formatTotal(x.paid, x.currency, locale), formatNumber(x.count, 0, locale)]),
    );
  };
  moneyTable(
    t("reports.revenue.byRoute"),
    r.byRoute.map((x) => ({ ...x, name: x.route })),
    t("reports.revenue.route"),
  );
  moneyTable(
    t("reports.revenue.byJet"),
    r.byJet.map((x) => ({ ...x, name: x.jet ?? t("common.unknown") })),
    t("reports.revenue.jet"),
  );
  note(doc, t("reports.revenue.note"));

  // reservations
  const v = report.reservations;
  sectionTitle(doc, t("reports.sections.reservations"));
  figures(doc, [
    [t("reports.reservations.total"), formatNumber(v.total, 0, locale)],
    [
      t("reports.reservations.averagePassengers"),
      v.averagePassengers === null ? t("reports.funnel.none") : formatNumber(v.averagePassengers, 1, locale),
    ],
    [t("reports.reservations.cancelled"), formatNumber(v.cancelled, 0, locale)],
    [t("reports.reservations.cancelledShare"), formatPercent(v.cancelledShare, locale)],
  ]);
  for (const c of [...chart("reservations-status"), ...chart("reservations-month")]) pdfBarChart(doc, c, locale);
  note(doc, t("reports.reservations.note"));

  // customers
  const c = report.customers;
  sectionTitle(doc, t("reports.sections.customers"));
  figures(doc, [
    [t("reports.customers.newCustomers"), formatNumber(c.newCustomers, 0, locale)],
    [t("reports.customers.withRequest"), formatNumber(c.withRequest, 0, locale)],
    [t("reports.customers.withReservation"), formatNumber(c.withReservation, 0, locale)],
    [t("reports.customers.repeat"), formatNumber(c.repeat, 0, locale)],
    [t("reports.customers.vipShare"), formatPercent(c.vipShare, locale)],
    [t("reports.customers.corporateShare"), formatPercent(c.corporateShare, locale)],
  ]);
  moneyTable(t("reports.customers.top"), c.topBySpend, t("reports.customers.customer"));
  note(doc, t("reports.customers.note"));

  // funnel
  const f = report.funnel;
  sectionTitle(doc, t("reports.sections.funnel"));
  for (const ch of chart("funnel")) pdfBarChart(doc, ch, locale);
  pdfTable(
    doc,
    [
      { label: t("reports.funnel.step"), width: 0.5 },
      { label: t("reports.funnel.count"), width: 0.2, align: "right" },
      { label: t("reports.funnel.conversion"), width: 0.3, align: "right" },
    ],
    f.steps.map((s) => [
      t(`reports.funnel.steps.${s.step}`),
      formatNumber(s.count, 0, locale),
      s.conversion === null ? "" : formatPercent(s.conversion, locale),
    ]),
  );
  figures(doc, [
    [t("reports.funnel.quotesPerRequest"), formatNumber(f.quotesPerRequest, 2, locale)],
    [t("reports.funnel.medianFirstQuote"), hoursOrNone(t, f.medianFirstQuoteHours, locale)],
    [t("reports.funnel.medianApproval"), hoursOrNone(t, f.medianApprovalHours, locale)],
  ]);
  if (f.brokers.length > 0) {
    ensureSpace(doc, 40);
    doc.font("bold").fontSize(10).fillColor("black").text(t("reports.funnel.brokers"));
    pdfTable(
      doc,
      [
        { label: t("reports.funnel.broker"), width: 0.36 },
        { label: t("reports.funnel.quotes"), width: 0.13, align: "right" },
        { label: t("reports.funnel.approvals"), width: 0.13, align: "right" },
        { label: t("reports.funnel.winRate"), width: 0.16, align: "right" },
        { label: t("reports.funnel.medianResponse"), width: 0.22, align: "right" },
      ],
      f.brokers.map((b) => [
        b.broker,
        formatNumber(b.quotes, 0, locale),
        formatNumber(b.approvals, 0, locale),
        formatPercent(b.winRate, locale),
        hoursOrNone(t, b.medianResponseHours, locale),
      ]),
    );
  }
  note(doc, t("reports.funnel.note"));

  // empty legs
  const e = report.emptyLegs;
  sectionTitle(doc, t("reports.sections.emptyLegs"));
  figures(doc, [
    [t("reports.emptyLegs.published"), formatNumber(e.published, 0, locale)],
    [t("reports.emptyLegs.requests"), formatNumber(e.requests, 0, locale)],
    [t("reports.emptyLegs.legsRequested"), formatNumber(e.legsRequested, 0, locale)],
    [t("reports.emptyLegs.converted"), formatNumber(e.converted, 0, locale)],
    [t("reports.emptyLegs.conversion"), formatPercent(e.conversion, locale)],
  ]);
  for (const ch of chart("empty-legs")) pdfBarChart(doc, ch, locale);
  return toBuffer(doc);
}

/** A list exported as a landscape table (the payments list): title, filter line, counts, then the rows. */
export async function listPdf(
  list: { title: string; lines: string[]; columns: PdfColumn[]; rows: string[][] },
  t: T,
  locale: AppLocale = "tr",
  now: Date = new Date(),
): Promise<Buffer> {
  const doc = newDocument(list.title, "landscape");
  header(doc, t, list.title);
  doc.font("regular").fontSize(9).fillColor(MUTED);
  for (const line of list.lines) doc.text(line);
  doc.text(t("reports.pdf.generated", { time: formatDateTime(now, locale) }));
  doc.moveDown(0.6);
  pdfTable(doc, list.columns, list.rows);
  return toBuffer(doc);
}
