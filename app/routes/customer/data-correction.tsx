import { useTranslation } from "#app/lib/use-translation";
import type { Route } from "./+types/data-correction";
import { CorrectionForm } from "#app/components/data-rights/correction-form";
import { DataRightsPage } from "#app/components/data-rights/data-rights-page";
import { CORRECTION_INTENTS, correctionRequestSchema } from "#app/lib/schemas/data-rights";
import { privatePageMeta } from "#app/lib/seo";
import { intent, runIntent, type FormAnswer } from "#app/server/platform/action.server";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { requestCorrection } from "#app/server/privacy/data-requests.server";

/**
 * /dashboard/profile/duzeltme — the KVKK correction request (decision 055). The profile's section posts here; a
 * refused form comes back on this page with its errors (with or without JavaScript), a recorded one goes back to
 * the profile, whose list shows it.
 */
export const intents = CORRECTION_INTENTS;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request);
  return { title: getT(context)("dataRights.correction.pageTitle") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  return runIntent(
    await request.formData(),
    {
      "request-correction": intent({
        schema: correctionRequestSchema,
        run: async (v) => {
          await requestCorrection(
            { userId: user.id, customerId: user.profile.customerId, ip: clientIp(context), baseUrl: publicBaseUrl() },
            { field: v.field, requested_value: v.requested_value, details: v.details },
          );
          return redirectWithToast("/dashboard/profile", {
            type: "success",
            title: t("dataRights.correction.sentTitle"),
            description: t("dataRights.correction.sentText"),
          });
        },
      }),
    },
    { invalid: "validation.invalidChoice" },
  );
}

export default function DataCorrectionPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as FormAnswer | undefined;
  return (
    <DataRightsPage
      title={t("dataRights.correction.title")}
      text={t("dataRights.correction.text")}
      back={t("dataRights.correction.back")}
      compact
    >
      <CorrectionForm lastResult={answer?.result} />
    </DataRightsPage>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);
