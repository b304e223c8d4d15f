import type { Route } from "./+types/reservation-manifest-export";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { csvResponse } from "#app/server/platform/csv.server";
import { notFound } from "#app/server/platform/http.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { staffManifest } from "#app/server/bookings/manifest.server";
import { manifestColumns } from "#app/server/bookings/manifest-columns.server";
import { documentResponse } from "#app/server/documents.server";

/**
 * GET /admin/reservations/{id}/manifest.csv and …/manifest.pdf (decision 053): the passenger manifest in full, for
 * staff only; each download writes its audit row (staffManifest). Resource routes (no page), never cached.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const format = pageUrl(request).pathname.endsWith(".pdf") ? "pdf" : "csv";
  const manifest = await staffManifest(params.reservationId, { actorId: user.id, ip: clientIp(context), via: format });
  if (!manifest) return notFound("reservations.errors.notFound");
  const t = getT(context);
  const name = `${t("manifest.fileName")}-${manifest.code}.${format}`;
  if (format === "pdf") return documentResponse("manifest", () => manifest, { locale: getLanguage(context), t, fileName: name });
  const columns = manifestColumns(t);
  async function* rows() {
    for (const p of manifest!.passengers) yield columns.map((c) => c.value(p).replace(/\n/g, " · "));
  }
  return csvResponse(
    name,
    columns.map((c) => c.label),
    rows(),
  );
}
