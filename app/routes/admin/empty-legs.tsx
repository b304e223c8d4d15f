import { adminScreen } from "#app/components/admin/screen";
import { X } from "#app/components/icons";
import { Fragment, useEffect, useRef } from "react";
import { useTranslation } from "#app/lib/use-translation";
import { Form, useNavigate, redirect } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/empty-legs";
import { ConfirmDelete } from "#app/components/admin/confirm-delete";
import { LinkTabs } from "#app/components/link-tabs";
import { Pagination } from "#app/components/pagination";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog";
import { Field } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { TableCell, TableRow } from "#app/components/ui/table";
import { ListTable, rowStep } from "#app/components/admin/list-page";
import { EMPTY_LEG_ADMIN_ACTIONS, type EmptyLegAdminAction, EMPTY_LEG_STATE_LOOK } from "#app/lib/domain/empty-leg-status";
import { formatCount, formatPlaceAndIstanbul } from "#app/lib/format";
import { useLocale } from "#app/lib/use-pending";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { backTo, intent, runIntent, withStep } from "#app/server/platform/action.server";
import { ADMIN_TABS, adminAction, adminEmptyLegPage } from "#app/server/empty-legs/empty-legs.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { useHydrated } from "#app/lib/use-hydrated";
import { StatusBadge } from "#app/components/status-badge";
import { emptyLegModerationSchema } from "#app/lib/schemas/empty-leg";
import { airportName } from "#app/lib/airports";
import { aircraftTypeLabel } from "#app/lib/aircraft";
import { returnFocusTo } from "#app/components/form-feedback";
import { DetailBody, RowActions, usePrice } from "#app/components/empty-legs/admin-leg-actions";

/**
 * /admin/empty-legs (admin and operations): counters, the 'pending' and 'approved' tabs (URL tabs), a
 * searchable, paged table, the detail (a dialog with JS, a panel at `?leg=<id>` without), and the
 * moderation: approve (published), reject (deleted, after a confirmation: an AlertDialog with JS, the
 * `?reject=<id>` step without) and withdraw (unpublished). Allowed actions come from the state machine.
 */

/** The POST intents of this screen (the access matrix has a row for each). */
export const intents = EMPTY_LEG_ADMIN_ACTIONS;

