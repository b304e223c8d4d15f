import { createHmac, timingSafeEqual } from "node:crypto";
import Iyzipay from "iyzipay";
import { fromCents, toCents } from "#app/lib/domain/money";
import { paymentProviderConfig, type PaymentProviderConfig } from "#app/server/money/payment-provider-config.server";

/**
 * The card payment provider as this app sees it (decision 045): three calls through the provider's own client
 * library (iyzipay) — start a hosted checkout, read its result by token, refund (part of) a payment transaction — with amounts in
 * integer cents, answers checked against the provider's response signature, and promises instead of callbacks.
 * It decides nothing about reservations: the caller compares what comes back with what it asked for.
 */

export type ProviderCurrency = "TRY" | "EUR" | "USD";

/** The provider could not be reached, timed out, or answered something that is not its JSON. */
export class PaymentProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderUnavailable";
  }
}

/** A refusal by the provider (status "failure") or an answer whose signature does not verify. */
export interface ProviderRefusal {
  ok: false;
  /** "signature": the answer claimed success but was not signed with our secret — treat as forged */
  reason: "provider" | "signature";
  errorCode: string;
  errorMessage: string;
}

export interface CheckoutBuyer {
  id: string;
  name: string;
  surname: string;
  email: string;
  /** TCKN for Turkish buyers, else a passport number; the provider requires a value */
  identityNumber: string;
  city: string;
  country: string;
  address: string;
  ip: string;
  gsmNumber?: string;
}

export interface CheckoutStart {
  /** ours, echoed by the provider: the payment attempt's id */
  conversationId: string;
  /** ours, kept by the provider with the payment and returned with its result */
  basketId: string;
  amountCents: number;
  currency: ProviderCurrency;
  /** where the provider's page posts `token` when the customer is done */
  callbackUrl: string;
  locale: "tr" | "en";
  buyer: CheckoutBuyer;
  /** the one basket line: what is paid for */
  item: { id: string; name: string; category: string };
}

export type CheckoutStarted = { ok: true; token: string; paymentPageUrl: string; tokenExpireSeconds: number } | ProviderRefusal;

export interface CheckoutResult {
  ok: true;
  /** paid: the provider took the money; failed: declined or abandoned at the bank; pending: not finished yet */
  outcome: "paid" | "failed" | "pending";
  token: string;
  conversationId: string | null;
  basketId: string | null;
  paymentId: string | null;
  /** the basket's amount and what was charged, in cents (null when the provider named none) */
  priceCents: number | null;
  paidCents: number | null;
  currency: string | null;
  /** one per basket line; a v1 refund names one of these */
  transactions: { itemId: string; paymentTransactionId: string; paidCents: number }[];
  errorCode: string | null;
  errorMessage: string | null;
}

export type RefundResult =
  | {
      ok: true;
      paymentId: string;
      paymentTransactionId: string;
      refundedCents: number;
      currency: string;
      /** the provider's reference of this refund (its host reference), null when it named none */
      refundReference: string | null;
    }
  | ProviderRefusal;

/**
 * How long one call may take before it counts as unavailable (the library sets no time limit of its own). A
 * record, so the tests of an unanswered refund can wait less than the 20 s a customer's payment may take.
 */
export const providerCallLimit = { ms: 20_000 };

let cached: { key: string; client: Iyzipay } | undefined;

/** The library's client for the configured provider (made once: it loads its ~60 resource modules on creation). */
export function providerClient(config: PaymentProviderConfig = paymentProviderConfig()): Iyzipay {
  const key = `${config.uri}\n${config.apiKey}\n${config.secretKey}`;
  if (cached?.key !== key) cached = { key, client: new Iyzipay({ uri: config.uri, apiKey: config.apiKey, secretKey: config.secretKey }) };
  return cached.client;
}

type Answer = Record<string, unknown>;

function call(run: (callback: (error: Error | null, result: unknown) => void) => void, what: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const limit = providerCallLimit.ms;
    const timer = setTimeout(() => reject(new PaymentProviderUnavailable(`${what}: no answer within ${limit / 1000} s`)), limit);
    run((error, result) => {
      clearTimeout(timer);
      if (error) reject(new PaymentProviderUnavailable(`${what}: ${error.message}`, { cause: error }));
      else if (!result || typeof result !== "object" || Array.isArray(result))
        reject(new PaymentProviderUnavailable(`${what}: not a JSON answer`));
      else resolve(result as Answer);
    });
  });
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : typeof value === "number" ? String(value) : null);

function cents(value: unknown): number | null {
  if (typeof value !== "number" && typeof value !== "string") return null;
  try {
    return toCents(value);
  } catch {
    return null;
  }
}

function refusal(answer: Answer, reason: ProviderRefusal["reason"] = "provider"): ProviderRefusal {
  return {
    ok: false,
    reason,
    errorCode: text(answer.errorCode) ?? (reason === "signature" ? "SIGNATURE" : "UNKNOWN"),
    errorMessage: text(answer.errorMessage) ?? (reason === "signature" ? "the answer's signature does not verify" : "refused"),
  };
}

/**
 * The provider's answer signature: HMAC-SHA256 (hex) with the merchant's secret over the named answer fields joined
 * with ":" (numbers as JSON gave them, a missing field as ""). Constant-time comparison.
 */
export function signatureMatches(answer: Answer, fields: readonly string[], secretKey: string): boolean {
  const given = answer.signature;
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = createHmac("sha256", secretKey)
    .update(fields.map((f) => text(answer[f]) ?? "").join(":"))
    .digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}

