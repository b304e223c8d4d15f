import { describe, expect, it } from "vitest";
import * as exportRoute from "#app/routes/customer/data-export";
import * as correctionRoute from "#app/routes/customer/data-correction";
import * as erasureRoute from "#app/routes/customer/data-erasure";
import * as profileRoute from "#app/routes/customer/profile";
import { db } from "#app/server/platform/db/client.server";
import { seal } from "#app/server/platform/secret-box.server";
import { getSessionUser } from "#app/server/platform/auth/session.server";
import { EXPORT_LIMIT } from "#app/server/privacy/data-export.server";
import { ERASED_TEXT, erasedEmail } from "#app/server/privacy/erasure.server";
import { REQUESTED_VALUE_MAX, DETAILS_MAX } from "#app/lib/schemas/data-rights";
import { BASE, cookiePair, createTestUser, formInit, locationOf, run, sessionCookieFor, statusOf } from "../../support/auth";
import { daysFromNow, makeCustomer, makeOffer, makePayment, makeQuoteRequest, makeReservation, unique } from "../../support/factories";

/**
 * The customer's KVKK rights against PGlite (decision 055): the download's contents and its limits, a customer
 * never reading another's data, the correction request, and the erasure — at once when nothing blocks it,
 * leaving payments and refunds joined to their reservation, or recorded open when something does.
 */
const PASSWORD = "UfukJet!2026";

async function customerAccount(options: { email?: string; password?: string | null; customerEmail?: string } = {}) {
  const n = unique();
  const email = options.email ?? `kvkk${n}@test.example`;
  const customer = await makeCustomer({
    email: options.customerEmail ?? email,
    firstName: "Ayşe",
    lastName: `Yılmaz ${n}`,
    companyName: "Yılmaz A.Ş.",
    notes: "VIP müşteri",
  });
  const user = await createTestUser({ email, customerId: customer.id, firstName: "Ayşe", lastName: `Yılmaz ${n}` });
  if (options.password === null) await db().user.update({ where: { id: user.id }, data: { passwordHash: null } });
  return { user, customer, email, cookie: await sessionCookieFor(user.id) };
}

const post = (mod: Parameters<typeof run>[0], path: string, cookie: string, fields: Record<string, string | string[]>) =>
  run(mod, "action", new Request(new URL(path, BASE), formInit(fields, { Cookie: cookie })));
const get = (mod: Parameters<typeof run>[0], path: string, cookie: string) =>
  run(mod, "loader", new Request(new URL(path, BASE), { headers: { Cookie: cookie } }));

function payload<T = Record<string, unknown>>(result: unknown): T {
  if (result && typeof result === "object" && "data" in result) return (result as { data: T }).data;
  return result as T;
}

async function download(cookie: string) {
  const res = await post(exportRoute, "/dashboard/profile/verilerim.json", cookie, { intent: "export" });
  expect(res).toBeInstanceOf(Response);
  return res as Response;
}

