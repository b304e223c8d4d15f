import { createHmac, randomInt, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { toCents } from "#app/lib/domain/money";
import { paymentProviderConfig } from "#app/server/money/payment-provider-config.server";
import { readBody, requestSignature, send } from "#app/server/money/provider-double-http.server";
import {
  cardPage,
  missingPage,
  pageSecurityPolicy,
  returnPage,
  TEST_3DS_CODE,
  TEST_CARDS,
  threeDsPage,
  type DoublePage,
} from "#app/server/money/provider-double-pages.server";

/**
 * DEMO ONLY: a stand-in for the card payment provider (decision 045), for development, demos and tests. It speaks
 * the part of the provider's API that the real client library (iyzipay) calls — checkout initialize, checkout
 * result, refund (v1 by transaction, v2 by payment) — refuses any request whose IYZWSv2 signature was not made with
 * the configured secret, signs its answers like the provider, and serves the hosted test page (card form, 3-D step,
 * return to the shop). State lives in this process's memory: one app instance (or one test server) per double.
 */

export interface DoubleOptions {
  apiKey: string;
  secretKey: string;
  /** the absolute address the double is reached at (its API and its pages), without a trailing slash */
  base: string;
  now?: () => number;
}

interface ItemTransaction {
  itemId: string;
  paymentTransactionId: string;
  paidCents: number;
  refundedCents: number;
}

interface Session {
  token: string;
  conversationId: string | undefined;
  basketId: string;
  priceCents: number;
  currency: string;
  callbackUrl: string;
  items: { itemId: string; priceCents: number }[];
  createdAt: number;
  step: "card" | "3ds" | "done";
  card?: string;
  result?: {
    paymentStatus: "SUCCESS" | "FAILURE";
    paymentId: string;
    errorCode?: string;
    errorMessage?: string;
    transactions: ItemTransaction[];
  };
}

type Json = Record<string, unknown>;

const TOKEN_LIFETIME_S = 1800;
const MAX_SESSIONS = 5000;
/** the currencies the app charges in (the provider takes more) */
const CURRENCIES = new Set(["TRY", "EUR", "USD"]);

/** The double's error codes. 1000/1001 (signature, API key) and 10051 (insufficient funds) follow the provider's. */
const ERRORS = {
  signature: ["1000", "Geçersiz imza"],
  apiKey: ["1001", "Api bilgileri bulunamadı"],
  invalid: ["5001", "Geçersiz istek"],
  noSession: ["5002", "Ödeme oturumu bulunamadı"],
  pending: ["5003", "Ödeme henüz tamamlanmadı"],
  noPayment: ["5004", "Ödeme bulunamadı"],
  overRefund: ["5005", "İade tutarı ödenen tutarı aşıyor"],
  currency: ["5006", "Para birimi ödemeninkiyle aynı değil"],
  declined: ["10051", "Kart limiti yetersiz, yetersiz bakiye"],
  threeDs: ["5007", "3-D Secure doğrulaması başarısız"],
} as const satisfies Record<string, readonly [string, string]>;

export function createProviderDouble(options: DoubleOptions) {
  const now = options.now ?? Date.now;
  const sessions = new Map<string, Session>();
  const payments = new Map<string, Session>();
  const transactions = new Map<string, { session: Session; tx: ItemTransaction }>();
  let nextId = randomInt(10_000_000, 20_000_000);

  const sign = (values: unknown[]) =>
    createHmac("sha256", options.secretKey)
      .update(values.map((v) => (v === undefined || v === null ? "" : String(v))).join(":"))
      .digest("hex");

  const money = (cents: number) => cents / 100;

  const failure = (locale: unknown, [errorCode, errorMessage]: readonly [string, string], conversationId?: unknown): Json => ({
    status: "failure",
    errorCode,
    errorMessage,
    locale: locale === "en" ? "en" : "tr",
    systemTime: now(),
    conversationId,
  });

  function amount(value: unknown): number | null {
    if (typeof value !== "string" && typeof value !== "number") return null;
    try {
      const cents = toCents(value);
      return cents > 0 ? cents : null;
    } catch {
      return null;
    }
  }

  function remember(session: Session) {
    sessions.set(session.token, session);
    if (sessions.size > MAX_SESSIONS) {
      const oldest = sessions.keys().next().value!;
      const gone = sessions.get(oldest);
      sessions.delete(oldest);
      if (gone?.result) {
        payments.delete(gone.result.paymentId);
        for (const tx of gone.result.transactions) transactions.delete(tx.paymentTransactionId);
      }
    }
  }

  function initialize(body: Json): Json {
    const price = amount(body.price);
    const paid = amount(body.paidPrice);
    const items = Array.isArray(body.basketItems) ? (body.basketItems as Json[]) : [];
    const lines = items.map((i) => ({ itemId: typeof i.id === "string" ? i.id : "", priceCents: amount(i.price) }));
    const callbackUrl = typeof body.callbackUrl === "string" ? body.callbackUrl : "";
    const buyer = (body.buyer ?? {}) as Json;
    const valid =
      price !== null &&
      paid === price &&
      typeof body.currency === "string" &&
      CURRENCIES.has(body.currency) &&
      /^https?:\/\/[^\s]+$/.test(callbackUrl) &&
      typeof body.basketId === "string" &&
      body.basketId !== "" &&
      lines.length > 0 &&
      lines.every((l) => l.itemId && l.priceCents !== null) &&
      lines.reduce((sum, l) => sum + (l.priceCents ?? 0), 0) === price &&
      ["id", "name", "surname", "email", "identityNumber", "city", "country", "registrationAddress", "ip"].every(
        (k) => typeof buyer[k] === "string" && buyer[k] !== "",
      );
    if (!valid) return failure(body.locale, ERRORS.invalid, body.conversationId);
    const session: Session = {
      token: randomUUID(),
      conversationId: typeof body.conversationId === "string" ? body.conversationId : undefined,
      basketId: body.basketId as string,
      priceCents: price,
      currency: body.currency as string,
      callbackUrl,
      items: lines as { itemId: string; priceCents: number }[],
      createdAt: now(),
      step: "card",
    };
    remember(session);
    return {
      status: "success",
      locale: body.locale === "en" ? "en" : "tr",
      systemTime: now(),
      conversationId: body.conversationId,
      token: session.token,
      checkoutFormContent: "",
      tokenExpireTime: TOKEN_LIFETIME_S,
      paymentPageUrl: `${options.base}/odeme?token=${session.token}&lang=${body.locale === "en" ? "en" : "tr"}`,
      signature: sign([body.conversationId, session.token]),
    };
  }

  function retrieve(body: Json): Json {
    const session = typeof body.token === "string" ? sessions.get(body.token) : undefined;
    if (!session) return failure(body.locale, ERRORS.noSession, body.conversationId);
    if (!session.result) return failure(body.locale, ERRORS.pending, body.conversationId);
    const r = session.result;
    const answer: Json = {
      status: "success",
      locale: body.locale === "en" ? "en" : "tr",
      systemTime: now(),
      conversationId: body.conversationId,
      price: money(session.priceCents),
      paidPrice: money(session.priceCents),
      installment: 1,
      paymentId: r.paymentId,
      fraudStatus: r.paymentStatus === "SUCCESS" ? 1 : undefined,
      currency: session.currency,
      basketId: session.basketId,
      binNumber: session.card?.slice(0, 6),
      lastFourDigits: session.card?.slice(-4),
      cardType: "CREDIT_CARD",
      itemTransactions: r.transactions.map((t) => ({
        itemId: t.itemId,
        paymentTransactionId: t.paymentTransactionId,
        transactionStatus: r.paymentStatus === "SUCCESS" ? 2 : 0,
        price: money(t.paidCents),
        paidPrice: money(t.paidCents),
      })),
      phase: "AUTH",
      token: session.token,
      callbackUrl: session.callbackUrl,
      paymentStatus: r.paymentStatus,
      errorCode: r.errorCode,
      errorMessage: r.errorMessage,
      errorGroup: r.errorCode === ERRORS.declined[0] ? "NOT_SUFFICIENT_FUNDS" : undefined,
    };
    answer.signature = sign(
      ["paymentStatus", "paymentId", "currency", "basketId", "conversationId", "paidPrice", "price", "token"].map((k) => answer[k]),
    );
    return answer;
  }

  function refundable(session: Session) {
    return session.result!.transactions.reduce((sum, t) => sum + t.paidCents - t.refundedCents, 0);
  }

  /** v2: by payment id, spread over its lines in order; v1: by one line's paymentTransactionId. */
  function refund(body: Json, version: 1 | 2): Json {
    const cents = amount(body.price);
    if (cents === null) return failure(body.locale, ERRORS.invalid, body.conversationId);
    const found =
      version === 2
        ? { session: typeof body.paymentId === "string" ? payments.get(body.paymentId) : undefined, tx: undefined }
        : (() => {
            const hit = typeof body.paymentTransactionId === "string" ? transactions.get(body.paymentTransactionId) : undefined;
            return { session: hit?.session, tx: hit?.tx };
          })();
    const session = found.session;
    if (!session?.result || session.result.paymentStatus !== "SUCCESS") return failure(body.locale, ERRORS.noPayment, body.conversationId);
    if (body.currency !== session.currency) return failure(body.locale, ERRORS.currency, body.conversationId);
    const left = found.tx ? found.tx.paidCents - found.tx.refundedCents : refundable(session);
    if (cents > left) return failure(body.locale, ERRORS.overRefund, body.conversationId);
    if (found.tx) found.tx.refundedCents += cents;
    else {
      let rest = cents;
      for (const t of session.result.transactions) {
        const share = Math.min(rest, t.paidCents - t.refundedCents);
        t.refundedCents += share;
        rest -= share;
      }
    }
    const reference = `demo${String(nextId++).padStart(12, "0")}`;
    return {
      status: "success",
      locale: body.locale === "en" ? "en" : "tr",
      systemTime: now(),
      conversationId: body.conversationId,
      paymentId: session.result.paymentId,
      paymentTransactionId: found.tx?.paymentTransactionId,
      price: money(cents),
      currency: session.currency,
      authCode: String(randomInt(100_000, 999_999)),
      hostReference: reference,
      refundHostReference: reference,
      retryable: false,
    };
  }

  function complete(session: Session, paid: boolean, error?: readonly [string, string]) {
    const paymentId = String(nextId++);
    session.step = "done";
    session.result = {
      paymentStatus: paid ? "SUCCESS" : "FAILURE",
      paymentId,
      errorCode: error?.[0],
      errorMessage: error?.[1],
      transactions: paid
        ? session.items.map((i) => ({
            itemId: i.itemId,
            paymentTransactionId: String(nextId++),
            paidCents: i.priceCents,
            refundedCents: 0,
          }))
        : [],
    };
    if (paid) {
      payments.set(paymentId, session);
      for (const tx of session.result.transactions) transactions.set(tx.paymentTransactionId, { session, tx });
    }
  }

  const live = (token: unknown) => {
    const s = typeof token === "string" ? sessions.get(token) : undefined;
    if (!s) return undefined;
    // an unfinished page expires like the provider's token; a finished one still returns to the shop
    return s.step === "done" || now() - s.createdAt <= TOKEN_LIFETIME_S * 1000 ? s : undefined;
  };

  const finished = (s: Session) =>
    returnPage(s, {
      paid: s.result?.paymentStatus === "SUCCESS",
      message:
        s.result?.paymentStatus === "SUCCESS" ? "Ödemeniz alındı. Mağazaya dönerek işleminizi tamamlayın." : (s.result?.errorMessage ?? ""),
    });

  /** The hosted pages: GET /odeme?token=, POST /odeme (card), POST /odeme/3d (code). */
  function page(method: string, path: string, query: URLSearchParams, form: URLSearchParams): DoublePage {
    const token = method === "GET" ? query.get("token") : form.get("token");
    const s = live(token);
    if (!s) return missingPage();
    if (s.step === "done") return finished(s);
    if (method === "GET" && path === "/odeme")
      return s.step === "3ds" ? threeDsPage(options.base, s, s.card!.slice(-4)) : cardPage(options.base, s);
    if (method === "POST" && path === "/odeme") {
      const number = (form.get("cardNumber") ?? "").replace(/[\s-]/g, "");
      if (number !== TEST_CARDS.success && number !== TEST_CARDS.declined) {
        return cardPage(options.base, s, "Bu test sayfasında yalnızca aşağıdaki test kartları kullanılabilir.");
      }
      s.card = number;
      s.step = "3ds";
      return threeDsPage(options.base, s, number.slice(-4));
    }
    if (method === "POST" && path === "/odeme/3d" && s.step === "3ds") {
      if ((form.get("code") ?? "").trim() !== TEST_3DS_CODE) complete(s, false, ERRORS.threeDs);
      else if (s.card === TEST_CARDS.declined) complete(s, false, ERRORS.declined);
      else complete(s, true);
      return finished(s);
    }
    return missingPage();
  }

  /** Handles one request; `path` is the request's path below the double's base (e.g. "/payment/refund"). */
  async function handle(req: IncomingMessage, res: ServerResponse, path: string, query = new URLSearchParams()) {
    const method = req.method ?? "GET";
    let body: string;
    try {
      body = method === "POST" ? await readBody(req) : "";
    } catch {
      return send(res, 413, "application/json", JSON.stringify(failure(undefined, ERRORS.invalid)));
    }
    if (path === "/odeme" || path === "/odeme/3d") {
      const result = page(method, path, query, new URLSearchParams(method === "POST" ? body : ""));
      res.setHeader("Content-Security-Policy", pageSecurityPolicy(result));
      return send(res, result.status, "text/html; charset=utf-8", result.html);
    }
    const api: Record<string, (json: Json) => Json> = {
      "/payment/iyzipos/checkoutform/initialize/auth/ecom": initialize,
      "/payment/iyzipos/checkoutform/auth/ecom/detail": retrieve,
      "/payment/refund": (json) => refund(json, 1),
      "/v2/payment/refund": (json) => refund(json, 2),
    };
    const run = method === "POST" ? api[path] : undefined;
    if (!run) return send(res, 404, "application/json", JSON.stringify(failure(undefined, ERRORS.invalid)));
    const refused = requestSignature(req, path, body, options);
    const refusedError = refused === "apiKey" ? ERRORS.apiKey : refused === "signature" ? ERRORS.signature : null;
    if (refusedError) return send(res, 401, "application/json", JSON.stringify(failure(undefined, refusedError)));
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = null;
    }
    if (!json || typeof json !== "object" || Array.isArray(json))
      return send(res, 400, "application/json", JSON.stringify(failure(undefined, ERRORS.invalid)));
    return send(res, 200, "application/json", JSON.stringify(run(json as Json)));
  }

  return {
    handle,
    /** for tests: how many checkout sessions the double holds */
    get sessionCount() {
      return sessions.size;
    },
  };
}

export type ProviderDouble = ReturnType<typeof createProviderDouble>;

let appDouble: ProviderDouble | undefined;

/**
 * The double this app serves at DEMO_PAYMENT_PATH while the configuration names it (server/app.ts mounts it before
 * the request guard: the client library posts JSON, which the app's own routes refuse). Express strips the mount
 * path, so `req.url` is the path below the double's base.
 */
export function servePaymentDouble(req: IncomingMessage, res: ServerResponse) {
  const config = paymentProviderConfig();
  appDouble ??= createProviderDouble({ apiKey: config.apiKey, secretKey: config.secretKey, base: config.uri });
  const url = new URL(req.url ?? "/", "http://double.invalid");
  void appDouble.handle(req, res, url.pathname, url.searchParams);
}
