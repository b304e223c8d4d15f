import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { loadShedder } from "./load-shed.server";

/** A response double: records status, headers and body, and emits finish/close like Express's. */
function response() {
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: "" as unknown,
    setHeader(name: string, value: string) {
      res.headers[name.toLowerCase()] = value;
    },
    getHeader(name: string) {
      return res.headers[name.toLowerCase()];
    },
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    type() {
      return res;
    },
    send(body: unknown) {
      res.body = body;
      return res;
    },
    json(body: unknown) {
      res.body = body;
      return res;
    },
  });
  return res;
}

function request(path = "/bos-bacaklar") {
  return { path } as never;
}

describe("loadShedder", () => {
  it("takes requests up to the bound, refuses the next with 503 and Retry-After at once, and takes again as answers finish", () => {
    const shed = loadShedder({ maxInFlight: 2, maxLagMs: 1000, lagMs: () => 0 });
    const taken: ReturnType<typeof response>[] = [];
    let passed = 0;
    for (let i = 0; i < 2; i++) {
      const res = response();
      shed(request(), res as never, () => passed++);
      taken.push(res);
    }
    expect(passed).toBe(2);
    const refused = response();
    shed(request(), refused as never, () => passed++);
    expect(passed).toBe(2);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(String(refused.body)).toContain("Sunucu şu anda çok yoğun");
    taken[0]!.emit("finish");
    taken[0]!.emit("close");
    expect(shed.inFlight()).toBe(1);
    shed(request(), response() as never, () => passed++);
    expect(passed).toBe(3);
  });

  it("counts a request aborted by its client (close without finish) as done", () => {
    const shed = loadShedder({ maxInFlight: 1, maxLagMs: 1000, lagMs: () => 0 });
    const res = response();
    shed(request(), res as never, () => undefined);
    res.emit("close");
    expect(shed.inFlight()).toBe(0);
  });

  it("sheds while the event loop lags past the bound, and recovers when it does not", () => {
    let lag = 1500;
    const shed = loadShedder({ maxInFlight: 100, maxLagMs: 1000, lagMs: () => lag });
    const refused = response();
    let passed = 0;
    shed(request(), refused as never, () => passed++);
    expect(refused.statusCode).toBe(503);
    lag = 20;
    shed(request(), response() as never, () => passed++);
    expect(passed).toBe(1);
  });

  it("answers /healthz at once with 503 'overloaded' while shedding, so the load balancer looks elsewhere", () => {
    const shed = loadShedder({ maxInFlight: 1, maxLagMs: 1000, lagMs: () => 0 });
    shed(request(), response() as never, () => undefined);
    const health = response();
    let passed = false;
    shed(request("/healthz"), health as never, () => (passed = true));
    expect(passed).toBe(false);
    expect(health.statusCode).toBe(503);
    expect(health.body).toMatchObject({ status: "overloaded" });
    expect(health.headers["cache-control"]).toBe("no-store");
  });
});
