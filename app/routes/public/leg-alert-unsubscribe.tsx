import { BellOff } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data } from "react-router";
import type { Route } from "./+types/leg-alert-unsubscribe";
import { ErrorView } from "#app/components/error-view";
import { TokenResultPage } from "#app/components/token-result-page";
import { privatePageMeta } from "#app/lib/seo";
import { getT } from "#app/server/platform/i18n.server";
import { unsubscribeTokenValid, unsubscribeWatch } from "#app/server/empty-legs/leg-alert-guests.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { areaTexts } from "#app/lib/browser-texts";
import type { TextsHandle } from "#app/locales/areas";

/** The empty-leg pages' texts are loaded before a client navigation here renders (decision 035). */
export const handle: TextsHandle = { texts: "legs" };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("legs")];

/**
 * The unsubscribe link of every alert e-mail (decision 027). GET shows a confirmation with a button; POST
 * unsubscribes — from the button (`intent=unsubscribe`) or as the one-click POST of RFC 8058 that a mail program
 * sends to the List-Unsubscribe address (`List-Unsubscribe=One-Click`, the token in the address). A tampered or
 * foreign token gets one answer (400) that says nothing about the watch; a valid one always answers "done".
 */
export const intents = ["unsubscribe"] as const;

function tokenOf(request: Request, form?: FormData) {
  const fromForm = form?.get("t");
  return typeof fromForm === "string" && fromForm ? fromForm : (pageUrl(request).searchParams.get("t") ?? "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getT(context);
  const token = tokenOf(request);
  const valid = unsubscribeTokenValid(token);
  return data({ title: t("legAlerts.unsubscribe.pageTitle"), token: valid ? token : null }, { status: valid ? 200 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = getT(context);
  const form = await request.formData();
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  const token = oneClick || form.get("intent") === "unsubscribe" ? tokenOf(request, form) : null;
  const outcome = await unsubscribeWatch(token, clientIp(context));
  return data({ title: t("legAlerts.unsubscribe.pageTitle"), outcome }, { status: outcome === "invalid" ? 400 : 200 });
}

export default function LegAlertUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <TokenResultPage
      icon={BellOff}
      texts={{
        title: t("legAlerts.unsubscribe.title"),
        ask: t("legAlerts.unsubscribe.text"),
        invalid: t("legAlerts.invalidLink"),
        outcomes: { done: t("legAlerts.unsubscribe.done") },
        button: t("legAlerts.unsubscribe.button"),
      }}
      token={loaderData.token}
      outcome={actionData?.outcome}
      intent="unsubscribe"
      destructive
      exit={{ to: "/bos-bacaklar", label: t("legAlerts.toLegs") }}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
