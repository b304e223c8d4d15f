import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_TYPE, form, raw } from "./raw";

/**
 * Behaviour that needs a server of its own: the database going away under a running app (through a TCP
 * relay this test can cut), forwarded headers with TRUST_PROXY set, the sign-in throttling across many
 * addresses, and the start-up refusal without PUBLIC_URL.
 */
const DB_NAME = "ufuk_own_server";
const PASSWORD = "UfukJet!2026";
const serverUrl = process.env.TEST_DATABASE_URL;

/** A TCP relay in front of PostgreSQL: `cut()` drops every connection and refuses new ones, `restore()` undoes it. */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port))),
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startServer(env: Record<string, string>, { waitHealthy = true } = {}): Promise<Started> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SESSION_SECRET: "own-server-secret-0123456789abcdef",
      BROKER_KEY_SECRET: "tests-broker-key-secret-0123456789abcdef",
      // a provider address that resolves nowhere: these tests pay nothing, but production refuses the built-in double
      PAYMENT_PROVIDER_URL: "https://odeme-saglayici.invalid",
      PAYMENT_API_KEY: "tests-payment-api-key",
      PAYMENT_SECRET_KEY: "tests-payment-secret-key-0123456789",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  if (waitHealthy) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${output}`);
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error("the server did not become healthy");
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  return { child, base, output: () => output };
}

async function stop(started: Started | undefined) {
  if (!started || started.child.exitCode !== null) return;
  started.child.kill("SIGTERM");
  await new Promise((r) => started.child.once("exit", r));
}

let app: Started | undefined;
let gate: ReturnType<typeof relay>;
let databaseUrl: string;

beforeAll(async () => {
  if (!serverUrl) throw new Error("these tests need TEST_DATABASE_URL (run them through scripts/with-postgres.sh)");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const target = new URL(serverUrl);
  gate = relay(target);
  const relayPort = await gate.listen();
  const url = new URL(serverUrl);
  url.hostname = "127.0.0.1";
  url.port = String(relayPort);
  url.pathname = `/${DB_NAME}`;
  databaseUrl = url.toString();
  app = await startServer({
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "1",
    PUBLIC_URL: "https://ufukjet.example",
    TRUST_PROXY: "loopback",
    SIGNIN_IP_LIMIT: "30",
  });
}, 120_000);

afterAll(async () => {
  gate?.restore();
  await stop(app);
  await gate?.close();
});

function signIn(email: string, password: string, address: string) {
  return raw(app!.base, {
    method: "POST",
    path: "/auth",
    headers: { ...FORM_TYPE, "X-Forwarded-For": address },
    body: form({ intent: "signin", email, password }),
  });
}

describe("sign-in throttling: per address and per account+address; the account itself is slowed, never locked", () => {
  it("failures from many addresses do not lock the owner out; they only slow the answer down", async () => {
    const email = "broker2@ufukjet.test";
    for (let i = 0; i < 14; i++) {
      const res = await signIn(email, "wrong-password", `198.51.100.${i + 1}`);
      expect(res.status, `attempt ${i + 1}`).toBe(400);
      expect(res.body).toContain("E-posta veya şifre hatalı.");
    }
    const started = Date.now();
    const owner = await signIn(email, PASSWORD, "192.0.2.10");
    expect(owner.status).toBe(302);
    expect(owner.headers.location).toBe("/broker");
    // 14 failures are 4 over the threshold of 10: the answer waited 4 × 250 ms
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  });

  it("one address that keeps guessing one account is refused, another address is not", async () => {
    const email = "operasyon@ufukjet.test";
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await signIn(email, "wrong-password", "198.51.100.200")).status;
    expect(last).toBe(429);
    expect((await signIn(email, PASSWORD, "198.51.100.200")).status).toBe(429);
    const other = await signIn(email, PASSWORD, "192.0.2.20");
    expect(other.status).toBe(302);
    expect(other.headers.location).toBe("/admin");
  });

  it("the per-address limit holds across accounts", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await signIn(`someone-${i}@example.com`, "wrong-password", "198.51.100.250")).status;
    expect(last).toBe(429);
    expect((await signIn("admin@ufukjet.test", PASSWORD, "198.51.100.251")).status).toBe(302);
  });

  it("the slowdown does not tell known and unknown accounts apart", async () => {
    for (let i = 0; i < 12; i++) await signIn("nobody-at-all@example.com", "wrong-password", `203.0.113.${i + 1}`);
    const started = Date.now();
    const res = await signIn("nobody-at-all@example.com", "wrong-password", "203.0.113.99");
    expect(res.status).toBe(400);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });
});

describe("with TRUST_PROXY set, forwarded headers count; links still come from PUBLIC_URL", () => {
  it("X-Forwarded-Host does not reach canonical links", async () => {
    const res = await raw(app!.base, { path: "/", headers: { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" } });
    expect(res.body).toContain('rel="canonical" href="https://ufukjet.example/"');
    expect(res.body).not.toContain("evil.example");
  });
});

describe("while the database is down, pages and resource routes answer 503 with Retry-After", () => {
  it("answers 503 during the outage and recovers after it, with no 500 and no error in the log", async () => {
    const adminSignIn = await signIn("admin@ufukjet.test", PASSWORD, "192.0.2.30");
    const [cookie = ""] = (adminSignIn.headers["set-cookie"] ?? []).find((c) => c.includes("ufuk_session="))!.split(";");
    expect((await raw(app!.base, { path: "/bos-bacaklar" })).status).toBe(200);
    const logBefore = app!.output().length;

    gate.cut();
    try {
      const pages: Array<[string, Record<string, string>, string]> = [
        ["/bos-bacaklar", {}, "Boş bacaklar yüklenemedi."],
        ["/admin/quote-requests", { Cookie: cookie }, "Failed to load quote requests"],
        ["/admin", { Cookie: cookie }, ""],
      ];
      for (const [path, headers, text] of pages) {
        const res = await raw(app!.base, { path, headers });
        expect(res.status, path).toBe(503);
        expect(res.headers["retry-after"], path).toBe("30");
        if (text) expect(res.body, path).toContain(text);
        expect(res.body, path).toMatch(/<title>[^<]*Ufuk Jet<\/title>/);
      }
      // the landing page needs no database: it stays up
      expect((await raw(app!.base, { path: "/" })).status).toBe(200);
      const data = await raw(app!.base, { path: "/bos-bacaklar.data" });
      expect(data.status).toBe(503);
      expect(data.headers["retry-after"]).toBe("30");
      const post = await signIn("admin@ufukjet.test", PASSWORD, "192.0.2.31");
      expect(post.status).toBe(503);
      expect((await raw(app!.base, { path: "/healthz" })).status).toBe(503);
      // resource routes (exports, PDFs, the airport search, the sidebar, sign-out) answer the same way
      for (const path of [
        "/admin/payments/export",
        "/admin/reservations/export",
        "/admin/reports/export",
        "/api/airports?q=ist",
        "/ui/sidebar",
      ]) {
        const res = await raw(app!.base, { path, headers: { Cookie: cookie } });
        expect(res.status, path).toBe(503);
        expect(res.headers["retry-after"], path).toBe("30");
      }
      const logout = await raw(app!.base, {
        method: "POST",
        path: "/logout",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: app!.base },
        body: "",
      });
      expect(logout.status).toBe(503);
      expect(logout.headers["retry-after"]).toBe("30");
    } finally {
      gate.restore();
    }

    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await raw(app!.base, { path: "/bos-bacaklar" })).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    const log = app!.output().slice(logBefore);
    expect(log).toContain("database unavailable");
    expect(log).not.toMatch(/"level":50/);
  });
});

describe("past its capacity an instance sheds load at once instead of queueing", () => {
  it("with MAX_IN_FLIGHT=2, a burst of 40 gets 200s and immediate 503s with Retry-After, never a timeout or a 500", async () => {
    const small = await startServer({
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "0",
      PUBLIC_URL: "https://ufukjet.example",
      MAX_IN_FLIGHT: "2",
    });
    try {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => raw(small.base, { path: i % 10 === 9 ? "/healthz" : "/bos-bacaklar" })),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.every((s) => s === 200 || s === 503),
        statuses.join(","),
      ).toBe(true);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
      const shed = answers.filter((a) => a.status === 503);
      expect(shed.length).toBeGreaterThan(0);
      for (const a of shed) expect(a.headers["retry-after"]).toBe("5");
      expect(Date.now() - started).toBeLessThan(20_000);
      // once the burst is over the instance answers as usual
      expect((await raw(small.base, { path: "/healthz" })).status).toBe(200);
      expect((await raw(small.base, { path: "/bos-bacaklar" })).status).toBe(200);
    } finally {
      await stop(small);
    }
  }, 120_000);
});

describe("heavy documents are rendered off the event loop that answers pages", () => {
  it("20 parallel five-year report PDFs leave an anonymous page fast; each PDF succeeds or gets 503 with Retry-After", async () => {
    const adminSignIn = await signIn("admin@ufukjet.test", PASSWORD, "192.0.2.40");
    const [cookie = ""] = (adminSignIn.headers["set-cookie"] ?? []).find((c) => c.includes("ufuk_session="))!.split(";");
    const path = "/admin/reports/export?format=pdf&period=custom&from=2022-01-01&to=2026-12-31";
    // warm up: the first document loads the fonts, the first page fills the page cache
    expect((await raw(app!.base, { path, headers: { Cookie: cookie } })).status).toBe(200);
    // (a document rendered on the event loop makes the load shedder refuse pages for the next second)
    const calm = Date.now() + 10_000;
    while ((await raw(app!.base, { path: "/bos-bacaklar" })).status !== 200 && Date.now() < calm)
      await new Promise((r) => setTimeout(r, 250));

    let rendering = true;
    const documents = Promise.all(Array.from({ length: 20 }, () => raw(app!.base, { path, headers: { Cookie: cookie } }))).finally(
      () => (rendering = false),
    );
    const times: number[] = [];
    const statuses = new Set<number>();
    while (rendering || times.length < 40) {
      const started = performance.now();
      const page = await raw(app!.base, { path: "/bos-bacaklar" });
      times.push(performance.now() - started);
      statuses.add(page.status);
    }
    const answers = await documents;
    times.sort((a, b) => a - b);
    const p99 = times[Math.ceil(times.length * 0.99) - 1]!;
    expect([...statuses]).toEqual([200]);
    expect(p99, `p99 ${p99.toFixed(0)} ms over ${times.length} requests (max ${times.at(-1)!.toFixed(0)} ms)`).toBeLessThan(200);
    for (const answer of answers) {
      if (answer.status === 503) {
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
        expect(answer.body).toContain("yoğun");
      } else {
        expect(answer.status).toBe(200);
        expect(answer.headers["content-type"]).toBe("application/pdf");
        expect(answer.body.startsWith("%PDF-")).toBe(true);
      }
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
  }, 120_000);
});

describe("SIGTERM: a graceful drain behind a load balancer (decision 058)", () => {
  it("answers /healthz 503 'draining' at once while pages are still served, closing each connection, then exits 0", async () => {
    const draining = await startServer({
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "0",
      PUBLIC_URL: "https://ufukjet.example",
      SHUTDOWN_DRAIN_SECONDS: "2",
    });
    const exited = new Promise<number | null>((resolve) => draining.child.once("exit", resolve));
    try {
      expect((await raw(draining.base, { path: "/healthz" })).status).toBe(200);
      const signalled = Date.now();
      draining.child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 300));
      const health = await raw(draining.base, { path: "/healthz" });
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toEqual({ status: "draining" });
      const page = await raw(draining.base, { path: "/bos-bacaklar", headers: { Connection: "keep-alive" } });
      expect(page.status).toBe(200);
      expect(page.headers.connection).toBe("close");
      expect(await exited).toBe(0);
      // it kept serving for the drain delay before it stopped accepting
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000);
      await expect(raw(draining.base, { path: "/healthz" })).rejects.toMatchObject({ code: "ECONNREFUSED" });
    } finally {
      await stop(draining);
    }
  }, 120_000);

  it("without SHUTDOWN_DRAIN_SECONDS it stops accepting at once", async () => {
    const plain = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: "0", PUBLIC_URL: "https://ufukjet.example" });
    const exited = new Promise<number | null>((resolve) => plain.child.once("exit", resolve));
    plain.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    await expect(raw(plain.base, { path: "/healthz" })).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(await exited).toBe(0);
  }, 120_000);
});

describe("/metrics: Prometheus' text for allowed addresses only", () => {
  it("answers loopback with request, pool, job, outbox and sign-in figures", async () => {
    await signIn("nobody@example.com", "wrong-password", "198.51.100.77");
    await raw(app!.base, { path: "/bos-bacaklar" });
    const res = await raw(app!.base, { path: "/metrics" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toMatch(/ufuk_http_requests_total\{route="\/bos-bacaklar",method="GET",status="200"\} \d+/);
    expect(res.body).toContain("ufuk_http_request_duration_seconds_bucket");
    expect(res.body).toMatch(/ufuk_db_pool_connections\{state="max"\} \d+/);
    expect(res.body).toMatch(/ufuk_jobs\{kind="broker-sync",state="active"\} \d+/);
    expect(res.body).toMatch(/ufuk_sign_in_refusals_total\{reason="wrong_credentials"\} [1-9]\d*/);
    expect(res.body).toContain("ufuk_outbox_emails");
    expect(res.body).toContain("nodejs_eventloop_lag_seconds");
    // the render pool (decision 057): its size and queue bound, and what it is doing
    expect(res.body).toMatch(/ufuk_render_pool\{state="size"\} [1-9]\d*/);
    expect(res.body).toMatch(/ufuk_render_pool\{state="queue_limit"\} \d+/);
    expect(res.body).toMatch(/ufuk_render_pool\{state="busy"\} \d+/);
    expect(res.body).toMatch(/ufuk_render_pool\{state="queued"\} \d+/);
    expect(res.body).toMatch(/ufuk_render_pool_refusals_total \d+/);
  });

  it("is a 404 for an address METRICS_ALLOW does not name", async () => {
    const closed = await startServer({
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "0",
      PUBLIC_URL: "https://ufukjet.example",
      METRICS_ALLOW: "10.0.0.0/8",
    });
    try {
      const res = await raw(closed.base, { path: "/metrics" });
      expect(res.status).toBe(404);
      expect(res.body).not.toContain("ufuk_http_requests_total");
    } finally {
      await stop(closed);
    }
  }, 120_000);
});

describe("start-up", () => {
  it("refuses to run on a PostgreSQL server in production without PUBLIC_URL", async () => {
    const started = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: "0" }, { waitHealthy: false });
    const code = await new Promise<number | null>((resolve) => started.child.once("exit", resolve));
    expect(code).not.toBe(0);
    expect(started.output()).toContain("PUBLIC_URL is required");
  });

  it("refuses to run on a PostgreSQL server in production with the built-in payment provider double", async () => {
    const started = await startServer(
      { DATABASE_URL: databaseUrl, SEED_DEMO: "0", PUBLIC_URL: "https://ufukjet.example", PAYMENT_PROVIDER_URL: "" },
      { waitHealthy: false },
    );
    const code = await new Promise<number | null>((resolve) => started.child.once("exit", resolve));
    expect(code).not.toBe(0);
    expect(started.output()).toContain("PAYMENT_PROVIDER_URL required");
  });
});
