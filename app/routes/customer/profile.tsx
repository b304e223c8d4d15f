import { useTranslation } from "#app/lib/use-translation";
import type { Route } from "./+types/profile";
import { ProfileForms } from "#app/components/profile-form";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { getT } from "#app/server/platform/i18n.server";
import { PROFILE_INTENTS } from "#app/lib/schemas/profile";
import { profileAction, profilePageData } from "#app/server/customers/profile.server";
import { privatePageMeta } from "#app/lib/seo";
import { PrivacySection } from "#app/components/data-rights/privacy-section";
import { customerDataRequests } from "#app/server/privacy/data-requests.server";

/** /dashboard/profile: the customer's personal details and password. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  return {
    profile: await profilePageData(user),
    title: getT(context)("customer.profile.pageTitle"),
    // the KVKK section's list: this account's own requests only (decision 055)
    dataRequests: await customerDataRequests(user.id),
  };
}

/** The POST intents of this screen (the access matrix has a row for each). */
export const intents = PROFILE_INTENTS;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  return profileAction({ request, context, user, path: "/dashboard/profile" });
}

export default function CustomerProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-primary">{t("customer.profile.title")}</h1>
        <p className="text-muted-foreground">{t("customer.profile.description")}</p>
      </div>
      <ProfileForms data={loaderData.profile} actionData={actionData} />
      <PrivacySection requests={loaderData.dataRequests} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);
