import { useTranslation } from "#app/lib/use-translation";
import type { Route } from "./+types/profile";
import { ProfileForms } from "#app/components/profile-form";
import { requireBroker } from "#app/server/platform/auth/guard.server";
import { getT } from "#app/server/platform/i18n.server";
import { PROFILE_INTENTS } from "#app/lib/schemas/profile";
import { profileAction, profilePageData } from "#app/server/customers/profile.server";
import { privatePageMeta } from "#app/lib/seo";

/** /broker/profile: the broker user's personal details and password. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireBroker(request);
  return { profile: await profilePageData(user), title: getT(context)("broker.profile.pageTitle") };
}

/** The POST intents of this screen (the access matrix has a row for each). */
export const intents = PROFILE_INTENTS;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireBroker(request);
  return profileAction({ request, context, user, path: "/broker/profile" });
}

export default function BrokerProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-primary">{t("broker.profile.title")}</h1>
        <p className="text-muted-foreground">{t("broker.profile.description")}</p>
      </div>
      <ProfileForms data={loaderData.profile} actionData={actionData} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);
