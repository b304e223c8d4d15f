import { describe, expect, it } from "vitest";
import * as staffRoute from "#app/routes/admin/data-requests";
import { db } from "#app/server/platform/db/client.server";
import { completeDataRequest, rejectDataRequest } from "#app/server/privacy/staff-data-requests.server";
import { erasedEmail } from "#app/server/privacy/erasure.server";
import { STAFF_NOTE_MAX } from "#app/lib/schemas/data-rights";
import { BASE, createTestUser, formInit, locationOf, run, sessionCookieFor, statusOf } from "../../support/auth";
import { daysFromNow, makeCustomer, makeReservation, unique } from "../../support/factories";

/**
 * Staff's side of the KVKK requests (decision 055): the list by due date with its filters, its customer search and
 * the overdue mark, completing a correction or an erasure, rejecting with a reason, two staff answering at once, and
 * the customer's e-mail with the answer, written with it or not at all.
 */
async function staff(role: "admin" | "operations" = "admin") {
  const user = await createTestUser({ email: `${role}${unique()}@ufukjet.test`, role, firstName: "Ayla", lastName: "Demir" });
  return { user, cookie: await sessionCookieFor(user.id) };
}

async function customer(names: { firstName?: string; lastName?: string } = {}, verified = true) {
  const n = unique();
  const email = `dsr${n}@test.example`;
  const firstName = names.firstName ?? "Kemal";
  const lastName = names.lastName ?? `Aydın ${n}`;
  const c = await makeCustomer({ email, firstName, lastName, phone: "+90 555 111 22 33" });
  const user = await createTestUser({ email, customerId: c.id, firstName, lastName, verified });
  return { customer: c, user, email };
}

/** The customer's answer e-mails about their requests (the staff e-mails have their own template). */
const answerMails = (to?: string) =>
  db().outboxEmail.findMany({
    where: { template: { startsWith: "kvkk-request-" }, NOT: { template: "kvkk-request-staff" }, ...(to ? { to } : {}) },
  });

async function openRequest(
  kind: "correction" | "erasure",
  who: { user: { id: string }; customer: { id: string } },
  createdAt = new Date(),
) {
  return db().dataSubjectRequest.create({
    data: {
      userId: who.user.id,
      customerId: who.customer.id,
      kind,
      field: kind === "correction" ? "phone" : null,
      requestedValue: kind === "correction" ? "+90 555 999 88 77" : null,
      dueAt: new Date(createdAt.getTime() + 30 * 86_400_000),
      createdAt,
    },
  });
}

const staffPost = (cookie: string, fields: Record<string, string | string[]>, search = "") =>
  run(staffRoute, "action", new Request(new URL(`/admin/data-requests${search}`, BASE), formInit(fields, { Cookie: cookie })));
const staffGet = (cookie: string, search = "") =>
  run(staffRoute, "loader", new Request(new URL(`/admin/data-requests${search}`, BASE), { headers: { Cookie: cookie } }));

type ListData = {
  rows: Array<{ id: string; overdue: boolean; state: string; kind: string }>;
  total: number;
  capped: boolean;
  page: number;
  pages: number;
  q: string;
};

