import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as home from "#app/routes/public/home";
import * as offerLinkRoute from "#app/routes/public/offer-link";
import * as profileRoute from "#app/routes/customer/profile";
import * as requestsRoute from "#app/routes/customer/requests";
import { todayInIstanbul } from "#app/lib/format";
import { queueOfferReadyEmail } from "#app/server/brokerage/customer-requests.server";
import { OFFER_LINK_TTL_MS, offerLinkHash } from "#app/server/brokerage/offer-link-token.server";
import {
  FRESH_LINK_PER_ADDRESS,
  FRESH_LINK_PER_IP,
  freshLinkAddressKey,
  freshLinkIpKey,
  issueOfferLink,
} from "#app/server/customers/offer-links.server";
import { guestRequestRateLimitKey } from "#app/server/brokerage/guest-request.server";
import { checkCredentials } from "#app/server/platform/auth/credentials.server";
import { db } from "#app/server/platform/db/client.server";
import { resetRateLimit } from "#app/server/platform/rate-limit.server";
import { BASE, cookiePair, createTestUser, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeBrokerQuote, makeCustomer, makeCustomerUser, makeQuoteRequest, makeRoleAccounts, makeUser } from "../../support/factories";

/**
 * One link to the offer (decision 047) against PGlite: the guest's request e-mail carries the link; GET reads only;
 * the POST uses the link once (unused and unexpired, each condition tested), makes a verified account without a
 * password (or signs into the customer's own), links the guest's requests, signs in with a new session and leads
 * to the request. Staff and broker addresses are refused; another account's session is never switched silently;
 * twenty parallel posts make one account and one session; the fresh-link form answers the same for every address.
 */

const LINK = /\/teklif\/ac\?t=([A-Za-z0-9_-]{43})/;

function futureDay(days: number) {
  return todayInIstanbul(new Date(Date.now() + days * 86_400_000));
}

async function guestRequest(email: string, name = "Deniz Kaya") {
  await resetRateLimit(guestRequestRateLimitKey("127.0.0.1"));
  const fields = {
    intent: "flight-request",
    departure_city: "İstanbul",
    arrival_city: "Nice",
    departure_date: futureDay(12),
    passenger_count: "3",
    name,
    email,
    phone: "+90 532 111 22 33",
  };
  const answer = await run(home, "action", new Request(new URL("/?index", BASE), formInit(fields)));
  expect(statusOf(answer)).toBe(302);
  const request = await db().quoteRequest.findFirstOrThrow({
    where: { customer: { email: email.toLowerCase() } },
    orderBy: { createdAt: "desc" },
  });
  const mail = await db().outboxEmail.findFirstOrThrow({
    where: { to: email, template: "guest-request-received" },
    orderBy: { createdAt: "desc" },
  });
  const token = LINK.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  return { requestId: request.id, customerId: request.customerId, token: token!, mail };
}

/** A link written straight through the service, for a request of `email` (made unless given). */
async function linkFor(email: string, options: { now?: Date; quoteRequestId?: string } = {}) {
  const quoteRequestId =
    options.quoteRequestId ??
    (
      await makeQuoteRequest({
        customerId: (await db().customer.findUnique({ where: { email } }))?.id ?? (await makeCustomer({ email })).id,
      })
    ).id;
  const url = await db().$transaction((tx) => issueOfferLink(tx, { quoteRequestId, email, baseUrl: BASE, now: options.now }));
  return { url, token: url ? (LINK.exec(url)?.[1] ?? null) : null, quoteRequestId };
}

const pageRequest = (token: string, init: RequestInit = {}) => new Request(new URL(`/teklif/ac?t=${token}`, BASE), init);
const getPage = (token: string) => run(offerLinkRoute, "loader", pageRequest(token));
const postOpen = (token: string, cookie?: string) =>
  run(offerLinkRoute, "action", pageRequest(token, formInit({ intent: "open", t: token }, cookie ? { Cookie: cookie } : {})));
