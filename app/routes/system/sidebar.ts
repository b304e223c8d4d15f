import { data, redirect } from "react-router";
import type { Route } from "./+types/sidebar";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "#app/components/admin-sidebar";
import { safeRedirectPath } from "#app/lib/safe-redirect";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { secureCookies } from "#app/server/platform/env.server";

/**
 * The admin sidebar's collapse preference (a UI cookie, 7 days). A plain form post (no JavaScript)
 * is redirected back to the page it came from; the shell's background submission sends `mode=fetch`
 * and gets a small answer instead, so the page does not reload.
 */
function sidebarCookie(open: boolean) {
  const parts = [`${SIDEBAR_COOKIE}=${open ? "true" : "false"}`, "Path=/", `Max-Age=${SIDEBAR_COOKIE_MAX_AGE}`, "SameSite=Lax", "HttpOnly"];
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request);
  const form = await request.formData();
  const back = safeRedirectPath(form.get("redirectTo"), "/admin");
  const state = form.get("state");
  if (state !== "true" && state !== "false") {
    return form.get("mode") === "fetch" ? data({ ok: false }, { status: 400 }) : redirect(back);
  }
  const open = state === "true";
  const headers = { "Set-Cookie": sidebarCookie(open) };
  if (form.get("mode") === "fetch") return data({ ok: true, open }, { headers });
  return redirect(back, { headers });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return redirect("/admin");
}
