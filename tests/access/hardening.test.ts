import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATRIX } from "./matrix";
import { base, closeDatabase, database, signIn } from "./http";
import { FORM_TYPE, form, raw } from "./raw";
import { present } from "../support/present";

/**
 * The holes an outside attack on the running production build found, each closed and kept closed over real
 * HTTP (the shared server of this project runs with PUBLIC_URL=https://ufukjet.example and no TRUST_PROXY).
 */
const PUBLIC_URL = "https://ufukjet.example";
const PASSWORD = "UfukJet!2026";

/** Every concrete page of the matrix (GET answers something for someone), each once. */
const PAGES = [...new Set(MATRIX.map((r) => r.path))].filter((p) => !p.includes(":"));
/** Every page that takes form posts. */
const POST_PAGES = [...new Set(MATRIX.filter((r) => r.posts?.length).map((r) => r.path))];

let adminCookie: string;

beforeAll(async () => {
  adminCookie = await signIn("admin@ufukjet.test");
  expect(PAGES.length).toBeGreaterThan(20);
  expect(POST_PAGES.length).toBeGreaterThan(8);
});

afterAll(async () => {
  await closeDatabase();
});

const FOREIGN_TARGETS = [
  "/.//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/admin/../..//evil.example",
  "/a/./..//evil.example/x",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
  "/%5C%5Cevil.example",
  "/%252e//evil.example",
];

function isForeign(location: string | undefined) {
  if (!location) return false;
  const url = new URL(location, "http://this.host");
  return url.host !== "this.host" || location.startsWith("//") || /^\/[\\/]/.test(url.pathname);
}

