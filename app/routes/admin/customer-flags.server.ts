import { customerFlagSchema } from "#app/lib/schemas/customer";
import { intent } from "#app/server/platform/action.server";
import type { ProfiledUser } from "#app/server/platform/auth/guard.server";
import { setCustomerFlag } from "#app/server/customers/customer-changes.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

const TOASTS = {
  "set-vip": { true: "customers.toasts.vipOn", false: "customers.toasts.vipOff" },
  "set-kyc": { true: "customers.toasts.kycApproved", false: "customers.toasts.kycRevoked" },
} as const;

/**
 * The VIP and KYC switches, posted from the list and from a customer's page: the form carries the wanted
 * value, so a repeat says "already so" instead of flipping it back. An id that is not a customer answers 404
 * (the action pipeline's row rules); a refused value answers 400 with the "invalid flag" form error.
 */
export function flagIntent(options: { user: ProfiledUser; context: Parameters<typeof getT>[0]; back: string }) {
  const t = getT(options.context);
  return intent({
    schema: customerFlagSchema,
    row: true,
    run: async ({ intent: name, id, value }) => {
      const { changed } = await setCustomerFlag({
        actorId: options.user.id,
        ip: clientIp(options.context),
        id,
        flag: name === "set-vip" ? "vip" : "kyc",
        value,
      });
      return redirectWithToast(options.back, {
        type: changed ? "success" : "info",
        title: t("customers.toasts.successTitle"),
        description: t(changed ? TOASTS[name][String(value) as "true" | "false"] : "customers.toasts.alreadySet"),
      });
    },
  });
}

/** The pipeline's options of both customer screens: the flags' own refusal texts. */
export const CUSTOMER_ACTION_OPTIONS = { invalid: "customers.errors.invalidFlag", notFound: "customers.errors.notFound" };