describe("the staff list", () => {
  it("sorts by due date, filters by state and kind, and marks an open request past 30 days", async () => {
    const admin = await staff("operations");
    const a = await customer();
    const late = await openRequest("correction", a, daysFromNow(-40));
    const soon = await openRequest("erasure", a, daysFromNow(-5));
    const answered = await openRequest("correction", a, daysFromNow(-45));
    await rejectDataRequest({ actorId: admin.user.id, ip: null, id: answered.id, note: "Bilgi zaten doğru." });

    const all = (await staffGet(admin.cookie)) as ListData;
    const ids = all.rows.map((r) => r.id);
    expect(ids.indexOf(answered.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(soon.id));
    expect(all.rows.find((r) => r.id === late.id)?.overdue).toBe(true);
    expect(all.rows.find((r) => r.id === soon.id)?.overdue).toBe(false);
    // an answered request is never overdue, however old
    expect(all.rows.find((r) => r.id === answered.id)?.overdue).toBe(false);

    const open = (await staffGet(admin.cookie, "?state=open")) as ListData;
    expect(open.rows.length).toBeGreaterThan(0);
    expect(open.rows.every((r) => r.state === "open")).toBe(true);
    expect(open.rows.map((r) => r.id)).not.toContain(answered.id);
    const erasures = (await staffGet(admin.cookie, "?kind=erasure&state=open")) as ListData;
    expect(erasures.rows.map((r) => r.id)).toContain(soon.id);
    expect(erasures.rows.every((r) => r.kind === "erasure")).toBe(true);
    // an unknown filter value is no filter
    expect(((await staffGet(admin.cookie, "?state=deleted")) as ListData).total).toBe(all.total);
  });

  it("searches by the customer's name or e-mail, folded like the customer book, keeping the filters and the paging", async () => {
    const admin = await staff("operations");
    const tag = `Şükrüoğlu${unique()}`;
    const ismail = await customer({ firstName: "İsmail", lastName: tag });
    const other = await customer({ firstName: "Ismail", lastName: `Başka${unique()}` });
    const open = await openRequest("correction", ismail);
    const erasure = await openRequest("erasure", ismail, daysFromNow(-2));
    const otherRequest = await openRequest("correction", other);
    const ids = async (search: string) => ((await staffGet(admin.cookie, search)) as ListData).rows.map((r) => r.id).sort();

    // case and Turkish letters folded: İ/I/ı/i, ş/s, ü/u, ğ/g; each word must match
    const both = [open.id, erasure.id].sort();
    expect(await ids(`?q=${encodeURIComponent(tag.toLocaleUpperCase("tr"))}`)).toEqual(both);
    expect(await ids(`?q=${encodeURIComponent(`ismail ${tag.replace("Ş", "s").replace("ü", "u").replace("ğ", "g")}`)}`)).toEqual(both);
    expect(await ids(`?q=${encodeURIComponent(`ISMAIL ${tag}`)}`)).toEqual(both);
    // by the e-mail address, whole or in part
    expect(await ids(`?q=${encodeURIComponent(ismail.email.toUpperCase())}`)).toEqual(both);
    expect(await ids(`?q=${encodeURIComponent(`${other.email.split("@")[0]!}@TEST`)}`)).toEqual([otherRequest.id]);
    // the filters narrow a search
    expect(await ids(`?q=${encodeURIComponent(tag)}&kind=erasure`)).toEqual([erasure.id]);
    expect(await ids(`?q=${encodeURIComponent(tag)}&state=completed`)).toEqual([]);
    // a word that is not there finds nothing
    expect(await ids(`?q=${encodeURIComponent(`${tag} yokboyle`)}`)).toEqual([]);
    const listed = (await staffGet(admin.cookie, `?q=${encodeURIComponent(tag)}&state=open`)) as ListData;
    expect(listed).toMatchObject({ total: 2, capped: false, q: tag, page: 1, pages: 1 });
  });

  it("finds a request of an account not linked to a customer record by its sign-in address", async () => {
    const admin = await staff();
    const email = `baglanmamis${unique()}@test.example`;
    const user = await createTestUser({ email, firstName: "Bağsız", lastName: "Hesap" });
    const request = await db().dataSubjectRequest.create({
      data: { userId: user.id, kind: "correction", field: "phone", requestedValue: "+90 555 000 00 01", dueAt: daysFromNow(30) },
    });
    const found = (await staffGet(admin.cookie, `?q=${encodeURIComponent(email.toUpperCase())}`)) as ListData;
    expect(found.rows.map((r) => r.id)).toEqual([request.id]);
  });

  it("pages a search: 30 requests of one customer over two pages, the page kept in the links' search", async () => {
    const admin = await staff();
    const tag = `Sayfalı${unique()}`;
    const many = await customer({ lastName: tag });
    for (let i = 0; i < 30; i++) await openRequest("correction", many, daysFromNow(-i));
    const first = (await staffGet(admin.cookie, `?q=${encodeURIComponent(tag)}`)) as ListData;
    const second = (await staffGet(admin.cookie, `?q=${encodeURIComponent(tag)}&page=2`)) as ListData;
    expect(first).toMatchObject({ total: 30, pages: 2, page: 1 });
    expect(first.rows).toHaveLength(25);
    expect(second.rows).toHaveLength(5);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(30);
  });

  it(`answers 40+ bad searches with the list, never an error, and takes LIKE wildcards literally`, async () => {
    const admin = await staff();
    const tag = `Arama${unique()}`;
    const target = await customer({ lastName: tag });
    const request = await openRequest("correction", target);
    // each bad word with the customer's own: the request is found only if the bad word is no word at all
    const ignored = ["", " ", "   ", "\t", "\n", "\r\n", "\u00a0", "\u3000", "\ufeff", "\u0000", "\u0007", "\u007f"];
    const noMatch = [
      "%",
      "%%",
      "_",
      "__",
      "\\",
      "\\%",
      "a%b",
      "k_mal",
      "' OR 1=1 --",
      "'; DROP TABLE customers; --",
      '"',
      "<script>alert(1)</script>",
      "{{count}}",
      "${q}",
      "../../etc/passwd",
      "z\u0000q",
      "\u200b",
      "\u202e",
      "🙂",
      "İ\u0307zz",
      "null",
      "undefined",
      "[object Object]",
      "NaN",
      "-0",
      "-1",
      "x".repeat(99),
      "ğ".repeat(300),
      "Ş".repeat(5000),
      "%F0%9F",
      "\ufffd",
      "*",
      "?",
      "(",
      "[a-z]",
      ".*",
    ];
    const cases: Array<[string, number]> = [
      ...ignored.map((w): [string, number] => [w, 1]),
      ...noMatch.map((w): [string, number] => [w, 0]),
    ];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const [word, expected] of cases) {
      const search = `?q=${encodeURIComponent(`${tag} ${word}`)}`;
      const res = await staffGet(admin.cookie, search);
      expect(statusOf(res), JSON.stringify(word).slice(0, 60)).toBe(200);
      const list = res as ListData;
      expect(list.total, JSON.stringify(word).slice(0, 60)).toBe(expected);
      if (expected) expect(list.rows.map((r) => r.id)).toEqual([request.id]);
    }
    // bad values of the other parameters next to a search: no filter, the first page, the search kept
    for (const rest of ["&state=DROP", "&kind=%27", "&page=-1", "&page=abc", "&page=1e9", "&state=open&state=rejected", "&q=ikinci"]) {
      const list = (await staffGet(admin.cookie, `?q=${encodeURIComponent(tag)}${rest}`)) as ListData;
      expect(
        list.rows.map((r) => r.id),
        rest,
      ).toEqual([request.id]);
    }
    // a search alone of a wildcard matches no one's name literally
    expect(((await staffGet(admin.cookie, "?q=%25")) as ListData).total).toBe(0);
    expect(((await staffGet(admin.cookie, "?q=_")) as ListData).total).toBe(0);
  });

  it("is staff's only: a customer is refused", async () => {
    const a = await customer();
    const res = await staffGet(await sessionCookieFor(a.user.id));
    expect(statusOf(res)).toBe(403);
  });
});

