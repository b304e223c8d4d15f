import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { publicPageCache } from "#app/server/platform/page-cache.server";

let clock = 0;
let renders = 0;
let legsVersion: string | Error = "1";
const cache = publicPageCache({
  paths: new Set(["/", "/legal", "/cookie", "/error", "/json", "/legs"]),
  maxAgeMs: 1000,
  maxEntries: 3,
  now: () => clock,
  versions: new Map([
    [
      "/legs",
      async () => {
        if (legsVersion instanceof Error) throw legsVersion;
        return legsVersion;
      },
    ],
  ]),
});

// a small stand-in for the real app: a nonce per request, the page written in several chunks with the nonce in it
const app = express();
app.use((_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce}'`);
  next();
});
app.use(cache);
app.get("/{*splat}", (req, res) => {
  renders += 1;
  const nonce = res.locals.nonce as string;
  if (req.path === "/cookie") res.setHeader("Set-Cookie", "x=1");
  if (req.path === "/json") {
    res.json({ render: renders });
    return;
  }
  res.status(req.path === "/error" ? 500 : 200).type("html");
  res.write(`<html><head><script nonce="${nonce}">1</script></head>`);
  res.write(Buffer.from(`<body>render ${renders} of ${req.originalUrl}`));
  res.end(`<script nonce="${nonce}">2</script></body></html>`);
});

let origin = "";
let server: ReturnType<typeof app.listen>;
beforeAll(async () => {
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  cache.clear();
  renders = 0;
  clock = 0;
  legsVersion = "1";
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(origin + path, { headers });
  const body = await res.text();
  const csp = res.headers.get("content-security-policy") ?? "";
  const headerNonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  const bodyNonces = [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
  return { res, body, headerNonce, bodyNonces };
}

describe("a page with a version (the public legs)", () => {
  it("is served from the copy while its version holds, and rendered again as soon as it changes", async () => {
    await get("/legs");
    expect((await get("/legs")).res.headers.get("x-page-cache")).toBe("hit");
    expect(renders).toBe(1);
    legsVersion = "2";
    const fresh = await get("/legs");
    expect(fresh.res.headers.get("x-page-cache")).toBeNull();
    expect(fresh.body).toContain("render 2");
    expect((await get("/legs")).res.headers.get("x-page-cache")).toBe("hit");
    expect(renders).toBe(2);
  });

  it("still expires with the window, whatever the version", async () => {
    await get("/legs");
    clock = 1000;
    await get("/legs");
    expect(renders).toBe(2);
  });

  it("renders as usual and keeps nothing when the version cannot be read", async () => {
    legsVersion = new Error("database unavailable");
    await get("/legs");
    await get("/legs");
    expect(renders).toBe(2);
    expect(cache.size()).toBe(0);
  });
});

describe("public page cache", () => {
  it("renders once per window and gives each answer its own nonce, matching its CSP", async () => {
    const first = await get("/");
    const second = await get("/");
    expect(renders).toBe(1);
    expect(second.res.headers.get("x-page-cache")).toBe("hit");
    expect(second.res.headers.get("content-type")).toContain("text/html");
    expect(second.body.replaceAll(second.headerNonce, "N")).toBe(first.body.replaceAll(first.headerNonce, "N"));
    expect(second.headerNonce).not.toBe(first.headerNonce);
    for (const answer of [first, second]) {
      expect(answer.bodyNonces).toHaveLength(2);
      expect(answer.bodyNonces.every((n) => n === answer.headerNonce)).toBe(true);
    }
    expect(second.body).not.toContain(first.headerNonce);
  });

  it("renders again once the window has passed", async () => {
    await get("/");
    clock = 999;
    await get("/");
    expect(renders).toBe(1);
    clock = 1000;
    const after = await get("/");
    expect(renders).toBe(2);
    expect(after.body).toContain("render 2");
    expect(after.res.headers.get("x-page-cache")).toBeNull();
  });

  it("keeps one entry per URL, query included, and at most maxEntries", async () => {
    await get("/?a=1");
    await get("/?a=2");
    expect(renders).toBe(2);
    expect((await get("/?a=1")).body).toContain("render 1 of /?a=1");
    expect((await get("/?a=2")).body).toContain("render 2 of /?a=2");
    await get("/legal");
    await get("/?a=3");
    expect(cache.size()).toBe(3);
    // the oldest (/?a=1) went first
    await get("/?a=1");
    expect(renders).toBe(5);
  });

  it("never serves or stores for a visitor with cookies, another method, another path, or an answer that is not a plain 200 page", async () => {
    await get("/", { cookie: "lng=en" });
    await get("/", { cookie: "lng=en" });
    expect(renders).toBe(2);
    expect(cache.size()).toBe(0);
    await get("/");
    const withCookie = await get("/", { cookie: "ufuk_session=abc" });
    expect(withCookie.body).toContain("render 4");
    for (const path of ["/cookie", "/error", "/json", "/elsewhere"]) {
      await get(path);
      await get(path);
    }
    expect(renders).toBe(4 + 8);
    expect(cache.size()).toBe(1);
    const head = await fetch(`${origin}/legal`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(cache.size()).toBe(1);
  });
});
