import type { Server } from "node:http";
import type { NextFunction, Request, Response } from "express";

/**
 * The graceful drain of one instance behind a load balancer (decision 058). On SIGTERM or SIGINT the instance
 * first says it is leaving — `/healthz` answers 503 "draining" and every answer closes its connection — while it
 * still takes requests, for `drainMs`, so the balancer's health check sees it down and sends it nothing new. Then
 * it stops accepting connections, finishes the requests in flight, and only after the last one closes the database.
 */
export interface Drain {
  /** true from the signal on */
  readonly draining: boolean;
  /** Express middleware: `/healthz` answers 503 while draining, and every answer then closes its connection. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /**
   * Drains `listener`: waits `drainMs` while still serving, closes it, ends idle keep-alive connections, and
   * resolves once every request in flight is answered (or `forceMs` has passed: then `forced` is true).
   */
  stop: (listener: Server, options: { drainMs: number; forceMs: number }) => Promise<{ forced: boolean }>;
}

export function createDrain(): Drain {
  let draining = false;
  let stopping: Promise<{ forced: boolean }> | undefined;

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (!draining) return next();
    // a kept-alive connection would carry the balancer's next request to an instance about to close
    res.setHeader("Connection", "close");
    if (req.path === "/healthz") {
      res.setHeader("Cache-Control", "no-store");
      res.status(503).json({ status: "draining" });
      return;
    }
    next();
  }

  function stop(listener: Server, { drainMs, forceMs }: { drainMs: number; forceMs: number }) {
    stopping ??= new Promise<{ forced: boolean }>((resolve) => {
      draining = true;
      const force = setTimeout(() => {
        listener.closeAllConnections();
        resolve({ forced: true });
      }, forceMs);
      force.unref();
      setTimeout(() => {
        // no new connections; those open finish their request (each answer now says Connection: close)
        listener.close(() => {
          clearTimeout(force);
          resolve({ forced: false });
        });
        listener.closeIdleConnections();
      }, drainMs).unref();
    });
    return stopping;
  }

  return {
    get draining() {
      return draining;
    },
    middleware,
    stop,
  };
}

/** The instance's drain: server/app.ts mounts its middleware first, server.js calls `stop` on a signal. */
export const drain = createDrain();
