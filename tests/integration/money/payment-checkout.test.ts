import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/server/platform/db/client.server";
import { resetEnv } from "#app/server/platform/env.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { CHECKOUT_LIFETIME_MS, CheckoutError, startCheckout } from "#app/server/money/payment-checkout.server";
import { retrieveProviderCheckout } from "#app/server/money/payment-provider.server";
import { paymentProviderConfig } from "#app/server/money/payment-provider-config.server";
import { TEST_3DS_CODE, TEST_CARDS } from "#app/server/money/provider-double-pages.server";
import { createProviderDouble } from "#app/server/money/provider-double.server";
import { cardCustomer } from "../../support/card-checkout";
import { makePayment } from "../../support/factories";

/**
 * Starting a card checkout (decision 045) on a real database, against the provider double over HTTP through the
 * real client library: the amount comes from the balance, only the reservation's own customer may start it, a
 * reservation that takes no money is refused, a repeated click is the same checkout, and at most one is open.
 */
const API_KEY = "checkout-test-api-key";
const SECRET = "checkout-test-secret-0123456789";
const saved = { ...process.env };
let server: Server;
let base = "";

beforeAll(async () => {
  await seedAirports(db());
  const double = { current: undefined as ReturnType<typeof createProviderDouble> | undefined };
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    void double.current!.handle(req, res, url.pathname.replace(/^\/p/, ""), url.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/p`;
  double.current = createProviderDouble({ apiKey: API_KEY, secretKey: SECRET, base });
  useProvider(base, SECRET);
});

afterAll(async () => {
  process.env = { ...saved };
  resetEnv();
  await new Promise((resolve) => server.close(resolve));
});

function useProvider(url: string, secret: string) {
  process.env.PAYMENT_PROVIDER_URL = url;
  process.env.PAYMENT_API_KEY = API_KEY;
  process.env.PAYMENT_SECRET_KEY = secret;
  resetEnv();
}

const attemptsOf = (reservationId: string) => db().paymentAttempt.findMany({ where: { reservationId }, orderBy: { createdAt: "asc" } });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CheckoutError);
  return (error as CheckoutError).code;
}

const form = (url: string, fields: Record<string, string>) => fetch(url, { method: "POST", body: new URLSearchParams(fields) });

describe("starting a card checkout", () => {
  it("asks the provider for the option's deposit, computed from the balance, and records the attempt with its audit row", async () => {
    const { reservation, actor } = await cardCustomer();
    const started = await startCheckout(reservation.id, actor);
    expect(started).toMatchObject({ purpose: "deposit", amount: "3000.00", currency: "EUR" });
    expect(started.paymentPageUrl.startsWith(`${base}/odeme?token=`)).toBe(true);

    const [attempt] = await attemptsOf(reservation.id);
    expect(attempt).toMatchObject({
      id: started.attemptId,
      status: "started",
      purpose: "deposit",
      currency: "EUR",
      customerId: actor.customerId,
    });
    expect(attempt!.amount.toFixed(2)).toBe("3000.00");
    expect(attempt!.providerToken).toBeTruthy();
    const audits = await db().auditLog.findMany({ where: { entity: "payment_attempt", entityId: started.attemptId } });
    expect(audits.map((a) => a.action)).toEqual(["payment-attempt.start"]);

    // what the provider holds is that amount, for that attempt: pay it and read the result
    const token = attempt!.providerToken!;
    await form(`${base}/odeme`, { token, cardNumber: TEST_CARDS.success });
    await form(`${base}/odeme/3d`, { token, code: TEST_3DS_CODE });
    const result = await retrieveProviderCheckout(token, { conversationId: started.attemptId }, paymentProviderConfig());
    expect(result).toMatchObject({ ok: true, outcome: "paid", priceCents: 300_000, currency: "EUR", basketId: started.attemptId });
  });

  it("a confirmed flight pays what is still due", async () => {
    const { reservation, actor } = await cardCustomer({ status: "confirmed" });
    await makePayment({ reservationId: reservation.id, amount: "3000.00", currency: "EUR", status: "paid" });
    expect(await startCheckout(reservation.id, actor)).toMatchObject({ purpose: "balance", amount: "7000.00" });
  });

  it("is refused for another customer's reservation, an unknown one and a malformed id (404), writing nothing", async () => {
    const { reservation, actor: owner } = await cardCustomer();
    const other = await cardCustomer();
    expect(await refusal(startCheckout(reservation.id, other.actor))).toBe("notFound");
    expect(await refusal(startCheckout("00000000-0000-4000-8000-000000000000", other.actor))).toBe("notFound");
    expect(await refusal(startCheckout("not-a-uuid", other.actor))).toBe("notFound");
    expect(await attemptsOf(reservation.id)).toEqual([]);
    // the owner can, so the refusal was the ownership's
    expect((await startCheckout(reservation.id, owner)).purpose).toBe("deposit");
  });

  it("is refused for a draft, a cancelled, an unpriced reservation and one with nothing due", async () => {
    const cases = [
      [{ status: "draft" as const }, "closed"],
      [{ status: "cancelled" as const }, "closed"],
      [{ totalAmount: null }, "notPriced"],
    ] as const;
    for (const [data, code] of cases) {
      const { reservation, actor } = await cardCustomer(data);
      expect(await refusal(startCheckout(reservation.id, actor))).toBe(code);
      expect(await attemptsOf(reservation.id)).toEqual([]);
    }
    const paid = await cardCustomer({ status: "confirmed" });
    await makePayment({ reservationId: paid.reservation.id, amount: "10000.00", currency: "EUR", status: "paid" });
    expect(await refusal(startCheckout(paid.reservation.id, paid.actor))).toBe("nothingDue");
  });
});

describe("one open checkout per reservation", () => {
  it("a repeated click answers the same checkout", async () => {
    const { reservation, actor } = await cardCustomer();
    const first = await startCheckout(reservation.id, actor);
    const second = await startCheckout(reservation.id, actor);
    expect(second).toEqual(first);
    expect(await attemptsOf(reservation.id)).toHaveLength(1);
  });

  it("a changed balance or an expired checkout starts a new one and closes the old", async () => {
    const { reservation, actor } = await cardCustomer();
    const first = await startCheckout(reservation.id, actor);
    await makePayment({ reservationId: reservation.id, amount: "1000.00", currency: "EUR", status: "paid" });
    const second = await startCheckout(reservation.id, actor);
    expect(second.attemptId).not.toBe(first.attemptId);
    expect(second.amount).toBe("2000.00");
    const later = new Date(Date.now() + CHECKOUT_LIFETIME_MS + 1000);
    const third = await startCheckout(reservation.id, actor, later);
    expect(third.attemptId).not.toBe(second.attemptId);
    expect((await attemptsOf(reservation.id)).map((a) => a.status)).toEqual(["expired", "expired", "started"]);
  });

  it("several clicks at once leave exactly one open checkout, and every page handed out is that one's", async () => {
    const { reservation, actor } = await cardCustomer();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => startCheckout(reservation.id, actor)));
    const open = (await attemptsOf(reservation.id)).filter((a) => a.status === "started");
    expect(open).toHaveLength(1);
    const fulfilled = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(fulfilled.length).toBeGreaterThan(0);
    for (const f of fulfilled) expect(f.attemptId).toBe(open[0]!.id);
  });
});

describe("when the provider does not start the checkout", () => {
  it("a refusal (here: a wrong secret) fails the attempt with the provider's code", async () => {
    const { reservation, actor } = await cardCustomer();
    useProvider(base, "a-wrong-secret-0123456789");
    try {
      expect(await refusal(startCheckout(reservation.id, actor))).toBe("providerRefused");
    } finally {
      useProvider(base, SECRET);
    }
    expect(await attemptsOf(reservation.id)).toMatchObject([{ status: "failed", errorCode: "1000" }]);
    // the next try with the right secret opens a new checkout
    expect((await startCheckout(reservation.id, actor)).amount).toBe("3000.00");
  });

  it("an unreachable provider fails the attempt as unavailable", async () => {
    const { reservation, actor } = await cardCustomer();
    useProvider("http://127.0.0.1:9/p", SECRET);
    try {
      expect(await refusal(startCheckout(reservation.id, actor))).toBe("providerUnavailable");
    } finally {
      useProvider(base, SECRET);
    }
    expect(await attemptsOf(reservation.id)).toMatchObject([{ status: "failed", errorCode: "UNAVAILABLE" }]);
  });
});
