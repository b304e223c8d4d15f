import { adminScreen } from "#app/components/admin/screen";
import { useTranslation } from "#app/lib/use-translation";
import { data } from "react-router";
import { Link } from "#app/components/link";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import type { Route } from "./+types/broker-quotes";
import { AdminListPage, ListResults } from "#app/components/admin/list-page";
import { RowActions } from "#app/components/admin/row-actions";
import { ConfirmDialog } from "#app/components/admin/confirm-dialog";
import { buttonVariants } from "#app/components/ui/button";
import { FormError } from "#app/components/ui/field";
import { TableCell, TableRow } from "#app/components/ui/table";
import { BROKER_QUOTE_STATUSES, effectiveQuoteStatus, BROKER_QUOTE_STATUS_LOOK } from "#app/lib/domain/broker-quote-status";
import { formatDateTime, formatPercent, formatPrice } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import { useLocale, useIsPending } from "#app/lib/use-pending";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { requestedPath, requireStaff } from "#app/server/platform/auth/guard.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { approveQuote, listBrokerQuotesForStaff, rejectQuote } from "#app/server/brokerage/staff-quote-decisions.server";
import { refusal } from "#app/server/platform/action.server";
import { clientIp, pageUrl, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { StatusBadge } from "#app/components/status-badge";
import { isUuid } from "#app/lib/schemas/fields";
import { parseForm } from "#app/lib/schemas/parse";
import { quoteDecisionSchema } from "#app/lib/schemas/quote";
import { cityName } from "#app/lib/airports";
import { OFFER_STATE_LOOK, offerState } from "#app/lib/domain/offer-response";

/**
 * Admin → broker quotes (spec §2.16, §7.3): newest first (submitted_at), searchable, filterable by request
 * (`request_id`) and status, paged. A pending, unexpired quote can be approved (the request is accepted and
 * its other pending quotes closed) or rejected. Two staff deciding at once: one wins, the other is told the
 * quote was already decided.
 */

/** The POST intents of this screen (the access matrix has a row for each). */
export const intents = quoteDecisionSchema.shape.intent.options;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const q = searchParam(url);
  const status = choiceParam(url, "status", BROKER_QUOTE_STATUSES);
  const rawRequestId = url.searchParams.get("request_id");
  const requestId = rawRequestId && isUuid(rawRequestId) ? rawRequestId.toLowerCase() : null;
  if (rawRequestId && !requestId) notFound("quotes.errors.requestNotFound");
  const list = await listBrokerQuotesForStaff({ q, requestId, status, page: url.searchParams.get("page") });
  if (requestId && !list.request) notFound("quotes.errors.requestNotFound");
  return { title: t("quotes.admin.quotes.pageTitle"), q, status, requestId, now: new Date(), ...list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const submission = parseForm(await request.formData(), { schema: quoteDecisionSchema });
  if (submission.status !== "success") return data({ formError: t("quotes.errors.updateQuote") }, { status: 400 });
  const { intent, id } = submission.value;
  const back = requestedPath(request);
  const input = { actorId: user.id, ip: clientIp(context), baseUrl: publicBaseUrl(), id };
  try {
    if (intent === "approve") {
      const result = await approveQuote(input);
      return redirectWithToast(back, {
        type: "success",
        title: t("quotes.common.success"),
        description: result.closed > 0 ? t("quotes.toasts.approvedClosed", { count: result.closed }) : t("quotes.toasts.approved"),
      });
    }
    await rejectQuote(input);
    return redirectWithToast(back, { type: "success", title: t("quotes.common.success"), description: t("quotes.toasts.rejected") });
  } catch (error) {
    return refusal(error, (refused) =>
      redirectWithToast(back, { type: "error", title: t("quotes.errors.updateQuote"), description: t(refused.messageKey) }),
    );
  }
}

// ───────────── component ─────────────

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/**
 * A decision: without JavaScript the button posts at once; with it, the button first asks for confirmation in a
 * dialog, whose confirm button posts the same decision.
 */
function DecisionForm({ row, intent }: { row: Row; intent: "approve" | "reject" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useIsPending({ id: row.id });
  const broker = row.broker.name;
  const approve = intent === "approve";
  return (
    <ConfirmDialog
      intent={intent}
      id={row.id}
      label={t(approve ? "quotes.admin.quotes.approveLabel" : "quotes.admin.quotes.rejectLabel", { broker })}
      variant={approve ? "default" : "outline"}
      busy={busy}
      title={t(approve ? "quotes.admin.quotes.confirmApproveTitle" : "quotes.admin.quotes.confirmRejectTitle")}
      description={
        <>
          {broker} · {formatPrice(row.quotedPrice, row.currency, locale)} —{" "}
          {t(approve ? "quotes.admin.quotes.confirmApprove" : "quotes.admin.quotes.confirmReject")}
        </>
      }
      cancelLabel={t("quotes.admin.quotes.cancel")}
      confirmLabel={t(approve ? "quotes.admin.quotes.approve" : "quotes.admin.quotes.reject")}
      confirmVariant={approve ? "default" : "destructive"}
    >
      {t(approve ? "quotes.admin.quotes.approve" : "quotes.admin.quotes.reject")}
    </ConfirmDialog>
  );
}

/** The customer's answer to an approved offer (decision 015): awaiting, accepted, declined or expired, with their note. */
function CustomerAnswer({ row, now }: { row: Row; now: string | number | Date }) {
  const { t } = useTranslation();
  const state = offerState(
    { customerResponse: row.customerResponse, expiresAt: new Date(row.expiresAt), converted: row.reservationId !== null },
    new Date(now),
  );
  return (
    <div className="mt-1 max-w-48 text-xs text-muted-foreground" data-customer-answer={state}>
      <div>{t("quotes.admin.quotes.customerAnswer", { state: t(OFFER_STATE_LOOK[state].labelKey) })}</div>
      {row.customerResponseNote ? <div>{t("quotes.admin.quotes.customerNote", { note: row.customerResponseNote })}</div> : null}
    </div>
  );
}

function DecisionButtons({ row }: { row: Row }) {
  return (
    <RowActions className="gap-2">
      <DecisionForm row={row} intent="approve" />
      <DecisionForm row={row} intent="reject" />
    </RowActions>
  );
}

export default function BrokerQuotesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { total, capped, page, q, status, requestId, request, now } = loaderData;
  const current = { q, status, request_id: requestId, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/broker-quotes", current, changes);
  return (
    <AdminListPage title={t("quotes.admin.quotes.title")} description={t("quotes.admin.quotes.description")}>
      {actionData?.formError ? <FormError title={t("quotes.common.error")} message={actionData.formError} /> : null}
      {request ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border bg-card p-3 text-sm">
          <span>
            {t("quotes.admin.quotes.forRequest", {
              customer: `${request.customer.firstName} ${request.customer.lastName}`,
              route: `${cityName(request.route.departureCity, locale)} → ${cityName(request.route.arrivalCity, locale)}`,
              status: t(`quotes.requestStatus.${request.status}`),
            })}
          </span>
          <Link to={href({ request_id: null })} className={buttonVariants({ variant: "ghost", size: "sm" })}>
            {t("quotes.admin.quotes.allRequests")}
          </Link>
        </div>
      ) : null}

      <ListFilters
        label={t("quotes.admin.quotes.filters")}
        idPrefix="bq"
        q={q}
        searchLabel={t("quotes.admin.quotes.searchLabel")}
        searchPlaceholder={t("quotes.admin.quotes.searchPlaceholder")}
        filterLabel={t("quotes.common.filter")}
        clearLabel={t("quotes.common.clear")}
        clearHref={listHref("/admin/broker-quotes", { request_id: requestId })}
        active={Boolean(q || status)}
        hidden={{ request_id: requestId }}
      >
        <FilterSelect
          label={t("quotes.common.status")}
          name="status"
          value={status}
          all={t("quotes.common.allStatuses")}
          options={BROKER_QUOTE_STATUSES}
          optionLabel={(s) => t(`quotes.quoteStatus.${s}`)}
        />
      </ListFilters>

      <ListResults
        total={t(capped ? "quotes.admin.quotes.totalCapped" : "quotes.admin.quotes.total", { count: total })}
        label={t("quotes.admin.quotes.tableLabel")}
        columns={[
          t("quotes.admin.quotes.columns.request"),
          t("quotes.admin.quotes.columns.broker"),
          { label: t("quotes.admin.quotes.columns.price"), className: "text-right" },
          t("quotes.admin.quotes.columns.jet"),
          t("quotes.admin.quotes.columns.submitted"),
          t("quotes.admin.quotes.columns.status"),
          t("quotes.admin.quotes.columns.actions"),
        ]}
        empty={t("quotes.admin.quotes.empty")}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
      >
        {(row) => {
          const shown = effectiveQuoteStatus({ status: row.status, expiresAt: new Date(row.expiresAt) }, new Date(now));
          const userName = `${row.user.profile?.firstName ?? ""} ${row.user.profile?.lastName ?? ""}`.trim() || row.user.email;
          return (
            <TableRow data-quote-id={row.id}>
              <TableCell>
                <div className="font-medium">
                  {row.quoteRequest.customer.firstName} {row.quoteRequest.customer.lastName}
                </div>
                <div className="text-xs whitespace-nowrap text-muted-foreground">
                  {cityName(row.quoteRequest.route.departureCity, locale)} → {cityName(row.quoteRequest.route.arrivalCity, locale)}
                </div>
              </TableCell>
              <TableCell>
                <div>{userName}</div>
                <div className="text-xs text-muted-foreground">{row.broker.name}</div>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatPrice(row.quotedPrice, row.currency, locale)}
                {row.priceCheck ? (
                  <div
                    className={cn(
                      "text-xs",
                      row.priceCheck.signal === "far-below" || row.priceCheck.signal === "far-above"
                        ? "font-medium text-warning"
                        : "text-muted-foreground",
                    )}
                    data-testid="price-check"
                    data-signal={row.priceCheck.signal}
                  >
                    {row.priceCheck.signal === "no-rate"
                      ? t("quotes.admin.quotes.estimateNoRate", {
                          estimate: formatPrice(row.priceCheck.estimate, row.priceCheck.currency, locale),
                        })
                      : t(`quotes.admin.quotes.estimate.${row.priceCheck.signal}`, {
                          estimate: formatPrice(row.priceCheck.estimate, row.priceCheck.currency, locale),
                          percent: formatPercent(Math.abs(row.priceCheck.deviation ?? 0), locale),
                        })}
                  </div>
                ) : null}
              </TableCell>
              <TableCell>
                {row.jetOffered ? (
                  `${row.jetOffered.manufacturer} ${row.jetOffered.model}`
                ) : (
                  <span className="text-muted-foreground">{t("quotes.admin.quotes.noJet")}</span>
                )}
                {row.brokerNotes ? (
                  <div className="max-w-56 truncate text-xs text-muted-foreground" title={row.brokerNotes}>
                    {t("quotes.admin.quotes.notes")}: {row.brokerNotes}
                  </div>
                ) : null}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <div>{formatDateTime(row.submittedAt, locale)}</div>
                <div className="text-xs text-muted-foreground">
                  {t("quotes.common.hours", { count: row.validityHours })} ·{" "}
                  {t("quotes.admin.quotes.expiresAt", { date: formatDateTime(row.expiresAt, locale) })}
                </div>
              </TableCell>
              <TableCell>
                <StatusBadge look={BROKER_QUOTE_STATUS_LOOK[shown]} />
                {row.decisionNote ? <div className="mt-1 max-w-48 text-xs text-muted-foreground">{row.decisionNote}</div> : null}
                {shown === "approved" ? <CustomerAnswer row={row} now={now} /> : null}
              </TableCell>
              <TableCell>
                {shown === "pending" ? (
                  <DecisionButtons row={row} />
                ) : shown === "approved" && row.reservationId ? (
                  <Link to={`/admin/reservations/${row.reservationId}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                    {t("reservations.convert.open")}
                  </Link>
                ) : shown === "approved" && row.quoteRequest.status === "accepted" ? (
                  <Link to={`/admin/reservations/new?quote_request_id=${row.quoteRequestId}`} className={buttonVariants({ size: "sm" })}>
                    {t("reservations.convert.action")}
                  </Link>
                ) : null}
              </TableCell>
            </TableRow>
          );
        }}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, handle, ErrorBoundary } = adminScreen({ loadFailed: "brokerQuotes" });
