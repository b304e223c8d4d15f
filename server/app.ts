import { randomBytes, randomUUID } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Server } from "node:http";
import type { Logger } from "pino";
import { RouterContextProvider } from "react-router";
import { requestInfoContext, type RequestOutcome } from "#app/server/platform/context.server";
import { drain } from "#app/server/platform/drain.server";
import { env } from "#app/server/platform/env.server";
import { REFUSALS, requestGuard, sendRefusal } from "#app/server/platform/http-guard.server";
import { loadShedder } from "#app/server/platform/load-shed.server";
import { metricsAllowList, metricsEndpoint, requestMetrics } from "#app/server/platform/metrics.server";
import { logger } from "#app/server/platform/logger.server";
import { publicPageCache } from "#app/server/platform/page-cache.server";
import { publicLegsVersion } from "#app/server/empty-legs/public-empty-legs.server";
import { DEMO_PAYMENT_PATH, paymentPageOrigins, servesPaymentDouble } from "#app/server/money/payment-provider-config.server";
import { servePaymentDouble } from "#app/server/money/provider-double.server";
import { CHECKOUT_CALLBACK_PATH } from "#app/server/money/payment-checkout.server";
import { isCrossOriginWrite, securityHeaders, staticSecurityHeaders } from "#app/server/platform/security-headers.server";
export { startup, shutdown } from "#app/server/startup.server";

/**
 * The HTTP application: request id and structured log line per request, security headers with a
 * per-request CSP nonce, the request guard (methods, broken paths, NUL bytes, body size and type), the
 * cross-origin refusal, then React Router. Built by Vite into build/server/index.js and mounted by
 * server.js (production) or loaded through Vite (development).
 */
export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting(env().TRUST_PROXY));

/**
 * Express "trust proxy" from TRUST_PROXY: unset or "false" trusts nobody (X-Forwarded-For/-Proto/-Host are
 * ignored); "true", a hop count, or addresses/subnets/"loopback" name the proxies whose headers count.
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "" || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

// The security headers are the same for every page but the CSP's nonce: built once, the nonce spliced in per request.
const NONCE_MARK = "\u0000nonce\u0000";
const securityHeaderTemplate = Object.entries(securityHeaders(NONCE_MARK, undefined, paymentPageOrigins()));

/** Seconds a client is asked to wait when the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * A request whose loader or action could not reach the database (entry.server.tsx's handleError marks its
 * outcome) answers 503 with Retry-After instead of 500 — pages, `.data` requests and resource routes (CSV and
 * PDF exports, /api/airports, /logout) alike: the status is changed as the headers are written, whoever wrote them.
 */
function outageAnswers503(res: Response, outcome: RequestOutcome) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, statusCode: number, ...rest: unknown[]) {
    if (statusCode >= 500 && outcome.databaseUnavailable) {
      this.statusCode = 503;
      this.statusMessage = "Service Unavailable";
      this.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      this.setHeader("Cache-Control", "no-store");
      // a status message passed along with the 500 would contradict the new status
      if (typeof rest[0] === "string") rest = rest.slice(1);
      return writeHead.call(this, 503, ...(rest as []));
    }
    return writeHead.call(this, statusCode, ...(rest as []));
  } as Response["writeHead"];
}

app.use((req: Request, res: Response, next: NextFunction) => {
  const outcome: RequestOutcome = { databaseUnavailable: false };
  res.locals.outcome = outcome;
  outageAnswers503(res, outcome);
  const requestId = (req.get("x-request-id") ?? "").replace(/[^\w.-]/g, "").slice(0, 64) || randomUUID();
  const nonce = randomBytes(16).toString("base64");
  res.locals.requestId = requestId;
  res.locals.nonce = nonce;
  res.setHeader("X-Request-Id", requestId);
  for (const [name, value] of securityHeaderTemplate)
    res.setHeader(name, value.includes(NONCE_MARK) ? value.replace(NONCE_MARK, nonce) : value);
  // pages of signed-in users are never stored by browsers or proxies
  if (/(^|;\s*)(__Host-)?ufuk_session=/.test(req.get("cookie") ?? "")) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Vary", "Cookie");
  }
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info({ requestId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
  });
  next();
});