describe("return paths are judged on the normalised URL", () => {
  it.each(FOREIGN_TARGETS)("sign-in with redirectTo=%s lands on the user's home", async (target) => {
    const res = await raw(base(), {
      method: "POST",
      path: "/auth",
      headers: FORM_TYPE,
      body: form({ intent: "signin", email: "operasyon@ufukjet.test", password: PASSWORD, redirectTo: target }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/admin");
  });

  it.each(FOREIGN_TARGETS)("the language switch with redirectTo=%s goes home", async (target) => {
    const res = await raw(base(), { method: "POST", path: "/language", headers: FORM_TYPE, body: form({ lng: "en", redirectTo: target }) });
    expect(res.status).toBe(302);
    expect(isForeign(res.headers.location)).toBe(false);
    expect(res.headers.location).toBe("/");
  });

  it.each(FOREIGN_TARGETS)("the sidebar switch with redirectTo=%s stays in the admin area", async (target) => {
    const res = await raw(base(), {
      method: "POST",
      path: "/ui/sidebar",
      headers: { ...FORM_TYPE, Cookie: adminCookie },
      body: form({ state: "false", redirectTo: target }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/admin");
  });

  it.each(FOREIGN_TARGETS)("the sign-in page does not carry redirectTo=%s into its form", async (target) => {
    const res = await raw(base(), { path: `/auth?redirectTo=${encodeURIComponent(target)}` });
    expect(res.status).toBe(200);
    const values = [...res.body.matchAll(/name="redirectTo" value="([^"]*)"/g)].map((m) => m[1] ?? "");
    expect(values.length).toBeGreaterThan(0);
    // the sign-in form's own return path is empty; the language switch returns to this very page
    expect(values).toContain("");
    expect(values.every((v) => v === "" || v.startsWith("/auth?"))).toBe(true);
  });

  it("a same-origin return path still works after sign-in", async () => {
    const res = await raw(base(), {
      method: "POST",
      path: "/auth",
      headers: FORM_TYPE,
      body: form({
        intent: "signin",
        email: "operasyon@ufukjet.test",
        password: PASSWORD,
        redirectTo: "/admin/../admin/quote-requests?page=2",
      }),
    });
    expect(res.headers.location).toBe("/admin/quote-requests?page=2");
  });
});

describe("links in e-mails and canonical URLs come from PUBLIC_URL, never from the request", () => {
  const forged = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" };

  it("a sign-up sent with a forged Host e-mails a verification link on PUBLIC_URL", async () => {
    const email = `host-check-${Date.now()}@example.com`;
    const res = await raw(base(), {
      method: "POST",
      path: "/auth",
      headers: { ...FORM_TYPE, ...forged },
      body: form({ intent: "signup", first_name: "Ayşe", last_name: "Yılmaz", email, password: "CokGizli!2026" }),
    });
    expect(res.status).toBe(302);
    const rows = (
      await database().query<{ text: string; html: string | null }>(`SELECT text, html FROM outbox_emails WHERE to_address = $1`, [email])
    ).rows;
    expect(rows).toHaveLength(1);
    const mail = present(rows[0], "the sign-up e-mail");
    expect(mail.text).toContain(`${PUBLIC_URL}/auth/verify?token=`);
    expect(`${mail.text}${mail.html}`).not.toContain("evil.example");
  });

  it.each(["/", "/bos-bacaklar", "/auth", "/gizlilik"])("the canonical link of %s ignores a forged Host", async (path) => {
    const res = await raw(base(), { path, headers: forged });
    expect(res.status).toBe(200);
    expect(res.body).toContain(`rel="canonical" href="${PUBLIC_URL}`);
    expect(res.body).not.toContain("evil.example");
  });

  it("robots.txt and the sitemap name PUBLIC_URL", async () => {
    const robots = await raw(base(), { path: "/robots.txt", headers: forged });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await raw(base(), { path: "/sitemap.xml", headers: forged });
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(sitemap.body).not.toContain("evil.example");
  });

  it("X-Forwarded-For does not count without TRUST_PROXY: a forged address cannot escape the per-address limit", async () => {
    const email = `xff-${Date.now()}@example.com`;
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await raw(base(), {
        method: "POST",
        path: "/auth",
        headers: { ...FORM_TYPE, "X-Forwarded-For": `203.0.113.${i + 1}` },
        body: form({ intent: "signin", email, password: "wrong-password" }),
      });
      last = res.status;
    }
    expect(last).toBe(429);
  });
});

describe("oversized bodies are refused before they are read", () => {
  it("a 2 MB form post answers 413 with a Turkish page, and the server stays healthy", async () => {
    const body = `intent=signin&email=a%40b.c&password=${"a".repeat(2 * 1024 * 1024)}`;
    const res = await raw(base(), {
      method: "POST",
      path: "/auth",
      headers: { ...FORM_TYPE, "Content-Length": String(body.length) },
      body,
    });
    expect(res.status).toBe(413);
    expect(res.body).toContain("Gönderilen veri çok büyük");
    expect(res.body).toMatch(/<title>413 · [^<]+<\/title>/);
    expect((await fetch(`${base()}/healthz`)).status).toBe(200);
  });

  it("a body without a length (chunked) answers 411", async () => {
    const res = await raw(base(), {
      method: "POST",
      path: "/auth",
      headers: { ...FORM_TYPE },
      body: "intent=signin&email=a%40b.c&password=x",
      chunked: true,
    });
    expect(res.status).toBe(411);
  });

  it("a form just under the limit is read as usual", async () => {
    const body = form({ intent: "signin", email: "nobody-large@example.com", password: "x".repeat(1000), padding: "p".repeat(900 * 1024) });
    const res = await raw(base(), { method: "POST", path: "/auth", headers: FORM_TYPE, body });
    expect(res.status).toBe(400);
    expect(res.body).toContain("E-posta veya şifre hatalı.");
  });
});

describe("requests that are not forms, or carry NUL, get a 4xx on every route, never a 500", () => {
  const BAD_BODIES: Array<[string, Record<string, string>, string, number]> = [
    ["application/json", { "Content-Type": "application/json" }, '{"intent":"signin"}', 415],
    ["text/plain", { "Content-Type": "text/plain" }, "intent=signin", 415],
    ["no content type", {}, "intent=signin", 415],
    ["multipart without a boundary", { "Content-Type": "multipart/form-data" }, "--x\r\n", 400],
    [
      "a broken multipart body",
      { "Content-Type": "multipart/form-data; boundary=XYZ" },
      "--XYZ\r\nContent-Disposition: form-data\r\n\r\nbroken",
      400,
    ],
    ["a NUL byte in a field", FORM_TYPE, "intent=signin&email=a%00b%40example.com&password=x", 400],
    ["a NUL byte in a field name", FORM_TYPE, "int%00ent=signin", 400],
  ];

  for (const [label, headers, body, status] of BAD_BODIES) {
    it(`${label} → ${status} on every page that takes posts, as a guest and as an admin`, async () => {
      expect(POST_PAGES.length).toBeGreaterThan(0);
      for (const path of POST_PAGES) {
        for (const cookie of [undefined, adminCookie]) {
          const res = await raw(base(), { method: "POST", path, headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) }, body });
          expect(res.status, `${label} ${path} ${cookie ? "admin" : "guest"}`).toBe(status);
        }
      }
    });
  }

  it("a NUL byte in the query string answers 400 on every page", async () => {
    for (const path of PAGES) {
      for (const cookie of [undefined, adminCookie]) {
        const url = `${path}${path.includes("?") ? "&" : "?"}q=a%00b`;
        const res = await raw(base(), { path: url, headers: cookie ? { Cookie: cookie } : {} });
        expect(res.status, url).toBe(400);
        expect(res.body).toContain("Geçersiz istek");
      }
    }
  });

  it(
    "odd query values never cause a 5xx on any page, for a guest or an admin",
    async () => {
      const odd = [
        "page=-1",
        "page=0",
        "page=99999999999999999999",
        "page=1e309",
        "page=abc",
        "page=2&page=3",
        `q=${encodeURIComponent("ş".repeat(3000))}`,
        "q=%FF%FE",
        "q=%25",
        "q=%5C%27%22%3B--",
        "q=%E2%80%AE",
        "status=bogus",
        "tab=%3Cscript%3E",
        "sort=price%27",
        "id=not-a-uuid",
        "id=00000000-0000-4000-8000-000000000000",
        "leg=x&reject=y",
        "request_id=zz",
        "new=1&id=",
        "redirectTo=%2F%2Fevil.example",
      ];
      let checked = 0;
      for (const path of PAGES) {
        for (const query of odd) {
          for (const cookie of [undefined, adminCookie]) {
            const url = `${path}${path.includes("?") ? "&" : "?"}${query}`;
            const res = await raw(base(), { path: url, headers: cookie ? { Cookie: cookie } : {} });
            expect(res.status, url).toBeLessThan(500);
            checked++;
          }
        }
      }
      expect(checked).toBe(PAGES.length * odd.length * 2);
    },
    30_000 + PAGES.length * 3_000,
  ); // 40 requests per page, one after another: the budget grows with the pages

  it("a broken percent-escape in the path answers 400", async () => {
    for (const path of ["/%E0%A4%A", "/bos-bacaklar/%ZZ", "/admin/%C0"]) {
      expect((await raw(base(), { path })).status, path).toBe(400);
    }
  });

  it("OPTIONS answers 204 with Allow on every page", async () => {
    for (const path of PAGES) {
      const res = await raw(base(), { method: "OPTIONS", path });
      expect(res.status, path).toBe(204);
      expect(res.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    }
  });

  it.each(["PUT", "DELETE", "PATCH"])("%s answers 405", async (method) => {
    const res = await raw(base(), { method, path: "/auth", headers: FORM_TYPE, body: "intent=signin" });
    expect(res.status).toBe(405);
  });

  it("a POST without body and type is an empty form: the sign-in form answers with its own errors", async () => {
    const res = await raw(base(), { method: "POST", path: "/auth" });
    expect(res.status).toBe(400);
  });
});

/** The status line's code of an answer to a request written byte for byte on a fresh connection. */
function statusOfRawRequest(request: string): Promise<number> {
  const url = new URL(base());
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(request));
    let head = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      head += chunk;
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on("error", reject);
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(request.slice(0, 60))}`));
    });
  });
}

describe("a missing or malformed Host answers 400, an absolute-form target is read as its path", () => {
  const ROUTES = ["/healthz", "/", "/bos-bacaklar", "/auth", "/admin", "/api/airports?q=ist"];
  it.each(ROUTES)("GET %s without a Host → 400", async (path) => {
    expect(await statusOfRawRequest(`GET ${path} HTTP/1.0\r\nConnection: close\r\n\r\n`)).toBe(400);
  });
  it.each(["ufuk jet.example", "a/b", "[::1", "x@y", "host:port"])("GET /healthz with Host %j → 400", async (host) => {
    expect(await statusOfRawRequest(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).toBe(400);
  });
  it("a POST without a Host → 400", async () => {
    expect(
      await statusOfRawRequest(
        `POST /auth HTTP/1.0\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=b`,
      ),
    ).toBe(400);
  });
  it.each(["/healthz", "/bos-bacaklar", "/gizlilik"])("GET http://host%s in absolute form → 200", async (path) => {
    const host = new URL(base()).host;
    expect(await statusOfRawRequest(`GET http://${host}${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)).toBe(200);
  });
});

