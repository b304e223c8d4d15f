import { adminScreen } from "#app/components/admin/screen";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { ListAnswerError, type FormAnswer } from "#app/components/admin/admin-form";
import { Link } from "#app/components/link";
import { AdminListPage, ListResults } from "#app/components/admin/list-page";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import type { Route } from "./+types/data-requests";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { TableCell, TableRow } from "#app/components/ui/table";
import { StatusBadge } from "#app/components/status-badge";
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_STATES,
  DATA_REQUEST_STATE_LOOK,
  daysUntilDue,
  isDataRequestOverdue,
} from "#app/lib/domain/data-request";
import { formatDate, formatDateTime, formatNumber } from "#app/lib/format";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { STAFF_DATA_REQUEST_INTENTS, staffDataRequestSchema } from "#app/lib/schemas/data-rights";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { backTo, intent, runIntent } from "#app/server/platform/action.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { listDataRequests } from "#app/server/privacy/data-requests.server";
import { completeDataRequest, rejectDataRequest } from "#app/server/privacy/staff-data-requests.server";

/**
 * Admin → KVKK requests (decision 055): every customer's correction, erasure and download request, the most
 * urgent due date first, searched by the customer's name or e-mail, filtered by state and kind, paged on the server;
 * an open one past its 30 days is marked.
 * Staff close a correction once they changed the data (`complete`), run an erasure (`complete`, the same
 * anonymisation as the customer's own), or reject either with a reason the customer reads (`reject`).
 */
export const intents = STAFF_DATA_REQUEST_INTENTS;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const state = choiceParam(url, "state", DATA_REQUEST_STATES);
  const kind = choiceParam(url, "kind", DATA_REQUEST_KINDS);
  const q = searchParam(url);
  const list = await listDataRequests({ q, state, kind, page: url.searchParams.get("page") });
  const now = new Date();
  const rows = list.rows.map((r) => ({ ...r, overdue: isDataRequestOverdue(r, now), daysLeft: daysUntilDue(r.dueAt, now) }));
  return { title: t("dataRights.staff.pageTitle"), q, state, kind, ...list, rows };
}

const [COMPLETE, REJECT] = staffDataRequestSchema.options;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const back = backTo(request);
  const base = { actorId: user.id, ip: clientIp(context) };
  const done = (description: string) => redirectWithToast(back, { type: "success", title: t("dataRights.staff.success"), description });
  return runIntent(
    await request.formData(),
    {
      complete: intent({
        schema: COMPLETE,
        row: true,
        run: async (v) => {
          await completeDataRequest({ ...base, id: v.id, note: v.note });
          return done(t("dataRights.staff.completedToast"));
        },
      }),
      reject: intent({
        schema: REJECT,
        row: true,
        invalid: "dataRights.staff.reasonRequired",
        run: async (v) => {
          await rejectDataRequest({ ...base, id: v.id, note: v.note });
          return done(t("dataRights.staff.rejectedToast"));
        },
      }),
    },
    {
      invalid: "dataRights.staff.invalid",
      notFound: "dataRights.errors.notFound",
      rowError: (error) =>
        redirectWithToast(back, {
          type: "error",
          title: t("dataRights.staff.error"),
          description: t(error.messageKey, {
            ...error.values,
            list: String(error.values.list ?? "")
              .split(", ")
              .filter(Boolean)
              .map((b) => t(`dataRights.blocker.${b}`))
              .join("; "),
          }),
        }),
    },
  );
}

// ───────────── component ─────────────

type Row = Route.ComponentProps["loaderData"]["rows"][number];

function RequestText({ row }: { row: Row }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <span className="font-medium">{t(`dataRights.kind.${row.kind}`)}</span>
      {row.kind === "correction" && row.field ? (
        <span className="max-w-72 text-xs break-words">
          {t("dataRights.staff.correctionAsk", { field: t(`dataRights.field.${row.field}`), value: row.requestedValue ?? "" })}
        </span>
      ) : null}
      {row.details ? <span className="max-w-72 text-xs break-words text-muted-foreground">{row.details}</span> : null}
      {row.blockers.length > 0 && row.state === "open" ? (
        <span className="text-xs text-muted-foreground">
          {t("dataRights.staff.blockers", { list: row.blockers.map((b) => t(`dataRights.blocker.${b}`)).join("; ") })}
        </span>
      ) : null}
    </div>
  );
}

