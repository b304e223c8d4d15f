import { data } from "react-router";
import { Mail } from "#app/components/icons";
import type { Route } from "./+types/consent-withdraw";
import { ErrorView } from "#app/components/error-view";
import { TokenResultPage } from "#app/components/token-result-page";
import { areaTexts } from "#app/lib/browser-texts";
import { CONSENT_WITHDRAW_INTENTS, consentWithdrawSchema } from "#app/lib/schemas/consent";
import { parseForm } from "#app/lib/schemas/parse";
import { privatePageMeta } from "#app/lib/seo";
import { useTranslation } from "#app/lib/use-translation";
import type { TextsHandle } from "#app/locales/areas";
import { withdrawalLimited, withdrawalTokenValid, withdrawByToken } from "#app/server/customers/consent-forms.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";

/** The consent texts are loaded before a client navigation here renders (decision 035). */
export const handle: TextsHandle = { texts: "legal" };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("legal")];

/**
 * /iletisim-izni/geri-cek — the one-click withdrawal of the marketing e-mails (decision 056), signed out and without
 * JavaScript. GET only shows the button (it never changes anything: mail scanners open links); POST withdraws —
 * from the button (`intent=withdraw`, the token in the form) or as RFC 8058's one-click POST a mail program sends to
 * the List-Unsubscribe address (`List-Unsubscribe=One-Click`, the token in the address). A forged or foreign token
 * gets one answer (400) that says nothing about the account; posts are limited per address (429).
 */
export const intents = CONSENT_WITHDRAW_INTENTS;

type Outcome = "done" | "invalid" | "limited";

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getT(context);
  const token = pageUrl(request).searchParams.get("t") ?? "";
  const valid = withdrawalTokenValid(token);
  return data({ title: t("consent.withdraw.pageTitle"), token: valid ? token : null }, { status: valid ? 200 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = getT(context);
  const ip = clientIp(context);
  const title = t("consent.withdraw.pageTitle");
  const wait = await withdrawalLimited(ip);
  if (wait !== null) {
    return data(
      { title, outcome: "limited" as Outcome, minutes: Math.ceil(wait / 60) },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const form = await request.formData();
  let token: string | null = null;
  if (form.get("List-Unsubscribe") === "One-Click" && !form.has("intent")) {
    token = pageUrl(request).searchParams.get("t");
  } else {
    const submission = parseForm(form, { schema: consentWithdrawSchema });
    if (submission.status === "success") token = submission.value.t;
  }
  const outcome: Outcome = await withdrawByToken(token, ip);
  return data({ title, outcome, minutes: 0 }, { status: outcome === "invalid" ? 400 : 200 });
}

export default function ConsentWithdraw({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <TokenResultPage
      icon={Mail}
      texts={{
        title: t("consent.withdraw.title"),
        ask: t("consent.withdraw.text"),
        invalid: t("consent.withdraw.invalid"),
        outcomes: {
          done: t("consent.withdraw.done"),
          limited: t("consent.withdraw.tooMany", { minutes: actionData?.minutes ?? 10 }),
        },
        doneNote: t("consent.withdraw.again"),
        button: t("consent.withdraw.button"),
      }}
      token={loaderData.token}
      outcome={actionData?.outcome}
      intent="withdraw"
      destructive
      exit={{ to: "/", label: t("consent.withdraw.toHome") }}
      textTestId="consent-withdraw-text"
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
