import { BellRing } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data } from "react-router";
import type { Route } from "./+types/leg-alert-confirm";
import { ErrorView } from "#app/components/error-view";
import { TokenResultPage } from "#app/components/token-result-page";
import { privatePageMeta } from "#app/lib/seo";
import { getT } from "#app/server/platform/i18n.server";
import { confirmGuestWatch, type TokenOutcome } from "#app/server/empty-legs/leg-alert-guests.server";
import { verifyLegAlertToken } from "#app/server/empty-legs/leg-alert-token.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { areaTexts } from "#app/lib/browser-texts";
import type { TextsHandle } from "#app/locales/areas";

/** The empty-leg pages' texts are loaded before a client navigation here renders (decision 035). */
export const handle: TextsHandle = { texts: "legs" };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("legs")];

/**
 * The link of a guest's confirmation e-mail (decision 027). Opening it shows a button; the POST confirms, so a
 * mail scanner that only opens links starts nothing. A tampered, foreign or expired token gets one answer
 * (400) that says nothing about the watch.
 */
export const intents = ["confirm"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getT(context);
  const token = pageUrl(request).searchParams.get("t") ?? "";
  const valid = verifyLegAlertToken("confirm", token) !== null;
  return data({ title: t("legAlerts.confirm.pageTitle"), token: valid ? token : null, outcome: null }, { status: valid ? 200 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = getT(context);
  const form = await request.formData();
  const token = form.get("intent") === "confirm" ? form.get("t") : null;
  const outcome: TokenOutcome = await confirmGuestWatch(token, clientIp(context));
  return data({ title: t("legAlerts.confirm.pageTitle"), token: null, outcome }, { status: outcome === "invalid" ? 400 : 200 });
}

export default function LegAlertConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <TokenResultPage
      icon={BellRing}
      texts={{
        title: t("legAlerts.confirm.title"),
        ask: t("legAlerts.confirm.text"),
        invalid: t("legAlerts.invalidLink"),
        outcomes: { done: t("legAlerts.confirm.done"), already: t("legAlerts.confirm.already") },
        button: t("legAlerts.confirm.button"),
      }}
      token={loaderData.token}
      outcome={actionData?.outcome}
      intent="confirm"
      exit={{ to: "/bos-bacaklar", label: t("legAlerts.toLegs") }}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
