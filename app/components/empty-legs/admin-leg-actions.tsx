import { Check, Eye, Undo2, X } from "#app/components/icons";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import { ConfirmDialog } from "#app/components/admin/confirm-dialog";
import { Button, buttonVariants } from "#app/components/ui/button";
import { StatusBadge } from "#app/components/status-badge";
import { airportName } from "#app/lib/airports";
import { EMPTY_LEG_STATE_LOOK, type EmptyLegAdminAction } from "#app/lib/domain/empty-leg-status";
import { formatDateTime, formatPlaceAndIstanbul, formatPrice } from "#app/lib/format";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";
import type { adminEmptyLegPage } from "#app/server/empty-legs/empty-legs.server";

/**
 * The pieces of /admin/empty-legs a leg shows in the list and in its detail: the moderation buttons (approve,
 * reject after a confirmation — an AlertDialog with JavaScript, the `?reject=<id>` step without — and
 * withdraw) and the detail's facts.
 */

type AdminLegPage = Awaited<ReturnType<typeof adminEmptyLegPage>>;
export type Row = AdminLegPage["rows"][number];
export type Detail = NonNullable<AdminLegPage["detail"]>;

export function usePrice() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (leg: { price: string | null; currency: Row["currency"] }) =>
    leg.price === null ? t("emptyLegs.noPrice") : formatPrice(leg.price, leg.currency, locale);
}

function ActionForm({ intent, id, children }: { intent: EmptyLegAdminAction; id: string; children: React.ReactNode }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {children}
    </Form>
  );
}

export function RowActions({ leg, detailHref, onDetail }: { leg: Row | Detail; detailHref?: string; onDetail?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useIsPending({ id: leg.id });
  const label = `${airportName(leg.departureAirport, locale)} → ${airportName(leg.arrivalAirport, locale)}`;
  return (
    <div className={detailHref ? "flex flex-nowrap justify-end gap-2" : "flex flex-wrap justify-end gap-2"}>
      {detailHref ? (
        <Link
          to={detailHref}
          data-dialog-opener={leg.id}
          preventScrollReset
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={`${t("emptyLegs.admin.view")}: ${label}`}
          onClick={onDetail}
        >
          <Eye aria-hidden="true" />
          {t("emptyLegs.admin.view")}
        </Link>
      ) : null}
      {leg.actions.includes("approve") ? (
        <ActionForm intent="approve" id={leg.id}>
          <Button type="submit" size="sm" disabled={busy} aria-label={`${t("emptyLegs.admin.approve")}: ${label}`}>
            <Check aria-hidden="true" />
            {t("emptyLegs.admin.approve")}
          </Button>
        </ActionForm>
      ) : null}
      {leg.actions.includes("reject") ? (
        <ConfirmDialog
          intent="reject"
          id={leg.id}
          confirmed
          formClassName="inline"
          label={`${t("emptyLegs.admin.reject")}: ${label}`}
          variant="destructive"
          busy={busy}
          title={t("emptyLegs.admin.confirmReject.title")}
          description={t("emptyLegs.admin.confirmReject.text")}
          hint={t("emptyLegs.admin.confirmReject.hint")}
          cancelLabel={t("emptyLegs.admin.confirmReject.cancel")}
          confirmLabel={t("emptyLegs.admin.confirmReject.confirm")}
        >
          <X aria-hidden="true" />
          {t("emptyLegs.admin.reject")}
        </ConfirmDialog>
      ) : null}
      {leg.actions.includes("withdraw") ? (
        <ActionForm intent="withdraw" id={leg.id}>
          <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`${t("emptyLegs.admin.withdraw")}: ${label}`}>
            <Undo2 aria-hidden="true" />
            {t("emptyLegs.admin.withdraw")}
          </Button>
        </ActionForm>
      ) : null}
    </div>
  );
}

export function DetailBody({ leg }: { leg: Detail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = usePrice();
  const none = t("emptyLegs.none");
  const items: Array<[string, React.ReactNode]> = [
    [t("emptyLegs.admin.detail.status"), <StatusBadge key="s" look={EMPTY_LEG_STATE_LOOK[leg.approved ? "published" : "pending"]} />],
    [t("emptyLegs.admin.detail.aircraftType"), leg.aircraftType],
    [t("emptyLegs.admin.detail.aircraftModel"), leg.aircraftModel ?? none],
    [t("emptyLegs.admin.detail.operator"), leg.operatorName ?? none],
    [t("emptyLegs.admin.detail.route"), `${airportName(leg.departureAirport, locale)} → ${airportName(leg.arrivalAirport, locale)}`],
    // each at its airport, with İstanbul's time beside it (decision 043)
    [t("emptyLegs.admin.detail.departure"), formatPlaceAndIstanbul(leg.departureTime, {}, locale)],
    [t("emptyLegs.admin.detail.arrival"), leg.arrivalTime ? formatPlaceAndIstanbul(leg.arrivalTime, {}, locale) : none],
    [t("emptyLegs.admin.detail.price"), price(leg)],
    [t("emptyLegs.admin.detail.seats"), leg.seatCapacity ?? t("emptyLegs.noSeats")],
    [t("emptyLegs.admin.detail.broker"), leg.brokerName ?? none],
    [t("emptyLegs.admin.detail.createdBy"), leg.creatorName ? `${leg.creatorName} · ${leg.creatorEmail}` : leg.creatorEmail],
    [t("emptyLegs.admin.detail.createdAt"), formatDateTime(leg.createdAt, locale)],
    [
      t("emptyLegs.admin.detail.approvedAt"),
      leg.approvedAt ? `${formatDateTime(leg.approvedAt, locale)}${leg.approverEmail ? ` · ${leg.approverEmail}` : ""}` : none,
    ],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p className="text-sm text-muted-foreground">{t("emptyLegs.admin.detail.notes")}</p>
        <p className="whitespace-pre-line text-sm">{leg.notes ?? none}</p>
      </div>
    </div>
  );
}
