import { parentPort } from "node:worker_threads";
import type { Language } from "#app/locales";
import type { ReportRange } from "#app/lib/schemas/report-range";
import { i18nFor } from "#app/server/platform/i18n.server";
import type { T } from "#app/server/platform/pdf.server";
import { manifestPdf } from "#app/server/bookings/manifest-pdf.server";
import type { ManifestView } from "#app/server/bookings/manifest.server";
import { reservationListPdf, reservationPdf, type ReservationDocumentInput } from "#app/server/bookings/reservation-pdf.server";
import type { ReservationListRow } from "#app/server/bookings/reservations.server";
import { listPdf, reportPdf, type PdfColumn } from "#app/server/reports/report-pdf.server";
import { reportCharts } from "#app/server/reports/report-tables.server";
import type { FullReport } from "#app/server/reports/reports.server";

/**
 * The render pool's thread (decision 057; the pool is app/server/platform/render-pool.server.ts): the table of
 * documents it draws, each from plain values and the reader's texts, and the loop that answers the pool with the
 * bytes. It reads no database: the main thread has read what a document shows. The fonts and the texts are loaded
 * once per thread. Built on its own into `<build>/worker/render.js` (app/server/render-worker-build.ts).
 */
export const DOCUMENTS = {
  /** the whole report of a period, its charts drawn from its figures */
  report: ({ report, range }: { report: FullReport; range: Pick<ReportRange, "from" | "to"> }, t: T, locale: Language) =>
    reportPdf(report, reportCharts(report, range, t), range, t, locale),
  /** a list as a landscape table (the payments list) */
  list: (list: { title: string; lines: string[]; columns: PdfColumn[]; rows: string[][] }, t: T, locale: Language) =>
    listPdf(list, t, locale),
  reservation: (input: ReservationDocumentInput, t: T) => reservationPdf(input, t),
  reservationList: (list: { rows: ReservationListRow[]; total: number; capped: boolean; filters: string }, t: T) =>
    reservationListPdf(list, t),
  manifest: (manifest: ManifestView, t: T) => manifestPdf(manifest, t),
};

export type DocumentKind = keyof typeof DOCUMENTS;
export type DocumentInput<K extends DocumentKind> = Parameters<(typeof DOCUMENTS)[K]>[0];

/** What the pool posts: a document's kind, its input and the reader's language. */
export interface RenderRequest {
  id: number;
  kind: string;
  input: { locale: Language; data: unknown };
}

async function render({ kind, input }: RenderRequest): Promise<Uint8Array> {
  if (!Object.hasOwn(DOCUMENTS, kind)) throw new Error(`unknown document ${kind}`);
  const t = (await i18nFor(input.locale)).t as T;
  const draw = DOCUMENTS[kind as DocumentKind] as (data: unknown, t: T, locale: Language) => Promise<Buffer>;
  // a copy: a Buffer's memory may be Node's shared pool, which cannot be transferred
  return new Uint8Array(await draw(input.data, t, input.locale));
}

const port = parentPort;
port?.on("message", (request: RenderRequest) => {
  render(request).then(
    (bytes) => port.postMessage({ id: request.id, bytes }, [bytes.buffer as ArrayBuffer]),
    (error: unknown) =>
      port.postMessage({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
