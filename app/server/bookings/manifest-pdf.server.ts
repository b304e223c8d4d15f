import { formatDateTime } from "#app/lib/format";
import { MUTED, header, newDocument, table, toBuffer, type T } from "#app/server/platform/pdf.server";
import { manifestColumns } from "./manifest-columns.server";
import type { ManifestView } from "./manifest.server";

/** The manifest as a landscape PDF, drawn in the render pool (decision 057). */
export async function manifestPdf(manifest: ManifestView, t: T, now: Date = new Date()): Promise<Buffer> {
  const title = t("manifest.staffTitle", { code: manifest.code });
  const doc = newDocument(title, "landscape");
  header(doc, t, title);
  doc.font("regular").fontSize(9).fillColor(MUTED);
  doc.text(t("manifest.entered", { entered: manifest.passengers.length, count: manifest.passengerCount }));
  doc.text(t("reservations.export.generated", { time: formatDateTime(now) }));
  doc.moveDown(0.6);
  table(doc, manifestColumns(t), manifest.passengers);
  if (manifest.passengers.length === 0) doc.font("regular").text(t("manifest.empty"));
  return toBuffer(doc);
}
