import { useTranslation } from "#app/lib/use-translation";
import type { Route } from "./+types/profile";
import { ProfileForms } from "#app/components/profile-form";
import { MarketingConsentCard } from "#app/components/consent/marketing-consent";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { getT } from "#app/server/platform/i18n.server";
import { PROFILE_INTENTS } from "#app/lib/schemas/profile";
import { MARKETING_CONSENT_INTENT } from "#app/lib/schemas/consent";
import { profileAction, profilePageData } from "#app/server/customers/profile.server";
import { marketingConsentAction, marketingConsentPageData, type ConsentActionData } from "#app/server/customers/consent-forms.server";
import { privatePageMeta } from "#app/lib/seo";
import { PrivacySection } from "#app/components/data-rights/privacy-section";
import { customerDataRequests } from "#app/server/privacy/data-requests.server";

const PATH = "/dashboard/profile";

/** /dashboard/profile: the customer's personal details, password and marketing consent (decision 056). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const [profile, consent, dataRequests] = await Promise.all([
    profilePageData(user),
    marketingConsentPageData(user),
    // the KVKK section's list: this account's own requests only (decision 055)
    customerDataRequests(user.id),
  ]);
  return { profile, consent, dataRequests, title: getT(context)("customer.profile.pageTitle") };
}

/** The POST intents of this screen (the access matrix has a row for each). */
export const intents = [...PROFILE_INTENTS, MARKETING_CONSENT_INTENT] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const form = await request.clone().formData();
  if (form.get("intent") === MARKETING_CONSENT_INTENT) return marketingConsentAction({ form, context, user, path: PATH });
  return profileAction({ request, context, user, path: PATH });
}

export default function CustomerProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-primary">{t("customer.profile.title")}</h1>
        <p className="text-muted-foreground">{t("customer.profile.description")}</p>
      </div>
      <ProfileForms data={loaderData.profile} actionData={actionData && "formError" in actionData ? actionData : undefined} />
      <MarketingConsentCard
        data={loaderData.consent}
        actionData={actionData && !("formError" in actionData) ? (actionData as ConsentActionData) : undefined}
      />
      <PrivacySection requests={loaderData.dataRequests} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);
