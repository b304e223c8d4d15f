import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/server/platform/db/client.server";
import { resetEnv } from "#app/server/platform/env.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { completeCheckout, recordCheckoutPayment } from "#app/server/money/checkout-result.server";
import { startCheckout, type CheckoutCustomer } from "#app/server/money/payment-checkout.server";
import {
  refundProviderPayment,
  retrieveProviderCheckout,
  SIGNED_FIELDS,
  type CheckoutResult,
} from "#app/server/money/payment-provider.server";
import { TEST_CARDS } from "#app/server/money/provider-double-pages.server";
import { createProviderDouble } from "#app/server/money/provider-double.server";
import { cardCustomer, payOnPage } from "../../support/card-checkout";
import { makePayment } from "../../support/factories";

/**
 * The provider's callback (decision 045) on a real database, against the provider double over HTTP through the real
 * client library: a payment is recorded only when the provider's signed answer is a payment of exactly the attempt,
 * once however often or however concurrently the callback comes, and nothing is recorded for an abandoned, declined,
 * forged or tampered checkout. "The provider answers differently" is a test server in front of the double that
 * rewrites the result and signs it again with the merchant's secret, as only the provider could.
 */
const API_KEY = "callback-test-api-key";
const SECRET = "callback-test-secret-0123456789";
const DETAIL_PATH = "/payment/iyzipos/checkoutform/auth/ecom/detail";
const saved = { ...process.env };
let server: Server;
let base = "";
/** rewrites the double's checkout result; signed again unless it answers "keep-signature" */
let tamper: ((answer: Record<string, unknown>) => void | "keep-signature") | undefined;

