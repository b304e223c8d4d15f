import { adminScreen } from "#app/components/admin/screen";
import { RefreshCw } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form, redirect } from "react-router";
import { Link } from "#app/components/link";
import { ListAnswerError, type FormAnswer } from "#app/components/admin/admin-form";
import { ConfirmDelete } from "#app/components/admin/confirm-delete";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import { AddLink, AdminListPage, ListResults, rowStep, TitleCell } from "#app/components/admin/list-page";
import { RowActions, RowIntentButton, RowLink } from "#app/components/admin/row-actions";
import { StatGrid } from "#app/components/admin/stat-grid";
import { BrokerForm } from "#app/components/brokerage/broker-form";
import type { Route } from "./+types/brokers";
import { StatusBadge } from "#app/components/status-badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { TableCell, TableRow } from "#app/components/ui/table";
import { BROKER_STATE_LOOK, BROKER_STATES, brokerState } from "#app/lib/domain/broker-status";
import { formatDate } from "#app/lib/format";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { brokerChangeSchema, createBrokerSchema, updateBrokerSchema } from "#app/lib/schemas/broker";
import { isUuid } from "#app/lib/schemas/fields";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { requireAdmin, requireStaff } from "#app/server/platform/auth/guard.server";
import {
  brokerForScreen,
  brokerReferences,
  brokerSummary,
  createBroker,
  deleteBroker,
  listBrokers,
  setBrokerActive,
  updateBroker,
  type BrokerRow,
  type BrokerValues,
} from "#app/server/brokerage/brokers.server";
import { backTo, intent, runIntent, withStep } from "#app/server/platform/action.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * Admin → brokers (spec §2.12, §7.3, §8.3, §9): cards (total, active, disabled, total rate limit), a searchable,
 * filterable, paged list newest first, add and edit (`?new=1`, `?edit=<id>`), activate and deactivate, and
 * delete after a confirmation (`?delete=<id>`), refused while quotes, empty legs or users refer to the broker.
 * Admin and operations see the screen (spec §2.1 admin guard); only an admin changes brokers, since activating
 * one opens the customers' requests to it (decision 021). The API key is write-only.
 */
export { BROKER_INTENTS as INTENTS } from "#app/lib/schemas/broker";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const q = searchParam(url);
  const state = choiceParam(url, "state", BROKER_STATES);
  const editId = url.searchParams.get("edit");
  const deleteId = url.searchParams.get("delete");
  const isAdmin = user.profile.role === "admin";
  const [summary, list, editing, deleting] = await Promise.all([
    brokerSummary(),
    listBrokers({ q, state, page: url.searchParams.get("page") }),
    isAdmin && editId && isUuid(editId) ? brokerForScreen(editId) : Promise.resolve(null),
    isAdmin && deleteId && isUuid(deleteId)
      ? brokerForScreen(deleteId).then(async (b) => (b ? { broker: b, refs: await brokerReferences(b.id) } : null))
      : Promise.resolve(null),
  ]);
  if ((editId && !editing) || (deleteId && !deleting)) notFound("brokers.errors.notFound");
  return {
    title: t("brokers.pageTitle"),
    q,
    state,
    isAdmin,
    adding: isAdmin && url.searchParams.get("new") === "1",
    summary,
    ...list,
    editing,
    deleting,
  };
}

function valuesOf(v: {
  name: string;
  code: string;
  api_endpoint?: string;
  api_key_required: boolean;
  api_key?: string;
  rate_limit_per_minute: number;
  is_active: boolean;
}): BrokerValues {
  return {
    name: v.name,
    code: v.code,
    apiEndpoint: v.api_endpoint ?? null,
    apiKeyRequired: v.api_key_required,
    apiKey: v.api_key,
    rateLimitPerMinute: v.rate_limit_per_minute,
    isActive: v.is_active,
  };
}

/** The one-off steps of the list's address, which the action's answer leaves. */
const STEPS = ["new", "edit", "delete"];

/** The key never travels back to the browser, not even inside a refused form. */
const HIDDEN = ["api_key"];