describe("answering a request", () => {
  it("completes a correction with a note, audited; the customer sees the state", async () => {
    const admin = await staff();
    const a = await customer();
    const request = await openRequest("correction", a);
    const res = await staffPost(admin.cookie, { intent: "complete", id: request.id, note: "Telefon güncellendi." }, "?state=open");
    expect(statusOf(res)).toBe(302);
    expect(locationOf(res)).toBe("/admin/data-requests?state=open");
    const row = await db().dataSubjectRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(row).toMatchObject({ state: "completed", resolvedById: admin.user.id, staffNote: "Telefon güncellendi." });
    expect(row.resolvedAt).not.toBeNull();
    expect(await db().auditLog.count({ where: { action: "kvkk.request_completed", entityId: request.id } })).toBe(1);
  });

  it("rejects with the reason the customer reads; a rejection without a reason is refused", async () => {
    const admin = await staff();
    const a = await customer();
    const request = await openRequest("correction", a);
    expect(statusOf(await staffPost(admin.cookie, { intent: "reject", id: request.id, note: "  " }))).toBe(400);
    expect((await db().dataSubjectRequest.findUniqueOrThrow({ where: { id: request.id } })).state).toBe("open");
    await staffPost(admin.cookie, { intent: "reject", id: request.id, note: "Kimlik belgesiyle doğrulanamadı." });
    expect(await db().dataSubjectRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      state: "rejected",
      staffNote: "Kimlik belgesiyle doğrulanamadı.",
    });
    // answered is final: completing it later is refused with a toast, nothing changes
    const late = await staffPost(admin.cookie, { intent: "complete", id: request.id });
    expect(statusOf(late)).toBe(302);
    expect((await db().dataSubjectRequest.findUniqueOrThrow({ where: { id: request.id } })).state).toBe("rejected");
    expect(await db().auditLog.count({ where: { action: "kvkk.request_completed", entityId: request.id } })).toBe(0);
  });

  it("two staff completing at once: one completion, one refusal", async () => {
    const [one, two] = [await staff(), await staff("operations")];
    const a = await customer();
    const request = await openRequest("correction", a);
    const results = await Promise.allSettled([
      completeDataRequest({ actorId: one.user.id, ip: null, id: request.id, note: "bir" }),
      completeDataRequest({ actorId: two.user.id, ip: null, id: request.id, note: "iki" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: "answered", status: 409 });
    expect(await db().auditLog.count({ where: { action: "kvkk.request_completed", entityId: request.id } })).toBe(1);
  });

  it("a complete and a reject at once: one answer", async () => {
    const [one, two] = [await staff(), await staff("operations")];
    const a = await customer();
    const request = await openRequest("erasure", a);
    const results = await Promise.allSettled([
      completeDataRequest({ actorId: one.user.id, ip: null, id: request.id, note: null }),
      rejectDataRequest({ actorId: two.user.id, ip: null, id: request.id, note: "Reddedildi" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const row = await db().dataSubjectRequest.findUniqueOrThrow({ where: { id: request.id } });
    const erased = (await db().customer.findUniqueOrThrow({ where: { id: a.customer.id } })).email === erasedEmail(a.customer.id);
    // the erasure ran if and only if the request was completed
    expect(erased).toBe(row.state === "completed");
  });

  it("an erasure held by a flight stays open until the flight is cancelled, then staff run it", async () => {
    const admin = await staff();
    const a = await customer();
    const flight = await makeReservation({ customerId: a.customer.id, status: "optional", departureDatetime: daysFromNow(12) });
    const request = await openRequest("erasure", a);
    const held = await staffPost(admin.cookie, { intent: "complete", id: request.id });
    expect(statusOf(held)).toBe(302);
    expect((await db().dataSubjectRequest.findUniqueOrThrow({ where: { id: request.id } })).state).toBe("open");
    expect((await db().customer.findUniqueOrThrow({ where: { id: a.customer.id } })).email).toBe(a.email);

    await db().reservation.update({ where: { id: flight.id }, data: { status: "cancelled", cancelledAt: new Date(), cancellationFee: 0 } });
    expect(statusOf(await staffPost(admin.cookie, { intent: "complete", id: request.id }))).toBe(302);
    expect((await db().dataSubjectRequest.findUniqueOrThrow({ where: { id: request.id } })).state).toBe("completed");
    expect(await db().customer.findUniqueOrThrow({ where: { id: a.customer.id } })).toMatchObject({
      email: erasedEmail(a.customer.id),
      phone: null,
    });
    const user = await db().user.findUniqueOrThrow({ where: { id: a.user.id } });
    expect(user.disabledAt).not.toBeNull();
    expect(await db().session.count({ where: { userId: a.user.id } })).toBe(0);
    expect(await db().auditLog.count({ where: { action: "kvkk.erasure", entityId: request.id, actorId: admin.user.id } })).toBe(1);
    // the reservation stays, with its amount, on the anonymous customer
    expect((await db().reservation.findUniqueOrThrow({ where: { id: flight.id } })).customerId).toBe(a.customer.id);
  });

  it(`refuses 40+ bad answers with 400 (or the not-found page), changing nothing`, async () => {
    const admin = await staff();
    const a = await customer();
    const request = await openRequest("correction", a);
    const id = request.id;
    const cases: Array<Record<string, string | string[]>> = [
      {},
      { intent: "" },
      { intent: "approve", id },
      { intent: "delete", id },
      { intent: "COMPLETE", id },
      { intent: ["complete", "reject"], id },
      { intent: "reject", id },
      { intent: "reject", id, note: "" },
      { intent: "reject", id, note: "   " },
      { intent: "reject", id, note: "\n\n" },
      { intent: "reject", id, note: "\u200b" },
      { intent: "reject", id, note: "x".repeat(STAFF_NOTE_MAX + 1) },
      { intent: "reject", id, note: "ğ".repeat(STAFF_NOTE_MAX + 1) },
      { intent: "reject", id, note: "a\u0007b" },
      { intent: "reject", id, note: "a\u007fb" },
      { intent: "reject", id, note: ["a", "b"] },
      { intent: "complete", id, note: "x".repeat(STAFF_NOTE_MAX + 1) },
      { intent: "complete", id, note: "a\u0001b" },
      { intent: "complete", id, note: "a\u001fb" },
      ...Array.from({ length: 20 }, (_, i) => i + 1)
        .filter((code) => code !== 9 && code !== 10 && code !== 13)
        .map((code) => ({ intent: "reject", id, note: `Neden${String.fromCharCode(code)}yok` })),
    ];
    const notIds = ["", "abc", "1", `${id}x`, id.slice(0, 35), "00000000-0000-0000-0000-00000000000g"];
    for (const bad of notIds) cases.push({ intent: "complete", id: bad }, { intent: "reject", id: bad, note: "Neden" });
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const fields of cases) {
      const res = await staffPost(admin.cookie, fields);
      expect([400, 404], JSON.stringify(fields)).toContain(statusOf(res));
    }
    expect((await db().dataSubjectRequest.findUniqueOrThrow({ where: { id } })).state).toBe("open");
    expect(await db().auditLog.count({ where: { entityId: id } })).toBe(0);
  });
});

describe("the customer's e-mail about the answer", () => {
  it("completing a correction e-mails the customer the outcome and staff's note, once, with the answer", async () => {
    const admin = await staff();
    const a = await customer();
    const request = await openRequest("correction", a);
    await staffPost(admin.cookie, { intent: "complete", id: request.id, note: "Telefon numaranız güncellendi." });
    const mails = await answerMails(a.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ template: "kvkk-request-completed", status: "queued" });
    expect(mail.subject).toBe("KVKK başvurunuz yanıtlandı: Düzeltme — Tamamlandı");
    expect(mail.text).toContain(`Merhaba Kemal ${a.customer.lastName},`);
    expect(mail.text).toContain("Sonuç: Tamamlandı");
    expect(mail.text).toContain("İstediğiniz düzeltmeyi kayıtlarımıza işledik.");
    expect(mail.text).toContain("Açıklamamız: Telefon numaranız güncellendi.");
    expect(mail.text).toContain("/dashboard/profile");
    expect(mail.text).not.toMatch(/{{|}}/);
  });

  it("a rejection e-mails its reason and the way to the Board; a completion without a note says so", async () => {
    const admin = await staff();
    const a = await customer();
    const rejected = await openRequest("correction", a);
    await rejectDataRequest({ actorId: admin.user.id, ip: null, id: rejected.id, note: "Kimlik belgesiyle doğrulanamadı." });
    const [mail] = await answerMails(a.email);
    expect(mail).toMatchObject({ template: "kvkk-request-rejected" });
    expect(mail!.subject).toContain("Reddedildi");
    expect(mail!.text).toContain("Açıklamamız: Kimlik belgesiyle doğrulanamadı.");
    expect(mail!.text).toContain("KVKK madde 14");

    const plain = await openRequest("correction", a);
    await completeDataRequest({ actorId: admin.user.id, ip: null, id: plain.id, note: null });
    const completed = (await answerMails(a.email)).filter((m) => m.template === "kvkk-request-completed");
    expect(completed).toHaveLength(1);
    expect(completed[0]!.text).toContain("Açıklamamız: —");
  });

  it("two answers at once, or an answer to a closed request: one e-mail", async () => {
    const [one, two] = [await staff(), await staff("operations")];
    const a = await customer();
    const request = await openRequest("correction", a);
    const results = await Promise.allSettled([
      completeDataRequest({ actorId: one.user.id, ip: null, id: request.id, note: "bir" }),
      rejectDataRequest({ actorId: two.user.id, ip: null, id: request.id, note: "iki" }),
      completeDataRequest({ actorId: two.user.id, ip: null, id: request.id, note: "üç" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await answerMails(a.email)).toHaveLength(1);

    // answered already: refused with a toast, nothing more queued
    const late = await staffPost(one.cookie, { intent: "reject", id: request.id, note: "Geç kalan yanıt" });
    expect(statusOf(late)).toBe(302);
    await expect(rejectDataRequest({ actorId: one.user.id, ip: null, id: request.id, note: "Yine" })).rejects.toMatchObject({
      code: "answered",
    });
    const mails = await answerMails(a.email);
    expect(mails).toHaveLength(1);
    const answer = await db().dataSubjectRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(mails[0]!.template).toBe(`kvkk-request-${answer.state}`);
    expect(mails[0]!.text).toContain(`Açıklamamız: ${answer.staffNote}`);
  });

  it("an erasure still held sends nothing; once it runs, the old address hears of it without a name", async () => {
    const admin = await staff();
    const a = await customer({ firstName: "Gizli", lastName: `Soyad${unique()}` });
    const flight = await makeReservation({ customerId: a.customer.id, status: "optional", departureDatetime: daysFromNow(12) });
    const request = await openRequest("erasure", a);
    await expect(completeDataRequest({ actorId: admin.user.id, ip: null, id: request.id, note: null })).rejects.toMatchObject({
      code: "stillBlocked",
    });
    expect(await answerMails(a.email)).toHaveLength(0);

    await db().reservation.update({ where: { id: flight.id }, data: { status: "cancelled", cancelledAt: new Date(), cancellationFee: 0 } });
    await completeDataRequest({ actorId: admin.user.id, ip: null, id: request.id, note: "Uçuşunuz iptal edildi; silme tamamlandı." });
    const mails = await answerMails(a.email);
    expect(mails).toHaveLength(1);
    // queued after the anonymisation, so the erasure's cancelling of mails to the old address does not touch it
    expect(mails[0]).toMatchObject({ template: "kvkk-request-completed", status: "queued", lastError: null });
    expect(mails[0]!.subject).toContain("Silme");
    expect(mails[0]!.text).toContain("Merhaba,");
    expect(mails[0]!.text).not.toContain("Gizli");
    expect(mails[0]!.text).not.toContain(a.customer.lastName);
    expect(mails[0]!.text).toContain("/gizlilik");
    expect(mails[0]!.text).not.toContain("/dashboard");
    // a request of an already erased customer has no address to write to
    const old = await openRequest("correction", a);
    await rejectDataRequest({ actorId: admin.user.id, ip: null, id: old.id, note: "Hesap silindi." });
    expect(await answerMails(erasedEmail(a.user.id))).toHaveLength(0);
    expect(await answerMails(erasedEmail(a.customer.id))).toHaveLength(0);
    expect(await answerMails(a.email)).toHaveLength(1);
  });

  it("an account that has not verified its address is e-mailed nothing (decision 049), erased or not", async () => {
    const admin = await staff();
    const a = await customer({}, false);
    const rejected = await openRequest("correction", a);
    await rejectDataRequest({ actorId: admin.user.id, ip: null, id: rejected.id, note: "Doğrulanamadı." });
    const erasure = await openRequest("erasure", a);
    await completeDataRequest({ actorId: admin.user.id, ip: null, id: erasure.id, note: null });
    expect((await db().dataSubjectRequest.findUniqueOrThrow({ where: { id: erasure.id } })).state).toBe("completed");
    expect(await answerMails(a.email)).toHaveLength(0);
  });
});