/** A customer with one of everything the download must carry. */
async function fullCustomer() {
  const me = await customerAccount({ customerEmail: `firma${unique()}@test.example` });
  const reservation = await makeReservation({
    customerId: me.customer.id,
    status: "completed",
    departureDatetime: daysFromNow(-20),
    specialRequests: "Glutensiz menü",
  });
  // paid in full, and a refund of 1 000 sent back: nothing owed, nothing pending
  const payment = await makePayment({ reservationId: reservation.id, status: "paid", amount: 251_000 });
  await db().refund.create({
    data: {
      paymentId: payment.id,
      reservationId: reservation.id,
      amount: 1000,
      currency: "TRY",
      status: "completed",
      completedAt: new Date(),
    },
  });
  await db().paymentAttempt.create({
    data: {
      reservationId: reservation.id,
      customerId: me.customer.id,
      purpose: "balance",
      amount: 1000,
      currency: "TRY",
      status: "expired",
      providerToken: `tok-${unique()}`,
      expiresAt: new Date(),
    },
  });
  await db().reservationPassenger.create({
    data: {
      reservationId: reservation.id,
      position: 1,
      givenNames: "Ayşe",
      surname: "Yılmaz",
      sex: "F",
      nationality: "TR",
      documentType: "passport",
      documentNumber: seal("passenger-document", "U12345678"),
      issuingCountry: "TR",
      birthDate: seal("passenger-document", "1985-04-12"),
    },
  });
  // a guest request made with the account's own address lives on the customer record of that address
  const guest = await makeCustomer({ email: me.email, firstName: "Ayşe", lastName: "Misafir" });
  const guestRequest = await makeQuoteRequest({ customerId: guest.id, specialRequests: "Evcil hayvanım var" });
  await db().offerLink.create({
    data: { id: `hash-${unique()}`, quoteRequestId: guestRequest.id, email: me.email, expiresAt: daysFromNow(2) },
  });
  const conversation = await db().conciergeConversation.create({
    data: {
      customerUserId: me.user.id,
      lastMessageAt: new Date(),
      lastMessageSide: "customer",
      lastMessagePreview: "Merhaba",
      searchText: "ayse",
    },
  });
  await db().conciergeMessage.create({
    data: { conversationId: conversation.id, authorUserId: me.user.id, authorSide: "customer", body: "Merhaba, kızım da geliyor" },
  });
  await db().legWatch.create({
    data: {
      userId: me.user.id,
      status: "active",
      fromKind: "city",
      fromLabel: "İstanbul",
      fromPoints: [],
      fromLatitude: 41,
      fromLongitude: 29,
      toKind: "city",
      toLabel: "Bodrum",
      toPoints: [],
      toLatitude: 37,
      toLongitude: 27,
      dateFrom: daysFromNow(1),
      dateTo: daysFromNow(30),
      passengers: 2,
    },
  });
  await db().membershipPoint.create({ data: { customerId: me.customer.id, kind: "adjustment", points: 50, note: "Hoş geldin" } });
  const offer = await makeOffer();
  await db().offerInterest.create({ data: { offerId: offer.id, customerUserId: me.user.id } });
  await db().reservationChangeRequest.create({
    data: {
      reservationId: reservation.id,
      customerId: me.customer.id,
      kind: "change",
      message: "Saat 10:00 olsun",
      requestKey: crypto.randomUUID(),
    },
  });
  await db().outboxEmail.create({ data: { to: me.email, subject: "Teklifiniz hazır", text: "Merhaba Ayşe", status: "sent" } });
  await db().auditLog.create({
    data: { action: "reservation.update", entity: "reservation", entityId: reservation.id, after: { note: "x" } },
  });
  return { ...me, reservation, payment, guest, guestRequest, conversation };
}

