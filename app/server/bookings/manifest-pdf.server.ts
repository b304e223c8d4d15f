import { formatDate, formatDateTime } from "#app/lib/format";
import { MUTED, header, newDocument, table, toBuffer, type PdfColumn, type T } from "#app/server/platform/pdf.server";
import type { ManifestView, PassengerView } from "./manifest.server";

/** The manifest's rows as staff export them (PDF and CSV share the columns), in full (decision 053). */
export function manifestColumns(t: T): Array<PdfColumn<PassengerView>> {
  const day = (d: string | null) => (d ? formatDate(d) : "");
  return [
    { label: t("manifest.columns.position"), width: 28, value: (p) => String(p.position) },
    { label: t("manifest.columns.name"), width: 150, value: (p) => `${p.surname}, ${p.givenNames}` },
    { label: t("manifest.columns.sex"), width: 52, value: (p) => t(`manifest.sexes.${p.sex}`) },
    { label: t("manifest.columns.nationality"), width: 50, value: (p) => p.nationality },
    { label: t("manifest.columns.document"), width: 70, value: (p) => t(`manifest.documentTypes.${p.documentType}`) },
    { label: t("manifest.columns.documentNumber"), width: 90, value: (p) => p.documentNumber ?? t("manifest.purged") },
    { label: t("manifest.columns.issuingCountry"), width: 50, value: (p) => p.issuingCountry },
    {
      label: t("manifest.columns.expiry"),
      width: 90,
      value: (p) => [day(p.documentExpiry), p.expiresTooSoon ? t("manifest.expiresTooSoon") : ""].filter(Boolean).join("\n"),
    },
    { label: t("manifest.columns.birthDate"), width: 64, value: (p) => day(p.birthDate) },
    { label: t("manifest.columns.notes"), width: 100, value: (p) => p.notes ?? "" },
  ];
}

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
