import { adminScreen } from "#app/components/admin/screen";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { ListAnswerError, type FormAnswer } from "#app/components/admin/admin-form";
import { Link } from "#app/components/link";
import { AdminListPage, ListResults } from "#app/components/admin/list-page";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import type { Route } from "./+types/quote-requests";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Select } from "#app/components/ui/select";
import { TableCell, TableRow } from "#app/components/ui/table";
import {
  QUOTE_REQUEST_STATUSES,
  nextStatuses,
  type QuoteRequestStatus,
  QUOTE_REQUEST_STATUS_LOOK,
} from "#app/lib/domain/quote-request-status";
import { formatPlaceDeparture, placeTime } from "#app/lib/format";
import { zonesOfRoutes } from "#app/server/bookings/leg-times.server";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { backTo, intent, runIntent } from "#app/server/platform/action.server";
import { getT } from "#app/server/platform/i18n.server";
import { listQuoteRequestsForStaff, setRequestStatus, setRequestVisibility } from "#app/server/brokerage/staff-quote-requests.server";
import { clientIp, pageUrl, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { StatusBadge } from "#app/components/status-badge";
import { quoteRequestActionSchema } from "#app/lib/schemas/quote";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { cityName } from "#app/lib/airports";
import { requestExtras } from "#app/lib/domain/pricing";
import { EXTRA_LABEL_KEYS } from "#app/lib/domain/extra-labels";

/**
 * Admin → quote requests (spec §2.15, §7.3): newest first, searchable (customer, city, special requests),
 * filterable by status, paged. Staff show a request to brokers or hide it (`set-visibility`) and move its
 * status along the status machine (`set-status`); 'view quotes' opens /admin/broker-quotes?request_id=….
 */

/** The POST intents of this screen (the access matrix has a row for each). */
export const intents = quoteRequestActionSchema.options.map((o) => o.shape.intent.value);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const q = searchParam(url);
  const status = choiceParam(url, "status", QUOTE_REQUEST_STATUSES);
  const list = await listQuoteRequestsForStaff({ q, status, page: url.searchParams.get("page") });
  // each wished departure at its departure airport, with its zone (decision 044)
  const zones = await zonesOfRoutes(list.rows.map((r) => r.route));
  const rows = list.rows.map((r, i) => ({ ...r, departure: placeTime(r.departureDatetime, zones[i]!.departure)! }));
  return { title: t("quotes.admin.requests.pageTitle"), q, status, ...list, rows };
}

const [VISIBILITY, STATUS] = quoteRequestActionSchema.options;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const back = backTo(request);
  const base = { actorId: user.id, ip: clientIp(context), baseUrl: publicBaseUrl() };
  /** a change that was already so answers "info" instead of "success" */
  const answer = (changed: boolean, description: string) =>
    redirectWithToast(back, {
      type: changed ? "success" : "info",
      title: t(changed ? "quotes.common.success" : "quotes.common.info"),
      description,
    });
  return runIntent(
    await request.formData(),
    {
      "set-visibility": intent({
        schema: VISIBILITY,
        row: true,
        invalid: "quotes.errors.updateVisibility",
        run: async (v) => {
          const changed = await setRequestVisibility({ ...base, id: v.id, visible: v.visible_to_brokers });
          return answer(
            changed,
            t(changed ? (v.visible_to_brokers ? "quotes.toasts.visible" : "quotes.toasts.hidden") : "quotes.toasts.visibilityUnchanged"),
          );
        },
      }),
      "set-status": intent({
        schema: STATUS,
        row: true,
        run: async (v) => {
          const changed = await setRequestStatus({ ...base, id: v.id, to: v.status });
          return answer(
            changed,
            changed
              ? t("quotes.toasts.statusChanged", { status: t(`quotes.requestStatus.${v.status}`) })
              : t("quotes.toasts.statusUnchanged"),
          );
        },
      }),
    },
    {
      invalid: "quotes.errors.invalid",
      rowError: (error) => redirectWithToast(back, { type: "error", title: t("quotes.common.error"), description: t(error.messageKey) }),
    },
  );
}

// ───────────── component ─────────────

type Row = Route.ComponentProps["loaderData"]["rows"][number];

function RequestStatusBadge({ status }: { status: QuoteRequestStatus }) {
  return <StatusBadge look={QUOTE_REQUEST_STATUS_LOOK[status]} />;
}

function VisibilitySwitch({ row }: { row: Row }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useIsPending({ intent: "set-visibility", id: row.id });
  const route = `${cityName(row.route.departureCity, locale)} → ${cityName(row.route.arrivalCity, locale)}`;
  const on = row.visibleToBrokers;
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="set-visibility" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="visible_to_brokers" value={on ? "false" : "true"} />
      {/* a submit button acting as a switch: works without JavaScript */}
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-label={t("quotes.admin.requests.visibilityLabel", { route })}
        title={t(on ? "quotes.admin.requests.makeHidden" : "quotes.admin.requests.makeVisible")}
        disabled={busy}
        className="ui-switch"
      >
        <span aria-hidden="true" className="ui-switch-thumb" />
      </button>
      <span className="text-xs text-muted-foreground">
        {t(on ? "quotes.admin.requests.visibleOn" : "quotes.admin.requests.visibleOff")}
      </span>
    </Form>
  );
}

