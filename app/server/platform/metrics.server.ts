import type { NextFunction, Request, Response } from "express";
import { BlockList, isIP } from "node:net";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { currentDatabase } from "#app/server/platform/db/client.server";
import { JOB_NAMES, JOB_SCHEMA } from "#app/server/platform/jobs/definitions.server";
import { logger } from "#app/server/platform/logger.server";
import { renderPoolStats } from "#app/server/platform/render-pool.server";

/**
 * The operations metrics, in Prometheus' text format at GET /metrics (prom-client; docs/operations.md says what to
 * alert on). Only addresses METRICS_ALLOW names may read them (default: loopback), judged on the connection's own
 * address, never on a forwarded header: a scraper reaches each instance directly, not through the load balancer.
 * - requests: count and duration by route pattern (ids folded, so the label set stays small), method and status;
 * - the database: the pool's connections in use, idle and waiting (PostgreSQL server);
 * - the job queue: jobs waiting, running and failed by kind; the e-mail outbox's backlog;
 * - the render pool: busy threads, documents queued, refusals of a full queue (decision 057);
 * - sign-in refusals by reason; and Node's own (heap, event-loop delay, GC) from prom-client's defaults.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const requests = new Counter({
  name: "ufuk_http_requests_total",
  help: "HTTP requests answered, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  registers: [metricsRegistry],
});
const durations = new Histogram({
  name: "ufuk_http_request_duration_seconds",
  help: "Time to answer an HTTP request, by route pattern and method",
  labelNames: ["route", "method"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
const signInRefusals = new Counter({
  name: "ufuk_sign_in_refusals_total",
  help: "Sign-in attempts refused, by reason (wrong_credentials, rate_limited)",
  labelNames: ["reason"] as const,
  registers: [metricsRegistry],
});

new Gauge({
  name: "ufuk_db_pool_connections",
  help: "Database pool connections by state (in_use, idle, waiting clients, max); PostgreSQL server only",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    const stats = currentDatabase().poolStats?.();
    if (!stats) return;
    this.set({ state: "in_use" }, stats.total - stats.idle);
    this.set({ state: "idle" }, stats.idle);
    this.set({ state: "waiting" }, stats.waiting);
    this.set({ state: "max" }, stats.max);
  },
});

new Gauge({
  name: "ufuk_jobs",
  help: "Background jobs by kind and state (created = waiting, active = running, failed in the last 24 h)",
  labelNames: ["kind", "state"] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const kind of JOB_NAMES) for (const state of ["created", "retry", "active", "failed"]) this.set({ kind, state }, 0);
    try {
      const rows = await currentDatabase().rawQuery<{ name: string; state: string; n: number }>(
        `SELECT name, state::text AS state, count(*)::int AS n FROM ${JOB_SCHEMA}.job
          WHERE state IN ('created', 'retry', 'active') OR (state = 'failed' AND completed_on > now() - interval '24 hours')
          GROUP BY 1, 2`,
      );
      for (const r of rows) this.set({ kind: r.name, state: r.state }, Number(r.n));
    } catch (error) {
      logger.warn({ err: error }, "metrics: job counts not read");
    }
  },
});

new Gauge({
  name: "ufuk_outbox_emails",
  help: "E-mails in the outbox not yet sent, by status (queued, failed)",
  labelNames: ["status"] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    try {
      const rows = await currentDatabase().rawQuery<{ status: string; n: number }>(
        `SELECT status::text AS status, count(*)::int AS n FROM outbox_emails WHERE status <> 'sent' GROUP BY 1`,
      );
      for (const r of rows) this.set({ status: r.status }, Number(r.n));
    } catch (error) {
      logger.warn({ err: error }, "metrics: outbox backlog not read");
    }
  },
});

new Gauge({
  name: "ufuk_render_pool",
  help: "The render pool that draws PDFs (decision 057): busy threads, documents queued, threads started, size, queue limit",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    const stats = renderPoolStats();
    this.set({ state: "busy" }, stats.busy);
    this.set({ state: "queued" }, stats.queued);
    this.set({ state: "workers" }, stats.workers);
    this.set({ state: "size" }, stats.size);
    this.set({ state: "queue_limit" }, stats.queueLimit);
  },
});

new Counter({
  name: "ufuk_render_pool_refusals_total",
  help: "PDF downloads answered 503 because the render pool's queue was full",
  registers: [metricsRegistry],
  collect() {
    this.reset();
    this.inc(renderPoolStats().refused);
  },
});

/** Counts a refused sign-in (the sign-in action calls it). */
export function countSignInRefusal(reason: "wrong_credentials" | "rate_limited") {
  signInRefusals.inc({ reason });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The route pattern of a path for the labels: ids, numbers and codes become ":id", `.data` requests keep their
 * suffix, static files are one label, and at most four segments are kept, so no visitor can grow the label set.
 */
export function routeLabel(path: string): string {
  if (path.startsWith("/assets/")) return "/assets/*";
  const data = path.endsWith(".data");
  const segments = (data ? path.slice(0, -5) : path)
    .split("/")
    .filter(Boolean)
    .slice(0, 4)
    .map((s) => (UUID.test(s) || /\d/.test(s) || s.length > 40 ? ":id" : s.toLowerCase().replace(/[^a-z0-9_-]/g, "_")));
  return `/${segments.join("/")}${data ? ".data" : ""}`;
}

/** Counts and times every answer. */
export function requestMetrics(req: Request, res: Response, next: NextFunction) {
  const end = durations.startTimer();
  res.once("finish", () => {
    const route = routeLabel(req.path);
    const method = req.method;
    requests.inc({ route, method, status: String(res.statusCode) });
    end({ route, method });
  });
  next();
}

/** The addresses allowed to read /metrics: METRICS_ALLOW's addresses and subnets (CIDR), or loopback when unset. */
export function metricsAllowList(setting: string | undefined): BlockList {
  const list = new BlockList();
  const entries = (setting ?? "127.0.0.0/8,::1/128")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (!isIP(address)) throw new Error(`METRICS_ALLOW: "${entry}" is not an address or a subnet`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

export function allowedToRead(list: BlockList, remoteAddress: string | undefined): boolean {
  if (!remoteAddress) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remoteAddress);
  const address = mapped ? mapped[1]! : remoteAddress;
  return list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/** GET /metrics for allowed addresses; a 404 for everyone else (the endpoint is not advertised). */
export function metricsEndpoint(allow: BlockList) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== "/metrics" || req.method !== "GET") return next();
    if (!allowedToRead(allow, req.socket.remoteAddress)) return next();
    res.setHeader("Content-Type", metricsRegistry.contentType);
    res.setHeader("Cache-Control", "no-store");
    res.end(await metricsRegistry.metrics());
  };
}
