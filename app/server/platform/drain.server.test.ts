import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createDrain } from "./drain.server";

/** A real HTTP server with the drain's middleware: /healthz answers 200, /slow answers after `slowMs`. */
async function serve(slowMs = 600) {
  const drain = createDrain();
  const app = express();
  app.use(drain.middleware);
  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  const answered = { slow: 0 };
  app.get("/slow", (_req, res) => void setTimeout(() => (answered.slow++, res.send("done")), slowMs));
  const listener = http.createServer(app);
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  return { drain, listener, origin, answered };
}

/** One request; with `keepAlive` the client asks to keep its connection, as a load balancer does. */
function get(url: string, keepAlive = false): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: keepAlive ? new http.Agent({ keepAlive: true }) : false }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on("error", reject);
  });
}

const started: http.Server[] = [];
afterEach(() => {
  for (const s of started.splice(0)) s.closeAllConnections();
});

describe("the graceful drain", () => {
  it("answers /healthz 200 and keeps connections open before the signal", async () => {
    const { drain, listener, origin } = await serve();
    started.push(listener);
    const health = await get(`${origin}/healthz`, true);
    expect(health.status).toBe(200);
    expect(health.connection).toBe("keep-alive");
    expect(drain.draining).toBe(false);
    listener.close();
  });

  it("answers /healthz 503 'draining' during the drain delay, while other requests are still served, each closing its connection", async () => {
    const { drain, listener, origin } = await serve(10);
    started.push(listener);
    const stopped = drain.stop(listener, { drainMs: 400, forceMs: 5_000 });
    expect(drain.draining).toBe(true);
    const health = await get(`${origin}/healthz`);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ status: "draining" });
    const page = await get(`${origin}/slow`, true);
    expect(page.status).toBe(200);
    expect(page.connection).toBe("close");
    expect(await stopped).toEqual({ forced: false });
  });

  it("finishes a request in flight after the listener closed, and refuses new connections", async () => {
    const { drain, listener, origin } = await serve(800);
    started.push(listener);
    const inFlight = get(`${origin}/slow`);
    await new Promise((r) => setTimeout(r, 100));
    const stopped = drain.stop(listener, { drainMs: 50, forceMs: 5_000 });
    await new Promise((r) => setTimeout(r, 200));
    await expect(get(`${origin}/healthz`)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(await inFlight).toMatchObject({ status: 200, body: "done" });
    expect(await stopped).toEqual({ forced: false });
  });

  it("resolves only once the request in flight is answered", async () => {
    const { drain, listener, origin, answered } = await serve(700);
    started.push(listener);
    const inFlight = get(`${origin}/slow`);
    await new Promise((r) => setTimeout(r, 100));
    await drain.stop(listener, { drainMs: 0, forceMs: 5_000 });
    expect(answered.slow).toBe(1);
    await inFlight;
  });

  it("cuts what is still open at the limit and says so", async () => {
    const { drain, listener, origin } = await serve(5_000);
    started.push(listener);
    const inFlight = get(`${origin}/slow`).catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((r) => setTimeout(r, 100));
    expect(await drain.stop(listener, { drainMs: 0, forceMs: 300 })).toEqual({ forced: true });
    expect(await inFlight).toBe("ECONNRESET");
  });

  it("a second signal does not start a second drain", async () => {
    const { drain, listener } = await serve();
    started.push(listener);
    const first = drain.stop(listener, { drainMs: 0, forceMs: 5_000 });
    expect(drain.stop(listener, { drainMs: 0, forceMs: 5_000 })).toBe(first);
    await first;
  });
});
