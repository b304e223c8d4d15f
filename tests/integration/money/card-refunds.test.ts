import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as paymentsRoute from "#app/routes/admin/payments";
import { db } from "#app/server/platform/db/client.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { STALE_SENDING_MS, settleCardRefund } from "#app/server/money/card-refunds.server";
import { completeCheckout } from "#app/server/money/checkout-result.server";
import { pendingRefunds } from "#app/server/money/payment-book.server";
import { providerCallLimit, refundProviderPayment } from "#app/server/money/payment-provider.server";
import { PaymentError } from "#app/server/money/payment-rules.server";
import { executeRefund, refundPayment } from "#app/server/money/refunds.server";
import { cardCustomer, payOnPage, serveProviderDouble } from "../../support/card-checkout";
import { formInit, run, signedInRequest, statusOf } from "../../support/auth";
import { makePayment, makeReservation, makeRoleAccounts } from "../../support/factories";

/**
 * Card refunds (decision 050) on a real database, through the real client library against the provider's stand-in
 * over HTTP: the book records a refund only from the provider's answer, parallel refunds never give back more than
 * the payment at the provider or in the book, and an unanswered call leaves a pending refund staff act on. A test
 * server in front of the stand-in counts the refund calls and can hold them unanswered.
 */
const KEYS = { apiKey: "card-refund-test-api-key", secretKey: "card-refund-test-secret-0123456789" };
const REFUND_PATH = "/payment/refund";
const ADMIN = "admin@ufukjet.test";
let provider: Awaited<ReturnType<typeof serveProviderDouble>>;
let adminId: string;
let refundCalls = 0;
/** while set, refund calls get no answer (the provider timing out) */
let hold = false;
const held: Array<{ destroy: () => void }> = [];
const savedLimit = providerCallLimit.ms;

beforeAll(async () => {
  await seedAirports(db());
  adminId = (await makeRoleAccounts()).admin.id;
  provider = await serveProviderDouble(KEYS, (path, req) => {
    if (path !== REFUND_PATH) return false;
    refundCalls += 1;
    if (!hold) return false;
    held.push(req.socket);
    return true;
  });
});

afterEach(() => {
  hold = false;
  providerCallLimit.ms = savedLimit;
  for (const socket of held.splice(0)) socket.destroy();
});

afterAll(async () => {
  await provider.stop();
});

/** A deposit of 3,000.00 EUR paid by card through the stand-in's page and recorded from the callback. */
async function cardPayment() {
  const { reservation, actor, customer } = await cardCustomer();
  const { token } = await payOnPage(provider.base, reservation.id, actor);
  const outcome = await completeCheckout(token, "198.51.100.7");
  if (outcome.kind !== "paid") throw new Error(`not paid: ${outcome.kind}`);
  const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { reservationId: reservation.id, status: "paid" } });
  return { paymentId: attempt.paymentId!, transactionId: attempt.providerTransactionId!, customer, reservationId: reservation.id };
}

const refund = (paymentId: string, amount: number, reason: string | null = null) =>
  refundPayment({ actorId: adminId, ip: "203.0.113.20", paymentId, amount, reason });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentError);
  return error as PaymentError;
}

/** What the provider still refunds of the transaction: refused a cent above `cents`, accepted exactly `cents`. */
async function providerLeft(transactionId: string, cents: number) {
  const ask = (amountCents: number) =>
    refundProviderPayment({ paymentTransactionId: transactionId, amountCents, currency: "EUR", conversationId: "probe", ip: "127.0.0.1" });
  expect(await ask(cents + 1)).toMatchObject({ ok: false, errorCode: "5005" });
  if (cents > 0) expect(await ask(cents)).toMatchObject({ ok: true });
}

async function book(paymentId: string) {
  const [payment, refunds, audits, mails] = await Promise.all([
    db().payment.findUniqueOrThrow({ where: { id: paymentId }, select: { status: true } }),
    db().refund.findMany({ where: { paymentId }, orderBy: { createdAt: "asc" } }),
    db().auditLog.findMany({ where: { entity: "payment", entityId: paymentId, action: { startsWith: "refund." } } }),
    db().outboxEmail.count({ where: { template: "payment-refunded" } }),
  ]);
  return { status: payment.status, refunds, audits, mails };
}

