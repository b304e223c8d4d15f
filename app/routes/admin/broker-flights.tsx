import { adminScreen } from "#app/components/admin/screen";
import { RefreshCw } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { useEffect } from "react";
import { data, Form, useRevalidator } from "react-router";
import type { Route } from "./+types/broker-flights";
import { LinkTabs } from "#app/components/link-tabs";
import { AdminListPage, ListResults, ListTable, TitleCell } from "#app/components/admin/list-page";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import { RowIntentButton } from "#app/components/admin/row-actions";
import { StatusBadge } from "#app/components/status-badge";
import { Button } from "#app/components/ui/button";
import { FormError } from "#app/components/ui/field";
import { TableCell, TableRow } from "#app/components/ui/table";
import { BROKER_FLIGHT_STATUS_LOOK, BROKER_FLIGHT_STATUSES, isBrokerFlightStatus } from "#app/lib/domain/broker-flight-status";
import { BROKER_STATE_LOOK, brokerState } from "#app/lib/domain/broker-status";
import { BROKER_SYNC_RUN_LOOK, isBrokerSyncRunState, isOpenRun, RUN_POLL_MS } from "#app/lib/domain/broker-sync-run-status";
import { formatDateTime, formatPlaceAndIstanbul, formatPrice } from "#app/lib/format";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { brokerSyncSchema } from "#app/lib/schemas/broker";
import { isUuid } from "#app/lib/schemas/fields";
import { parseForm } from "#app/lib/schemas/parse";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { requestedPath, requireStaff } from "#app/server/platform/auth/guard.server";
import { brokerSyncStates, listBrokerFlights } from "#app/server/brokerage/broker-flights.server";
import { queueAllBrokerSyncs, queueBrokerSync } from "#app/server/brokerage/broker-sync-runs.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * Admin → broker flight integration (spec §2.13, §7.3, §8.3): tab 'Available Flights' (synced flights with
 * search, broker and status filters, paged by departure) and tab 'Broker Status' (each broker's state, last
 * sync, last error, flight count, a sync button; a disabled broker cannot be synced), and 'sync all'. Admin
 * and operations (spec §2.1 admin guard, §6 broker sync). The sync itself: app/server/brokerage/broker-sync.server.ts.
 */
export { BROKER_SYNC_INTENTS as INTENTS } from "#app/lib/schemas/broker";

const TABS = ["flights", "status"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const tab = choiceParam(url, "tab", TABS) ?? "flights";
  const q = searchParam(url);
  const brokerParam = url.searchParams.get("broker");
  const brokerId = brokerParam && isUuid(brokerParam) ? brokerParam.toLowerCase() : null;
  const statusParam = url.searchParams.get("status");
  const status = isBrokerFlightStatus(statusParam) ? statusParam : null;
  const [states, list] = await Promise.all([
    brokerSyncStates(),
    tab === "flights" ? listBrokerFlights({ q, brokerId, status, page: url.searchParams.get("page") }) : Promise.resolve(null),
  ]);
  return { title: t("brokerFlights.pageTitle"), tab, q, brokerId, status, states, list };
}

function backPath(request: Request) {
  const url = new URL(requestedPath(request), "http://x");
  return url.pathname + url.search;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const ip = clientIp(context);
  const form = await request.formData();
  const back = backPath(request);
  const submission = parseForm(form, { schema: brokerSyncSchema });
  if (submission.status !== "success") {
    if (form.get("intent") === "sync" && typeof form.get("id") === "string") notFound("brokerFlights.errors.notFound");
    return data({ formError: t("brokerFlights.errors.invalid") }, { status: 400 });
  }
  const failed = (reason: string) =>
    redirectWithToast(back, {
      type: "error",
      title: t("brokerFlights.toasts.errorTitle"),
      description: `${t("brokerFlights.toasts.syncFailed")}: ${reason}`,
    });
  const queued = (description: string) => redirectWithToast(back, { type: "success", title: t("brokerSyncRuns.queuedTitle"), description });

  // the sync runs in the background (decision 022): the button queues it and answers at once
  const value = submission.value;
  if (value.intent === "sync") {
    const result = await queueBrokerSync(value.id, { actorId: user.id, ip });
    if (!result.ok) {
      if (result.refused === "notFound") notFound("brokerFlights.errors.notFound");
      if (result.refused === "queued") return failed(t("brokerSyncRuns.alreadyOne"));
      return failed(t(`brokerFlights.toasts.${result.refused}`));
    }
    const broker = (await brokerSyncStates()).find((b) => b.id === value.id);
    return queued(t("brokerSyncRuns.queuedOne", { broker: broker?.name ?? "" }));
  }
  const result = await queueAllBrokerSyncs({ actorId: user.id, ip });
  if (result.brokers === 0) return failed(t("brokerFlights.toasts.none"));
  if (result.queued === 0) return failed(t("brokerSyncRuns.alreadyAll"));
  return queued(t("brokerSyncRuns.queuedAll", { count: result.queued }));
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];

function SyncButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const busy = useIsPending({ id });
  return (
    <RowIntentButton intent="sync" id={id} label={t("brokerFlights.brokerStatus.syncFor", { name })}>
      <RefreshCw aria-hidden="true" className={busy ? "animate-spin" : undefined} />
      {t("brokerFlights.brokerStatus.sync")}
    </RowIntentButton>
  );
}

/** While a run is queued or running, the page reloads its data every RUN_POLL_MS (JavaScript only). */
function useRefreshWhileOpen(open: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!open || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), RUN_POLL_MS);
    return () => clearTimeout(timer);
  }, [open, state, revalidate]);
}

function LatestRun({ run }: { run: LoaderData["states"][number]["latestRun"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!run || !isBrokerSyncRunState(run.state)) return <span className="text-muted-foreground">{t("brokerSyncRuns.none")}</span>;
  return (
    <div className="flex flex-col gap-1 text-sm" data-run-state={run.state}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge look={BROKER_SYNC_RUN_LOOK[run.state]} />
        {run.attempts > 0 ? (
          <span className="text-xs text-muted-foreground">{t("brokerSyncRuns.attempts", { count: run.attempts })}</span>
        ) : null}
      </div>
      {run.state === "succeeded" ? (
        <div className="text-xs">
          {t("brokerSyncRuns.counts", {
            upserted: run.upserted,
            unchanged: run.unchanged,
            skipped: run.skipped,
            unavailable: run.markedUnavailable,
          })}
        </div>
      ) : null}
      {run.state === "failed" && run.error ? <div className="max-w-72 text-xs text-destructive">{run.error}</div> : null}
      <div className="text-xs text-muted-foreground">
        {run.finishedAt
          ? t("brokerSyncRuns.finishedAt", { at: formatDateTime(run.finishedAt, locale) })
          : t("brokerSyncRuns.queuedAt", { at: formatDateTime(run.queuedAt, locale) })}
      </div>
      {run.claimedBy ? (
        <div className="font-mono text-xs text-muted-foreground" data-run-claimed-by>
          {t("brokerSyncRuns.claimedBy", { instance: run.claimedBy })}
        </div>
      ) : null}
    </div>
  );
}

function StatusTab({ states }: { states: LoaderData["states"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = states.some((b) => isOpenRun(b.latestRun?.state));
  useRefreshWhileOpen(open);
  return (
    <>
      {open ? <p className="text-sm text-muted-foreground">{t("brokerSyncRuns.autoRefresh")}</p> : null}
      <ListTable
        label={t("brokerFlights.brokerStatus.tableLabel")}
        columns={[
          t("brokerFlights.brokerStatus.broker"),
          t("brokerFlights.brokerStatus.active"),
          t("brokerFlights.brokerStatus.lastSync"),
          t("brokerFlights.brokerStatus.lastError"),
          t("brokerSyncRuns.column"),
          { label: t("brokerFlights.brokerStatus.flights"), className: "text-right" },
          t("brokerFlights.brokerStatus.actions"),
        ]}
        count={states.length}
      >
        {states.map((b) => (
          <TableRow key={b.id} data-broker-id={b.id}>
            <TitleCell title={b.name} detail={b.code} detailClassName="font-mono" />
            <TableCell>
              <StatusBadge look={BROKER_STATE_LOOK[brokerState(b.isActive)]} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {b.syncStartedAt
                ? t("brokerFlights.brokerStatus.running")
                : b.lastSyncedAt
                  ? formatDateTime(b.lastSyncedAt, locale)
                  : t("brokerFlights.brokerStatus.never")}
              {b.lastSyncSkipped ? (
                <div className="text-xs text-muted-foreground">{t("brokerFlights.brokerStatus.skipped", { count: b.lastSyncSkipped })}</div>
              ) : null}
            </TableCell>
            <TableCell className="max-w-72 text-sm text-destructive">{b.lastSyncError ?? "—"}</TableCell>
            <TableCell>
              <LatestRun run={b.latestRun} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{b.flights}</TableCell>
            <TableCell>
              {!b.isActive ? (
                <span className="text-xs text-muted-foreground">{t("brokerFlights.brokerStatus.inactiveHint")}</span>
              ) : !b.apiEndpoint ? (
                <span className="text-xs text-muted-foreground">{t("brokerFlights.brokerStatus.noEndpoint")}</span>
              ) : (
                <SyncButton id={b.id} name={b.name} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
    </>
  );
}

function FlightsTab({ loaderData }: { loaderData: LoaderData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { q, brokerId, status, states } = loaderData;
  const list = loaderData.list!;
  const current = { tab: "flights", q, broker: brokerId, status, page: list.page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/broker-flights", current, changes, { tab: "flights" });
  return (
    <>
      <ListFilters
        label={t("brokerFlights.filters")}
        idPrefix="bf"
        q={q}
        searchLabel={t("brokerFlights.searchLabel")}
        searchPlaceholder={t("brokerFlights.searchPlaceholder")}
        filterLabel={t("brokerFlights.filter")}
        clearLabel={t("brokerFlights.clear")}
        clearHref="/admin/broker-flights"
        active={Boolean(q || brokerId || status)}
      >
        <FilterSelect
          label={t("brokerFlights.columns.broker")}
          name="broker"
          value={brokerId}
          all={t("brokerFlights.allBrokers")}
          options={states.map((b) => b.id)}
          optionLabel={(id) => states.find((b) => b.id === id)?.name ?? id}
          className="w-56"
        />
        <FilterSelect
          label={t("brokerFlights.columns.status")}
          name="status"
          value={status}
          all={t("brokerFlights.allStatuses")}
          options={BROKER_FLIGHT_STATUSES}
          optionLabel={(s) => t(BROKER_FLIGHT_STATUS_LOOK[s].labelKey)}
          className="w-44"
        />
      </ListFilters>

      <ListResults
        total={t("brokerFlights.total", { count: list.total })}
        label={t("brokerFlights.tableLabel")}
        columns={[
          t("brokerFlights.columns.broker"),
          t("brokerFlights.columns.route"),
          t("brokerFlights.columns.departure"),
          t("brokerFlights.columns.aircraft"),
          { label: t("brokerFlights.columns.seats"), className: "text-right" },
          { label: t("brokerFlights.columns.price"), className: "text-right" },
          { label: t("brokerFlights.columns.pricePerHour"), className: "text-right" },
          t("brokerFlights.columns.status"),
          t("brokerFlights.columns.updated"),
        ]}
        empty={t("brokerFlights.empty")}
        list={list}
        pageHref={(p) => href({ page: p })}
      >
        {(f) => (
          <TableRow data-flight-id={f.id}>
            <TitleCell title={f.broker.name} detail={f.externalId} detailClassName="font-mono" />
            <TableCell className="whitespace-nowrap">
              {f.departureAirport} → {f.arrivalAirport}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={f.departureTime.at}>{formatPlaceAndIstanbul(f.departureTime, {}, locale)}</time>
            </TableCell>
            <TableCell>
              <div>{f.aircraftModel ?? "—"}</div>
              {f.aircraftType ? <div className="text-xs text-muted-foreground">{f.aircraftType}</div> : null}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {f.availableSeats === null && f.passengerCapacity === null
                ? "—"
                : t("brokerFlights.seats", { available: f.availableSeats ?? "—", capacity: f.passengerCapacity ?? "—" })}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {f.totalPrice === null ? "—" : formatPrice(f.totalPrice, f.currency, locale)}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {f.pricePerHour === null ? "—" : formatPrice(f.pricePerHour, f.currency, locale)}
            </TableCell>
            <TableCell>
              <StatusBadge look={BROKER_FLIGHT_STATUS_LOOK[isBrokerFlightStatus(f.flightStatus) ? f.flightStatus : "other"]} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(f.lastUpdated, locale)}</TableCell>
          </TableRow>
        )}
      </ListResults>
    </>
  );
}

export default function BrokerFlightsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tab } = loaderData;
  const syncAllBusy = useIsPending({ intent: "sync-all" });
  return (
    <AdminListPage
      title={t("brokerFlights.title")}
      description={t("brokerFlights.description")}
      actions={
        <Form method="post">
          <input type="hidden" name="intent" value="sync-all" />
          <Button type="submit" disabled={syncAllBusy}>
            <RefreshCw aria-hidden="true" className={syncAllBusy ? "animate-spin" : undefined} />
            {syncAllBusy ? t("brokerFlights.syncAllBusy") : t("brokerFlights.syncAll")}
          </Button>
        </Form>
      }
    >
      {actionData && "formError" in actionData ? (
        <FormError title={t("brokerFlights.toasts.errorTitle")} message={actionData.formError} />
      ) : null}
      <LinkTabs
        label={t("brokerFlights.tabsLabel")}
        active={tab}
        tabs={[
          { value: "flights", label: t("brokerFlights.tabs.flights"), to: "/admin/broker-flights" },
          { value: "status", label: t("brokerFlights.tabs.status"), to: "/admin/broker-flights?tab=status" },
        ]}
      />
      {tab === "status" ? <StatusTab states={loaderData.states} /> : <FlightsTab loaderData={loaderData} />}
    </AdminListPage>
  );
}

export const { meta, handle, ErrorBoundary } = adminScreen({ loadFailed: "brokerFlights" });