const TOASTS: Record<EmptyLegAdminAction, { ok: string; failed: string }> = {
  approve: { ok: "emptyLegs.admin.toasts.approved", failed: "emptyLegs.admin.toasts.approveFailed" },
  reject: { ok: "emptyLegs.admin.toasts.rejected", failed: "emptyLegs.admin.toasts.rejectFailed" },
  withdraw: { ok: "emptyLegs.admin.toasts.withdrawn", failed: "emptyLegs.admin.toasts.withdrawFailed" },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const tab = choiceParam(url, "tab", ADMIN_TABS) ?? "pending";
  const q = searchParam(url);
  const page = await adminEmptyLegPage({
    tab,
    q,
    page: url.searchParams.get("page"),
    legId: url.searchParams.get("leg"),
    rejectId: url.searchParams.get("reject"),
  });
  return { title: t("emptyLegs.admin.pageTitle"), tab, q, ...page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const back = backTo(request, ["reject"]);
  const moderate = intent({
    schema: emptyLegModerationSchema,
    row: true,
    run: async ({ intent: name, id, confirm }) => {
      if (name === "reject" && confirm !== "yes") {
        // the confirmation step without JS ('Bu boş bacağı reddetmek istediğinizden emin misiniz?')
        return redirect(withStep(back, "reject", id));
      }
      const result = await adminAction(name, { id, actorId: user.id, ip: clientIp(context) });
      if (!result.ok && result.reason === "notFound") return notFound("emptyLegs.admin.toasts.notFound");
      if (!result.ok) {
        return redirectWithToast(back, {
          type: "error",
          title: t("emptyLegs.toast.error"),
          description: `${t(TOASTS[name].failed)} ${t("emptyLegs.admin.toasts.alreadyDecided")}`,
        });
      }
      return redirectWithToast(back, { type: "success", title: t("emptyLegs.toast.success"), description: t(TOASTS[name].ok) });
    },
  });
  return runIntent(
    await request.formData(),
    { approve: moderate, reject: moderate, withdraw: moderate },
    { invalid: "emptyLegs.admin.toasts.notFound", notFound: "emptyLegs.admin.toasts.notFound" },
  );
}

// ───────────── component ─────────────

export default function AdminEmptyLegsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const price = usePrice();
  const { tab, q, page, pages, rows, counts, countsCapped, filtered, filteredCapped, detail, rejecting } = loaderData;
  // a count that stopped at its cap reads "10.000+" (decision 059)
  const shown = (key: keyof typeof counts) => formatCount(counts[key], countsCapped[key], locale);
  const current = { tab, q, page };
  const defaults = { tab: "pending" };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/empty-legs", current, { page, ...changes }, defaults);
  const closeHref = href({ leg: null });
  // the row whose detail is open, to give the focus back to its button when the dialog closes
  const opener = useRef<string | null>(null);
  const detailId = detail?.id;
  useEffect(() => {
    if (detailId) opener.current = detailId;
  }, [detailId]);

  // the reject confirmation (without JavaScript) stands under its row, above the list when the row is not on this page
  const rejectStep = rowStep(
    rows,
    rejecting?.id,
    rejecting ? (
      <ConfirmDelete
        id="confirm-reject"
        intent="reject"
        recordId={rejecting.id}
        confirmLabel={t("emptyLegs.admin.confirmReject.confirm")}
        title={t("emptyLegs.admin.confirmReject.title")}
        text={t("emptyLegs.admin.confirmReject.text")}
        subject={`${aircraftTypeLabel(rejecting.aircraftType, t)} · ${airportName(rejecting.departureAirport, locale)} → ${airportName(rejecting.arrivalAirport, locale)} · ${formatPlaceAndIstanbul(rejecting.departureTime, {}, locale)}`}
        hint={t("emptyLegs.admin.confirmReject.hint")}
        cancelHref={href({ reject: null })}
        cancelLabel={t("emptyLegs.admin.confirmReject.cancel")}
      />
    ) : null,
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("emptyLegs.admin.title")}</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">{t("emptyLegs.admin.description")}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        {(["pending", "published", "total"] as const).map((key) => (
          <Card key={key} data-testid={`counter-${key}`}>
            <CardHeader>
              <CardDescription>{t(`emptyLegs.admin.counters.${key}`)}</CardDescription>
              <p className="text-3xl font-semibold tabular-nums">{shown(key)}</p>
            </CardHeader>
          </Card>
        ))}
      </div>

      {rejectStep.above}

      {detail && !hydrated ? (
        <Card role="region" aria-labelledby="leg-detail-title">
          <CardHeader className="grid-cols-[1fr_auto]">
            <CardTitle as="h2" id="leg-detail-title">
              {t("emptyLegs.admin.detail.title")}
            </CardTitle>
            <Link
              to={closeHref}
              className={buttonVariants({ variant: "ghost", size: "icon" })}
              aria-label={t("emptyLegs.admin.detail.close")}
            >
              <X aria-hidden="true" />
            </Link>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <DetailBody leg={detail} />
            <RowActions leg={detail} />
          </CardContent>
        </Card>
      ) : null}
      {hydrated ? (
        <Dialog
          open={Boolean(detail)}
          onOpenChange={(open) => {
            // the router settles its own navigation (errors go to the route's boundary); nothing waits for it here
            if (!open) void navigate(closeHref, { preventScrollReset: true, replace: true });
          }}
        >
          <DialogContent
            className="sm:max-w-2xl"
            closeLabel={t("emptyLegs.admin.detail.close")}
            onCloseAutoFocus={(event) => returnFocusTo(opener.current)(event)}
          >
            <DialogHeader>
              <DialogTitle>{t("emptyLegs.admin.detail.title")}</DialogTitle>
              <DialogDescription>
                {detail ? `${airportName(detail.departureAirport, locale)} → ${airportName(detail.arrivalAirport, locale)}` : ""}
              </DialogDescription>
            </DialogHeader>
            {detail ? (
              <>
                <DetailBody leg={detail} />
                <RowActions leg={detail} />
              </>
            ) : null}
          </DialogContent>
        </Dialog>
      ) : null}

      <LinkTabs
        label={t("emptyLegs.admin.tabsLabel")}
        active={tab}
        className="max-w-md"
        tabs={[
          {
            value: "pending",
            label: t("emptyLegs.admin.tabs.pending", { count: shown("pending") }),
            to: listHref("/admin/empty-legs", { q }, {}, defaults),
          },
          {
            value: "approved",
            label: t("emptyLegs.admin.tabs.approved", { count: shown("published") }),
            to: listHref("/admin/empty-legs", { q, tab: "approved" }, {}, defaults),
          },
        ]}
      />

      <Form method="get" role="search" aria-label={t("emptyLegs.admin.search")} className="flex flex-wrap items-end gap-3">
        {tab !== "pending" ? <input type="hidden" name="tab" value={tab} /> : null}
        <Field label={t("emptyLegs.admin.search")} htmlFor="legs-q" className="min-w-60 flex-1">
          <Input id="legs-q" type="search" name="q" defaultValue={q} placeholder={t("emptyLegs.admin.searchPlaceholder")} maxLength={100} />
        </Field>
        <Button type="submit" variant="secondary">
          {t("emptyLegs.admin.filter")}
        </Button>
        {q ? (
          <Link to={listHref("/admin/empty-legs", { tab }, {}, defaults)} className={buttonVariants({ variant: "ghost" })}>
            {t("emptyLegs.admin.clear")}
          </Link>
        ) : null}
      </Form>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t(filteredCapped ? "emptyLegs.admin.foundCapped" : "emptyLegs.admin.found", { count: filtered })}
      </p>

      <ListTable
        label={t("emptyLegs.admin.tableLabel")}
        columns={[
          t("emptyLegs.admin.columns.aircraft"),
          t("emptyLegs.admin.columns.route"),
          t("emptyLegs.admin.columns.date"),
          { label: t("emptyLegs.admin.columns.price"), className: "text-right" },
          t("emptyLegs.admin.columns.status"),
          { label: t("emptyLegs.admin.columns.actions"), className: "text-right" },
        ]}
        empty={
          q ? t("emptyLegs.admin.emptySearch") : tab === "pending" ? t("emptyLegs.admin.emptyPending") : t("emptyLegs.admin.emptyApproved")
        }
        count={rows.length}
      >
        {rows.map((leg) => (
          <Fragment key={leg.id}>
            <TableRow data-state={detail?.id === leg.id ? "selected" : undefined}>
              <TableCell>
                <div className="font-medium">{aircraftTypeLabel(leg.aircraftType, t)}</div>
                {leg.aircraftModel ? <div className="text-xs text-muted-foreground">{leg.aircraftModel}</div> : null}
              </TableCell>
              <TableCell>
                {airportName(leg.departureAirport, locale)} → {airportName(leg.arrivalAirport, locale)}
                {leg.brokerName ? <div className="text-xs text-muted-foreground">{leg.brokerName}</div> : null}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <time dateTime={leg.departureTime.at}>{formatPlaceAndIstanbul(leg.departureTime, {}, locale)}</time>
              </TableCell>
              <TableCell className="text-right tabular-nums whitespace-nowrap">{price(leg)}</TableCell>
              <TableCell>
                <StatusBadge look={EMPTY_LEG_STATE_LOOK[leg.approved ? "published" : "pending"]} />
              </TableCell>
              <TableCell className="text-right">
                <RowActions leg={leg} detailHref={href({ leg: leg.id })} />
              </TableCell>
            </TableRow>
            {rejectStep.under(leg.id)}
          </Fragment>
        ))}
      </ListTable>

      <Pagination page={page} pages={pages} href={(p) => href({ page: p })} />
    </div>
  );
}

export const { meta, handle, ErrorBoundary } = adminScreen({ loadFailed: "emptyLegs" });
