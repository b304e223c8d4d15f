import { BellRing, Trash2 } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/alerts";
import { ErrorView } from "#app/components/error-view";
import { LegWatchForm } from "#app/components/leg-watch-form";
import { Pagination } from "#app/components/pagination";
import { StatusBadge } from "#app/components/status-badge";
import { ConfirmPanel } from "#app/components/confirm-panel";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { FormError } from "#app/components/ui/field";
import { NEAR_ROUTE_RADIUS_KM } from "#app/lib/domain/leg-alert-match";
import { LEG_WATCH_STATUS_LOOK } from "#app/lib/domain/leg-watch-status";
import { formatDate } from "#app/lib/format";
import { listHref } from "#app/lib/list-params";
import { deleteLegWatchSchema, legWatchSchema, type LegWatchActionData } from "#app/lib/schemas/leg-watch";
import { LEG_WATCH_INTENTS } from "#app/lib/schemas/leg-watch-form";
import { fieldErrorText } from "#app/lib/schemas/message";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { requestedPath, requireCustomer } from "#app/server/platform/auth/guard.server";
import { intent, orNotFound, runIntent } from "#app/server/platform/action.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import {
  createCustomerWatch,
  deleteCustomerWatch,
  listWatches,
  ownWatch,
  watchFormConstraint,
} from "#app/server/empty-legs/leg-alerts.server";
import { readWatchForm } from "#app/server/empty-legs/leg-watch-forms.server";
import { placeSuggestions } from "#app/server/empty-legs/leg-watch-places.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * /dashboard/alerts (issue 17, decision 027): the customer's empty-leg watches (newest first, paged), a form to
 * save one (from, to, a date window, passengers) and delete for each. A watch of another customer answers 404
 * to the delete, whether it exists or not. Customer (role sales) only.
 */
export const intents = LEG_WATCH_INTENTS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  const url = pageUrl(request);
  const deleteId = url.searchParams.get("delete");
  let deleting: Awaited<ReturnType<typeof ownWatch>> | null = null;
  if (deleteId !== null) deleting = await orNotFound(ownWatch(user.id, deleteId));
  const list = await listWatches(user.id, url.searchParams.get("page"));
  return {
    title: t("legAlerts.customer.pageTitle"),
    ...list,
    deleting,
    suggestions: placeSuggestions(),
    radiusKm: NEAR_ROUTE_RADIUS_KM,
    watchConstraint: watchFormConstraint(false),
  };
}

/** The list URL the action returns to, without the confirmation step. */
function backPath(request: Request) {
  const url = new URL(requestedPath(request), "http://x");
  url.searchParams.delete("delete");
  return url.pathname + url.search;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  const ip = clientIp(context);
  const form = await request.formData();
  const done = (to: string, description: string) =>
    redirectWithToast(to, { type: "success", title: t("legAlerts.toasts.title"), description: t(description) });
  return runIntent(
    form,
    {
      create: intent({
        schema: legWatchSchema,
        run: async () => {
          // the schema's checks again, then the places resolved against the airport data (its own 400 answer)
          const read = await readWatchForm(form, legWatchSchema, "create");
          if (!read.ok) return read.response;
          // the one refusal of a new watch, the same watch saved already (409), is the form's error
          await createCustomerWatch({
            userId: user.id,
            value: read.value,
            from: read.from,
            to: read.to,
            language: getLanguage(context),
            ip,
          });
          return done("/dashboard/alerts", "legAlerts.toasts.created");
        },
      }),
      delete: intent({
        schema: deleteLegWatchSchema,
        // an id that is not one is a watch that does not exist (404), as another customer's is
        row: true,
        run: async (v) => {
          await deleteCustomerWatch({ userId: user.id, id: v.id, ip });
          return done(backPath(request), "legAlerts.toasts.deleted");
        },
      }),
    },
    { invalid: "legAlerts.errors.invalid", notFound: "legAlerts.errors.notFound" },
  );
}

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, page, pages, suggestions, radiusKm, deleting: confirming } = loaderData;
  const deleting = useIsPending({ intent: "delete" });
  const answer = actionData as LegWatchActionData | undefined;
  // the form's own error (a translation key): the same watch saved already, an intent the page never sends
  const formError = answer?.result?.error?.[""]?.[0];
  const day = (d: string) => formatDate(new Date(`${d}T12:00:00Z`), locale);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-primary">{t("legAlerts.customer.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("legAlerts.customer.description", { km: radiusKm })}</p>
      </div>

      {confirming ? (
        <ConfirmPanel
          id="watch-delete"
          title={t("legAlerts.customer.deleteTitle")}
          text={t("legAlerts.customer.deleteText")}
          subject={`${confirming.fromLabel} → ${confirming.toLabel}`}
          cancelHref={listHref("/dashboard/alerts", { page })}
          cancelLabel={t("legAlerts.customer.deleteCancel")}
        >
          <Form method="post" action={listHref("/dashboard/alerts", { page })}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={confirming.id} />
            <Button type="submit" variant="destructive" disabled={deleting}>
              <Trash2 aria-hidden="true" />
              {t("legAlerts.customer.deleteConfirm")}
            </Button>
          </Form>
        </ConfirmPanel>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("legAlerts.customer.newTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          {formError ? <FormError className="mb-4" title={t("legAlerts.errors.title")} message={fieldErrorText(formError, t)} /> : null}
          <LegWatchForm
            id="leg-watch"
            intent="create"
            actionData={answer}
            suggestions={suggestions}
            constraint={loaderData.watchConstraint}
          />
        </CardContent>
      </Card>

      <section aria-labelledby="watches-title" className="flex flex-col gap-3">
        <h2 id="watches-title" className="text-lg font-semibold">
          {t("legAlerts.customer.listTitle")}
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("legAlerts.customer.total", { count: total })}
        </p>
        {rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
            <BellRing aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-medium">{t("legAlerts.customer.emptyTitle")}</p>
            <p className="text-sm text-muted-foreground">{t("legAlerts.customer.emptyText")}</p>
          </div>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {rows.map((w) => (
              <li key={w.id} data-testid="leg-watch">
                <Card>
                  <CardHeader>
                    <CardTitle as="h3" className="flex flex-wrap items-center gap-2 text-base">
                      {w.fromLabel} → {w.toLabel}
                      <StatusBadge look={LEG_WATCH_STATUS_LOOK[w.status]} />
                    </CardTitle>
                    <CardDescription>
                      {t("legAlerts.customer.window", { from: day(w.dateFrom), to: day(w.dateTo) })} ·{" "}
                      {t("legAlerts.customer.passengers", { count: w.passengers })} · {t("legAlerts.customer.alerts", { count: w.alerts })}
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <Link
                      to={listHref("/dashboard/alerts", { page, delete: w.id })}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                      aria-label={t("legAlerts.customer.deleteLabel", { from: w.fromLabel, to: w.toLabel })}
                    >
                      <Trash2 aria-hidden="true" />
                      {t("legAlerts.customer.delete")}
                    </Link>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pages={pages} href={(p) => listHref("/dashboard/alerts", { page }, { page: p })} />
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
