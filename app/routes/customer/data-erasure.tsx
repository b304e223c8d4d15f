import { useTranslation } from "#app/lib/use-translation";
import type { Route } from "./+types/data-erasure";
import { ErasureForm } from "#app/components/data-rights/erasure-form";
import { DataRightsPage } from "#app/components/data-rights/data-rights-page";
import { COMMERCIAL_RECORDS_YEARS } from "#app/lib/domain/data-request";
import { ERASURE_INTENTS, erasureRequestSchema } from "#app/lib/schemas/data-rights";
import { privatePageMeta } from "#app/lib/seo";
import { intent, runIntent, type FormAnswer } from "#app/server/platform/action.server";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { destroySession } from "#app/server/platform/auth/session.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { erasurePreview, requestErasure } from "#app/server/privacy/erasure.server";

/**
 * /dashboard/profile/silme — the erasure's confirmation screen (decision 055): what is erased, what is kept and
 * why, what would hold the request open now, then the password (or the typed word) and the tick. With nothing
 * blocking, the post erases at once and signs the browser out; otherwise the request is recorded open.
 */
export const intents = ERASURE_INTENTS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const preview = await erasurePreview(user.id, user.profile.customerId);
  return { title: getT(context)("dataRights.erasure.pageTitle"), ...preview };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  return runIntent(
    await request.formData(),
    {
      "request-erasure": intent({
        schema: erasureRequestSchema,
        hideFields: ["password"],
        run: async (v) => {
          const done = await requestErasure(
            { userId: user.id, customerId: user.profile.customerId, ip: clientIp(context), baseUrl: publicBaseUrl() },
            { password: v.password, confirmation: v.confirmation },
          );
          if (done.outcome === "erased") {
            return redirectWithToast(
              "/",
              { type: "success", title: t("dataRights.erasure.doneTitle"), description: t("dataRights.erasure.doneText") },
              { headers: { "Set-Cookie": await destroySession(request) } },
            );
          }
          const reasons = done.blockers.map((b) => t(`dataRights.blocker.${b}`)).join("; ");
          return redirectWithToast("/dashboard/profile", {
            type: "info",
            title: t("dataRights.erasure.openTitle"),
            description: t("dataRights.erasure.openText", { reasons }),
          });
        },
      }),
    },
    { invalid: "validation.invalidChoice" },
  );
}

export default function DataErasurePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { hasPassword, blockers, openRequest } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  return (
    <DataRightsPage title={t("dataRights.erasure.heading")} text={t("dataRights.erasure.text")}>
      <section aria-labelledby="erased-title" className="flex flex-col gap-2">
        <h2 id="erased-title" className="font-semibold">
          {t("dataRights.erasure.erasedTitle")}
        </h2>
        <ul className="list-disc ps-5 text-sm">
          {t("dataRights.erasure.erasedItems")
            .split("|")
            .map((item) => (
              <li key={item}>{item}</li>
            ))}
        </ul>
      </section>
      <section aria-labelledby="kept-title" className="flex flex-col gap-2">
        <h2 id="kept-title" className="font-semibold">
          {t("dataRights.erasure.keptTitle")}
        </h2>
        <p className="text-sm">{t("dataRights.erasure.keptText", { years: COMMERCIAL_RECORDS_YEARS })}</p>
      </section>
      {blockers.length > 0 ? (
        <section
          aria-labelledby="blocked-title"
          className="flex flex-col gap-2 rounded-md border border-warning p-3"
          data-testid="erasure-blockers"
        >
          <h2 id="blocked-title" className="font-semibold">
            {t("dataRights.erasure.blockedTitle")}
          </h2>
          <p className="text-sm">{t("dataRights.erasure.blockedText")}</p>
          <ul className="list-disc ps-5 text-sm">
            {blockers.map((b) => (
              <li key={b}>{t(`dataRights.blocker.${b}`)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {openRequest ? (
        <p className="text-sm font-medium">{t("dataRights.erasure.alreadyOpen")}</p>
      ) : (
        <ErasureForm hasPassword={hasPassword} lastResult={answer?.result} />
      )}
    </DataRightsPage>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);
