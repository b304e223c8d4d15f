import { checkoutAmount, type CheckoutPurpose } from "#app/lib/domain/card-checkout";
import { fromCents } from "#app/lib/domain/money";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { isUuid } from "#app/lib/schemas/fields";
import { audit } from "#app/server/platform/audit.server";
import { db } from "#app/server/platform/db/client.server";
import { isUniqueViolation } from "#app/server/platform/db/errors.server";
import { ServiceError } from "#app/server/platform/service-error.server";
import { balanceFromRow, balanceSelect, lockReservation } from "./balance.server";
import { PaymentProviderUnavailable, startProviderCheckout, type ProviderCurrency } from "./payment-provider.server";
import { isPayable } from "#app/lib/domain/balance";

/**
 * A customer starts paying a reservation's deposit or balance by card (decision 045). The amount comes from the
 * balance (`checkoutAmount`), the attempt is written before the provider is asked (so its id is the provider's
 * conversation and basket id), and at most one attempt per reservation is open at a time (a partial unique index).
 * Recording the result — the callback, asking the provider, the payment with its audit row and e-mail — builds on
 * the attempt row; it is not here yet.
 */

/** Where the provider's page posts `token` when the customer is done (the route that reads the result). */
export const CHECKOUT_CALLBACK_PATH = "/odeme/sonuc";

/** How long a started checkout stays open: the provider's page token lives 30 minutes. */
export const CHECKOUT_LIFETIME_MS = 30 * 60_000;

export type CheckoutErrorCode = "notFound" | "closed" | "notPriced" | "nothingDue" | "providerRefused" | "providerUnavailable";

export class CheckoutError extends ServiceError<CheckoutErrorCode> {
  constructor(code: CheckoutErrorCode) {
    super(
      code,
      code === "notFound" ? 404 : code === "closed" || code === "providerUnavailable" || code === "providerRefused" ? 409 : 400,
      `myFlights.cardPayment.errors.${code}`,
    );
    this.name = "CheckoutError";
  }
}

export interface CheckoutCustomer {
  userId: string;
  customerId: string;
  ip: string | null;
  locale: "tr" | "en";
  /** absolute base of the callback address (PUBLIC_URL) */
  baseUrl: string;
}

export interface StartedCheckout {
  attemptId: string;
  purpose: CheckoutPurpose;
  amount: string;
  currency: ProviderCurrency;
  paymentPageUrl: string;
}

const TX_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

/** Values the provider requires of a buyer that this app does not collect; the provider's page asks the card holder. */
const BUYER_DEFAULTS = { identityNumber: "11111111111", city: "İstanbul", country: "Türkiye", address: "—" } as const;

type Opened =
  | { kind: "existing"; started: StartedCheckout }
  | {
      kind: "new";
      attemptId: string;
      purpose: CheckoutPurpose;
      amountCents: number;
      currency: ProviderCurrency;
      buyer: { firstName: string; lastName: string; email: string; phone: string | null };
    };

/** Step 1, under the reservation's lock: check ownership and balance, reuse an open attempt or write a new one. */
async function openAttempt(reservationId: string, customer: CheckoutCustomer, now: Date): Promise<Opened> {
  return db().$transaction(async (tx) => {
    if (!isUuid(reservationId) || !(await lockReservation(tx, reservationId))) throw new CheckoutError("notFound");
    const row = await tx.reservation.findUnique({
      where: { id: reservationId },
      select: { ...balanceSelect, customerId: true, customer: { select: { firstName: true, lastName: true, email: true, phone: true } } },
    });
    if (!row || row.customerId !== customer.customerId) throw new CheckoutError("notFound");
    const takes = isPayable(row.status);
    const due = checkoutAmount(balanceFromRow(row), row.status, takes);
    if (!due.ok) throw new CheckoutError(due.reason);

    // an open attempt past its lifetime is over; one still open for the same amount is the same checkout (a double click)
    await tx.paymentAttempt.updateMany({
      where: { reservationId, status: "started", expiresAt: { lte: now } },
      data: { status: "expired" },
    });
    const open = await tx.paymentAttempt.findFirst({ where: { reservationId, status: "started" } });
    if (open) {
      const same =
        open.customerId === customer.customerId && open.purpose === due.purpose && open.amount.toFixed(2) === fromCents(due.amountCents);
      const existing = (a: typeof open) => ({
        kind: "existing" as const,
        started: {
          attemptId: a.id,
          purpose: a.purpose,
          amount: a.amount.toFixed(2),
          currency: a.currency,
          paymentPageUrl: a.paymentPageUrl!,
        },
      });
      if (same && open.paymentPageUrl) return existing(open);
      // the balance changed since (or the first try has no page yet): that checkout is superseded — but only as read.
      // A first try whose page arrived meanwhile (its own step 2 does not wait for this lock) stays the checkout.
      const superseded = await tx.paymentAttempt.updateMany({
        where: { id: open.id, status: "started", ...(same ? { paymentPageUrl: null } : {}) },
        data: { status: "expired" },
      });
      if (superseded.count === 0 && same) {
        const current = await tx.paymentAttempt.findUnique({ where: { id: open.id } });
        if (current?.status === "started" && current.paymentPageUrl) return existing(current);
      }
    }
    const attempt = await tx.paymentAttempt.create({
      data: {
        reservationId,
        customerId: customer.customerId,
        purpose: due.purpose,
        amount: fromCents(due.amountCents),
        currency: row.currency,
        expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
      },
      select: { id: true },
    });
    await audit(
      {
        actorId: customer.userId,
        action: "payment-attempt.start",
        entity: "payment_attempt",
        entityId: attempt.id,
        after: { reservationId, purpose: due.purpose, amount: fromCents(due.amountCents), currency: row.currency },
        ip: customer.ip,
      },
      tx,
    );
    return {
      kind: "new" as const,
      attemptId: attempt.id,
      purpose: due.purpose,
      amountCents: due.amountCents,
      currency: row.currency,
      buyer: row.customer,
    };
  }, TX_OPTIONS);
}

