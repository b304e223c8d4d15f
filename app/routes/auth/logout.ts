import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { audit } from "#app/server/platform/audit.server";
import { destroySession, getSessionUser } from "#app/server/platform/auth/session.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/** Sign-out is a POST that deletes the session row; a GET does nothing but go home. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  const header = await destroySession(request);
  if (user) await audit({ actorId: user.id, action: "auth.sign_out", entity: "user", entityId: user.id, ip: clientIp(context) });
  const t = getT(context);
  return redirectWithToast(
    "/",
    { type: "success", title: t("auth.signOutTitle"), description: t("auth.signOutText") },
    { headers: { "Set-Cookie": header } },
  );
}

export async function loader() {
  return redirect("/");
}
