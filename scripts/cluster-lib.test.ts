import { describe, expect, it } from "vitest";
import { haproxyConfig, parseShowStat, PROXY_SOURCE_ADDRESS } from "./cluster-lib";

const config = haproxyConfig({
  bind: { host: "127.0.0.1", port: 8080 },
  healthHost: "127.0.0.1:8080",
  servers: [
    { name: "app1", port: 4001 },
    { name: "app2", port: 4002 },
  ],
  statsSocket: "/tmp/x/haproxy.sock",
});
const lines = config.split("\n").map((l) => l.trim());
const section = (name: string) => {
  const start = lines.indexOf(name);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((l, i) => i > start && /^(global|defaults|frontend|backend|listen)\b/.test(l));
  return lines.slice(start + 1, end === -1 ? undefined : end);
};

describe("the proxy's configuration (decision 058)", () => {
  it("balances round robin over every instance, each health-checked", () => {
    const backend = section("backend app");
    expect(backend).toContain("balance roundrobin");
    expect(backend.filter((l) => l.startsWith("server "))).toEqual(["server app1 127.0.0.1:4001", "server app2 127.0.0.1:4002"]);
    expect(backend.find((l) => l.startsWith("default-server"))).toMatch(/\bcheck\b.*\bfall 2\b.*\brise 2\b/);
  });

  it("checks GET /healthz with the public Host header and wants 200", () => {
    const backend = section("backend app");
    expect(backend).toContain("option httpchk");
    expect(backend).toContain("http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host 127.0.0.1:8080");
    expect(backend).toContain("http-check expect status 200");
  });

  it("retries a failed connection elsewhere, and a sent request only when it is a GET or HEAD", () => {
    const defaults = section("defaults");
    expect(defaults).toContain("option redispatch 1");
    const retryOn = defaults
      .find((l) => l.startsWith("retry-on "))!
      .split(/\s+/)
      .slice(1);
    expect(retryOn).toContain("conn-failure");
    // everything but conn-failure may follow a request the app received: the backend limits those retries to reads
    expect(retryOn.filter((c) => c !== "conn-failure").length).toBeGreaterThan(0);
    expect(section("backend app")).toContain("http-request disable-l7-retry if !METH_GET");
  });

  it("sends X-Forwarded-For from the one source address the instances trust", () => {
    expect(section("defaults")).toContain("option forwardfor");
    expect(section("backend app")).toContain(`source ${PROXY_SOURCE_ADDRESS}`);
    expect(PROXY_SOURCE_ADDRESS).not.toBe("127.0.0.1");
  });

  it("never cuts the sessions of a server marked down (a draining instance finishes its requests)", () => {
    expect(config).not.toMatch(/on-marked-down\s+shutdown-sessions/);
  });
});

describe("parseShowStat", () => {
  const csv = [
    "# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,weight,hrsp_1xx,hrsp_2xx,hrsp_3xx,hrsp_4xx,hrsp_5xx",
    "web,FRONTEND,,,0,1,4096,3,0,0,0,0,0,,,,,OPEN,,0,3,0,0,0",
    "app,app1,0,0,0,1,,2,0,0,,0,,0,0,1,0,UP,1,0,7,2,0,0",
    "app,app2,0,0,0,1,,1,0,0,,0,,0,0,0,2,DOWN,1,0,4,0,0,3",
    "app,BACKEND,0,0,0,1,409,3,0,0,0,0,,0,0,1,2,UP,2,0,11,2,0,3",
    "",
  ].join("\n");

  it("reads each server of the backend with its state, answers and retries", () => {
    expect(parseShowStat(csv)).toEqual([
      { name: "app1", status: "UP", hrsp2xx: 7, hrsp5xx: 0, retries: 1, redispatches: 0 },
      { name: "app2", status: "DOWN", hrsp2xx: 4, hrsp5xx: 3, retries: 0, redispatches: 2 },
    ]);
  });

  it("reads nothing of another backend", () => {
    expect(parseShowStat(csv, "other")).toEqual([]);
  });
});
