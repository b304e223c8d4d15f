import { ArrowLeft } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import type { Route } from "./+types/empty-leg-form";
import { EmptyLegForm } from "#app/components/empty-leg-form";
import { ErrorView } from "#app/components/error-view";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import type { LegFormActionData } from "#app/lib/schemas/empty-leg";
import { requireBroker } from "#app/server/platform/auth/guard.server";
import { brokerEmptyLeg, withFormState } from "#app/server/empty-legs/broker-empty-legs.server";
import { brokerLegAction, requireBrokerForPost } from "#app/server/empty-legs/broker-empty-leg-forms.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { notFound } from "#app/server/platform/http.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { privatePageMeta } from "#app/lib/seo";

/**
 * The empty-leg form on a page of its own (the no-JS path of the list's dialog), serving two routes:
 * `broker-empty-leg-new` (/broker/empty-legs/new, intent=create) and `broker-empty-leg-edit`
 * (/broker/empty-legs/:legId/edit, intent=update or delete, the broker's own unapproved leg only; a
 * foreign id answers 404, an approved one is refused).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireBroker(request);
  const t = getT(context);
  if (!params.legId) return { title: t("emptyLegs.form.newPageTitle"), leg: null, defaults: undefined, zones: undefined };
  const leg = await brokerEmptyLeg(user, params.legId);
  if (!leg) return notFound("emptyLegs.broker.toasts.notFound");
  if (leg.approved) {
    throw await redirectWithToast("/broker/empty-legs", {
      type: "error",
      title: t("emptyLegs.toast.error"),
      description: t("emptyLegs.broker.toasts.approvedLocked"),
    });
  }
  const [state] = await withFormState([leg], getLanguage(context));
  return { title: t("emptyLegs.form.editPageTitle"), leg: { id: leg.id }, defaults: state!.defaults, zones: state!.zones };
}

/** The POST intents of each of the two routes (the access matrix has a row for each). */
export const intents = {
  "broker-empty-leg-new": ["create"],
  "broker-empty-leg-edit": ["update", "delete"],
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireBrokerForPost(request, context);
  const form = await request.formData();
  return brokerLegAction({
    request,
    context,
    user,
    form,
    routeId: params.legId,
    allowed: params.legId ? intents["broker-empty-leg-edit"] : intents["broker-empty-leg-new"],
  });
}

export default function EmptyLegFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { leg, defaults, zones } = loaderData;
  const path = leg ? `/broker/empty-legs/${leg.id}/edit` : "/broker/empty-legs/new";
  return (
    <div className="flex w-full max-w-3xl flex-col gap-6">
      <Link to="/broker/empty-legs" className={buttonVariants({ variant: "ghost", className: "self-start" })}>
        <ArrowLeft aria-hidden="true" />
        {t("emptyLegs.form.back")}
      </Link>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {leg ? t("emptyLegs.form.editTitle") : t("emptyLegs.form.newTitle")}
          </CardTitle>
          <CardDescription>{t("emptyLegs.form.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <EmptyLegForm
            mode={leg ? "update" : "create"}
            legId={leg?.id}
            defaults={defaults}
            zones={zones}
            actionData={actionData as LegFormActionData | undefined}
            action={path}
            cancelHref="/broker/empty-legs"
          />
        </CardContent>
      </Card>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/broker/empty-legs" />;
}
