import type { NextFunction, Request, Response } from "express";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { REFUSALS, sendRefusal } from "#app/server/platform/http-guard.server";

/**
 * Past its capacity a server that keeps accepting work only makes every answer late: at twice its measured rate
 * half the requests timed out at the client and `/healthz` took 30 s, yet nobody got a 503. So each instance
 * bounds what it takes on: when `maxInFlight` requests are already being answered, or the event loop's delay
 * (p99 over the last second) is above `maxLagMs`, a new request is refused at once with 503 and `Retry-After`,
 * which costs microseconds and keeps the loop free for the requests already taken. `/healthz` is never queued
 * behind the work: while the instance sheds load it answers 503 "overloaded" at once, so the load balancer sends
 * the traffic to other instances until this one recovers.
 */
export interface LoadShedOptions {
  maxInFlight: number;
  maxLagMs: number;
  /** seconds a refused client is asked to wait */
  retryAfterSeconds?: number;
  /** the event loop's recent p99 delay in ms (tests give their own) */
  lagMs?: () => number;
}

export function loadShedder({ maxInFlight, maxLagMs, retryAfterSeconds = 5, lagMs }: LoadShedOptions) {
  let inFlight = 0;
  let measuredLag = 0;
  if (!lagMs) {
    const histogram = monitorEventLoopDelay({ resolution: 20 });
    histogram.enable();
    setInterval(() => {
      measuredLag = histogram.percentile(99) / 1e6;
      histogram.reset();
    }, 1000).unref();
  }
  const currentLag = lagMs ?? (() => measuredLag);

  function middleware(req: Request, res: Response, next: NextFunction) {
    const overloaded = inFlight >= maxInFlight || currentLag() > maxLagMs;
    if (overloaded) {
      res.setHeader("Retry-After", String(retryAfterSeconds));
      if (req.path === "/healthz") {
        res.setHeader("Cache-Control", "no-store");
        res.status(503).json({ status: "overloaded", inFlight });
        return;
      }
      sendRefusal(res, REFUSALS.overloaded);
      return;
    }
    inFlight++;
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      inFlight--;
    };
    res.once("finish", release);
    res.once("close", release);
    next();
  }
  middleware.inFlight = () => inFlight;
  return middleware;
}