describe("the download of everything held", () => {
  it("answers one JSON file as an attachment, never cached, with every kind of their data and no secrets", async () => {
    const me = await fullCustomer();
    const res = await download(me.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="ufuk-jet-verilerim-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const text = await res.text();
    const file = JSON.parse(text) as Record<string, unknown[] | Record<string, unknown>>;

    expect(file.account).toMatchObject({ id: me.user.id, email: me.email, hasPassword: true });
    expect((file.customers as Array<{ id: string }>).map((c) => c.id).sort()).toEqual([me.customer.id, me.guest.id].sort());
    expect((file.quoteRequests as Array<{ id: string }>).map((q) => q.id)).toContain(me.guestRequest.id);
    expect((file.reservations as Array<{ id: string; specialRequests: string }>)[0]).toMatchObject({
      id: me.reservation.id,
      specialRequests: "Glutensiz menü",
    });
    expect(file.payments).toHaveLength(1);
    expect(file.refunds).toHaveLength(1);
    expect(file.paymentAttempts).toHaveLength(1);
    expect(file.passengers).toEqual([expect.objectContaining({ surname: "Yılmaz", documentNumber: "•••••5678", birthDate: "1985" })]);
    expect((file.concierge as { messages: Array<{ body: string }> }).messages.map((m) => m.body)).toEqual(["Merhaba, kızım da geliyor"]);
    expect(file.legWatches).toHaveLength(1);
    expect(file.membershipPoints).toHaveLength(1);
    expect(file.offerInterests).toHaveLength(1);
    expect(file.offerLinks).toHaveLength(1);
    expect(file.reservationChangeRequests).toHaveLength(1);
    expect((file.sessions as Array<Record<string, unknown>>).length).toBeGreaterThan(0);
    expect((file.emails as Array<{ subject: string }>).map((e) => e.subject)).toContain("Teklifiniz hazır");
    expect((file.auditLog as Array<{ entityId: string }>).some((a) => a.entityId === me.reservation.id)).toBe(true);

    // no hashes, no tokens, no clear document numbers
    const session = await db().session.findFirstOrThrow({ where: { userId: me.user.id } });
    const hash = (await db().user.findUniqueOrThrow({ where: { id: me.user.id } })).passwordHash!;
    for (const secret of [hash, session.id, "U12345678", "1985-04-12", "passwordHash", "providerToken"]) expect(text).not.toContain(secret);
  });

  it("is recorded as a completed access request and audited kvkk.export", async () => {
    const me = await customerAccount();
    expect((await download(me.cookie)).status).toBe(200);
    const request = await db().dataSubjectRequest.findFirstOrThrow({ where: { userId: me.user.id } });
    expect(request).toMatchObject({ kind: "access", state: "completed" });
    expect(request.resolvedAt).not.toBeNull();
    expect(await db().auditLog.count({ where: { action: "kvkk.export", actorId: me.user.id, entityId: request.id } })).toBe(1);
  });

  it("never carries another customer's data (each download is its own account's only)", async () => {
    const a = await fullCustomer();
    const b = await customerAccount();
    const other = await makeReservation({ customerId: b.customer.id });
    const fileA = await (await download(a.cookie)).text();
    const fileB = JSON.parse(await (await download(b.cookie)).text()) as {
      reservations: Array<{ id: string }>;
      customers: Array<{ id: string }>;
    };
    expect(fileA).not.toContain(other.id);
    expect(fileA).not.toContain(b.email);
    expect(fileB.reservations.map((r) => r.id)).toEqual([other.id]);
    expect(fileB.customers.map((c) => c.id)).toEqual([b.customer.id]);
    expect(JSON.stringify(fileB)).not.toContain(a.reservation.id);
  });

  it(`allows ${EXPORT_LIMIT} downloads an hour, then goes back to the profile with the reason`, async () => {
    const me = await customerAccount();
    for (let i = 0; i < EXPORT_LIMIT; i++) expect((await download(me.cookie)).status).toBe(200);
    const refused = await download(me.cookie);
    expect(refused.status).toBe(302);
    expect(locationOf(refused)).toBe("/dashboard/profile");
    expect(await db().dataSubjectRequest.count({ where: { userId: me.user.id, kind: "access" } })).toBe(EXPORT_LIMIT);
  });

  it("a GET goes back to the profile; a post without its intent is refused", async () => {
    const me = await customerAccount();
    expect(locationOf(await get(exportRoute, "/dashboard/profile/verilerim.json", me.cookie))).toBe("/dashboard/profile");
    expect(statusOf(await post(exportRoute, "/dashboard/profile/verilerim.json", me.cookie, { intent: "download" }))).toBe(400);
  });
});

describe("the download's form", () => {
  it("refuses 40+ bad posts with 400, recording and counting nothing", async () => {
    const me = await customerAccount();
    const intents = [
      "",
      " ",
      "Export",
      "EXPORT",
      "export ",
      " export",
      "exports",
      "download",
      "delete",
      "request-erasure",
      "request-correction",
    ];
    const cases: Array<Record<string, string | string[]>> = [
      {},
      { intent: ["export", "export"] },
      { intent: ["export", "delete"] },
      { intent: "export\u0000" },
      { intent: "exp\u00f6rt" },
      ...intents.map((intent) => ({ intent })),
      ...Array.from({ length: 31 }, (_, i) => ({ intent: `export${String.fromCharCode(i + 1)}x` })),
    ];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const fields of cases) {
      const res = await post(exportRoute, "/dashboard/profile/verilerim.json", me.cookie, fields);
      expect(statusOf(res), JSON.stringify(fields)).toBe(400);
    }
    expect(await db().dataSubjectRequest.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db().auditLog.count({ where: { action: "kvkk.export", actorId: me.user.id } })).toBe(0);
    // nothing counted either: the whole hour's downloads are still there
    for (let i = 0; i < EXPORT_LIMIT; i++) expect((await download(me.cookie)).status).toBe(200);
  });
});

