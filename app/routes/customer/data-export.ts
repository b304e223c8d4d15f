import { redirect } from "react-router";
import type { Route } from "./+types/data-export";
import { DATA_EXPORT_INTENTS, dataExportSchema } from "#app/lib/schemas/data-rights";
import { parseForm } from "#app/lib/schemas/parse";
import { refusal } from "#app/server/platform/action.server";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { badRequest } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { exportPersonalData } from "#app/server/privacy/data-export.server";

/**
 * POST /dashboard/profile/verilerim.json — the customer's download of everything held about them (decision 055):
 * a POST that answers the file (no link a crawler or a prefetch could follow), as an attachment, never cached.
 * The profile's form posts here as a full page request, so it works with and without JavaScript alike. A GET
 * goes back to the profile.
 */
export const intents = DATA_EXPORT_INTENTS;

export async function loader({ request }: Route.LoaderArgs) {
  await requireCustomer(request);
  return redirect("/dashboard/profile");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const submission = parseForm(await request.formData(), { schema: dataExportSchema });
  if (submission.status !== "success") badRequest();
  const t = getT(context);
  try {
    const file = await exportPersonalData({
      userId: user.id,
      customerId: user.profile.customerId,
      ip: clientIp(context),
      baseUrl: publicBaseUrl(),
    });
    return new Response(file.body, {
      status: 200,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    return refusal(error, (refused) =>
      redirectWithToast("/dashboard/profile", {
        type: "error",
        title: t("dataRights.export.tooManyTitle"),
        description: t(refused.messageKey, refused.values),
      }),
    );
  }
}