const FAILED = {
  activate: "brokers.toasts.toggleFailed",
  deactivate: "brokers.toasts.toggleFailed",
  delete: "brokers.toasts.deleteFailed",
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const t = getT(context);
  const ip = clientIp(context);
  const back = backTo(request, STEPS);
  const success = (key: string) =>
    redirectWithToast(back, { type: "success", title: t("brokers.toasts.successTitle"), description: t(key) });
  const setActive = (active: boolean) =>
    intent({
      schema: brokerChangeSchema,
      row: true,
      run: async (v) => {
        await setBrokerActive({ actorId: user.id, ip, id: v.id, active });
        return success(active ? "brokers.toasts.activated" : "brokers.toasts.deactivated");
      },
    });
  return runIntent(
    await request.formData(),
    {
      create: intent({
        schema: createBrokerSchema,
        hideFields: HIDDEN,
        run: async (v) => {
          await createBroker({ actorId: user.id, ip, values: valuesOf(v) });
          return success("brokers.toasts.created");
        },
      }),
      update: intent({
        schema: updateBrokerSchema,
        hideFields: HIDDEN,
        run: async (v) => {
          await updateBroker({ actorId: user.id, ip, id: v.id, version: v.version, values: valuesOf(v), clearApiKey: v.clear_api_key });
          return success("brokers.toasts.updated");
        },
      }),
      activate: setActive(true),
      deactivate: setActive(false),
      delete: intent({
        schema: brokerChangeSchema,
        row: true,
        run: async (v) => {
          // without `confirm=yes`: the confirmation step (the page asks first, with and without JavaScript)
          if (v.intent !== "delete" || v.confirm !== "yes") return redirect(withStep(back, "delete", v.id));
          await deleteBroker({ actorId: user.id, ip, id: v.id });
          return success("brokers.toasts.deleted");
        },
      }),
    },
    {
      invalid: "brokers.errors.invalid",
      notFound: "brokers.errors.notFound",
      rowError: (error, name) =>
        redirectWithToast(back, {
          type: "error",
          title: t("brokers.toasts.errorTitle"),
          description: `${t(FAILED[name as keyof typeof FAILED])}: ${t(error.messageKey)}`,
        }),
    },
  );
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];

function BrokerRowActions({ row, href }: { row: BrokerRow; href: (c: Record<string, string | number | null>) => string }) {
  const { t } = useTranslation();
  const toggle = row.isActive ? "deactivate" : "activate";
  return (
    <RowActions>
      <RowLink to={href({ edit: row.id, new: null, delete: null })} label={t("brokers.actions.editFor", { name: row.name })}>
        {t("brokers.actions.edit")}
      </RowLink>
      <RowIntentButton intent={toggle} id={row.id} label={t(`brokers.actions.${toggle}For`, { name: row.name })}>
        {t(`brokers.actions.${toggle}`)}
      </RowIntentButton>
      <RowIntentButton
        intent="delete"
        id={row.id}
        variant="destructive"
        opensStep
        label={t("brokers.actions.deleteFor", { name: row.name })}
      >
        {t("brokers.actions.delete")}
      </RowIntentButton>
    </RowActions>
  );
}

/** A broker others refer to cannot be deleted: the step offers deactivation instead. */
function DeleteStep({ deleting, cancelHref }: { deleting: NonNullable<LoaderData["deleting"]>; cancelHref: string }) {
  const { t } = useTranslation();
  const toggleBusy = useIsPending({ intent: "deactivate" });
  const { broker, refs } = deleting;
  return (
    <ConfirmDelete
      id="broker-delete-confirm"
      title={t("brokers.delete.title")}
      text={refs.any ? t("brokers.errors.inUse") : t("brokers.delete.text")}
      subject={`${broker.name} (${broker.code})`}
      hint={refs.any ? t("brokers.delete.inUse", refs) : undefined}
      cancelHref={cancelHref}
      cancelLabel={t("brokers.delete.cancel")}
      recordId={broker.id}
      confirmLabel={t("brokers.delete.confirm")}
      blocked={refs.any}
    >
      {broker.isActive ? (
        <Form method="post">
          <input type="hidden" name="intent" value="deactivate" />
          <input type="hidden" name="id" value={broker.id} />
          <Button type="submit" variant="secondary" disabled={toggleBusy}>
            {t("brokers.actions.deactivate")}
          </Button>
        </Form>
      ) : null}
    </ConfirmDelete>
  );
}

