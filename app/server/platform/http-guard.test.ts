import { describe, expect, it } from "vitest";
import { REFUSALS, badTarget, hasBoundary, refusalFor, refusalHtml, toOriginForm, validHost } from "./http-guard.server";
import { isDatabaseUnavailable } from "./db/errors.server";
import { slowdownFor } from "./auth/sign-in-policy.server";

const LIMIT = 1024 * 1024;
const HOST = { host: "localhost:3000" };
const post = (headers: Record<string, string>) => ({ method: "POST", url: "/auth", headers: { ...HOST, ...headers } });

describe("refusalFor", () => {
  it.each([
    [{ method: "PUT", url: "/", headers: HOST }, REFUSALS.method],
    [{ method: "GET", url: "/?q=a%00b", headers: HOST }, REFUSALS.nul],
    [{ method: "GET", url: "/bos-bacaklar?q=%00", headers: HOST }, REFUSALS.nul],
    [{ method: "GET", url: "/%E0%A4%A", headers: HOST }, REFUSALS.badPath],
    [post({ "content-type": "application/json", "content-length": "10" }), REFUSALS.mediaType],
    [post({ "content-type": "text/plain", "content-length": "10" }), REFUSALS.mediaType],
    [post({ "content-length": "10" }), REFUSALS.mediaType],
    [post({ "content-type": "multipart/form-data", "content-length": "10" }), REFUSALS.badForm],
    [post({ "content-type": "application/x-www-form-urlencoded", "content-length": String(LIMIT + 1) }), REFUSALS.tooLarge],
    [post({ "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" }), REFUSALS.length],
    [post({ "content-type": "application/x-www-form-urlencoded", "content-length": "-1" }), REFUSALS.length],
  ])("refuses %j", (req, refusal) => {
    expect(refusalFor(req, LIMIT)).toEqual(refusal);
  });

  it.each([
    { method: "GET", url: "/bos-bacaklar?q=%C4%B0stanbul", headers: HOST },
    { method: "HEAD", url: "/", headers: HOST },
    post({ "content-type": "application/x-www-form-urlencoded", "content-length": String(LIMIT) }),
    post({ "content-type": "application/x-www-form-urlencoded; charset=UTF-8", "content-length": "10" }),
    post({ "content-type": "multipart/form-data; boundary=----x1", "content-length": "10" }),
    post({}),
    post({ "content-length": "0" }),
  ])("lets %j through", (req) => {
    expect(refusalFor(req, LIMIT)).toBeNull();
  });

  it.each([
    ["no Host", { method: "GET", url: "/healthz", headers: {} }],
    ["an empty Host", { method: "GET", url: "/", headers: { host: "" } }],
    ["a Host with a space", { method: "GET", url: "/", headers: { host: "ufuk jet.test" } }],
    ["a Host with a path", { method: "GET", url: "/", headers: { host: "ufukjet.test/admin" } }],
    ["a Host with user info", { method: "POST", url: "/auth", headers: { host: "a@ufukjet.test" } }],
    ["a Host with a bad port", { method: "GET", url: "/", headers: { host: "ufukjet.test:80a" } }],
    ["an unclosed IPv6 Host", { method: "GET", url: "/", headers: { host: "[::1" } }],
    ["a Host of control characters", { method: "GET", url: "/", headers: { host: "\u0001" } }],
  ])("refuses %s with 400", (_case, req) => {
    expect(refusalFor(req, LIMIT)).toEqual(REFUSALS.badHost);
  });

  it.each(["localhost", "localhost:3000", "ufukjet.test", "www.ufuk-jet.com.tr", "127.0.0.1:8080", "[::1]:3000", "[2001:db8::1]"])(
    "takes the Host %s",
    (host) => {
      expect(validHost(host)).toBe(true);
    },
  );

  it("reads an absolute-form target as its path, with the target's authority as the Host", () => {
    const req = {
      url: "http://ufukjet.test:3000/bos-bacaklar?q=ni",
      originalUrl: "http://ufukjet.test:3000/bos-bacaklar?q=ni",
      headers: { host: "other.test" } as Record<string, string>,
    };
    expect(toOriginForm(req)).toBe(true);
    expect(req).toEqual({ url: "/bos-bacaklar?q=ni", originalUrl: "/bos-bacaklar?q=ni", headers: { host: "ufukjet.test:3000" } });
  });

  it.each(["ftp://ufukjet.test/", "ufukjet.test/", "*", "http://", "http://a b/"])("refuses the target %s", (url) => {
    expect(toOriginForm({ url, headers: {} })).toBe(false);
  });

  it("reads boundaries quoted and unquoted", () => {
    expect(hasBoundary('multipart/form-data; boundary="a b"')).toBe(true);
    expect(hasBoundary("multipart/form-data; boundary=")).toBe(false);
    expect(badTarget("/ok?x=%2500")).toBeNull();
  });

  it("writes a Turkish page with a title and the status", () => {
    const html = refusalHtml(REFUSALS.tooLarge);
    expect(html).toContain("<title>413 · Gönderilen veri çok büyük · Ufuk Jet</title>");
    expect(html).toContain('lang="tr"');
  });
});

describe("isDatabaseUnavailable", () => {
  it.each([
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    { cause: { code: "57P01", message: "terminating connection due to administrator command" } },
    { code: "P1001", message: "Can't reach database server" },
    { meta: { driverAdapterError: { cause: { originalCode: "08006" } } } },
    new Error("timeout exceeded when trying to connect"),
    Object.assign(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]), {}),
  ])("recognises %j", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([new Error("boom"), { code: "23505" }, { code: "P2002" }, null, "ECONNREFUSED"])("does not mistake %j", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("slowdownFor", () => {
  it.each([
    [0, 0],
    [10, 0],
    [11, 250],
    [14, 1_000],
    [22, 3_000],
    [1_000, 3_000],
  ])("%i failures wait %i ms", (failures, ms) => {
    expect(slowdownFor(failures)).toBe(ms);
  });
});