/**
 * Starts (or, on a repeated click, finds) the customer's card checkout for their reservation and returns the
 * provider's page to send them to. Refuses another customer's reservation (404), a reservation that takes no
 * payment, an unpriced one and one with nothing due.
 */
export async function startCheckout(reservationId: string, customer: CheckoutCustomer, now = new Date()): Promise<StartedCheckout> {
  let opened: Opened;
  try {
    opened = await openAttempt(reservationId, customer, now);
  } catch (error) {
    // two clicks at once: the other one holds the open attempt; its page is the answer
    if (!isUniqueViolation(error)) throw error;
    opened = await openAttempt(reservationId, customer, now);
  }
  if (opened.kind === "existing") return opened.started;

  const code = reservationCode(reservationId);
  let answer: Awaited<ReturnType<typeof startProviderCheckout>>;
  try {
    answer = await startProviderCheckout({
      conversationId: opened.attemptId,
      basketId: opened.attemptId,
      amountCents: opened.amountCents,
      currency: opened.currency,
      callbackUrl: `${customer.baseUrl}${CHECKOUT_CALLBACK_PATH}`,
      locale: customer.locale,
      buyer: {
        id: customer.customerId,
        name: opened.buyer.firstName,
        surname: opened.buyer.lastName || opened.buyer.firstName,
        email: opened.buyer.email,
        gsmNumber: opened.buyer.phone ?? undefined,
        ip: customer.ip ?? "127.0.0.1",
        ...BUYER_DEFAULTS,
      },
      item: { id: code, name: `${code} ${opened.purpose === "deposit" ? "kapora" : "bakiye"}`, category: "Charter" },
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    await failAttempt(opened.attemptId, "UNAVAILABLE", error.message, now);
    throw new CheckoutError("providerUnavailable");
  }
  if (!answer.ok) {
    await failAttempt(opened.attemptId, answer.errorCode, answer.errorMessage, now);
    throw new CheckoutError("providerRefused");
  }
  // step 2: the token joins the attempt only while it is still the open one without a token
  const saved = await db().paymentAttempt.updateMany({
    where: { id: opened.attemptId, status: "started", providerToken: null },
    data: { providerToken: answer.token, paymentPageUrl: answer.paymentPageUrl },
  });
  if (saved.count !== 1) throw new CheckoutError("providerRefused");
  return {
    attemptId: opened.attemptId,
    purpose: opened.purpose,
    amount: fromCents(opened.amountCents),
    currency: opened.currency,
    paymentPageUrl: answer.paymentPageUrl,
  };
}

/**
 * What paying by card would take now, for the pay button (the same rule `startCheckout` applies under the lock):
 * null when the reservation takes no card payment or owes nothing.
 */
export async function cardCheckoutOffer(
  reservationId: string,
): Promise<{ purpose: CheckoutPurpose; amount: string; currency: ProviderCurrency } | null> {
  if (!isUuid(reservationId)) return null;
  const row = await db().reservation.findUnique({ where: { id: reservationId }, select: balanceSelect });
  if (!row) return null;
  const due = checkoutAmount(balanceFromRow(row), row.status, isPayable(row.status));
  return due.ok ? { purpose: due.purpose, amount: fromCents(due.amountCents), currency: row.currency } : null;
}

async function failAttempt(id: string, errorCode: string, errorMessage: string, now: Date) {
  await db().paymentAttempt.updateMany({
    where: { id, status: "started" },
    data: { status: "failed", errorCode: errorCode.slice(0, 40), errorMessage: errorMessage.slice(0, 300), completedAt: now },
  });
}