const postFresh = (fields: Record<string, string | string[]>) =>
  run(offerLinkRoute, "action", new Request(new URL("/teklif/ac", BASE), formInit(fields)));

type PageData = { state: string; token: string | null; current: string | null; view: Record<string, unknown> };
const pageOf = (answer: unknown) => (answer as { data: PageData }).data;
const stateOf = (answer: unknown) => (answer as { data: { state?: string } }).data.state;
const sessionCookieOf = (answer: unknown) =>
  answer instanceof Response
    ? cookiePair(answer.headers.getSetCookie().find((c) => c.includes("ufuk_session=") && !c.includes("Max-Age=0")) ?? "")
    : "";

async function linkRow(token: string) {
  return db().offerLink.findUniqueOrThrow({ where: { id: offerLinkHash(token) } });
}

beforeAll(async () => {
  await makeRoleAccounts();
});

beforeEach(async () => {
  await resetRateLimit(freshLinkIpKey("127.0.0.1"));
});

describe("the guest's link to the offer", () => {
  it("comes in the request's confirmation e-mail; the page reads without using it; the POST makes a verified account, links the request and signs in", async () => {
    const email = "ilk.misafir@example.com";
    const { requestId, customerId, token, mail } = await guestRequest(email);
    expect(mail.text).toContain("gün geçerlidir, bir kez kullanılır");
    const stored = await linkRow(token);
    expect(stored).toMatchObject({ quoteRequestId: requestId, email, usedAt: null });
    expect(stored.id).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(OFFER_LINK_TTL_MS - 60_000);

    // a mail scanner opens the link twice: nothing is used, no account appears
    for (let i = 0; i < 2; i++) {
      const page = await getPage(token);
      expect(statusOf(page)).toBe(200);
      expect(pageOf(page)).toMatchObject({ state: "ready", token, view: { from: "İstanbul", to: "Nice", email, passengers: 3 } });
    }
    expect((await linkRow(token)).usedAt).toBeNull();
    expect(await db().user.count({ where: { email } })).toBe(0);

    const answer = await postOpen(token);
    expect(statusOf(answer)).toBe(302);
    expect(locationOf(answer)).toBe(`/dashboard/requests?request=${requestId}`);
    const user = await db().user.findUniqueOrThrow({ where: { email }, include: { profile: true, sessions: true } });
    expect(user.passwordHash).toBeNull();
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.profile).toMatchObject({ role: "sales", customerId, firstName: "Deniz", lastName: "Kaya" });
    expect(user.sessions).toHaveLength(1);
    expect(await linkRow(token)).toMatchObject({ usedBy: user.id });

    // the cookie it set is a working session that sees the request
    const cookie = sessionCookieOf(answer);
    expect(cookie).toMatch(/ufuk_session=/);
    const list = await run(
      requestsRoute,
      "loader",
      new Request(new URL(`/dashboard/requests?request=${requestId}`, BASE), { headers: { Cookie: cookie } }),
    );
    expect(statusOf(list)).toBe(200);
    expect((list as { list: { total: number } }).list.total).toBe(1);
  });

  it("makes an account without a password: sign-in by password refuses it cleanly, the profile sets a first password once", async () => {
    const email = "sifresiz@example.com";
    const { token } = await guestRequest(email);
    expect(statusOf(await postOpen(token))).toBe(302);
    expect(await checkCredentials(email, "Herhangi!2026")).toEqual({ ok: false, reason: "invalid" });
    expect(await checkCredentials(email, "")).toEqual({ ok: false, reason: "invalid" });

    const profile = (await run(profileRoute, "loader", await signedInRequest("/dashboard/profile", email))) as {
      profile: { hasPassword: boolean };
    };
    expect(profile.profile.hasPassword).toBe(false);
    // the change form cannot be used without a password to check
    const change = await run(
      profileRoute,
      "action",
      await signedInRequest(
        "/dashboard/profile",
        email,
        formInit({
          intent: "change-password",
          current_password: "Herhangi!2026",
          new_password: "YeniSifre!2026",
          confirm_password: "YeniSifre!2026",
        }),
      ),
    );
    expect(statusOf(change)).toBe(400);
    const first = await run(
      profileRoute,
      "action",
      await signedInRequest(
        "/dashboard/profile",
        email,
        formInit({ intent: "set-password", new_password: "YeniSifre!2026", confirm_password: "YeniSifre!2026" }),
      ),
    );
    expect(locationOf(first)).toBe("/dashboard/profile");
    expect((await checkCredentials(email, "YeniSifre!2026")).ok).toBe(true);
    // a second "set" would replace a password without the current one: refused
    const again = await run(
      profileRoute,
      "action",
      await signedInRequest(
        "/dashboard/profile",
        email,
        formInit({ intent: "set-password", new_password: "Baskasi!2026x", confirm_password: "Baskasi!2026x" }),
      ),
    );
    expect(statusOf(again)).toBe(409);
    expect((await checkCredentials(email, "YeniSifre!2026")).ok).toBe(true);
  });

  it("signs into the customer's existing account, with a new session", async () => {
    const { customer, user } = await makeCustomerUser({ email: "mevcut.musteri@example.com" });
    const request = await makeQuoteRequest({ customerId: customer.id });
    const { token } = await linkFor(customer.email, { quoteRequestId: request.id });
    const before = await db().user.count();
    const oldCookie = cookiePair((await signedInRequest("/", customer.email)).headers.get("Cookie")!);
    const answer = await postOpen(token!, oldCookie);
    expect(statusOf(answer)).toBe(302);
    expect(locationOf(answer)).toBe(`/dashboard/requests?request=${request.id}`);
    expect(await db().user.count()).toBe(before);
    const sessions = await db().session.findMany({ where: { userId: user.id } });
    expect(sessions).toHaveLength(1);
    expect(sessionCookieOf(answer)).not.toBe(oldCookie);
  });

  it("lets the mailbox owner take over an unverified account somebody opened with a password of theirs", async () => {
    const email = "ele.gecirilen@example.com";
    const squatter = await createTestUser({ email, role: "sales", verified: false, password: "Saldirgan!2026" });
    const { token } = await linkFor(email);
    expect(statusOf(await postOpen(token!))).toBe(302);
    const after = await db().user.findUniqueOrThrow({ where: { id: squatter.id }, include: { profile: true } });
    expect(after.emailVerifiedAt).not.toBeNull();
    expect(after.passwordHash).toBeNull();
    expect(after.profile?.customerId).not.toBeNull();
    expect((await checkCredentials(email, "Saldirgan!2026")).ok).toBe(false);
  });

  it.each([
    ["admin", "admin@ufukjet.test"],
    ["operations", "operasyon@ufukjet.test"],
    ["broker", "broker@ufukjet.test"],
  ])("never signs in a %s address: no link is sent, and a link made before the account is refused unused", async (_role, email) => {
    expect((await linkFor(email)).url).toBeNull();
    // a link sent while the address was a guest's, and the account made afterwards
    const other = `sonradan.${_role}@example.com`;
    const { token } = await linkFor(other);
    await makeUser(_role as "admin", { email: other });
    const page = await getPage(token!);
    expect(statusOf(page)).toBe(403);
    expect(pageOf(page).state).toBe("refused");
    const answer = await postOpen(token!);
    expect(statusOf(answer)).toBe(403);
    expect(stateOf(answer)).toBe("refused");
    expect((await linkRow(token!)).usedAt).toBeNull();
    expect(await db().session.count({ where: { user: { email: other } } })).toBe(0);
  });

  it("is refused after it expires (the update's expiry condition), and works until then", async () => {
    const email = "suresi.dolan@example.com";
    const past = new Date(Date.now() - OFFER_LINK_TTL_MS - 1000);
    const { token } = await linkFor(email, { now: past });
    const page = await getPage(token!);
    expect(statusOf(page)).toBe(410);
    expect(pageOf(page).state).toBe("expired");
    const answer = await postOpen(token!);
    expect(statusOf(answer)).toBe(410);
    expect(stateOf(answer)).toBe("expired");
    expect(await db().user.count({ where: { email } })).toBe(0);
    expect((await linkRow(token!)).usedAt).toBeNull();

    const nearlyOver = await linkFor("son.dakika@example.com", { now: new Date(Date.now() - OFFER_LINK_TTL_MS + 60_000) });
    expect(statusOf(await postOpen(nearlyOver.token!))).toBe(302);
  });

  it("is used once: a second POST is refused (the update's unused condition) and signs nobody in", async () => {
    const email = "iki.kez@example.com";
    const { token } = await linkFor(email);
    expect(statusOf(await postOpen(token!))).toBe(302);
    const second = await postOpen(token!);
    expect(statusOf(second)).toBe(410);
    expect(stateOf(second)).toBe("used");
    expect(sessionCookieOf(second)).toBe("");
    expect(await db().session.count({ where: { user: { email } } })).toBe(1);
    const page = await getPage(token!);
    expect(pageOf(page).state).toBe("used");
  });

  it("opens only its own request and address: another guest's request stays hidden, another account is never switched", async () => {
    const a = await guestRequest("misafir.a@example.com", "Ali Acar");
    const b = await guestRequest("misafir.b@example.com", "Banu Bal");
    const opened = await postOpen(a.token);
    expect(locationOf(opened)).toBe(`/dashboard/requests?request=${a.requestId}`);
    const cookie = sessionCookieOf(opened);
    const foreign = await run(
      requestsRoute,
      "loader",
      new Request(new URL(`/dashboard/requests?request=${b.requestId}`, BASE), { headers: { Cookie: cookie } }),
    );
    expect(statusOf(foreign)).toBe(404);
    expect((await db().quoteRequest.findUniqueOrThrow({ where: { id: b.requestId } })).customerId).toBe(b.customerId);

    // A is signed in on this browser and opens B's link: said so, nothing used
    const page = await run(offerLinkRoute, "loader", pageRequest(b.token, { headers: { Cookie: cookie } }));
    expect(statusOf(page)).toBe(409);
    expect(pageOf(page)).toMatchObject({ state: "other-session", current: "misafir.a@example.com" });
    const refused = await postOpen(b.token, cookie);
    expect(statusOf(refused)).toBe(409);
    expect(stateOf(refused)).toBe("other-session");
    expect((await linkRow(b.token)).usedAt).toBeNull();
    expect(await db().user.count({ where: { email: "misafir.b@example.com" } })).toBe(0);

    // signing out first: back to the link, which then opens B's own account
    const out = await run(offerLinkRoute, "action", pageRequest(b.token, formInit({ intent: "sign-out", t: b.token }, { Cookie: cookie })));
    expect(locationOf(out)).toBe(`/teklif/ac?t=${b.token}`);
    expect(await db().session.count({ where: { user: { email: "misafir.a@example.com" } } })).toBe(0);
    const openedB = await postOpen(b.token);
    expect(locationOf(openedB)).toBe(`/dashboard/requests?request=${b.requestId}`);
  });

  it("makes one account and one session from twenty parallel POSTs of one link", async () => {
    const email = "paralel@example.com";
    const { token } = await linkFor(email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postOpen(token!)));
    const statuses = answers.map(statusOf);
    expect(statuses.filter((s) => s === 302)).toHaveLength(1);
    expect(statuses.filter((s) => s === 410)).toHaveLength(19);
    expect(await db().user.count({ where: { email } })).toBe(1);
    expect(await db().session.count({ where: { user: { email } } })).toBe(1);
  });

  it.each([
    ["empty", ""],
    ["short", "abc"],
    ["a forged token of the right shape", "A".repeat(43)],
    ["too long", "A".repeat(500)],
    ["a script", "<script>alert(1)</script>"],
    ["a hash instead of the token", "0".repeat(64)],
  ])("answers a %s token with its page (400), never a 500", async (_label, token) => {
    const page = await run(offerLinkRoute, "loader", new Request(new URL(`/teklif/ac?t=${encodeURIComponent(token)}`, BASE)));
    expect(statusOf(page)).toBe(400);
    expect(pageOf(page)).toMatchObject({ state: "invalid", token: null });
    const answer = await run(offerLinkRoute, "action", new Request(new URL("/teklif/ac", BASE), formInit({ intent: "open", t: token })));
    expect(statusOf(answer)).toBe(400);
    expect(stateOf(answer)).toBe("invalid");
  });

  it("comes in the 'offer ready' e-mail too", async () => {
    const customer = await makeCustomer({ email: "teklif.hazir@example.com" });
    const request = await makeQuoteRequest({ customerId: customer.id });
    const quote = await makeBrokerQuote({ quoteRequestId: request.id });
    await db().$transaction((tx) => queueOfferReadyEmail(tx, quote.id, BASE));
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { to: customer.email, template: "offer.ready" } });
    const token = LINK.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect(mail.text).toContain("hesap açmanıza gerek yok");
    expect(await linkRow(token!)).toMatchObject({ quoteRequestId: request.id, email: customer.email });
  });
});

