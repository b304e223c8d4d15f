import { redirect } from "react-router";
import type { Route } from "./+types/checkout-result";
import { completeCheckout, type CheckoutOutcome } from "#app/server/money/checkout-result.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * POST /odeme/sonuc (CHECKOUT_CALLBACK_PATH, decision 045): where the card provider's hosted page posts `token` when
 * the customer is done. It comes from the provider's site, so it is exempt from the cross-origin refusal and carries
 * no session: the token names the attempt, the provider is asked for the result server to server, and the customer
 * is sent (303, a GET that carries their cookie) to their flight's page with the outcome as a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get("token");
  const outcome = await completeCheckout(typeof token === "string" ? token : "", clientIp(context));
  const t = getT(context);
  const back = outcome.kind === "unknown" ? "/dashboard/flights" : `/dashboard/flights/${outcome.reservationId}`;
  const ok = outcome.kind === "paid";
  return redirectWithToast(
    back,
    {
      type: ok ? "success" : outcome.kind === "pending" ? "info" : "error",
      title: t(ok ? "myFlights.cardPayment.result.paidTitle" : "myFlights.cardPayment.result.notPaidTitle"),
      description: description(outcome, t),
    },
    { status: 303 },
  );
}

function description(outcome: CheckoutOutcome, t: ReturnType<typeof getT>): string {
  switch (outcome.kind) {
    case "failed":
      // the provider's own reason, asked for in Turkish
      return outcome.reason ? t("myFlights.cardPayment.result.failedReason", { reason: outcome.reason }) : t("myFlights.cardPayment.result.failed");
    case "notDue":
      return t(outcome.refunded ? "myFlights.cardPayment.result.refunded" : "myFlights.cardPayment.result.refundPending");
    default:
      return t(`myFlights.cardPayment.result.${outcome.kind}`);
  }
}

/** A GET here (a bookmark, a reload after the redirect) has nothing to do: the customer's flights. */
export async function loader() {
  return redirect("/dashboard/flights");
}