describe("the correction request", () => {
  it("is recorded open, due in 30 days, staff told in the same transaction, and listed on the profile", async () => {
    const me = await customerAccount();
    const before = Date.now();
    const res = await post(correctionRoute, "/dashboard/profile/duzeltme", me.cookie, {
      intent: "request-correction",
      field: "last_name",
      requested_value: "  Yılmaz-Öztürk ",
      details: "Evlendim.",
    });
    expect(statusOf(res)).toBe(302);
    expect(locationOf(res)).toBe("/dashboard/profile");
    const row = await db().dataSubjectRequest.findFirstOrThrow({ where: { userId: me.user.id } });
    expect(row).toMatchObject({
      kind: "correction",
      state: "open",
      field: "last_name",
      requestedValue: "Yılmaz-Öztürk",
      details: "Evlendim.",
    });
    const due = row.dueAt.getTime() - row.createdAt.getTime();
    expect(due).toBe(30 * 24 * 60 * 60 * 1000);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const mail = await db().outboxEmail.findFirstOrThrow({
      where: { template: "kvkk-request-staff", text: { contains: "Yılmaz-Öztürk" } },
    });
    expect(mail.text).toContain(me.email);
    expect(mail.text).toContain("/admin/data-requests");
    expect(await db().auditLog.count({ where: { action: "kvkk.correction_requested", entityId: row.id } })).toBe(1);

    const page = payload<{ dataRequests: Array<{ id: string; state: string }> }>(await get(profileRoute, "/dashboard/profile", me.cookie));
    expect(page.dataRequests.map((r) => [r.id, r.state])).toEqual([[row.id, "open"]]);
    // another customer's profile does not list it
    const other = await customerAccount();
    expect(payload<{ dataRequests: unknown[] }>(await get(profileRoute, "/dashboard/profile", other.cookie)).dataRequests).toEqual([]);
  });

  const BAD: Array<Record<string, string | string[]>> = [
    {},
    { field: "last_name" },
    { requested_value: "Yeni" },
    { field: "", requested_value: "Yeni" },
    { field: "surname", requested_value: "Yeni" },
    { field: "LAST_NAME", requested_value: "Yeni" },
    { field: "password", requested_value: "Yeni" },
    { field: "role", requested_value: "admin" },
    { field: " last_name", requested_value: "Yeni" },
    { field: ["last_name", "email"], requested_value: "Yeni" },
    { field: "last_name", requested_value: "" },
    { field: "last_name", requested_value: "   " },
    { field: "last_name", requested_value: "\n\t\n" },
    { field: "last_name", requested_value: "\u200b" },
    { field: "last_name", requested_value: "\u00ad" },
    { field: "last_name", requested_value: "\ufeff" },
    { field: "last_name", requested_value: "a".repeat(REQUESTED_VALUE_MAX + 1) },
    { field: "last_name", requested_value: "ş".repeat(REQUESTED_VALUE_MAX + 1) },
    { field: "last_name", requested_value: "a\u0007b" },
    { field: "last_name", requested_value: "a\u007fb" },
    { field: "last_name", requested_value: "a\u001bb" },
    { field: "last_name", requested_value: ["a", "b"] },
    { field: "last_name", requested_value: "Yeni", details: "a".repeat(DETAILS_MAX + 1) },
    { field: "last_name", requested_value: "Yeni", details: "a\u0001b" },
    { field: "last_name", requested_value: "Yeni", details: ["a", "b"] },
    ...Array.from({ length: 20 }, (_, i) => i + 1)
      .filter((code) => code !== 9 && code !== 10 && code !== 13)
      .map((code) => ({ field: "other", requested_value: `Doğru${String.fromCharCode(code)}değer` })),
  ];

  it(`refuses ${BAD.length + 2} bad inputs with 400, writing nothing`, async () => {
    const me = await customerAccount();
    const cases: Array<Record<string, string | string[]>> = [
      ...BAD.map((f) => ({ intent: "request-correction", ...f })),
      { field: "phone", requested_value: "x" },
      { intent: "request-erasure", field: "phone", requested_value: "x" },
    ];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const fields of cases) {
      const res = await post(correctionRoute, "/dashboard/profile/duzeltme", me.cookie, fields);
      expect(statusOf(res), JSON.stringify(fields)).toBe(400);
    }
    expect(await db().dataSubjectRequest.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db().outboxEmail.count({ where: { template: "kvkk-request-staff", text: { contains: me.email } } })).toBe(0);
  });
});

