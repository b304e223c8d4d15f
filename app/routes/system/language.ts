import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { isLanguage } from "#app/locales";
import { languageCookie } from "#app/server/platform/i18n.server";
import { safeRedirectPath } from "#app/lib/safe-redirect";

/** The language switch: a plain form POST (works without JavaScript), kept in a cookie. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lng = form.get("lng");
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  if (!isLanguage(lng)) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": await languageCookie.serialize(lng) } });
}

export async function loader() {
  return redirect("/");
}