describe("the fresh-link form", () => {
  const answerOf = (answer: unknown) => (answer as { data: { freshSent?: boolean; formError?: string | null } }).data;

  it("answers the same for an unknown and a known address, and sends a new link only to the request's own address", async () => {
    const email = "yeni.baglanti@example.com";
    const { requestId } = await guestRequest(email);
    const before = await db().outboxEmail.count();
    const unknown = await postFresh({ intent: "fresh-link", email: "hic.yok@example.com" });
    const known = await postFresh({ intent: "fresh-link", email: "Yeni.Baglanti@Example.com" });
    expect(statusOf(unknown)).toBe(200);
    expect(statusOf(known)).toBe(200);
    expect(answerOf(unknown).freshSent).toBe(true);
    expect(answerOf(known).freshSent).toBe(true);
    const sent = await db().outboxEmail.findMany({
      where: { createdAt: { gte: new Date(Date.now() - 60_000) }, template: "offer-link.fresh" },
    });
    expect(await db().outboxEmail.count()).toBe(before + 1);
    expect(sent.map((m) => m.to)).toEqual([email]);
    const token = LINK.exec(sent[0]!.text)![1]!;
    expect(await linkRow(token)).toMatchObject({ quoteRequestId: requestId, email });
  });

  it(`sends at most ${FRESH_LINK_PER_ADDRESS} links an hour to one address, answering the same`, async () => {
    const email = "cok.istek@example.com";
    await guestRequest(email);
    await resetRateLimit(freshLinkAddressKey(email));
    const before = await db().offerLink.count({ where: { email } });
    for (let i = 0; i < FRESH_LINK_PER_ADDRESS + 2; i++) {
      const answer = await postFresh({ intent: "fresh-link", email });
      expect(statusOf(answer)).toBe(200);
      expect(answerOf(answer).freshSent).toBe(true);
    }
    expect(await db().offerLink.count({ where: { email } })).toBe(before + FRESH_LINK_PER_ADDRESS);
  });

  it(`answers 429 after ${FRESH_LINK_PER_IP} requests an hour from one address`, async () => {
    for (let i = 0; i < FRESH_LINK_PER_IP; i++) {
      expect(statusOf(await postFresh({ intent: "fresh-link", email: `ip${i}@example.com` }))).toBe(200);
    }
    const limited = await postFresh({ intent: "fresh-link", email: "ip.son@example.com" });
    expect(statusOf(limited)).toBe(429);
    expect(answerOf(limited).formError).toMatch(/dakika sonra/);
  });

  const bad: Array<[string, Record<string, string | string[]>]> = [
    ["no e-mail", { intent: "fresh-link" }],
    ["an empty e-mail", { intent: "fresh-link", email: "" }],
    ["spaces only", { intent: "fresh-link", email: "   " }],
    ["no @", { intent: "fresh-link", email: "deniz.example.com" }],
    ["two @", { intent: "fresh-link", email: "deniz@@example.com" }],
    ["no domain", { intent: "fresh-link", email: "deniz@" }],
    ["no local part", { intent: "fresh-link", email: "@example.com" }],
    ["no dot in the domain", { intent: "fresh-link", email: "deniz@example" }],
    ["a one-letter ending", { intent: "fresh-link", email: "deniz@example.c" }],
    ["a space inside", { intent: "fresh-link", email: "den iz@example.com" }],
    ["a comma", { intent: "fresh-link", email: "deniz,kaya@example.com" }],
    ["a semicolon list", { intent: "fresh-link", email: "a@example.com;b@example.com" }],
    ["angle brackets", { intent: "fresh-link", email: "<deniz@example.com>" }],
    ["a display name", { intent: "fresh-link", email: "Deniz <deniz@example.com>" }],
    ["parentheses", { intent: "fresh-link", email: "deniz(x)@example.com" }],
    ["square brackets", { intent: "fresh-link", email: "deniz@[127.0.0.1]" }],
    ["a backslash", { intent: "fresh-link", email: "den\\iz@example.com" }],
    ["a quote", { intent: "fresh-link", email: '"deniz"@example.com' }],
    ["a colon", { intent: "fresh-link", email: "deniz:x@example.com" }],
    ["a new line (header injection)", { intent: "fresh-link", email: "deniz@example.com\nBcc: x@example.com" }],
    ["a carriage return", { intent: "fresh-link", email: "deniz@example.com\r\nCc: x@example.com" }],
    ["a tab inside", { intent: "fresh-link", email: "deniz\t@example.com" }],
    ["too long", { intent: "fresh-link", email: `${"a".repeat(250)}@example.com` }],
    ["far too long", { intent: "fresh-link", email: `${"a".repeat(5000)}@example.com` }],
    ["a script", { intent: "fresh-link", email: "<script>alert(1)</script>" }],
    ["SQL", { intent: "fresh-link", email: "' OR 1=1 --" }],
    ["a URL", { intent: "fresh-link", email: "https://example.com" }],
    ["a mailto link", { intent: "fresh-link", email: "mailto:deniz@example.com" }],
    ["only @", { intent: "fresh-link", email: "@" }],
    ["a dot only domain", { intent: "fresh-link", email: "deniz@." }],
    ["emoji only", { intent: "fresh-link", email: "🙂" }],
    ["a number", { intent: "fresh-link", email: "12345" }],
    ["a null byte", { intent: "fresh-link", email: "deniz\u0000@example.com" }],
    ["a zero-width space inside", { intent: "fresh-link", email: "den\u200biz@example" }],
    ["a phone number", { intent: "fresh-link", email: "+90 532 111 22 33" }],
    ["a name", { intent: "fresh-link", email: "Deniz Kaya" }],
    ["the wrong intent", { intent: "fresh", email: "deniz@example.com" }],
    ["an empty intent", { intent: "", email: "deniz@example.com" }],
    ["no intent", { email: "deniz@example.com" }],
    ["an intent twice, the first unknown", { intent: ["other", "fresh-link"], email: "deniz@example.com" }],
    ["a domain with a space", { intent: "fresh-link", email: "deniz@exa mple.com" }],
    ["a trailing @ domain", { intent: "fresh-link", email: "deniz@example.com@" }],
  ];

  it(`refuses ${bad.length} bad inputs with 400 and writes nothing`, async () => {
    expect(bad.length).toBeGreaterThanOrEqual(40);
    const before = { mails: await db().outboxEmail.count(), links: await db().offerLink.count() };
    for (const [label, fields] of bad) {
      const answer = await postFresh(fields);
      expect(statusOf(answer), label).toBe(400);
    }
    expect(await db().outboxEmail.count()).toBe(before.mails);
    expect(await db().offerLink.count()).toBe(before.links);
  });
});