describe("refunding a card payment through the provider", () => {
  it("refunds the whole payment: asks the provider, then records its refund id, the audit row and the e-mail", async () => {
    const { paymentId, transactionId, customer } = await cardPayment();
    const mailsBefore = await db().outboxEmail.count({ where: { template: "payment-refunded", to: customer.email } });
    const calls = refundCalls;
    const { id } = await refund(paymentId, 3000, "Müşteri vazgeçti");
    expect(refundCalls).toBe(calls + 1);
    const after = await book(paymentId);
    expect(after.status).toBe("refunded");
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({ id, status: "completed", providerState: "refunded", reason: "Müşteri vazgeçti" });
    expect(after.refunds[0]!.providerRefundId).toMatch(/^demo\d{12}$/);
    expect(after.refunds[0]!.amount.toFixed(2)).toBe("3000.00");
    expect(after.audits).toMatchObject([
      { action: "refund.card", actorId: adminId, after: { refundId: id, providerRefundId: after.refunds[0]!.providerRefundId } },
    ]);
    expect(await db().outboxEmail.count({ where: { template: "payment-refunded", to: customer.email } })).toBe(mailsBefore + 1);
    await providerLeft(transactionId, 0);
  });

  it("refunds part, then the rest; the payment's status follows and the provider holds the same total", async () => {
    const { paymentId, transactionId } = await cardPayment();
    await refund(paymentId, 1000.5);
    expect((await book(paymentId)).status).toBe("partially_refunded");
    await refund(paymentId, 1999.5);
    const after = await book(paymentId);
    expect(after.refunds.map((r) => [r.status, r.providerState, r.amount.toFixed(2)])).toEqual([
      ["completed", "refunded", "1000.50"],
      ["completed", "refunded", "1999.50"],
    ]);
    expect(after.status).toBe("refunded");
    await providerLeft(transactionId, 0);
  });

  it("records nothing when the provider refuses, and the screen shows its reason next to the amount", async () => {
    const { paymentId, transactionId } = await cardPayment();
    // the money went back at the provider by another way (its panel): the book still believes 3,000.00 is left
    expect(
      await refundProviderPayment({
        paymentTransactionId: transactionId,
        amountCents: 250_000,
        currency: "EUR",
        conversationId: "x",
        ip: "127.0.0.1",
      }),
    ).toMatchObject({ ok: true });
    const before = await book(paymentId);
    const result = (await run(
      paymentsRoute,
      "action",
      await signedInRequest(
        "/admin/payments",
        ADMIN,
        formInit({ intent: "refund", confirm: "yes", id: paymentId, amount: "1.000,00", reason: "" }),
      ),
    )) as { data: { result: { error: Record<string, string[]> } } };
    expect(statusOf(result)).toBe(409);
    expect(result.data.result.error.amount).toEqual(["Ödeme sağlayıcısı iadeyi reddetti: İade tutarı ödenen tutarı aşıyor"]);
    expect(await book(paymentId)).toEqual(before);
    expect(before.refunds).toEqual([]);
  });

  it("20 parallel refunds never give back more than the payment, at the provider or in the book", async () => {
    const { paymentId, transactionId } = await cardPayment();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => refund(paymentId, 200)));
    const done = results.filter((r) => r.status === "fulfilled").length;
    // 15 × €200 is the whole payment; on a busy machine a click may also give up waiting for the lock
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThanOrEqual(15);
    for (const r of results) {
      if (r.status !== "rejected") continue;
      if (r.reason instanceof PaymentError) expect(r.reason.code).toMatch(/refundTooHigh|notRefundable/);
      // anything else may only be a click that gave up waiting for the reservation's lock (nothing reserved)
      else expect(String(r.reason)).toMatch(/transaction|timed? ?out|P2028/i);
    }
    const after = await book(paymentId);
    expect(after.refunds).toHaveLength(done);
    expect(after.refunds.every((r) => r.status === "completed" && r.providerRefundId)).toBe(true);
    expect(new Set(after.refunds.map((r) => r.providerRefundId)).size).toBe(done);
    // the provider gave back exactly what the book records
    await providerLeft(transactionId, 300_000 - done * 20_000);
  });

  it("a refund on its way to the provider counts: a second one is checked against what is left after it", async () => {
    const { paymentId } = await cardPayment();
    hold = true;
    providerCallLimit.ms = 300;
    expect((await refusal(refund(paymentId, 2000))).code).toBe("providerNoAnswer");
    hold = false;
    const calls = refundCalls;
    const error = await refusal(refund(paymentId, 1500));
    expect(error.code).toBe("refundTooHigh");
    expect(error.values.max).toContain("1.000,00");
    expect(refundCalls).toBe(calls);
  });

  it("refuses a payment that takes no refund before asking the provider", async () => {
    const { paymentId } = await cardPayment();
    await refund(paymentId, 3000);
    const calls = refundCalls;
    expect((await refusal(refund(paymentId, 1))).code).toBe("notRefundable");
    expect(refundCalls).toBe(calls);
  });
});

