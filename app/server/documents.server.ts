import type { Language } from "#app/locales";
import { logger } from "#app/server/platform/logger.server";
import { RENDER_RETRY_AFTER_SECONDS, RenderPoolBusy, renderInPool } from "#app/server/platform/render-pool.server";
import type { T } from "#app/server/platform/pdf.server";
import type { DocumentInput, DocumentKind } from "./render-worker";

/**
 * A document as a route answers it (decision 057): `read` gathers its plain values on this thread (only once the
 * pool has taken the document), a render thread draws it, and it goes out as a download; when the pool's queue is
 * full, 503 with Retry-After and a short text in the reader's language, with nothing read.
 * Only types come from render-worker.ts: the drawing code (pdfkit, fonts) loads in the pool's threads.
 */
export async function documentResponse<K extends DocumentKind>(
  kind: K,
  read: () => Promise<DocumentInput<K>> | DocumentInput<K>,
  { locale, t, fileName }: { locale: Language; t: T; fileName: string },
): Promise<Response> {
  let bytes: Uint8Array;
  const started = performance.now();
  let drawing = started;
  try {
    bytes = await renderInPool(kind, async () => {
      const data = await read();
      drawing = performance.now();
      return { locale, data };
    });
    logger.info(
      { kind, bytes: bytes.byteLength, readMs: Math.round(drawing - started), drawMs: Math.round(performance.now() - drawing) },
      "document rendered",
    );
  } catch (error) {
    if (!(error instanceof RenderPoolBusy)) throw error;
    return new Response(t("errors.documentsBusy"), {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(RENDER_RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
      },
    });
  }
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
