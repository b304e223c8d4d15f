import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/verify";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { isValidVerificationToken, verifyEmail } from "#app/server/customers/sign-up.server";
import { getT } from "#app/server/platform/i18n.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { pageUrl } from "#app/server/platform/request.server";
import { areaTexts } from "#app/lib/browser-texts";
import type { TextsHandle } from "#app/locales/areas";

/** The sign-in pages' texts are loaded before a client navigation here renders (decision 035). */
export const handle: TextsHandle = { texts: "auth" };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("auth")];

/**
 * The link of the verification e-mail. Opening it shows a button; the POST uses the token (so a mail
 * scanner that only opens links does not use it up).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = pageUrl(request).searchParams.get("token") ?? "";
  const valid = token.length > 20 && token.length < 100 && (await isValidVerificationToken(token));
  return { token: valid ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = getT(context);
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const ok = token.length > 20 && token.length < 100 && (await verifyEmail(token));
  return redirectWithToast(
    ok ? "/auth" : "/auth/verify",
    ok
      ? { type: "success", title: t("auth.verifyTitle"), description: t("auth.verifyDone") }
      : { type: "error", title: t("auth.verifyTitle"), description: t("auth.verifyInvalid") },
  );
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-muted/40 px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1">{t("auth.verifyTitle")}</CardTitle>
          <CardDescription>{loaderData.token ? t("auth.verifyText") : t("auth.verifyInvalid")}</CardDescription>
        </CardHeader>
        <CardContent>
          {loaderData.token ? (
            <Form method="post">
              <input type="hidden" name="token" value={loaderData.token} />
              <Button type="submit" className="w-full">
                {t("auth.verifyButton")}
              </Button>
            </Form>
          ) : (
            <Link to="/auth" className="underline">
              {t("auth.signIn")}
            </Link>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "E-posta doğrulama — Ufuk Jet" }, { name: "robots", content: "noindex" }];
