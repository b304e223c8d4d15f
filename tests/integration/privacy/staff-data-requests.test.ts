import { describe, expect, it } from "vitest";
import * as staffRoute from "#app/routes/admin/data-requests";
import { db } from "#app/server/platform/db/client.server";
import { completeDataRequest, rejectDataRequest } from "#app/server/privacy/staff-data-requests.server";
import { erasedEmail } from "#app/server/privacy/erasure.server";
import { STAFF_NOTE_MAX } from "#app/lib/schemas/data-rights";
import { BASE, createTestUser, formInit, locationOf, run, sessionCookieFor, statusOf } from "../../support/auth";
import { daysFromNow, makeCustomer, makeReservation, unique } from "../../support/factories";

/**
 * Staff's side of the KVKK requests (decision 055): the list by due date with its filters and the overdue mark,
 * completing a correction or an erasure, rejecting with a reason, and two staff answering at once.
 */
async function staff(role: "admin" | "operations" = "admin") {
  const user = await createTestUser({ email: `${role}${unique()}@ufukjet.test`, role, firstName: "Ayla", lastName: "Demir" });
  return { user, cookie: await sessionCookieFor(user.id) };
}

async function customer() {
  const n = unique();
  const email = `dsr${n}@test.example`;
  const c = await makeCustomer({ email, firstName: "Kemal", lastName: `Aydın ${n}`, phone: "+90 555 111 22 33" });
  const user = await createTestUser({ email, customerId: c.id, firstName: "Kemal", lastName: `Aydın ${n}` });
  return { customer: c, user, email };
}

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

type ListData = { rows: Array<{ id: string; overdue: boolean; state: string; kind: string }>; total: number };

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