/** The fields each signed answer covers, in the provider's order. */
export const SIGNED_FIELDS = {
  checkoutInitialize: ["conversationId", "token"],
  checkoutResult: ["paymentStatus", "paymentId", "currency", "basketId", "conversationId", "paidPrice", "price", "token"],
} as const;

/** Starts a hosted checkout for the amount the caller computed; the customer is then sent to `paymentPageUrl`. */
export async function startProviderCheckout(start: CheckoutStart, config = paymentProviderConfig()): Promise<CheckoutStarted> {
  const price = fromCents(start.amountCents);
  const request = {
    locale: start.locale,
    conversationId: start.conversationId,
    price,
    paidPrice: price,
    currency: start.currency,
    basketId: start.basketId,
    paymentGroup: "PRODUCT",
    callbackUrl: start.callbackUrl,
    enabledInstallments: [1],
    buyer: {
      id: start.buyer.id,
      name: start.buyer.name,
      surname: start.buyer.surname,
      email: start.buyer.email,
      identityNumber: start.buyer.identityNumber,
      gsmNumber: start.buyer.gsmNumber,
      registrationAddress: start.buyer.address,
      city: start.buyer.city,
      country: start.buyer.country,
      ip: start.buyer.ip,
    },
    billingAddress: {
      contactName: `${start.buyer.name} ${start.buyer.surname}`,
      city: start.buyer.city,
      country: start.buyer.country,
      address: start.buyer.address,
    },
    basketItems: [{ id: start.item.id, name: start.item.name, category1: start.item.category, itemType: "VIRTUAL", price }],
  };
  const client = providerClient(config);
  const answer = await call((cb) => client.checkoutFormInitialize.create(request, cb), "checkout initialize");
  if (answer.status !== "success") return refusal(answer);
  if (!signatureMatches(answer, SIGNED_FIELDS.checkoutInitialize, config.secretKey)) return refusal(answer, "signature");
  const token = text(answer.token);
  const paymentPageUrl = text(answer.paymentPageUrl);
  if (!token || !paymentPageUrl || !/^https?:\/\//.test(paymentPageUrl)) return refusal(answer);
  return { ok: true, token, paymentPageUrl, tokenExpireSeconds: Number(answer.tokenExpireTime) || 1800 };
}

/** Reads a checkout's result by its token, server to server; only a signed answer counts. */
export async function retrieveProviderCheckout(
  token: string,
  options: { conversationId?: string; locale?: "tr" | "en" } = {},
  config = paymentProviderConfig(),
): Promise<CheckoutResult | ProviderRefusal> {
  const client = providerClient(config);
  const request = { locale: options.locale ?? "tr", conversationId: options.conversationId, token };
  const answer = await call((cb) => client.checkoutForm.retrieve(request, cb), "checkout result");
  if (answer.status !== "success") return refusal(answer);
  if (!signatureMatches(answer, SIGNED_FIELDS.checkoutResult, config.secretKey)) return refusal(answer, "signature");
  const status = answer.paymentStatus;
  const items = Array.isArray(answer.itemTransactions) ? (answer.itemTransactions as Answer[]) : [];
  return {
    ok: true,
    outcome: status === "SUCCESS" ? "paid" : status === "FAILURE" ? "failed" : "pending",
    token: text(answer.token) ?? token,
    conversationId: text(answer.conversationId),
    basketId: text(answer.basketId),
    paymentId: text(answer.paymentId),
    priceCents: cents(answer.price),
    paidCents: cents(answer.paidPrice),
    currency: text(answer.currency),
    transactions: items.flatMap((item) => {
      const itemId = text(item.itemId);
      const paymentTransactionId = text(item.paymentTransactionId);
      const paid = cents(item.paidPrice);
      return itemId && paymentTransactionId && paid !== null ? [{ itemId, paymentTransactionId, paidCents: paid }] : [];
    }),
    errorCode: text(answer.errorCode),
    errorMessage: text(answer.errorMessage),
  };
}

/**
 * Refunds part or all of a card payment through the provider's refund call, by the payment's transaction id (one
 * per basket line; this app sends one line) and an amount; the provider bounds it by what was paid.
 */
export async function refundProviderPayment(
  refund: {
    paymentTransactionId: string;
    amountCents: number;
    currency: ProviderCurrency;
    conversationId: string;
    ip: string;
    locale?: "tr" | "en";
  },
  config = paymentProviderConfig(),
): Promise<RefundResult> {
  const client = providerClient(config);
  const request = {
    locale: refund.locale ?? "tr",
    conversationId: refund.conversationId,
    paymentTransactionId: refund.paymentTransactionId,
    price: fromCents(refund.amountCents),
    currency: refund.currency,
    ip: refund.ip,
  };
  const answer = await call((cb) => client.refund.create(request, cb), "refund");
  if (answer.status !== "success") return refusal(answer);
  const refunded = cents(answer.price);
  const paymentId = text(answer.paymentId);
  const currency = text(answer.currency);
  // an answer about another transaction or amount is not the refund we asked for
  if (
    !paymentId ||
    text(answer.paymentTransactionId) !== refund.paymentTransactionId ||
    refunded !== refund.amountCents ||
    currency !== refund.currency
  ) {
    return refusal(answer);
  }
  const refundReference = text(answer.refundHostReference) ?? text(answer.hostReference);
  return { ok: true, paymentId, paymentTransactionId: refund.paymentTransactionId, refundedCents: refunded, currency, refundReference };
}
