import { formatDate } from "#app/lib/format";
import type { PdfColumn, T } from "#app/server/platform/pdf.server";
import type { PassengerView } from "./manifest.server";

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
