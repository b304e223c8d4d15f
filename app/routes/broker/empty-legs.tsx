import { Pencil, Plus, Trash2 } from "#app/components/icons";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/empty-legs";
import { EmptyLegForm } from "#app/components/empty-leg-form";
import { ConfirmPanel } from "#app/components/confirm-panel";
import { ErrorView, type ScreenHandle } from "#app/components/error-view";
import { ConfirmDialog } from "#app/components/admin/confirm-dialog";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog";
import { canBrokerDelete, canBrokerEdit, EMPTY_LEG_STATE_LOOK } from "#app/lib/domain/empty-leg-status";
import { formatPlaceDateTime, formatPrice } from "#app/lib/format";
import { useLocale, useIsPending } from "#app/lib/use-pending";
import type { LegFormActionData } from "#app/lib/schemas/empty-leg";
import { requireBroker } from "#app/server/platform/auth/guard.server";
import { brokerEmptyLegs } from "#app/server/empty-legs/broker-empty-legs.server";
import { brokerLegAction, requireBrokerForPost } from "#app/server/empty-legs/broker-empty-leg-forms.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { useHydrated } from "#app/lib/use-hydrated";
import { privatePageMeta } from "#app/lib/seo";
import { StatusBadge } from "#app/components/status-badge";
import { isUuid } from "#app/lib/schemas/fields";
import { airportName } from "#app/lib/airports";
import { aircraftTypeLabel } from "#app/lib/aircraft";
import { returnFocusTo } from "#app/components/form-feedback";
import { pageUrl } from "#app/server/platform/request.server";

/**
 * /broker/empty-legs: the signed-in broker's own empty legs, newest first, with add and edit (a dialog
 * with JS; /broker/empty-legs/new and /:legId/edit without) and delete after a confirmation (an
 * AlertDialog with JS; the `?delete=<id>` step without). Edit and delete only while unapproved.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireBroker(request);
  const t = getT(context);
  const url = pageUrl(request);
  const legs = await brokerEmptyLegs(user, getLanguage(context));
  const deleteParam = url.searchParams.get("delete");
  const deleting = deleteParam && isUuid(deleteParam) ? (legs.find((l) => l.id === deleteParam && canBrokerDelete(l)) ?? null) : null;
  return { title: t("emptyLegs.broker.pageTitle"), legs, deleting };
}

/** The POST intents of this screen (the access matrix has a row for each). */
export const intents = ["create", "update", "delete"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireBrokerForPost(request, context);
  const form = await request.formData();
  return brokerLegAction({ request, context, user, form, allowed: intents });
}

// ───────────── component ─────────────

type Leg = Route.ComponentProps["loaderData"]["legs"][number];

function DeleteForm({ leg, confirmed, children }: { leg: Leg; confirmed: boolean; children: React.ReactNode }) {
  return (
    <Form method="post" action="/broker/empty-legs">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={leg.id} />
      {confirmed ? <input type="hidden" name="confirm" value="yes" /> : null}
      {children}
    </Form>
  );
}

