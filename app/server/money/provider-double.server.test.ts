import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Iyzipay from "iyzipay";
import { calculateHmacSHA256Signature } from "iyzipay/lib/utils.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProviderConfig } from "./payment-provider-config.server";
import { refundProviderPayment, retrieveProviderCheckout, startProviderCheckout, type CheckoutStart } from "./payment-provider.server";
import { TEST_3DS_CODE, TEST_CARDS } from "./provider-double-pages.server";
import { createProviderDouble } from "./provider-double.server";

/**
 * The provider double, spoken to through the real client library (iyzipay) and our wrapper over HTTP: the same
 * requests, signatures and answers the app will exchange with the provider.
 */
const API_KEY = "test-api-key";
const SECRET = "test-secret-key-0123456789";
const MOUNT = "/saglayici";

const servers: Server[] = [];
let config: PaymentProviderConfig;

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (!url.pathname.startsWith(MOUNT)) return res.writeHead(404).end();
    void double.handle(req, res, url.pathname.slice(MOUNT.length), url.searchParams);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${MOUNT}`;
  const double = createProviderDouble({ apiKey: API_KEY, secretKey: SECRET, base });
  config = { uri: base, apiKey: API_KEY, secretKey: SECRET, double: true };
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

let serial = 0;
function checkout(amountCents: number, currency: CheckoutStart["currency"] = "EUR"): CheckoutStart {
  serial += 1;
  return {
    conversationId: `attempt-${serial}`,
    basketId: `reservation-${serial}`,
    amountCents,
    currency,
    callbackUrl: "http://localhost:3000/odeme/sonuc",
    locale: "tr",
    buyer: {
      id: "customer-1",
      name: "Ayşe",
      surname: "Yılmaz",
      email: "ayse@example.test",
      identityNumber: "11111111111",
      city: "İstanbul",
      country: "Türkiye",
      address: "Levent Mah. 1",
      ip: "127.0.0.1",
    },
    item: { id: `reservation-${serial}`, name: "Kapora", category: "Charter" },
  };
}

async function started(amountCents: number, currency: CheckoutStart["currency"] = "EUR") {
  const start = checkout(amountCents, currency);
  const answer = await startProviderCheckout(start, config);
  if (!answer.ok) throw new Error(`initialize refused: ${answer.errorCode} ${answer.errorMessage}`);
  return { start, ...answer };
}

const post = (url: string, form: Record<string, string>) =>
  fetch(url, { method: "POST", body: new URLSearchParams(form), headers: { "content-type": "application/x-www-form-urlencoded" } });

/** What a customer does on the hosted page: open it, type a card, type the 3-D code; returns the last page. */
async function pay(paymentPageUrl: string, token: string, card: string, code = TEST_3DS_CODE) {
  const page = await fetch(paymentPageUrl);
  expect(page.status).toBe(200);
  const form = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(form)![1]!;
  const threeDs = await post(action, { token, cardNumber: card, cardHolderName: "Ayse Yilmaz", expiry: "12/30", cvc: "123" });
  const threeDsHtml = await threeDs.text();
  expect(threeDsHtml).toContain("3-D Secure");
  const codeAction = /<form method="post" action="([^"]+)"/.exec(threeDsHtml)![1]!;
  const end = await post(codeAction, { token, code });
  return { status: end.status, html: await end.text(), csp: end.headers.get("content-security-policy") ?? "" };
}

const rawClient = (secretKey = SECRET, apiKey = API_KEY) => new Iyzipay({ uri: config.uri, apiKey, secretKey });
const promised = (run: (cb: (e: Error | null, r: unknown) => void) => void) =>
  new Promise<Record<string, unknown>>((resolve, reject) => run((e, r) => (e ? reject(e) : resolve(r as Record<string, unknown>))));

describe("the provider double refuses requests not signed with the configured secret", () => {
  it("answers a request signed with another secret with the provider's signature error, and starts no checkout", async () => {
    const answer = await startProviderCheckout(checkout(10_000), { ...config, secretKey: "another-secret-0123456789" });
    expect(answer).toMatchObject({ ok: false, reason: "provider", errorCode: "1000" });
    // the same request with the right secret is accepted, so the refusal is the signature's
    expect((await startProviderCheckout(checkout(10_000), config)).ok).toBe(true);
  });

  it("answers an unknown API key with 1001", async () => {
    const answer = await promised((cb) => rawClient(SECRET, "someone-else").checkoutForm.retrieve({ token: "x" }, cb));
    expect(answer).toMatchObject({ status: "failure", errorCode: "1001" });
  });

  it("refuses a body changed after signing (the signature covers the body) and a missing header", async () => {
    const signedFor = JSON.stringify({ locale: "tr", token: "a" });
    const randomKey = "123456789abc";
    const path = "/payment/iyzipos/checkoutform/auth/ecom/detail";
    const good = createHmac("sha256", SECRET).update(`${randomKey}${path}${signedFor}`).digest("hex");
    const header = `IYZWSv2 ${Buffer.from(`apiKey:${API_KEY}&randomKey:${randomKey}&signature:${good}`).toString("base64")}`;
    const send = (body: string, headers: Record<string, string>) =>
      fetch(`${config.uri}${path}`, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
    const honest = await send(signedFor, { authorization: header, "x-iyzi-rnd": randomKey });
    expect(honest.status).toBe(200);
    const tampered = await send(JSON.stringify({ locale: "tr", token: "b" }), { authorization: header, "x-iyzi-rnd": randomKey });
    expect(tampered.status).toBe(401);
    expect(await tampered.json()).toMatchObject({ status: "failure", errorCode: "1000" });
    expect((await send(signedFor, {})).status).toBe(401);
  });
});

describe("a checkout paid with the success card", () => {
  it("initializes with a signed token and page address, and the result says SUCCESS with the amount", async () => {
    const s = await started(150_050);
    expect(s.paymentPageUrl.startsWith(`${config.uri}/odeme?token=`)).toBe(true);
    const end = await pay(s.paymentPageUrl, s.token, TEST_CARDS.success);
    expect(end.html).toContain("Ödeme alındı");
    // the page hands the token back to the shop's callback, and its policy lets the form go there
    expect(end.html).toContain(`action="${s.start.callbackUrl}"`);
    expect(end.html).toContain(`name="token" value="${s.token}"`);
    expect(end.csp).toContain("form-action 'self' http://localhost:3000");

    const result = await retrieveProviderCheckout(s.token, { conversationId: s.start.conversationId }, config);
    expect(result).toMatchObject({
      ok: true,
      outcome: "paid",
      token: s.token,
      basketId: s.start.basketId,
      conversationId: s.start.conversationId,
      priceCents: 150_050,
      paidCents: 150_050,
      currency: "EUR",
      errorCode: null,
    });
    if (!result.ok) throw new Error("unreachable");
    expect(result.paymentId).toMatch(/^\d+$/);
    expect(result.transactions).toEqual([
      { itemId: s.start.item.id, paymentTransactionId: expect.stringMatching(/^\d+$/), paidCents: 150_050 },
    ]);
  });

  it("signs the result the way the client library's own samples check it", async () => {
    const s = await started(99_900, "TRY");
    await pay(s.paymentPageUrl, s.token, TEST_CARDS.success);
    const raw = await promised((cb) => rawClient().checkoutForm.retrieve({ locale: "tr", conversationId: "c-9", token: s.token }, cb));
    const order = ["paymentStatus", "paymentId", "currency", "basketId", "conversationId", "paidPrice", "price", "token"];
    expect(raw.signature).toBe(
      calculateHmacSHA256Signature(
        order.map((k) => raw[k]),
        SECRET,
      ),
    );
    expect(raw.signature).not.toBe(
      calculateHmacSHA256Signature(
        order.map((k) => raw[k]),
        "another-secret",
      ),
    );
    expect(raw).toMatchObject({
      status: "success",
      paymentStatus: "SUCCESS",
      price: 999,
      paidPrice: 999,
      currency: "TRY",
      conversationId: "c-9",
    });
  });

  it("shows the finished page again instead of charging twice when the card form is posted again", async () => {
    const s = await started(5_000);
    await pay(s.paymentPageUrl, s.token, TEST_CARDS.success);
    const first = await retrieveProviderCheckout(s.token, {}, config);
    const again = await post(`${config.uri}/odeme`, { token: s.token, cardNumber: TEST_CARDS.declined });
    expect(await again.text()).toContain("Ödeme alındı");
    const second = await retrieveProviderCheckout(s.token, {}, config);
    expect(second).toMatchObject({ outcome: "paid" });
    expect(second.ok && first.ok && second.paymentId === first.paymentId).toBe(true);
  });
});

describe("checkouts that are not paid", () => {
  it("the declined card ends in FAILURE with the bank's reason", async () => {
    const s = await started(20_000);
    const end = await pay(s.paymentPageUrl, s.token, TEST_CARDS.declined);
    expect(end.html).toContain("Ödeme yapılamadı");
    const result = await retrieveProviderCheckout(s.token, {}, config);
    expect(result).toMatchObject({ ok: true, outcome: "failed", errorCode: "10051", transactions: [] });
    expect(result.ok && result.errorMessage).toMatch(/yetersiz/i);
  });

  it("a wrong 3-D code fails the success card", async () => {
    const s = await started(20_000);
    await pay(s.paymentPageUrl, s.token, TEST_CARDS.success, "000000");
    expect(await retrieveProviderCheckout(s.token, {}, config)).toMatchObject({ ok: true, outcome: "failed" });
  });

  it("before the customer finishes, the result is a refusal, not a payment", async () => {
    const s = await started(20_000);
    expect(await retrieveProviderCheckout(s.token, {}, config)).toMatchObject({ ok: false, reason: "provider" });
    expect(await retrieveProviderCheckout("no-such-token", {}, config)).toMatchObject({ ok: false, reason: "provider" });
  });

  it("a card that is not a test card is refused on the page and the session stays open", async () => {
    const s = await started(20_000);
    const refused = await post(`${config.uri}/odeme`, { token: s.token, cardNumber: "4242424242424242" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("test kartları");
    expect((await fetch(`${config.uri}/odeme?token=nope`)).status).toBe(404);
  });

  it("refuses an amount that does not add up, and an unknown currency", async () => {
    const badSum = await promised((cb) =>
      rawClient().checkoutFormInitialize.create(
        {
          ...checkout(1_000),
          price: "10.00",
          paidPrice: "10.00",
          currency: "EUR",
          basketItems: [{ id: "a", name: "a", category1: "c", itemType: "VIRTUAL", price: "9.00" }],
          buyer: checkout(1).buyer,
        },
        cb,
      ),
    );
    expect(badSum).toMatchObject({ status: "failure" });
    const start = checkout(1_000);
    const answer = await startProviderCheckout({ ...start, currency: "XYZ" as "EUR" }, config);
    expect(answer).toMatchObject({ ok: false });
  });
});

describe("an answer changed on its way is not believed", () => {
  it("a result whose charged amount was altered fails its signature check; the same answer untouched passes", async () => {
    const s = await started(40_000);
    await pay(s.paymentPageUrl, s.token, TEST_CARDS.success);
    // a man in the middle between the app and the provider, lowering the charged amount when told to
    let tamper = true;
    const doubleOrigin = new URL(config.uri).origin;
    const forward = async (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const upstream = await fetch(`${doubleOrigin}${req.url}`, {
        method: "POST",
        body: Buffer.concat(chunks),
        headers: {
          "content-type": "application/json",
          authorization: String(req.headers.authorization),
          "x-iyzi-rnd": String(req.headers["x-iyzi-rnd"]),
        },
      });
      const json = (await upstream.json()) as Record<string, unknown>;
      if (tamper) json.paidPrice = 1;
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(json));
    };
    const proxy = await listen((req, res) => void forward(req, res));
    const viaProxy = { ...config, uri: `${proxy}${MOUNT}` };
    expect(await retrieveProviderCheckout(s.token, {}, viaProxy)).toMatchObject({ ok: false, reason: "signature" });
    tamper = false;
    expect(await retrieveProviderCheckout(s.token, {}, viaProxy)).toMatchObject({ ok: true, outcome: "paid", paidCents: 40_000 });
  });
});

describe("refunds of a card payment", () => {
  async function paidPayment(amountCents: number) {
    const s = await started(amountCents);
    await pay(s.paymentPageUrl, s.token, TEST_CARDS.success);
    const result = await retrieveProviderCheckout(s.token, {}, config);
    if (!result.ok || !result.paymentId || !result.transactions[0]) throw new Error("not paid");
    return { paymentId: result.paymentId, transactionId: result.transactions[0].paymentTransactionId };
  }
  const refund = (paymentTransactionId: string, amountCents: number, currency: "EUR" | "TRY" = "EUR") =>
    refundProviderPayment({ paymentTransactionId, amountCents, currency, conversationId: "refund-1", ip: "127.0.0.1" }, config);

  it("refunds part, then the rest, and refuses a refund beyond what was paid", async () => {
    const { paymentId, transactionId } = await paidPayment(100_000);
    const done = { ok: true, paymentId, paymentTransactionId: transactionId, currency: "EUR" };
    const first = await refund(transactionId, 30_000);
    expect(first).toEqual({ ...done, refundedCents: 30_000, refundReference: expect.stringMatching(/^demo\d{12}$/) });
    expect(await refund(transactionId, 70_001)).toMatchObject({ ok: false, errorCode: "5005" });
    const second = await refund(transactionId, 70_000);
    expect(second).toEqual({ ...done, refundedCents: 70_000, refundReference: expect.stringMatching(/^demo\d{12}$/) });
    // each refund has its own reference: the book keeps it as the refund's unique provider id
    expect(first.ok && second.ok && first.refundReference !== second.refundReference).toBe(true);
    expect(await refund(transactionId, 1)).toMatchObject({ ok: false, errorCode: "5005" });
  });

  it("refuses a refund signed with another secret or key, and refunds nothing for it", async () => {
    const { paymentId, transactionId } = await paidPayment(20_000);
    const request = {
      paymentTransactionId: transactionId,
      amountCents: 20_000,
      currency: "EUR" as const,
      conversationId: "r",
      ip: "127.0.0.1",
    };
    expect(await refundProviderPayment(request, { ...config, secretKey: "another-secret-0123456789" })).toMatchObject({
      ok: false,
      errorCode: "1000",
    });
    expect(await refundProviderPayment(request, { ...config, apiKey: "another-api-key" })).toMatchObject({ ok: false, errorCode: "1001" });
    // the whole amount is still refundable: the refused requests took nothing
    expect(await refundProviderPayment(request, config)).toMatchObject({ ok: true, paymentId, refundedCents: 20_000 });
  });

  it("refuses a refund in another currency, of an unknown transaction, and of a declined payment", async () => {
    const { transactionId } = await paidPayment(10_000);
    expect(await refund(transactionId, 100, "TRY")).toMatchObject({ ok: false, errorCode: "5006" });
    expect(await refund("999", 100)).toMatchObject({ ok: false, errorCode: "5004" });
    const s = await started(10_000);
    await pay(s.paymentPageUrl, s.token, TEST_CARDS.declined);
    const declined = await retrieveProviderCheckout(s.token, {}, config);
    if (!declined.ok || !declined.paymentId) throw new Error("the declined payment has an id");
    const v2 = await promised((cb) =>
      rawClient().refundV2.create({ paymentId: declined.paymentId, price: "1.00", currency: "EUR", ip: "127.0.0.1" }, cb),
    );
    expect(v2).toMatchObject({ status: "failure", errorCode: "5004" });
  });

  it("the payment refund (v2) shares its bound with the transaction refund (v1)", async () => {
    const { paymentId, transactionId } = await paidPayment(50_000);
    const v2 = (price: string) => promised((cb) => rawClient().refundV2.create({ paymentId, price, currency: "EUR", ip: "127.0.0.1" }, cb));
    expect(await v2("200.00")).toMatchObject({ status: "success", paymentId, price: 200 });
    expect(await refund(transactionId, 30_001)).toMatchObject({ ok: false, errorCode: "5005" });
    expect(await refund(transactionId, 30_000)).toMatchObject({ ok: true });
    expect(await v2("0.01")).toMatchObject({ status: "failure", errorCode: "5005" });
  });
});
