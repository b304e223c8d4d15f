import { describe, expect, it } from "vitest";
import { allowedToRead, metricsAllowList, routeLabel } from "./metrics.server";

describe("routeLabel", () => {
  it.each([
    ["/", "/"],
    ["/bos-bacaklar", "/bos-bacaklar"],
    ["/admin/reservations/5f0c6d1e-8a4b-4c2d-9e1f-0a1b2c3d4e5f/pdf", "/admin/reservations/:id/pdf"],
    ["/dashboard/flights/UJ-2026-0042", "/dashboard/flights/:id"],
    ["/bos-bacaklar.data", "/bos-bacaklar.data"],
    ["/admin/quote-requests.data", "/admin/quote-requests.data"],
    ["/assets/entry.client-AbC123.js", "/assets/*"],
    ["/a/b/c/d/e/f/g", "/a/b/c/d"],
    ["/Admin/Jets", "/admin/jets"],
    [`/${"x".repeat(200)}`, "/:id"],
    ["/a b<x>", "/a_b_x_"],
  ])("%s → %s", (path, label) => {
    expect(routeLabel(path)).toBe(label);
  });

  it("keeps the label set small: a thousand different ids make one label", () => {
    const labels = new Set(Array.from({ length: 1000 }, (_, i) => routeLabel(`/dashboard/flights/${crypto.randomUUID()}-${i}`)));
    expect(labels.size).toBe(1);
  });
});

describe("who may read /metrics", () => {
  it("is loopback only by default", () => {
    const list = metricsAllowList(undefined);
    expect(allowedToRead(list, "127.0.0.1")).toBe(true);
    expect(allowedToRead(list, "::ffff:127.0.0.1")).toBe(true);
    expect(allowedToRead(list, "::1")).toBe(true);
    expect(allowedToRead(list, "10.0.0.5")).toBe(false);
    expect(allowedToRead(list, "203.0.113.9")).toBe(false);
    expect(allowedToRead(list, undefined)).toBe(false);
  });

  it("takes addresses and subnets from METRICS_ALLOW, and nothing else", () => {
    const list = metricsAllowList("10.20.0.0/16, 192.0.2.7 ,fd00::/8");
    expect(allowedToRead(list, "10.20.3.4")).toBe(true);
    expect(allowedToRead(list, "192.0.2.7")).toBe(true);
    expect(allowedToRead(list, "fd00::1")).toBe(true);
    expect(allowedToRead(list, "10.21.0.1")).toBe(false);
    expect(allowedToRead(list, "192.0.2.8")).toBe(false);
    expect(allowedToRead(list, "127.0.0.1")).toBe(false);
  });

  it("refuses to start with an entry that is not an address", () => {
    expect(() => metricsAllowList("prometheus.internal")).toThrow(/METRICS_ALLOW/);
  });
});