describe("the erasure request", () => {
  it("erases at once when nothing blocks it, keeping payments and refunds joined to their reservation, and signs out", async () => {
    const me = await fullCustomer();
    const paymentBefore = await db().payment.findUniqueOrThrow({ where: { id: me.payment.id } });
    const res = await post(erasureRoute, "/dashboard/profile/silme", me.cookie, {
      intent: "request-erasure",
      password: PASSWORD,
      understood: "on",
    });
    expect(statusOf(res)).toBe(302);
    expect(locationOf(res)).toBe("/");
    expect((res as Response).headers.getSetCookie().some((c) => c.startsWith("ufuk_session=") && /Max-Age=0/i.test(c))).toBe(true);
    expect(await getSessionUser(new Request(`${BASE}/`, { headers: { Cookie: me.cookie } }))).toBeNull();

    const customer = await db().customer.findUniqueOrThrow({ where: { id: me.customer.id } });
    expect(customer).toMatchObject({
      firstName: "Silinmiş",
      lastName: "Müşteri",
      email: erasedEmail(me.customer.id),
      phone: null,
      companyName: null,
      notes: null,
    });
    expect((await db().customer.findUniqueOrThrow({ where: { id: me.guest.id } })).email).toBe(erasedEmail(me.guest.id));
    const user = await db().user.findUniqueOrThrow({ where: { id: me.user.id }, include: { profile: true } });
    expect(user).toMatchObject({ email: erasedEmail(me.user.id), passwordHash: null });
    expect(user.disabledAt).not.toBeNull();
    expect(user.profile).toMatchObject({ firstName: "Silinmiş", lastName: "Müşteri", phone: null });
    expect(await db().session.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db().userToken.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db().legWatch.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db().offerLink.count({ where: { quoteRequestId: me.guestRequest.id } })).toBe(0);
    expect(await db().reservationPassenger.findFirstOrThrow({ where: { reservationId: me.reservation.id } })).toMatchObject({
      documentNumber: null,
      birthDate: null,
      surname: "Yılmaz",
    });
    expect((await db().conciergeMessage.findMany({ where: { conversationId: me.conversation.id } })).map((m) => m.body)).toEqual([
      ERASED_TEXT,
    ]);
    expect((await db().quoteRequest.findUniqueOrThrow({ where: { id: me.guestRequest.id } })).specialRequests).toBe(ERASED_TEXT);
    expect(await db().outboxEmail.count({ where: { to: me.email } })).toBe(0);

    // what the law keeps: the money, joined to the reservation, unchanged
    const reservation = await db().reservation.findUniqueOrThrow({
      where: { id: me.reservation.id },
      include: { payments: true, refunds: true },
    });
    expect(reservation.customerId).toBe(me.customer.id);
    expect(reservation.totalAmount?.toString()).toBe("250000");
    expect(reservation.payments.map((p) => [p.id, p.amount.toString(), p.transactionReference, p.status])).toEqual([
      [paymentBefore.id, paymentBefore.amount.toString(), paymentBefore.transactionReference, "paid"],
    ]);
    expect(reservation.refunds.map((r) => [r.paymentId, r.amount.toString(), r.status])).toEqual([[me.payment.id, "1000", "completed"]]);
    expect(await db().paymentAttempt.count({ where: { reservationId: me.reservation.id } })).toBe(1);

    const request = await db().dataSubjectRequest.findFirstOrThrow({ where: { userId: me.user.id, kind: "erasure" } });
    expect(request.state).toBe("completed");
    expect(await db().auditLog.count({ where: { action: "kvkk.erasure", entityId: request.id } })).toBe(1);
    const staffMail = await db().outboxEmail.findFirstOrThrow({
      where: { template: "kvkk-request-staff", text: { contains: "Tamamlandı" } },
      orderBy: { createdAt: "desc" },
    });
    expect(staffMail.text).not.toContain(me.email);

    // the old address is free again: a new account can use it
    expect(await db().user.count({ where: { email: me.email } })).toBe(0);
    expect(await db().customer.count({ where: { email: me.email } })).toBe(0);
    const fresh = await createTestUser({ email: me.email });
    expect(fresh.id).not.toBe(me.user.id);
  });

  it("records the request open with its reasons when a flight is ahead and a balance is due, erasing nothing", async () => {
    const me = await customerAccount();
    await makeReservation({ customerId: me.customer.id, status: "confirmed", departureDatetime: daysFromNow(15), totalAmount: 100_000 });
    const preview = payload<{ blockers: string[] }>(await get(erasureRoute, "/dashboard/profile/silme", me.cookie));
    expect(preview.blockers).toEqual(["upcoming_flight", "balance_due"]);
    const res = await post(erasureRoute, "/dashboard/profile/silme", me.cookie, {
      intent: "request-erasure",
      password: PASSWORD,
      understood: "on",
    });
    expect(statusOf(res)).toBe(302);
    expect(locationOf(res)).toBe("/dashboard/profile");
    const request = await db().dataSubjectRequest.findFirstOrThrow({ where: { userId: me.user.id, kind: "erasure" } });
    expect(request).toMatchObject({ state: "open", blockers: ["upcoming_flight", "balance_due"] });
    expect((await db().customer.findUniqueOrThrow({ where: { id: me.customer.id } })).email).toBe(me.email);
    expect((await db().user.findUniqueOrThrow({ where: { id: me.user.id } })).disabledAt).toBeNull();
    expect(await getSessionUser(new Request(`${BASE}/`, { headers: { Cookie: me.cookie } }))).not.toBeNull();
    expect(await db().outboxEmail.count({ where: { template: "kvkk-request-staff", text: { contains: me.email } } })).toBe(1);
    // a second request while one is open is refused, not doubled
    const again = await post(erasureRoute, "/dashboard/profile/silme", me.cookie, {
      intent: "request-erasure",
      password: PASSWORD,
      understood: "on",
    });
    expect(statusOf(again)).toBe(409);
    expect(await db().dataSubjectRequest.count({ where: { userId: me.user.id, kind: "erasure" } })).toBe(1);
  });

  it("a refund not yet sent holds it open too", async () => {
    const me = await customerAccount();
    const r = await makeReservation({
      customerId: me.customer.id,
      status: "cancelled",
      departureDatetime: daysFromNow(-5),
      cancellationFee: 0,
    });
    const p = await makePayment({ reservationId: r.id, status: "paid", amount: 1000 });
    await db().refund.create({ data: { paymentId: p.id, reservationId: r.id, amount: 1000, currency: "TRY", status: "pending" } });
    await post(erasureRoute, "/dashboard/profile/silme", me.cookie, { intent: "request-erasure", password: PASSWORD, understood: "on" });
    expect((await db().dataSubjectRequest.findFirstOrThrow({ where: { userId: me.user.id } })).blockers).toEqual(["refund_pending"]);
  });

  it("a wrong password erases nothing; an account without a password confirms with SİL", async () => {
    const me = await customerAccount();
    const wrong = await post(erasureRoute, "/dashboard/profile/silme", me.cookie, {
      intent: "request-erasure",
      password: "yanlis-parola",
      understood: "on",
    });
    expect(statusOf(wrong)).toBe(400);
    expect(JSON.stringify(payload(wrong))).toContain("dataRights.erasure.wrongPassword");
    expect(JSON.stringify(payload(wrong))).not.toContain("yanlis-parola");
    expect(await db().dataSubjectRequest.count({ where: { userId: me.user.id } })).toBe(0);

    const linkOnly = await customerAccount({ password: null });
    const noWord = await post(erasureRoute, "/dashboard/profile/silme", linkOnly.cookie, {
      intent: "request-erasure",
      confirmation: "evet",
      understood: "on",
    });
    expect(statusOf(noWord)).toBe(400);
    const done = await post(erasureRoute, "/dashboard/profile/silme", linkOnly.cookie, {
      intent: "request-erasure",
      confirmation: "sil",
      understood: "on",
    });
    expect(locationOf(done)).toBe("/");
    expect((await db().customer.findUniqueOrThrow({ where: { id: linkOnly.customer.id } })).email).toBe(erasedEmail(linkOnly.customer.id));
  });

  const BAD_ERASURE: Array<Record<string, string | string[]>> = [
    {},
    { password: PASSWORD },
    { password: PASSWORD, understood: "" },
    { password: PASSWORD, understood: "off" },
    { password: PASSWORD, understood: "true" },
    { password: PASSWORD, understood: "ON" },
    { password: PASSWORD, understood: ["on", "on"] },
    { understood: "on" },
    { password: "", understood: "on" },
    { password: "x".repeat(1025), understood: "on" },
    { password: "yanlis", understood: "on" },
    { password: `${PASSWORD} `, understood: "on" },
    { password: PASSWORD.toLowerCase(), understood: "on" },
    { password: ["a", "b"], understood: "on" },
    { confirmation: "SİL", understood: "on" },
    { password: PASSWORD, confirmation: "hayır", understood: "on" },
    { password: PASSWORD, confirmation: "x".repeat(21), understood: "on" },
    ...["SİLL", "DELETE", "S I L", "S-İL", "evet", "1", "sil!", "SİLİN", "İSL", "SIIL"].map((confirmation) => ({
      password: PASSWORD,
      confirmation,
      understood: "on",
    })),
    ...Array.from({ length: PASSWORD.length }, (_, i) => ({ password: PASSWORD.slice(0, i), understood: "on" })),
    { password: `${PASSWORD}x`, understood: "on" },
    { password: `x${PASSWORD}`, understood: "on" },
  ];

  it(`refuses ${BAD_ERASURE.length + 2} bad inputs with 400 (or the form's refusal), erasing nothing`, async () => {
    const me = await customerAccount();
    const cases: Array<Record<string, string | string[]>> = [
      ...BAD_ERASURE.map((f) => ({ intent: "request-erasure", ...f })),
      { password: PASSWORD, understood: "on" },
      { intent: "erase", password: PASSWORD, understood: "on" },
    ];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const fields of cases) {
      const res = await post(erasureRoute, "/dashboard/profile/silme", me.cookie, fields);
      expect(statusOf(res), JSON.stringify(fields)).toBe(400);
    }
    expect(await db().dataSubjectRequest.count({ where: { userId: me.user.id } })).toBe(0);
    expect((await db().customer.findUniqueOrThrow({ where: { id: me.customer.id } })).email).toBe(me.email);
    expect((await db().user.findUniqueOrThrow({ where: { id: me.user.id } })).disabledAt).toBeNull();
  });

  it("the sign-in cookie of an erased account opens nothing", async () => {
    const me = await customerAccount();
    const res = await post(erasureRoute, "/dashboard/profile/silme", me.cookie, {
      intent: "request-erasure",
      password: PASSWORD,
      understood: "on",
    });
    expect(locationOf(res)).toBe("/");
    const again = await get(profileRoute, "/dashboard/profile", me.cookie);
    expect(statusOf(again)).toBe(302);
    expect(locationOf(again)).toMatch(/^\/auth/);
    expect(cookiePair("a=b; Path=/")).toBe("a=b");
  });
});
