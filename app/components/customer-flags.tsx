import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { StatusBadge } from "#app/components/status-badge";
import { Button } from "#app/components/ui/button";
import { kycLook } from "#app/lib/domain/customer";
import { TIER_LABEL_KEYS } from "#app/lib/domain/membership";
import { useIsPending } from "#app/lib/use-pending";

/**
 * The VIP switch of a customer (spec §2.9, §4): a one-button form that posts the value it switches to, so it
 * works without JavaScript and a double click cannot flip it back. Shown as a switch (`role="switch"`).
 */
export function VipSwitch({ id, name, isVip }: { id: string; name: string; isVip: boolean }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "set-vip", id });
  return (
    <Form method="post" className="inline-flex items-center gap-2">
      <input type="hidden" name="intent" value="set-vip" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="value" value={String(!isVip)} />
      <button
        type="submit"
        role="switch"
        aria-checked={isVip}
        aria-label={t("customers.vip.switchFor", { name })}
        disabled={busy}
        className="ui-switch"
      >
        <span aria-hidden="true" className="ui-switch-thumb" />
      </button>
      <span className="text-xs text-muted-foreground" aria-hidden="true">
        {isVip ? t("customers.vip.on") : t(TIER_LABEL_KEYS.standard)}
      </span>
    </Form>
  );
}

/** 'KYC Onaylı' / 'KYC Bekliyor' with the staff action beside it: approve, or revoke an approval. */
export function KycControl({ id, name, approved }: { id: string; name: string; approved: boolean }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "set-kyc", id });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StatusBadge look={kycLook(approved)} />
      <Form method="post">
        <input type="hidden" name="intent" value="set-kyc" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="value" value={String(!approved)} />
        <Button
          type="submit"
          size="sm"
          variant={approved ? "ghost" : "outline"}
          disabled={busy}
          aria-label={t(approved ? "customers.kyc.revokeFor" : "customers.kyc.approveFor", { name })}
        >
          {t(approved ? "customers.kyc.revoke" : "customers.kyc.approve")}
        </Button>
      </Form>
    </div>
  );
}
