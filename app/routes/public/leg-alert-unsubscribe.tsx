import { BellOff } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/leg-alert-unsubscribe";
import { ErrorView } from "#app/components/error-view";
import { PublicLayout } from "#app/components/public-layout";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
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
  const outcome = actionData?.outcome ?? null;
  const token = actionData ? null : loaderData.token;
  const text = outcome === "done" ? t("legAlerts.unsubscribe.done") : token ? t("legAlerts.unsubscribe.text") : t("legAlerts.invalidLink");
  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-md px-4 py-16">
        <Card className="w-full">
          <CardHeader>
            <CardTitle as="h1" className="flex items-center gap-2">
              <BellOff aria-hidden="true" className="size-5" />
              {t("legAlerts.unsubscribe.title")}
            </CardTitle>
            <CardDescription role={outcome ? "status" : undefined}>{text}</CardDescription>
          </CardHeader>
          <CardContent>
            {token ? (
              <Form method="post">
                <input type="hidden" name="intent" value="unsubscribe" />
                <input type="hidden" name="t" value={token} />
                <Button type="submit" variant="destructive" className="w-full">
                  {t("legAlerts.unsubscribe.button")}
                </Button>
              </Form>
            ) : (
              <Link to="/bos-bacaklar" className={buttonVariants({ variant: "outline" })}>
                {t("legAlerts.toLegs")}
              </Link>
            )}
          </CardContent>
        </Card>
      </div>
    </PublicLayout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