beforeAll(async () => {
  await seedAirports(db());
  const double = { current: undefined as ReturnType<typeof createProviderDouble> | undefined };
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const path = url.pathname.replace(/^\/p/, "");
    const change = tamper;
    if (path === DETAIL_PATH && change) {
      const end = res.end.bind(res) as (chunk: string) => void;
      (res as unknown as { end: (chunk: string) => void }).end = (chunk: string) => {
        const answer = JSON.parse(chunk) as Record<string, unknown>;
        if (change(answer) !== "keep-signature")
          answer.signature = createHmac("sha256", SECRET)
            .update(SIGNED_FIELDS.checkoutResult.map((k) => (answer[k] === undefined ? "" : String(answer[k]))).join(":"))
            .digest("hex");
        end(JSON.stringify(answer));
      };
    }
    void double.current!.handle(req, res, path, url.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/p`;
  double.current = createProviderDouble({ apiKey: API_KEY, secretKey: SECRET, base });
  process.env.PAYMENT_PROVIDER_URL = base;
  process.env.PAYMENT_API_KEY = API_KEY;
  process.env.PAYMENT_SECRET_KEY = SECRET;
  resetEnv();
});

afterEach(() => {
  tamper = undefined;
});

afterAll(async () => {
  process.env = { ...saved };
  resetEnv();
  await new Promise((resolve) => server.close(resolve));
});

const pay = (reservationId: string, actor: CheckoutCustomer, card?: string, code?: string) =>
  payOnPage(base, reservationId, actor, card, code);

async function state(reservationId: string) {
  const [reservation, payments, attempts, audits] = await Promise.all([
    db().reservation.findUniqueOrThrow({ where: { id: reservationId }, select: { status: true } }),
    db().payment.findMany({ where: { reservationId } }),
    db().paymentAttempt.findMany({ where: { reservationId }, orderBy: { createdAt: "asc" } }),
    db().auditLog.findMany({ where: { action: "payment.card", after: { path: ["reservationId"], equals: reservationId } } }),
  ]);
  return { status: reservation.status, payments, attempts, audits };
}

describe("the provider's callback", () => {
  it("records the paid deposit with the provider's ids, its audit row and receipt, and confirms the option", async () => {
    const { reservation, actor, customer } = await cardCustomer();
    const { token, started } = await pay(reservation.id, actor);
    const receipts = () => db().outboxEmail.count({ where: { template: "payment-paid", to: customer.email } });
    expect(await receipts()).toBe(0);

    expect(await completeCheckout(token, "198.51.100.7")).toEqual({ kind: "paid", reservationId: reservation.id, already: false });
    const after = await state(reservation.id);
    expect(after.status).toBe("confirmed");
    expect(after.payments).toHaveLength(1);
    const [payment] = after.payments;
    const provider = await retrieveProviderCheckout(token, { conversationId: started.attemptId });
    if (!provider.ok) throw new Error("the double lost the checkout");
    expect(payment).toMatchObject({
      status: "paid",
      currency: "EUR",
      transactionReference: provider.paymentId,
      paymentMethod: "Kredi Kartı",
    });
    expect(payment!.amount.toFixed(2)).toBe("3000.00");
    expect(after.attempts).toMatchObject([
      {
        status: "paid",
        paymentId: payment!.id,
        providerPaymentId: provider.paymentId,
        providerTransactionId: provider.transactions[0]!.paymentTransactionId,
      },
    ]);
    expect(after.audits).toHaveLength(1);
    expect(after.audits[0]).toMatchObject({ entityId: payment!.id, ip: "198.51.100.7" });
    expect(await receipts()).toBe(1);
    expect(await db().outboxEmail.count({ where: { template: "reservation.confirmed", to: customer.email } })).toBe(1);
  });

  it("a replayed callback records nothing more", async () => {
    const { reservation, actor } = await cardCustomer();
    const { token } = await pay(reservation.id, actor);
    await completeCheckout(token, null);
    expect(await completeCheckout(token, null)).toEqual({ kind: "paid", reservationId: reservation.id, already: true });
    const after = await state(reservation.id);
    expect(after.payments).toHaveLength(1);
    expect(after.audits).toHaveLength(1);
  });

  it("twenty callbacks at once record one payment, one audit row and one receipt", async () => {
    const { reservation, actor, customer } = await cardCustomer();
    const { token } = await pay(reservation.id, actor);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => completeCheckout(token, null)));
    expect(outcomes.every((o) => o.kind === "paid")).toBe(true);
    expect(outcomes.filter((o) => o.kind === "paid" && !o.already)).toHaveLength(1);
    const after = await state(reservation.id);
    expect(after.payments).toHaveLength(1);
    expect(after.audits).toHaveLength(1);
    expect(await db().outboxEmail.count({ where: { template: "payment-paid", to: customer.email } })).toBe(1);
  });

  it("a callback that saw the attempt still open records nothing once another recorded it (the conditional write)", async () => {
    const { reservation, actor } = await cardCustomer({ totalAmount: "20000.00" });
    const { token, started } = await pay(reservation.id, actor);
    const stale = await db().paymentAttempt.findFirstOrThrow({ where: { id: started.attemptId } });
    const result = (await retrieveProviderCheckout(token, { conversationId: started.attemptId })) as CheckoutResult;
    expect((await recordCheckoutPayment(stale, result, null, new Date())).kind).toBe("paid");
    // the same attempt as the racing callback saw it, with another answer of the provider: still one payment
    const second = { ...result, paymentId: `${result.paymentId}9` };
    expect(await recordCheckoutPayment(stale, second, null, new Date())).toEqual({
      kind: "paid",
      reservationId: reservation.id,
      already: true,
    });
    expect((await state(reservation.id)).payments).toHaveLength(1);
  });

  it("a forged token, a malformed one and a token the provider never finished record nothing", async () => {
    const { reservation, actor } = await cardCustomer();
    const started = await startCheckout(reservation.id, actor);
    const token = new URL(started.paymentPageUrl).searchParams.get("token")!;
    expect(await completeCheckout("0f1e2d3c-4b5a-4968-8776-655443322110", null)).toEqual({ kind: "unknown" });
    expect(await completeCheckout("'; drop table payments; --", null)).toEqual({ kind: "unknown" });
    expect(await completeCheckout("", null)).toEqual({ kind: "unknown" });
    // abandoned: the customer never paid on the provider's page
    expect(await completeCheckout(token, null)).toEqual({ kind: "pending", reservationId: reservation.id });
    const after = await state(reservation.id);
    expect(after.payments).toEqual([]);
    expect(after.status).toBe("optional");
    expect(after.attempts.map((a) => a.status)).toEqual(["started"]);
  });

  it("a declined card fails the attempt with the provider's Turkish reason and leaves the balance due", async () => {
    const { reservation, actor } = await cardCustomer();
    const { token } = await pay(reservation.id, actor, TEST_CARDS.declined);
    expect(await completeCheckout(token, null)).toEqual({
      kind: "failed",
      reservationId: reservation.id,
      reason: "Kart limiti yetersiz, yetersiz bakiye",
    });
    const after = await state(reservation.id);
    expect(after.payments).toEqual([]);
    expect(after.status).toBe("optional");
    expect(after.attempts).toMatchObject([{ status: "failed", errorCode: "10051" }]);
  });

  it("an answer whose signature does not verify records nothing", async () => {
    const { reservation, actor } = await cardCustomer();
    const { token } = await pay(reservation.id, actor);
    tamper = (answer) => {
      answer.signature = "0".repeat(64);
      return "keep-signature";
    };
    expect(await completeCheckout(token, null)).toEqual({ kind: "mismatch", reservationId: reservation.id });
    expect((await state(reservation.id)).payments).toEqual([]);
  });
});

describe("a result that is not exactly the attempt's payment records nothing", () => {
  const cases: [string, (answer: Record<string, unknown>, other: string) => void][] = [
    ["another amount", (a) => void ((a.price = 1), (a.paidPrice = 1))],
    ["another charged amount", (a) => void (a.paidPrice = 2999)],
    ["another basket price", (a) => void (a.price = 2999)],
    ["another currency", (a) => void (a.currency = "TRY")],
    ["another reservation's basket", (a, other) => void (a.basketId = other)],
    ["another conversation", (a, other) => void (a.conversationId = other)],
    ["no payment id", (a) => void delete a.paymentId],
    ["a status other than SUCCESS", (a) => void (a.paymentStatus = "PENDING")],
    ["two transactions", (a) => void (a.itemTransactions = [...(a.itemTransactions as unknown[]), ...(a.itemTransactions as unknown[])])],
    ["a transaction of another amount", (a) => void ((a.itemTransactions as { paidPrice: number }[])[0]!.paidPrice = 1)],
  ];
  for (const [name, change] of cases) {
    it(name, async () => {
      const { reservation, actor } = await cardCustomer();
      const other = await cardCustomer();
      const { started: otherStarted } = await pay(other.reservation.id, other.actor);
      const { token } = await pay(reservation.id, actor);
      tamper = (answer) => change(answer, otherStarted.attemptId);
      expect((await completeCheckout(token, null)).kind).not.toBe("paid");
      tamper = undefined;
      for (const id of [reservation.id, other.reservation.id]) expect((await state(id)).payments).toEqual([]);
      expect((await state(reservation.id)).status).toBe("optional");
    });
  }

  it("the untouched answer of the same set-up is recorded (so the cases above fail for their change)", async () => {
    const { reservation, actor } = await cardCustomer();
    const { token } = await pay(reservation.id, actor);
    tamper = () => {};
    expect((await completeCheckout(token, null)).kind).toBe("paid");
  });

  it("another reservation's token pays only that reservation, and only if its customer paid", async () => {
    const mine = await cardCustomer();
    const theirs = await cardCustomer();
    const started = await startCheckout(theirs.reservation.id, theirs.actor);
    const token = new URL(started.paymentPageUrl).searchParams.get("token")!;
    expect((await completeCheckout(token, null)).kind).toBe("pending");
    for (const id of [mine.reservation.id, theirs.reservation.id]) expect((await state(id)).payments).toEqual([]);
  });
});

describe("a checkout paid after its attempt was superseded", () => {
  it("is recorded while the reservation still owes it", async () => {
    const { reservation, actor } = await cardCustomer();
    const { token, started } = await pay(reservation.id, actor);
    await db().paymentAttempt.update({ where: { id: started.attemptId }, data: { status: "expired" } });
    expect((await completeCheckout(token, null)).kind).toBe("paid");
    expect((await state(reservation.id)).payments).toHaveLength(1);
  });

  it("is refunded through the provider when the reservation no longer owes it", async () => {
    const { reservation, actor } = await cardCustomer();
    const { token, started } = await pay(reservation.id, actor);
    await makePayment({ reservationId: reservation.id, amount: "10000.00", currency: "EUR", status: "paid" });
    expect(await completeCheckout(token, null)).toEqual({ kind: "notDue", reservationId: reservation.id, refunded: true });
    const after = await state(reservation.id);
    expect(after.payments).toHaveLength(1);
    expect(after.attempts).toMatchObject([{ id: started.attemptId, status: "failed", errorCode: "NOT_DUE" }]);
    // the provider sent it all back: nothing is left to refund of it
    const provider = (await retrieveProviderCheckout(token, { conversationId: started.attemptId })) as CheckoutResult;
    const again = await refundProviderPayment({
      paymentTransactionId: provider.transactions[0]!.paymentTransactionId,
      amountCents: 1,
      currency: "EUR",
      conversationId: started.attemptId,
      ip: "127.0.0.1",
    });
    expect(again).toMatchObject({ ok: false, errorCode: "5005" });
  });
});