function LegCard({ leg, hydrated, onEdit }: { leg: Leg; hydrated: boolean; onEdit: (leg: Leg) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const deleting = useIsPending({ intent: "delete", id: leg.id });
  const editable = canBrokerEdit(leg);
  const route = `${airportName(leg.departureAirport, locale)} → ${airportName(leg.arrivalAirport, locale)}`;
  return (
    <li>
      <Card data-testid="broker-empty-leg">
        <CardHeader className="grid-cols-[1fr_auto]">
          <CardTitle as="h2" className="text-lg">
            {route}
          </CardTitle>
          <StatusBadge look={EMPTY_LEG_STATE_LOOK[leg.approved ? "published" : "pending"]} />
          <CardDescription>
            {aircraftTypeLabel(leg.aircraftType, t)}
            {leg.aircraftModel ? ` · ${leg.aircraftModel}` : ""}
            {leg.operatorName ? ` · ${leg.operatorName}` : ""}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">{t("emptyLegs.form.departureDatetime")}</dt>
              <dd>
                <time dateTime={leg.departureTime.at}>{formatPlaceDateTime(leg.departureTime, locale)}</time>
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("emptyLegs.form.price")}</dt>
              <dd>{leg.price === null ? t("emptyLegs.noPrice") : formatPrice(leg.price, leg.currency, locale)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("emptyLegs.form.seatCapacity")}</dt>
              <dd>{leg.seatCapacity === null ? t("emptyLegs.noSeats") : t("emptyLegs.broker.seats", { count: leg.seatCapacity })}</dd>
            </div>
          </dl>
          {leg.notes ? <p className="whitespace-pre-line text-muted-foreground">{leg.notes}</p> : null}
          {editable ? (
            <div className="flex flex-wrap gap-2">
              <Link
                to={`/broker/empty-legs/${leg.id}/edit`}
                data-dialog-opener={leg.id}
                className={buttonVariants({ variant: "outline", size: "sm" })}
                aria-label={`${t("emptyLegs.broker.edit")}: ${route}`}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  onEdit(leg);
                }}
              >
                <Pencil aria-hidden="true" />
                {t("emptyLegs.broker.edit")}
              </Link>
              <ConfirmDialog
                intent="delete"
                id={leg.id}
                action="/broker/empty-legs"
                confirmed
                label={`${t("emptyLegs.broker.delete")}: ${route}`}
                busy={deleting}
                title={t("emptyLegs.broker.confirmDelete.title")}
                description={t("emptyLegs.broker.confirmDelete.text")}
                cancelLabel={t("emptyLegs.broker.confirmDelete.cancel")}
                confirmLabel={t("emptyLegs.broker.confirmDelete.confirm")}
              >
                <Trash2 aria-hidden="true" />
                {t("emptyLegs.broker.delete")}
              </ConfirmDialog>
            </div>
          ) : (
            <p className="text-muted-foreground">{t("emptyLegs.broker.lockedHint")}</p>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

function ConfirmDeletePanel({ leg }: { leg: Leg }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ConfirmPanel
      id="confirm-delete"
      title={t("emptyLegs.broker.confirmDelete.title")}
      text={t("emptyLegs.broker.confirmDelete.text")}
      subject={`${airportName(leg.departureAirport, locale)} → ${airportName(leg.arrivalAirport, locale)} · ${aircraftTypeLabel(leg.aircraftType, t)} · ${formatPlaceDateTime(leg.departureTime, locale)}`}
      cancelHref="/broker/empty-legs"
      cancelLabel={t("emptyLegs.broker.confirmDelete.cancel")}
    >
      <DeleteForm leg={leg} confirmed>
        <Button type="submit" variant="destructive">
          {t("emptyLegs.broker.confirmDelete.confirm")}
        </Button>
      </DeleteForm>
    </ConfirmPanel>
  );
}

export default function BrokerEmptyLegsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { legs, deleting } = loaderData;
  const failed = actionData as LegFormActionData | undefined;
  // the dialog: "new", a leg id being edited, or closed; a failed save keeps it open with its values
  const [dialog, setDialog] = useState<string | null>(null);
  const [seenFailure, setSeenFailure] = useState<LegFormActionData | undefined>(undefined);
  if (failed && failed !== seenFailure) {
    setSeenFailure(failed);
    setDialog(failed.intent === "create" ? "new" : failed.id);
  }
  // a successful save redirects back here (no action data): close the dialog then
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST") submitted.current = true;
    else if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      if (!failed) setDialog(null);
    }
  }, [navigation.state, navigation.formMethod, failed]);
  const editing = dialog && dialog !== "new" ? legs.find((l) => l.id === dialog) : undefined;
  const open = dialog === "new" || Boolean(editing);
  const close = () => setDialog(null);
  // what opened the dialog, to give the focus back when it closes (also after a save closed it)
  const opener = useRef<string | null>(null);
  useEffect(() => {
    if (dialog) opener.current = dialog;
  }, [dialog]);

  return (
    <div className="flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-primary">{t("emptyLegs.broker.title")}</h1>
          <p className="text-muted-foreground">{t("emptyLegs.broker.description")}</p>
        </div>
        <Link
          to="/broker/empty-legs/new"
          data-dialog-opener="new"
          className={buttonVariants()}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setDialog("new");
          }}
        >
          <Plus aria-hidden="true" />
          {t("emptyLegs.broker.add")}
        </Link>
      </div>

      {deleting ? <ConfirmDeletePanel leg={deleting} /> : null}

      {legs.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">{t("emptyLegs.broker.empty")}</p>
      ) : (
        <ul aria-label={t("emptyLegs.broker.listLabel")} className="flex flex-col gap-4">
          {legs.map((leg) => (
            <LegCard key={leg.id} leg={leg} hydrated={hydrated} onEdit={(l) => setDialog(l.id)} />
          ))}
        </ul>
      )}

      {hydrated ? (
        <Dialog open={open} onOpenChange={(next) => (next ? null : close())}>
          <DialogContent
            className="sm:max-w-2xl"
            closeLabel={t("common.close")}
            onCloseAutoFocus={(event) => returnFocusTo(opener.current)(event)}
          >
            <DialogHeader>
              <DialogTitle>{editing ? t("emptyLegs.form.editTitle") : t("emptyLegs.form.newTitle")}</DialogTitle>
              <DialogDescription>{t("emptyLegs.form.description")}</DialogDescription>
            </DialogHeader>
            {open ? (
              <EmptyLegForm
                key={editing ? editing.id : "new"}
                mode={editing ? "update" : "create"}
                legId={editing?.id}
                defaults={editing?.defaults}
                zones={editing?.zones}
                actionData={failed}
                action="/broker/empty-legs"
                cancelHref="/broker/empty-legs"
                onCancel={close}
              />
            ) : null}
          </DialogContent>
        </Dialog>
      ) : failed ? (
        // without JS a failed save from the list (e.g. a stale form) shows the form right here
        <Card>
          <CardHeader>
            <CardTitle as="h2">{failed.intent === "create" ? t("emptyLegs.form.newTitle") : t("emptyLegs.form.editTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            <EmptyLegForm
              mode={failed.intent}
              legId={failed.id ?? undefined}
              actionData={failed}
              action="/broker/empty-legs"
              cancelHref="/broker/empty-legs"
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

/** The screen's own "could not be loaded" text, also shown by its layout when the layout's loader failed first. */
export const handle = { loadFailed: "emptyLegs" } satisfies ScreenHandle;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/broker" loadFailed="emptyLegs" />;
}