// while the instance drains (SIGTERM/SIGINT, decision 058) /healthz answers 503 and every answer closes its connection
app.use(drain.middleware);

/** server.js drains the listener through it on a signal, after SHUTDOWN_DRAIN_SECONDS of 503 health checks. */
export const stopListening = (listener: Server) =>
  drain.stop(listener, { drainMs: env().SHUTDOWN_DRAIN_SECONDS * 1000, forceMs: env().SHUTDOWN_DRAIN_SECONDS * 1000 + 20_000 });

// every answer counted and timed; GET /metrics for the addresses METRICS_ALLOW names (a 404 for anyone else)
app.use(requestMetrics);
app.use(metricsEndpoint(metricsAllowList(env().METRICS_ALLOW)));

// past its capacity the instance answers 503 at once instead of queueing without bound (/healthz included)
const onServerDatabase = /^postgres(ql)?:\/\//.test(env().DATABASE_URL ?? "") && !env().DATABASE_URL!.startsWith("postgresql://embedded@");
const lagBound = env().MAX_EVENT_LOOP_LAG_MS ?? (onServerDatabase ? 1000 : 0);
app.use(loadShedder({ maxInFlight: env().MAX_IN_FLIGHT, maxLagMs: lagBound === 0 ? Number.POSITIVE_INFINITY : lagBound }));

// DEMO ONLY: the card payment provider's stand-in (decision 045), while the configuration names it. Before the guard:
// the provider's client library posts JSON, and the double reads (and bounds) its own bodies.
if (servesPaymentDouble()) app.use(DEMO_PAYMENT_PATH, servePaymentDouble);

app.use(requestGuard(env().BODY_LIMIT_BYTES));

// cross-origin form posts are refused for every route, resource routes included — but the card provider's callback,
// which the provider's page posts from its own site and which trusts nothing but the provider's server-side answer
app.use((req: Request, res: Response, next: NextFunction) => {
  if (req.path === CHECKOUT_CALLBACK_PATH && req.method === "POST") return next();
  if (!isCrossOriginWrite(req.method, req.get("origin"), req.get("sec-fetch-site"), req.get("host"), req.get("referer"))) return next();
  logger.warn(
    { requestId: res.locals.requestId, origin: req.get("origin"), referer: req.get("referer"), path: req.path },
    "cross-origin write refused",
  );
  sendRefusal(res, REFUSALS.crossOrigin);
});

/**
 * The landing, legal and public empty-leg pages as a visitor without cookies gets them: one render per URL per
 * 10 s, each answer with its own nonce (decision 028). None of them reads anything of the visitor; the one that
 * reads the database is kept only while the version of what it shows is current (decision 054).
 */
export const pageCache = publicPageCache({
  paths: new Set(["/", "/gizlilik", "/kullanim-kosullari", "/bos-bacaklar"]),
  maxAgeMs: 10_000,
  // /bos-bacaklar reads the legs: its copy is served only while the list's version is the same (decision 054);
  // a leg that departs drops out within the 10 s a copy is kept
  versions: new Map([["/bos-bacaklar", publicLegsVersion]]),
});
app.use(pageCache);

app.all(
  "/{*splat}",
  createRequestHandler({
    // The build itself, not a function returning it: given a function, React Router derives its routes and
    // static handler again on every request (in profiles, route flattening and ranking per request).
    build: await import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      const requestId = res.locals.requestId as string;
      let requestLogger: Logger | undefined;
      context.set(requestInfoContext, {
        requestId,
        nonce: res.locals.nonce as string,
        ip: req.ip ?? "unknown",
        // made on first use: most requests log nothing but the request line, and a pino child per request showed in profiles
        get logger() {
          return (requestLogger ??= logger.child({ requestId }));
        },
        outcome: res.locals.outcome as RequestOutcome,
      });
      return context;
    },
  }),
);

/** Middleware setting the security headers of static files (server.js mounts it before express.static). */
export function staticHeaders(_req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(staticSecurityHeaders())) res.setHeader(name, value);
  next();
}
