import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

/**
 * The one PDF path: every document the app prints (the reservation document and list in
 * reservation-pdf.server.ts; the payments list and the reports in report-pdf.server.ts) starts here, with
 * pdfkit on the server.
 *
 * Fonts: the PDF standard fonts cannot write Turkish letters (İ ı Ş ş Ğ ğ) or ₺, so DejaVu Sans (from the
 * dejavu-fonts-ttf package) is embedded; it covers every character these documents print, including → and ₺.
 * Texts come in through `t` (the caller's i18next function), so the documents follow the reader's language.
 */

export type T = (key: string, values?: Record<string, unknown>) => string;

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

export const BRAND = "#1e3a5f";
export const MUTED = "#555555";

export function newDocument(title: string, layout: "portrait" | "landscape" = "portrait") {
  const f = loadFonts();
  // the default font must be set at construction, or pdfkit loads Helvetica's metrics first
  const doc = new PDFDocument({
    size: "A4",
    layout,
    margin: 48,
    font: f.regular as unknown as string,
    info: { Title: title, Author: "Ufuk Jet" },
  });
  doc.registerFont("regular", f.regular);
  doc.registerFont("bold", f.bold);
  doc.font("regular");
  return doc;
}

export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

export function header(doc: PDFKit.PDFDocument, t: T, title: string) {
  doc.font("bold").fontSize(20).fillColor(BRAND).text("Ufuk Jet", { continued: false });
  doc.font("regular").fontSize(9).fillColor(MUTED).text(t("reservations.document.company"));
  doc.moveDown(0.8);
  doc.font("bold").fontSize(15).fillColor("black").text(title);
  doc.moveDown(0.4);
  doc
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .strokeColor(BRAND)
    .lineWidth(1)
    .stroke();
  doc.moveDown(0.6);
}

/** One column of a table drawn by `table`: its heading, its width in points, and a row's text. */
export interface PdfColumn<R> {
  label: string;
  width: number;
  value: (row: R) => string;
}

/** A table: the headings in bold, then one line per row (as tall as its tallest cell), a new page when full. */
export function table<R>(doc: PDFKit.PDFDocument, columns: Array<PdfColumn<R>>, rows: Iterable<R>) {
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const drawRow = (cellOf: (column: PdfColumn<R>) => string, bold: boolean) => {
    const cells = columns.map((column) => ({ text: cellOf(column), width: column.width }));
    doc
      .font(bold ? "bold" : "regular")
      .fontSize(8)
      .fillColor("black");
    const h = Math.max(...cells.map((c) => doc.heightOfString(c.text, { width: c.width - 4 }))) + 4;
    if (doc.y + h > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
    }
    const y = doc.y;
    let x = left;
    for (const c of cells) {
      doc.text(c.text, x, y, { width: c.width - 4, lineBreak: true });
      x += c.width;
    }
    doc.x = left;
    doc.y = y + h;
  };
  drawRow((c) => c.label, true);
  for (const row of rows) drawRow((c) => c.value(row), false);
}