function StatusForm({ row }: { row: Row }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moves = nextStatuses(row.status);
  const route = `${cityName(row.route.departureCity, locale)} → ${cityName(row.route.arrivalCity, locale)}`;
  if (moves.length === 0) return <span className="text-xs text-muted-foreground">{t("quotes.admin.requests.noMoves")}</span>;
  return (
    <Form method="post" className="flex items-center gap-1">
      <input type="hidden" name="intent" value="set-status" />
      <input type="hidden" name="id" value={row.id} />
      <Select
        name="status"
        aria-label={t("quotes.admin.requests.statusLabel", { route })}
        wrapperClassName="w-40"
        options={moves.map((s) => ({ value: s, label: t(`quotes.requestStatus.${s}`) }))}
      />
      <Button type="submit" size="sm" variant="outline">
        {t("quotes.admin.requests.apply")}
      </Button>
    </Form>
  );
}

export default function QuoteRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { total, capped, page, q, status } = loaderData;
  const current = { q, status, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/quote-requests", current, changes);
  return (
    <AdminListPage title={t("quotes.admin.requests.title")} description={t("quotes.admin.requests.description")}>
      <ListAnswerError answer={actionData as FormAnswer} panels={[]} title={t("quotes.common.error")} />

      <ListFilters
        label={t("quotes.admin.requests.filters")}
        idPrefix="qr"
        q={q}
        searchLabel={t("quotes.admin.requests.searchLabel")}
        searchPlaceholder={t("quotes.admin.requests.searchPlaceholder")}
        filterLabel={t("quotes.common.filter")}
        clearLabel={t("quotes.common.clear")}
        clearHref="/admin/quote-requests"
        active={Boolean(q || status)}
      >
        <FilterSelect
          label={t("quotes.common.status")}
          name="status"
          value={status}
          all={t("quotes.common.allStatuses")}
          options={QUOTE_REQUEST_STATUSES}
          optionLabel={(s) => t(`quotes.requestStatus.${s}`)}
        />
      </ListFilters>

      <ListResults
        total={t(capped ? "quotes.admin.requests.totalCapped" : "quotes.admin.requests.total", { count: total })}
        label={t("quotes.admin.requests.tableLabel")}
        columns={[
          t("quotes.admin.requests.columns.customer"),
          t("quotes.admin.requests.columns.route"),
          t("quotes.admin.requests.columns.departure"),
          t("quotes.admin.requests.columns.status"),
          t("quotes.admin.requests.columns.visible"),
        ]}
        empty={t("quotes.admin.requests.empty")}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
      >
        {(row) => (
          <TableRow data-request-id={row.id}>
            <TableCell>
              <div className="font-medium">
                {row.customer.firstName} {row.customer.lastName}
              </div>
              <div className="text-xs text-muted-foreground">{row.customer.email}</div>
            </TableCell>
            <TableCell>
              <div className="whitespace-nowrap">
                {cityName(row.route.departureCity, locale)} → {cityName(row.route.arrivalCity, locale)}
              </div>
              {row.specialRequests ? (
                <div className="max-w-44 truncate text-xs text-muted-foreground" title={row.specialRequests}>
                  {row.specialRequests}
                </div>
              ) : null}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <div>
                <time dateTime={row.departure.at}>{formatPlaceDeparture(row.departure, row.departureDateOnly, locale)}</time>
              </div>
              <div className="text-xs text-muted-foreground">{t("quotes.common.passengerCount", { count: row.passengerCount })}</div>
              {row.tripLeg ? (
                <div className="text-xs text-muted-foreground">{t("quotes.admin.requests.tripLeg", { leg: row.tripLeg })}</div>
              ) : null}
              {requestExtras(row).length > 0 ? (
                <div className="text-xs text-muted-foreground">
                  {t("quotes.admin.requests.addOns", {
                    list: requestExtras(row)
                      .map((e) => t(EXTRA_LABEL_KEYS[e]))
                      .join(", "),
                  })}
                </div>
              ) : null}
            </TableCell>
            <TableCell>
              <div className="flex flex-col items-start gap-2">
                <RequestStatusBadge status={row.status} />
                <StatusForm row={row} />
              </div>
            </TableCell>
            <TableCell>
              <div className="flex flex-col items-start gap-2">
                <VisibilitySwitch row={row} />
                <Link to={`/admin/broker-quotes?request_id=${row.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  {t("quotes.admin.requests.viewQuotes", { count: row._count.brokerQuotes })}
                </Link>
                {row.reservationId ? (
                  <Link to={`/admin/reservations/${row.reservationId}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                    {t("reservations.convert.open")}
                  </Link>
                ) : row.status === "accepted" ? (
                  <Link to={`/admin/reservations/new?quote_request_id=${row.id}`} className={buttonVariants({ size: "sm" })}>
                    {t("reservations.convert.action")}
                  </Link>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        )}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, handle, ErrorBoundary } = adminScreen({ loadFailed: "quoteRequests" });
