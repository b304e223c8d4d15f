import { data } from "react-router";
import { isUuid } from "#app/lib/schemas/fields";
import { customerFlagSchema } from "#app/lib/schemas/customer";
import { parseForm } from "#app/lib/schemas/parse";
import type { ProfiledUser } from "#app/server/platform/auth/guard.server";
import { CustomerError } from "#app/server/customers/customers.server";
import { setCustomerFlag } from "#app/server/customers/customer-changes.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

const TOASTS = {
  "set-vip": { true: "customers.toasts.vipOn", false: "customers.toasts.vipOff" },
  "set-kyc": { true: "customers.toasts.kycApproved", false: "customers.toasts.kycRevoked" },
} as const;

/**
 * The VIP and KYC switches, posted from the list and from a customer's page: the form carries the wanted
 * value, so a repeat says "already so" instead of flipping it back. An id that is not a customer answers 404.
 */
export async function flagAction(form: FormData, options: { user: ProfiledUser; context: Parameters<typeof getT>[0]; back: string }) {
  const t = getT(options.context);
  const submission = parseForm(form, { schema: customerFlagSchema });
  if (submission.status !== "success") {
    if (!isUuid(form.get("id"))) notFound("customers.errors.notFound");
    return data({ intent: String(form.get("intent")), result: null, formError: t("customers.errors.invalidFlag") }, { status: 400 });
  }
  const { intent, id, value } = submission.value;
  let changed: boolean;
  try {
    ({ changed } = await setCustomerFlag({
      actorId: options.user.id,
      ip: clientIp(options.context),
      id,
      flag: intent === "set-vip" ? "vip" : "kyc",
      value,
    }));
  } catch (error) {
    if (error instanceof CustomerError && error.status === 404) notFound(error.messageKey);
    throw error;
  }
  return redirectWithToast(options.back, {
    type: changed ? "success" : "info",
    title: t("customers.toasts.successTitle"),
    description: t(changed ? TOASTS[intent][String(value) as "true" | "false"] : "customers.toasts.alreadySet"),
  });
}