describe("a client trickling its headers is cut off", () => {
  it("after HEADERS_TIMEOUT_SECONDS (10 s) the server answers 408 and closes, instead of holding the connection", async () => {
    const url = new URL(base());
    const started = Date.now();
    const outcome = await new Promise<{ status: number | null; closedAfterMs: number }>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => socket.write(`GET / HTTP/1.1\r\nHost: ${url.host}\r\n`));
      // one more header line every 2 s, never the blank line that ends them
      const drip = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 2_000);
      let head = "";
      socket.setEncoding("latin1");
      socket.on("data", (chunk: string) => (head += chunk));
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearInterval(drip);
        const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
        resolve({ status: match ? Number(match[1]) : null, closedAfterMs: Date.now() - started });
      });
      setTimeout(() => {
        clearInterval(drip);
        socket.destroy();
        reject(new Error("the connection was still open after 25 s"));
      }, 25_000);
    });
    expect(outcome.status).toBe(408);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(9_000);
    expect(outcome.closedAfterMs).toBeLessThan(14_000);
  }, 30_000);
});

describe("static files and error pages", () => {
  it("favicon and built assets carry the security headers", async () => {
    const home = await raw(base(), { path: "/" });
    const asset = /\/assets\/[\w.-]+\.js/.exec(home.body)?.[0];
    expect(asset).toBeTruthy();
    for (const path of ["/favicon.svg", asset!]) {
      const res = await raw(base(), { path });
      expect(res.status, path).toBe(200);
      expect(res.headers["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers["content-security-policy"], path).toMatch(/default-src 'none'/);
      expect(res.headers["x-frame-options"], path).toBe("DENY");
      expect(res.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
  });

  it.each([
    ["/no-such-page", undefined, 404],
    ["/admin/no-such-page", "admin", 404],
    ["/bos-bacaklar/00000000-0000-4000-8000-000000000000/talep", undefined, 404],
    ["/admin/settings", undefined, 302],
    ["/admin/settings?id=00000000-0000-4000-8000-000000000000", "admin", 404],
  ])("%s has one real title", async (path, who, status) => {
    const res = await raw(base(), { path, headers: who ? { Cookie: adminCookie } : {} });
    expect(res.status).toBe(status);
    if (status === 302) return;
    const titles = res.body.match(/<title>[^<]*<\/title>/g) ?? [];
    expect(titles).toHaveLength(1);
    expect(titles[0]).not.toMatch(/undefined|null/);
    expect(titles[0]).toMatch(/Ufuk Jet/);
  });
});

describe("cookies and free text", () => {
  it("the toast cookie carries the __Host- prefix like the session cookie", async () => {
    const res = await raw(base(), {
      method: "POST",
      path: "/auth",
      headers: FORM_TYPE,
      body: form({ intent: "signin", email: "operasyon@ufukjet.test", password: PASSWORD }),
    });
    const cookies = res.headers["set-cookie"] ?? [];
    expect(cookies.some((c) => c.startsWith("__Host-ufuk_toast=") && /Secure/.test(c) && /Path=\//.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("__Host-ufuk_session="))).toBe(true);
    expect(cookies.some((c) => c.startsWith("ufuk_toast="))).toBe(false);
  });

  it("bidirectional control characters are removed from names before they are stored", async () => {
    const email = `bidi-${Date.now()}@example.com`;
    const res = await raw(base(), {
      method: "POST",
      path: "/auth",
      headers: FORM_TYPE,
      body: form({ intent: "signup", first_name: "Ali\u202Enimda\u202C", last_name: "\u2066Veli\u2069", email, password: "CokGizli!2026" }),
    });
    expect(res.status).toBe(302);
    const row = (
      await database().query<{ first_name: string; last_name: string }>(
        `SELECT first_name, last_name FROM user_profiles WHERE email = $1`,
        [email],
      )
    ).rows[0];
    expect(row).toEqual({ first_name: "Alinimda", last_name: "Veli" });
  });
});

describe("a password change ends every other session of the user", () => {
  async function newCustomer() {
    const email = `sessions-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await raw(base(), {
      method: "POST",
      path: "/auth",
      headers: FORM_TYPE,
      body: form({ intent: "signup", first_name: "Oturum", last_name: "Deneme", email, password: "IlkSifre!2026" }),
    });
    expect(res.status).toBe(302);
    return email;
  }
  const alive = async (cookie: string) => (await raw(base(), { path: "/dashboard/profile", headers: { Cookie: cookie } })).status === 200;

  it("changing one's own password keeps this session and ends the others", async () => {
    const email = await newCustomer();
    const here = await signIn(email, "IlkSifre!2026");
    const elsewhere = await signIn(email, "IlkSifre!2026");
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere)).toBe(true);
    const res = await raw(base(), {
      method: "POST",
      path: "/dashboard/profile",
      headers: { ...FORM_TYPE, Cookie: here },
      body: form({
        intent: "change-password",
        current_password: "IlkSifre!2026",
        new_password: "YeniSifre!2026",
        confirm_password: "YeniSifre!2026",
      }),
    });
    expect(res.status).toBe(302);
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);
    await signIn(email, "YeniSifre!2026");
  });

  it("an admin's password reset ends every session of the user and e-mails a temporary password", async () => {
    const email = await newCustomer();
    const one = await signIn(email, "IlkSifre!2026");
    const two = await signIn(email, "IlkSifre!2026");
    const { id } = present((await database().query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email])).rows[0], email);
    const res = await raw(base(), {
      method: "POST",
      path: `/admin/settings?id=${id}`,
      headers: { ...FORM_TYPE, Cookie: adminCookie },
      body: form({ intent: "reset-password", id }),
    });
    expect(res.status).toBe(302);
    expect(await alive(one)).toBe(false);
    expect(await alive(two)).toBe(false);
    const mail = present(
      (
        await database().query<{ text: string }>(
          `SELECT text FROM outbox_emails WHERE to_address = $1 AND template = 'password-reset-by-admin'`,
          [email],
        )
      ).rows[0],
      "the password-reset e-mail",
    );
    const temporary = /Geçici şifreniz: (\S+)/.exec(mail.text)?.[1];
    expect(temporary).toBeTruthy();
    expect(mail.text).toContain(`${PUBLIC_URL}/login`);
    await expect(signIn(email, "IlkSifre!2026")).rejects.toThrow(/failed with 400/);
    expect(await alive(await signIn(email, temporary!))).toBe(true);
  });
});