describe("a provider that does not answer", () => {
  it("leaves a pending refund staff see, and a retry sends it once the provider answers", async () => {
    const { paymentId, transactionId } = await cardPayment();
    hold = true;
    providerCallLimit.ms = 300;
    expect((await refusal(refund(paymentId, 1200))).code).toBe("providerNoAnswer");
    const [row] = (await book(paymentId)).refunds;
    expect(row).toMatchObject({ status: "pending", providerState: "unanswered", providerRefundId: null });
    expect(row!.providerError).toContain("no answer");
    const listed = (await pendingRefunds()).find((r) => r.id === row!.id);
    expect(listed).toMatchObject({ card: true, awaitingProvider: true, needsStaff: true });
    expect((await book(paymentId)).status).toBe("paid");

    // staff checked the provider's panel (the held call never reached it) and send it again
    hold = false;
    providerCallLimit.ms = savedLimit;
    await executeRefund({ actorId: adminId, ip: null, refundId: row!.id });
    const after = await book(paymentId);
    expect(after.refunds[0]).toMatchObject({ id: row!.id, status: "completed", providerState: "refunded", providerError: null });
    expect(after.status).toBe("partially_refunded");
    await providerLeft(transactionId, 180_000);
  });

  it("is marked made at the provider by staff: recorded as sent without the provider's reference", async () => {
    const { paymentId } = await cardPayment();
    hold = true;
    providerCallLimit.ms = 300;
    await refusal(refund(paymentId, 3000));
    const [row] = (await book(paymentId)).refunds;
    const calls = refundCalls;
    await settleCardRefund({ actorId: adminId, ip: null, refundId: row!.id });
    expect(refundCalls).toBe(calls);
    const after = await book(paymentId);
    expect(after.refunds[0]).toMatchObject({ status: "completed", providerState: "settled", providerRefundId: null });
    expect(after.status).toBe("refunded");
    expect(after.audits.map((a) => a.action)).toEqual(["refund.settled"]);
    // settled once: a second click changes nothing
    expect((await refusal(settleCardRefund({ actorId: adminId, ip: null, refundId: row!.id }))).code).toBe("refundDone");
  });

  it("a call still in flight is neither sent again nor settled; one that died (stale) is", async () => {
    const { paymentId, reservationId } = await cardPayment();
    const now = new Date();
    const inFlight = await db().refund.create({
      data: { paymentId, reservationId, amount: "100.00", currency: "EUR", providerState: "sending", providerRequestedAt: now },
    });
    const calls = refundCalls;
    expect((await refusal(executeRefund({ actorId: adminId, ip: null, refundId: inFlight.id }))).code).toBe("refundDone");
    expect((await refusal(settleCardRefund({ actorId: adminId, ip: null, refundId: inFlight.id }))).code).toBe("refundDone");
    expect(refundCalls).toBe(calls);
    expect((await pendingRefunds()).find((r) => r.id === inFlight.id)).toMatchObject({ awaitingProvider: true, needsStaff: false });

    await db().refund.update({
      where: { id: inFlight.id },
      data: { providerRequestedAt: new Date(now.getTime() - STALE_SENDING_MS - 1000) },
    });
    expect((await pendingRefunds()).find((r) => r.id === inFlight.id)).toMatchObject({ needsStaff: true });
    await settleCardRefund({ actorId: adminId, ip: null, refundId: inFlight.id });
    expect((await book(paymentId)).refunds[0]).toMatchObject({ status: "completed", providerState: "settled" });
  });
});