function Answer({ row }: { row: Row }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (row.state !== "open") {
    const who = row.resolvedBy
      ? `${row.resolvedBy.profile?.firstName ?? ""} ${row.resolvedBy.profile?.lastName ?? ""}`.trim() || row.resolvedBy.email
      : t(`dataRights.kind.${row.kind}`);
    return (
      <div className="flex flex-col gap-1 text-xs text-muted-foreground">
        {row.resolvedAt ? <span>{t("dataRights.staff.resolvedBy", { who, at: formatDateTime(row.resolvedAt, locale) })}</span> : null}
        {row.staffNote ? <span className="max-w-60 break-words">{row.staffNote}</span> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Form method="post" className="flex flex-wrap items-center gap-1">
        <input type="hidden" name="intent" value="complete" />
        <input type="hidden" name="id" value={row.id} />
        <Input
          name="note"
          aria-label={`${t("dataRights.staff.note")} (${row.id.slice(0, 8)})`}
          placeholder={t("dataRights.staff.note")}
          className="h-8 w-44"
        />
        <Button type="submit" size="sm">
          {t(row.kind === "erasure" ? "dataRights.staff.completeErasure" : "dataRights.staff.complete")}
        </Button>
      </Form>
      <Form method="post" className="flex flex-wrap items-center gap-1">
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="id" value={row.id} />
        <Input
          name="note"
          required
          aria-label={`${t("dataRights.staff.reason")} (${row.id.slice(0, 8)})`}
          placeholder={t("dataRights.staff.reason")}
          className="h-8 w-44"
        />
        <Button type="submit" size="sm" variant="outline">
          {t("dataRights.staff.reject")}
        </Button>
      </Form>
    </div>
  );
}

export default function DataRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { total, capped, page, q, state, kind } = loaderData;
  const current = { q, state, kind, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/data-requests", current, changes);
  return (
    <AdminListPage title={t("dataRights.staff.title")} description={t("dataRights.staff.description")}>
      <ListAnswerError answer={actionData as FormAnswer} panels={[]} title={t("dataRights.staff.error")} />
      <ListFilters
        label={t("dataRights.staff.filters")}
        idPrefix="dsr"
        q={q}
        searchLabel={t("dataRights.staff.searchLabel")}
        searchPlaceholder={t("dataRights.staff.searchPlaceholder")}
        filterLabel={t("dataRights.staff.filter")}
        clearLabel={t("dataRights.staff.clear")}
        clearHref="/admin/data-requests"
        active={Boolean(q || state || kind)}
      >
        <FilterSelect
          label={t("dataRights.staff.stateLabel")}
          name="state"
          value={state}
          all={t("dataRights.staff.allStates")}
          options={DATA_REQUEST_STATES}
          optionLabel={(s) => t(`dataRights.state.${s}`)}
        />
        <FilterSelect
          label={t("dataRights.staff.kindLabel")}
          name="kind"
          value={kind}
          all={t("dataRights.staff.allKinds")}
          options={DATA_REQUEST_KINDS}
          optionLabel={(k) => t(`dataRights.kind.${k}`)}
        />
      </ListFilters>
      <ListResults
        total={
          capped
            ? t("dataRights.staff.totalCapped", { count: formatNumber(total, 0, locale) })
            : t("dataRights.staff.total", { count: total })
        }
        label={t("dataRights.staff.tableLabel")}
        columns={[
          t("dataRights.staff.columns.customer"),
          t("dataRights.staff.columns.request"),
          t("dataRights.staff.columns.due"),
          t("dataRights.staff.columns.state"),
          t("dataRights.staff.columns.actions"),
        ]}
        empty={t("dataRights.staff.empty")}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
      >
        {(row) => (
          <TableRow data-request-id={row.id} data-overdue={row.overdue ? "true" : undefined}>
            <TableCell>
              {row.customer ? (
                <>
                  <div className="font-medium">
                    {row.customer.firstName} {row.customer.lastName}
                  </div>
                  <div className="text-xs text-muted-foreground">{row.customer.email}</div>
                  {row.customerId ? (
                    <Link to={`/admin/customers/${row.customerId}`} className="text-xs text-primary underline underline-offset-4">
                      {t("dataRights.staff.customerLink")}
                    </Link>
                  ) : null}
                </>
              ) : (
                <div className="text-xs text-muted-foreground">{row.user?.email ?? t("dataRights.staff.anonymous")}</div>
              )}
            </TableCell>
            <TableCell>
              <RequestText row={row} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={row.dueAt.toISOString()}>{formatDate(row.dueAt, locale)}</time>
              {row.state === "open" ? (
                <div className={row.overdue ? "text-xs font-semibold text-destructive" : "text-xs text-muted-foreground"}>
                  {row.overdue ? t("dataRights.staff.overdue") : t("dataRights.staff.daysLeft", { count: row.daysLeft })}
                </div>
              ) : null}
            </TableCell>
            <TableCell>
              <StatusBadge look={DATA_REQUEST_STATE_LOOK[row.state]} />
            </TableCell>
            <TableCell>
              <Answer row={row} />
            </TableCell>
          </TableRow>
        )}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, handle, ErrorBoundary } = adminScreen();