export default function BrokersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, page, q, state, summary, isAdmin, adding, editing, deleting } = loaderData;
  const current = { q, state, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/brokers", current, changes);
  const answer = actionData as FormAnswer;
  // the delete confirmation stands under its row (above the list when the row is not on this page)
  const deleteStep = rowStep(rows, deleting?.broker.id, deleting ? <DeleteStep deleting={deleting} cancelHref={href({ page })} /> : null);
  return (
    <AdminListPage
      title={t("brokers.title")}
      description={t("brokers.description")}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={href({ page })} className={buttonVariants({ variant: "outline" })} reloadDocument>
            <RefreshCw aria-hidden="true" />
            {t("brokers.refresh")}
          </Link>
          {isAdmin ? <AddLink to={href({ new: 1, page })}>{t("brokers.add")}</AddLink> : null}
        </div>
      }
    >
      <ListAnswerError answer={answer} panels={["create", "update"]} title={t("brokers.toasts.errorTitle")} />

      <StatGrid
        label={t("brokers.cards.label")}
        items={[
          [t("brokers.cards.total"), summary.total],
          [t("brokers.cards.active"), summary.active],
          [t("brokers.cards.inactive"), summary.inactive],
          [t("brokers.cards.rateLimit"), summary.activeRateLimit],
        ]}
      />

      {adding ? <BrokerForm key="new" editing={null} answer={answer} closeHref={href({ page })} /> : null}
      {editing ? (
        <BrokerForm key={`${editing.id}-${editing.version}`} editing={editing} answer={answer} closeHref={href({ page })} />
      ) : null}
      {deleteStep.above}

      <ListFilters
        label={t("brokers.filters")}
        idPrefix="broker"
        q={q}
        searchLabel={t("brokers.searchLabel")}
        searchPlaceholder={t("brokers.searchPlaceholder")}
        filterLabel={t("brokers.filter")}
        clearLabel={t("brokers.clear")}
        clearHref="/admin/brokers"
        active={Boolean(q || state)}
      >
        <FilterSelect
          label={t("brokers.columns.status")}
          name="state"
          value={state}
          all={t("brokers.allStates")}
          options={BROKER_STATES}
          optionLabel={(s) => t(BROKER_STATE_LOOK[s].labelKey)}
        />
      </ListFilters>

      <ListResults
        total={t("brokers.total", { count: total })}
        label={t("brokers.tableLabel")}
        columns={[
          t("brokers.columns.name"),
          t("brokers.columns.endpoint"),
          t("brokers.columns.apiKey"),
          { label: t("brokers.columns.rateLimit"), className: "text-right" },
          t("brokers.columns.status"),
          { label: t("brokers.columns.users"), className: "text-right" },
          t("brokers.columns.created"),
          isAdmin && t("brokers.columns.actions"),
        ]}
        empty={q || state ? t("brokers.emptyFiltered") : t("brokers.empty")}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
        step={deleteStep}
      >
        {(row) => (
          <TableRow data-broker-id={row.id}>
            <TitleCell title={row.name} detail={row.code} detailClassName="font-mono" />
            <TableCell className="max-w-64 truncate font-mono text-xs">{row.apiEndpoint ?? t("brokers.noEndpoint")}</TableCell>
            <TableCell className="text-sm whitespace-nowrap">
              {row.apiKeyRequired ? t("brokers.apiKey.required") : t("brokers.apiKey.notRequired")}
              <span className="block text-xs text-muted-foreground">
                {row.hasApiKey ? t("brokers.apiKey.stored") : t("brokers.apiKey.missing")}
              </span>
            </TableCell>
            <TableCell className="text-right tabular-nums">{row.rateLimitPerMinute}</TableCell>
            <TableCell>
              <StatusBadge look={BROKER_STATE_LOOK[brokerState(row.isActive)]} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{row.users}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(row.createdAt, locale)}</TableCell>
            {isAdmin ? (
              <TableCell>
                <BrokerRowActions row={row} href={href} />
              </TableCell>
            ) : null}
          </TableRow>
        )}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, handle, ErrorBoundary } = adminScreen({ loadFailed: "brokers" });
