import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Plus, RefreshCw } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form, redirect } from "react-router";
import { Link } from "#app/components/link";
import { FilterSelect, ListFilters } from "#app/components/list-filters";
import { PanelCard } from "#app/components/panel-card";
import { StatGrid } from "#app/components/stat-grid";
import type { Route } from "./+types/brokers";
import { ConfirmPanel } from "#app/components/confirm-panel";
import { ErrorView, type ScreenHandle } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { StatusBadge } from "#app/components/status-badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Checkbox } from "#app/components/ui/checkbox";
import { Field, FormError, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { BROKER_LIMITS, BROKER_STATE_LOOK, BROKER_STATES, NEW_BROKER_DEFAULTS, brokerState } from "#app/lib/domain/broker-status";
import { formatDate } from "#app/lib/format";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { brokerChangeSchema, createBrokerSchema, updateBrokerSchema } from "#app/lib/schemas/broker";
import { isUuid } from "#app/lib/schemas/fields";
import { parseForm } from "#app/lib/schemas/parse";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { requestedPath, requireAdmin, requireStaff } from "#app/server/platform/auth/guard.server";
import {
  BrokerError,
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
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { isServiceError } from "#app/server/platform/service-error.server";
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

/** The list URL the action returns to, without the one-off steps. */
function backPath(request: Request) {
  const url = new URL(requestedPath(request), "http://x");
  for (const step of ["new", "edit", "delete"]) url.searchParams.delete(step);
  return url.pathname + url.search;
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

/** The key never travels back to the browser, not even inside a refused form. */
const HIDDEN = { hideFields: ["api_key"] };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const t = getT(context);
  const ip = clientIp(context);
  const form = await request.formData();
  const back = backPath(request);
  const intent = form.get("intent");
  const errorToast = (description: string) =>
    redirectWithToast(back, { type: "error", title: t("brokers.toasts.errorTitle"), description });
  const success = (key: string) =>
    redirectWithToast(back, { type: "success", title: t("brokers.toasts.successTitle"), description: t(key) });

  if (intent === "create" || intent === "update") {
    const submission =
      intent === "create" ? parseForm(form, { schema: createBrokerSchema }) : parseForm(form, { schema: updateBrokerSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply(HIDDEN), formError: null }, { status: 400 });
    }
    try {
      if (submission.value.intent === "create") {
        await createBroker({ actorId: user.id, ip, values: valuesOf(submission.value) });
        return success("brokers.toasts.created");
      }
      const v = submission.value;
      await updateBroker({ actorId: user.id, ip, id: v.id, version: v.version, values: valuesOf(v), clearApiKey: v.clear_api_key });
      return success("brokers.toasts.updated");
    } catch (error) {
      if (!isServiceError(error)) throw error;
      if (error.status === 404) notFound(error.messageKey);
      const field = error.field;
      return data(
        {
          intent,
          result: field ? submission.reply({ ...HIDDEN, fieldErrors: { [field]: [error.messageKey] } }) : submission.reply(HIDDEN),
          formError: field
            ? null
            : `${t(intent === "create" ? "brokers.toasts.createFailed" : "brokers.toasts.updateFailed")}: ${t(error.messageKey)}`,
        },
        { status: error.status },
      );
    }
  }

  const submission = parseForm(form, { schema: brokerChangeSchema });
  if (submission.status !== "success") {
    if (typeof form.get("id") === "string" && ["activate", "deactivate", "delete"].includes(String(intent)))
      notFound("brokers.errors.notFound");
    return data({ intent: String(intent ?? ""), result: null, formError: t("brokers.errors.invalid") }, { status: 400 });
  }
  const v = submission.value;
  if (v.intent === "delete") {
    if (v.confirm !== "yes") {
      // the confirmation step without JavaScript
      const url = new URL(back, "http://x");
      url.searchParams.set("delete", v.id);
      return redirect(url.pathname + url.search);
    }
    try {
      await deleteBroker({ actorId: user.id, ip, id: v.id });
    } catch (error) {
      if (!(error instanceof BrokerError)) throw error;
      if (error.status === 404) notFound(error.messageKey);
      return errorToast(`${t("brokers.toasts.deleteFailed")}: ${t(error.messageKey)}`);
    }
    return success("brokers.toasts.deleted");
  }
  try {
    await setBrokerActive({ actorId: user.id, ip, id: v.id, active: v.intent === "activate" });
  } catch (error) {
    if (!(error instanceof BrokerError)) throw error;
    if (error.status === 404) notFound(error.messageKey);
    return errorToast(`${t("brokers.toasts.toggleFailed")}: ${t(error.messageKey)}`);
  }
  return success(v.intent === "activate" ? "brokers.toasts.activated" : "brokers.toasts.deactivated");
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = { intent: string; result: SubmissionResult<string[]> | null; formError: string | null } | undefined;

function SummaryCards({ summary }: { summary: LoaderData["summary"] }) {
  const { t } = useTranslation();
  return (
    <StatGrid
      label={t("brokers.cards.label")}
      items={[
        [t("brokers.cards.total"), summary.total],
        [t("brokers.cards.active"), summary.active],
        [t("brokers.cards.inactive"), summary.inactive],
        [t("brokers.cards.rateLimit"), summary.activeRateLimit],
      ]}
    />
  );
}

function BrokerForm({ editing, actionData, closeHref }: { editing: BrokerRow | null; actionData: ActionData; closeHref: string }) {
  const { t } = useTranslation();
  const intent = editing ? "update" : "create";
  const schema = editing ? updateBrokerSchema : createBrokerSchema;
  const busy = useIsPending({ intent });
  const on = (v: boolean) => (v ? "on" : undefined);
  const [form, fields] = useForm({
    id: editing ? `broker-edit-${editing.id}` : "broker-new",
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    constraint: getZodConstraint(schema),
    defaultValue: editing
      ? {
          name: editing.name,
          code: editing.code,
          api_endpoint: editing.apiEndpoint ?? "",
          api_key_required: on(editing.apiKeyRequired),
          rate_limit_per_minute: String(editing.rateLimitPerMinute),
          is_active: on(editing.isActive),
        }
      : {
          api_key_required: on(NEW_BROKER_DEFAULTS.apiKeyRequired),
          rate_limit_per_minute: String(NEW_BROKER_DEFAULTS.rateLimitPerMinute),
          is_active: on(NEW_BROKER_DEFAULTS.isActive),
        },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });
  const errorOf = (e?: string[]) => e?.map((k) => t(k));
  const formError = actionData?.intent === intent ? actionData.formError : null;
  return (
    <PanelCard
      title={editing ? t("brokers.form.editTitle") : t("brokers.form.addTitle")}
      closeHref={closeHref}
      closeLabel={t("brokers.form.close")}
    >
      {formError ? <FormError title={t("brokers.toasts.errorTitle")} message={formError} /> : null}
      <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value={intent} />
        {editing ? (
          <>
            <input type="hidden" name="id" value={editing.id} />
            <input type="hidden" name="version" value={editing.version} />
          </>
        ) : null}
        <Field label={t("brokers.form.name")} htmlFor={fields.name.id} error={errorOf(fields.name.errors)} required>
          <Input {...getInputProps(fields.name, { type: "text" })} {...fieldAria(fields.name)} autoComplete="organization" />
        </Field>
        <Field
          label={t("brokers.form.code")}
          htmlFor={fields.code.id}
          error={errorOf(fields.code.errors)}
          description={t("brokers.form.codeHint")}
          required
        >
          <Input
            {...getInputProps(fields.code, { type: "text" })}
            {...fieldAria(fields.code, true)}
            autoComplete="off"
            className="uppercase"
            maxLength={BROKER_LIMITS.codeMax}
          />
        </Field>
        <Field
          label={t("brokers.form.endpoint")}
          htmlFor={fields.api_endpoint.id}
          error={errorOf(fields.api_endpoint.errors)}
          description={t("brokers.form.endpointHint")}
          className="md:col-span-2"
        >
          <Input
            {...getInputProps(fields.api_endpoint, { type: "url" })}
            {...fieldAria(fields.api_endpoint, true)}
            autoComplete="off"
            placeholder="https://"
          />
        </Field>
        <Field
          label={t("brokers.form.apiKey")}
          htmlFor={fields.api_key.id}
          error={errorOf(fields.api_key.errors)}
          description={editing ? t("brokers.form.apiKeyHintEdit") : t("brokers.form.apiKeyHintNew")}
        >
          {/* write-only: never filled with a stored or submitted value */}
          <Input
            id={fields.api_key.id}
            name={fields.api_key.name}
            type="password"
            defaultValue=""
            {...fieldAria(fields.api_key, true)}
            autoComplete="new-password"
            maxLength={BROKER_LIMITS.apiKeyMax}
          />
        </Field>
        <Field
          label={t("brokers.form.rateLimit")}
          htmlFor={fields.rate_limit_per_minute.id}
          error={errorOf(fields.rate_limit_per_minute.errors)}
          required
        >
          <Input
            {...getInputProps(fields.rate_limit_per_minute, { type: "text" })}
            {...fieldAria(fields.rate_limit_per_minute)}
            inputMode="numeric"
            autoComplete="off"
          />
        </Field>
        <div className="flex flex-col gap-3 md:col-span-2">
          <label className="flex items-center gap-2 text-sm">
            <Checkbox {...getInputProps(fields.api_key_required, { type: "checkbox" })} />
            {t("brokers.form.apiKeyRequired")}
          </label>
          {editing?.hasApiKey ? (
            <label className="flex items-center gap-2 text-sm">
              <Checkbox {...getInputProps(fields.clear_api_key, { type: "checkbox" })} />
              {t("brokers.form.clearApiKey")}
            </label>
          ) : null}
          <label className="flex items-center gap-2 text-sm">
            <Checkbox {...getInputProps(fields.is_active, { type: "checkbox" })} />
            {t("brokers.form.isActive")}
          </label>
        </div>
        <div className="md:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? t("brokers.form.submitting") : editing ? t("brokers.form.submitEdit") : t("brokers.form.submitAdd")}
          </Button>
        </div>
      </Form>
    </PanelCard>
  );
}

function RowActions({ row, href }: { row: BrokerRow; href: (c: Record<string, string | number | null>) => string }) {
  const { t } = useTranslation();
  const busy = useIsPending({ id: row.id });
  const toggle = row.isActive ? "deactivate" : "activate";
  return (
    <div className="flex flex-wrap gap-1">
      <Link
        to={href({ edit: row.id, new: null, delete: null })}
        className={buttonVariants({ size: "sm", variant: "outline" })}
        aria-label={t("brokers.actions.editFor", { name: row.name })}
      >
        {t("brokers.actions.edit")}
      </Link>
      <Form method="post">
        <input type="hidden" name="intent" value={toggle} />
        <input type="hidden" name="id" value={row.id} />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={t(`brokers.actions.${toggle}For`, { name: row.name })}
        >
          {t(`brokers.actions.${toggle}`)}
        </Button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={row.id} />
        <Button
          type="submit"
          size="sm"
          variant="destructive"
          disabled={busy}
          aria-label={t("brokers.actions.deleteFor", { name: row.name })}
        >
          {t("brokers.actions.delete")}
        </Button>
      </Form>
    </div>
  );
}

export default function BrokersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, page, pages, q, state, summary, isAdmin, adding, editing, deleting } = loaderData;
  const current = { q, state, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/brokers", current, changes);
  const deleteBusy = useIsPending({ intent: "delete" });
  const toggleBusy = useIsPending({ intent: "deactivate" });
  const listError = actionData && !["create", "update"].includes(actionData.intent) ? actionData.formError : null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("brokers.title")}</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">{t("brokers.description")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={href({ page })} className={buttonVariants({ variant: "outline" })} reloadDocument>
            <RefreshCw aria-hidden="true" />
            {t("brokers.refresh")}
          </Link>
          {isAdmin && !adding ? (
            <Link to={href({ new: 1, page })} className={buttonVariants()}>
              <Plus aria-hidden="true" />
              {t("brokers.add")}
            </Link>
          ) : null}
        </div>
      </div>
      {listError ? <FormError title={t("brokers.toasts.errorTitle")} message={listError} /> : null}

      <SummaryCards summary={summary} />

      {adding ? <BrokerForm key="new" editing={null} actionData={actionData as ActionData} closeHref={href({ page })} /> : null}
      {editing ? (
        <BrokerForm
          key={`${editing.id}-${editing.version}`}
          editing={editing}
          actionData={actionData as ActionData}
          closeHref={href({ page })}
        />
      ) : null}

      {deleting ? (
        <ConfirmPanel
          id="broker-delete-confirm"
          title={t("brokers.delete.title")}
          text={deleting.refs.any ? t("brokers.errors.inUse") : t("brokers.delete.text")}
          subject={`${deleting.broker.name} (${deleting.broker.code})`}
          hint={deleting.refs.any ? t("brokers.delete.inUse", deleting.refs) : undefined}
          cancelHref={href({ page })}
          cancelLabel={t("brokers.delete.cancel")}
        >
          {deleting.refs.any ? (
            deleting.broker.isActive ? (
              <Form method="post">
                <input type="hidden" name="intent" value="deactivate" />
                <input type="hidden" name="id" value={deleting.broker.id} />
                <Button type="submit" variant="secondary" disabled={toggleBusy}>
                  {t("brokers.actions.deactivate")}
                </Button>
              </Form>
            ) : null
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={deleting.broker.id} />
              <input type="hidden" name="confirm" value="yes" />
              <Button type="submit" variant="destructive" disabled={deleteBusy}>
                {t("brokers.delete.confirm")}
              </Button>
            </Form>
          )}
        </ConfirmPanel>
      ) : null}

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
          id="broker-state"
          label={t("brokers.columns.status")}
          name="state"
          value={state ?? ""}
          options={[
            { value: "", label: t("brokers.allStates") },
            ...BROKER_STATES.map((s) => ({ value: s, label: t(BROKER_STATE_LOOK[s].labelKey) })),
          ]}
        />
      </ListFilters>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("brokers.total", { count: total })}
      </p>

      <Table scrollLabel={t("brokers.tableLabel")} containerClassName="border">
        <TableHeader>
          <TableRow>
            <TableHead>{t("brokers.columns.name")}</TableHead>
            <TableHead>{t("brokers.columns.endpoint")}</TableHead>
            <TableHead>{t("brokers.columns.apiKey")}</TableHead>
            <TableHead className="text-right">{t("brokers.columns.rateLimit")}</TableHead>
            <TableHead>{t("brokers.columns.status")}</TableHead>
            <TableHead className="text-right">{t("brokers.columns.users")}</TableHead>
            <TableHead>{t("brokers.columns.created")}</TableHead>
            {isAdmin ? <TableHead>{t("brokers.columns.actions")}</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={isAdmin ? 8 : 7} className="py-8 text-center text-muted-foreground">
                {q || state ? t("brokers.emptyFiltered") : t("brokers.empty")}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} data-broker-id={row.id}>
                <TableCell>
                  <div className="font-medium">{row.name}</div>
                  <div className="font-mono text-xs text-muted-foreground">{row.code}</div>
                </TableCell>
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
                    <RowActions row={row} href={href} />
                  </TableCell>
                ) : null}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>

      <Pagination page={page} pages={pages} href={(p) => href({ page: p })} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

/** The screen's own "could not be loaded" text, also shown by its layout when the layout's loader failed first. */
export const handle = { loadFailed: "brokers" } satisfies ScreenHandle;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/admin" loadFailed="brokers" />;
}