describe("refunds due on a card payment, and manual payments", () => {
  it("a refund a cancellation left due is sent through the provider; a refusal leaves it due with the reason", async () => {
    const { paymentId, transactionId, reservationId } = await cardPayment();
    const due = await db().refund.create({ data: { paymentId, reservationId, amount: "500.00", currency: "EUR", reason: "iptal" } });
    await refundProviderPayment({
      paymentTransactionId: transactionId,
      amountCents: 260_000,
      currency: "EUR",
      conversationId: "x",
      ip: "127.0.0.1",
    });
    const error = await refusal(executeRefund({ actorId: adminId, ip: null, refundId: due.id }));
    expect(error.code).toBe("providerRefused");
    const kept = await db().refund.findUniqueOrThrow({ where: { id: due.id } });
    expect(kept).toMatchObject({ status: "pending", providerState: null });
    expect(kept.providerError).toBe("5005: İade tutarı ödenen tutarı aşıyor");

    await db().refund.update({ where: { id: due.id }, data: { amount: "400.00" } });
    await executeRefund({ actorId: adminId, ip: null, refundId: due.id });
    expect(await db().refund.findUniqueOrThrow({ where: { id: due.id } })).toMatchObject({
      status: "completed",
      providerState: "refunded",
    });
    await providerLeft(transactionId, 0);
  });

  it("a manual payment keeps today's refund: recorded at once, the provider never asked", async () => {
    const reservation = await makeReservation({ status: "confirmed", totalAmount: "5000.00", currency: "TRY" });
    const payment = await makePayment({ reservationId: reservation.id, status: "paid", amount: 2000, currency: "TRY" });
    const calls = refundCalls;
    await refund(payment.id, 500);
    expect(refundCalls).toBe(calls);
    const after = await book(payment.id);
    expect(after.refunds).toMatchObject([{ status: "completed", providerState: null, providerRefundId: null }]);
    expect(after.audits.map((a) => a.action)).toEqual(["refund.create"]);
  });
});

describe("the refund form of a card payment refuses bad amounts", () => {
  let paymentId = "";
  beforeAll(async () => {
    paymentId = (await cardPayment()).paymentId;
  });

  const BAD: string[] = [
    "",
    " ",
    "0",
    "0,00",
    "-1",
    "-0,01",
    "abc",
    "1e3",
    "1E3",
    "Infinity",
    "-Infinity",
    "NaN",
    "0x10",
    "10,555",
    "1,2,3",
    "1..2",
    "+-5",
    "₺100",
    "€100",
    "100 EUR",
    "1".repeat(40),
    "99999999999",
    "3000,01",
    "3.000,01",
    "3001",
    "1000000",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "1; DROP TABLE refunds",
    "=1+1",
    "１００",
    "١٠٠",
    "10\u0000",
    "12a",
    "1 000 000 000 000",
    "true",
    "null",
    "[100]",
    '{"a":1}',
    "%31%30%30",
    "0,001",
    "..",
  ];

  it("has at least 40 bad amounts", () => {
    expect(BAD.length).toBeGreaterThanOrEqual(40);
  });

  it.each(BAD)("refuses %j with a 4xx, asks the provider nothing and writes nothing", async (amount) => {
    const snapshot = async () => JSON.stringify(await book(paymentId), (_key, v: unknown) => (typeof v === "bigint" ? String(v) : v));
    const before = await snapshot();
    const calls = refundCalls;
    const result = await run(
      paymentsRoute,
      "action",
      await signedInRequest("/admin/payments", ADMIN, formInit({ intent: "refund", confirm: "yes", id: paymentId, amount, reason: "" })),
    );
    expect(statusOf(result)).toBeGreaterThanOrEqual(400);
    expect(statusOf(result)).toBeLessThan(500);
    expect(refundCalls).toBe(calls);
    expect(await snapshot()).toBe(before);
  });
});
