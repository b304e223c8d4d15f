import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as adminRoute from "#app/routes/admin/empty-legs";
import * as formRoute from "#app/routes/broker/empty-leg-form";
import * as listRoute from "#app/routes/broker/empty-legs";
import { db } from "#app/server/platform/db/client.server";
import { approveEmptyLeg, rejectEmptyLeg, withdrawEmptyLeg } from "#app/server/empty-legs/empty-legs.server";
import { updateEmptyLeg } from "#app/server/empty-legs/broker-empty-legs.server";
import type { BrokerUser } from "#app/server/platform/auth/guard.server";
import { emptyLegFormSchema, fieldErrorText, readLegTimes, toEmptyLegInput } from "#app/lib/schemas/empty-leg";
import { estimatedBlockMinutesFor } from "#app/lib/domain/charter/leg";
import { greatCircleKm } from "#app/lib/geo";
import { translate, type Texts } from "#app/lib/translate";
import tr from "#app/locales/tr";
import { findAirportByCode } from "#app/server/fleet/airports.server";
import { placeDateTimeInput, placeTime, toLocalDateTimeInput } from "#app/lib/format";
import { seedAirports } from "#app/server/seed/airports.server";
import { BASE, cookiePair, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeBrokerUser, makeEmptyLeg, makeJet, makeRoleAccounts } from "../../support/factories";

/**
 * The empty-leg life cycle end to end through the route modules: broker create/edit/delete (own,
 * unapproved only), admin approve/reject/withdraw (conditional, audited, e-mailed), IDOR between the
 * two demo brokers, mass assignment, concurrent approvals and bad input.
 */
const DAY = 86_400_000;
const ids = { admin: "", operations: "", broker: "", broker2: "", brokerCompany: "", broker2Company: "" };

function future(days: number, hours = 0) {
  return toLocalDateTimeInput(new Date(Date.now() + days * DAY + hours * 3_600_000));
}

/** The wall clock in `zone` at now + days + hours, as the form takes it (a time at that airport, decision 043). */
function futureAt(zone: string, days: number, hours = 0) {
  return placeDateTimeInput(placeTime(new Date(Date.now() + days * DAY + hours * 3_600_000), zone));
}

function validLeg(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    aircraft_type: "Light Jet",
    aircraft_model: "Embraer Phenom 300E",
    operator_name: "Test Havacılık",
    departure_airport: "İstanbul (IST)",
    arrival_airport: "Bodrum (BJV)",
    departure_datetime: future(5),
    arrival_datetime: future(5, 2),
    price: "12.500,50",
    currency: "EUR",
    seat_capacity: "7",
    notes: "Test notu",
    ...overrides,
  };
}

type Mod = Parameters<typeof run>[0];

async function post(mod: Mod, path: string, email: string | null, fields: Record<string, string>, params: Record<string, string> = {}) {
  const init = formInit(fields);
  const request = email ? await signedInRequest(path, email, init) : new Request(new URL(path, BASE), init);
  return run(mod, "action", request, params);
}

async function get(mod: Mod, path: string, email: string, params: Record<string, string> = {}) {
  return run(mod, "loader", await signedInRequest(path, email), params);
}

/** The toast an action's redirect carries (the flash cookie is unsigned JSON). */
function toastOf(result: unknown): { type: string; title: string; description?: string } | null {
  if (!(result instanceof Response)) return null;
  const cookie = result.headers.getSetCookie().find((c) => c.startsWith("ufuk_toast="));
  if (!cookie) return null;
  const raw = decodeURIComponent(cookiePair(cookie).slice("ufuk_toast=".length));
  return JSON.parse(decodeURIComponent(escape(atob(raw))));
}

async function createLeg(email = "broker@ufukjet.test", overrides: Record<string, string> = {}) {
  const before = new Date();
  const result = await post(listRoute, "/broker/empty-legs", email, { intent: "create", ...validLeg(overrides) });
  expect(statusOf(result)).toBe(302);
  const leg = await db().emptyLeg.findFirstOrThrow({ where: { createdAt: { gte: before } }, orderBy: { createdAt: "desc" } });
  return leg;
}

async function userId(email: string) {
  return (await db().user.findUniqueOrThrow({ where: { email } })).id;
}

beforeAll(async () => {
  await seedAirports(db());
  await makeRoleAccounts();
  await makeBrokerUser({ email: "broker2@ufukjet.test", broker: { name: "Bosphorus Aviation Brokers", code: "BOSPHORUS" } });
  // fleet models the leg form recognises by name (their seats and cruise speed)
  await makeJet({ manufacturer: "Cessna", model: "Citation CJ3+", category: "light", seatCapacity: 7, rangeKm: 3778, cruiseKmh: 720 });
  await makeJet({ manufacturer: "Bombardier", model: "Global 7500", category: "ultra_long_range", seatCapacity: 19, rangeKm: 14_260 });
  ids.admin = await userId("admin@ufukjet.test");
  ids.operations = await userId("operasyon@ufukjet.test");
  ids.broker = await userId("broker@ufukjet.test");
  ids.broker2 = await userId("broker2@ufukjet.test");
  ids.brokerCompany = (await db().userProfile.findUniqueOrThrow({ where: { id: ids.broker } })).brokerId!;
  ids.broker2Company = (await db().userProfile.findUniqueOrThrow({ where: { id: ids.broker2 } })).brokerId!;
});

beforeEach(async () => {
  await db().rateLimit.deleteMany();
});

describe("broker: create", () => {
  it("stores the leg unapproved, owned by the user and the company, parses the Turkish price, audits and e-mails staff", async () => {
    const outboxBefore = await db().outboxEmail.count({ where: { template: "empty-leg-awaiting-approval" } });
    const before = new Date();
    const result = await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", { intent: "create", ...validLeg() });
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/broker/empty-legs");
    expect(toastOf(result)).toMatchObject({
      type: "success",
      title: "Başarılı",
      description: "Boş bacak eklendi. Admin onayı bekleniyor.",
    });
    const leg = await db().emptyLeg.findFirstOrThrow({ where: { createdAt: { gte: before } } });
    expect(leg).toMatchObject({
      approved: false,
      approvedAt: null,
      approvedBy: null,
      createdBy: ids.broker,
      brokerId: ids.brokerCompany,
      currency: "EUR",
      seatCapacity: 7,
    });
    expect(leg.price?.toString()).toBe("12500.5");
    expect(toLocalDateTimeInput(leg.departureDatetime)).toBe(validLeg().departure_datetime);
    expect(await db().auditLog.count({ where: { action: "empty_leg.create", entityId: leg.id, actorId: ids.broker } })).toBe(1);
    const mails = await db().outboxEmail.findMany({ where: { template: "empty-leg-awaiting-approval" } });
    expect(mails.length - outboxBefore).toBeGreaterThanOrEqual(2);
    expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining(["admin@ufukjet.test", "operasyon@ufukjet.test"]));
  });

  it("ignores approved, created_by, broker_id and approval fields in the post", async () => {
    const leg = await createLeg("broker@ufukjet.test", {
      approved: "true",
      approved_at: new Date().toISOString(),
      approved_by: ids.admin,
      created_by: ids.broker2,
      broker_id: ids.broker2Company,
      id: "00000000-0000-4000-8000-000000000001",
    } as Record<string, string>);
    expect(leg).toMatchObject({ approved: false, approvedAt: null, approvedBy: null, createdBy: ids.broker, brokerId: ids.brokerCompany });
    expect(leg.id).not.toBe("00000000-0000-4000-8000-000000000001");
  });

  it("resolves both airports to real ones: a code, a label, a city's only airport; stores the label and the code", async () => {
    // İstanbul → the Côte d'Azur is about 2 000 km: a light jet's block time is over three hours
    const leg = await createLeg("broker@ufukjet.test", {
      departure_airport: "saw",
      arrival_airport: "Cannes-Mandelieu",
      arrival_datetime: future(5, 4),
    });
    expect(leg).toMatchObject({
      departureAirport: "Istanbul Sabiha Gökçen International Airport (SAW)",
      departureAirportCode: "LTFJ",
      arrivalAirport: "Cannes-Mandelieu Airport (CEQ)",
      arrivalAirportCode: "LFMD",
    });
    const again = await createLeg("broker@ufukjet.test", {
      departure_airport: leg.departureAirport,
      arrival_airport: "LFMN",
      arrival_datetime: future(5, 4),
    });
    expect(again).toMatchObject({
      departureAirportCode: "LTFJ",
      arrivalAirportCode: "LFMN",
      arrivalAirport: "Nice-Côte d'Azur Airport (NCE)",
    });
  });

  it("lists the candidates when a city has several airports, so the form can be corrected without JavaScript", async () => {
    const result = (await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", {
      intent: "create",
      ...validLeg({ departure_airport: "istanbul" }),
    })) as { data: { result: { error?: Record<string, string[]> } } };
    expect(statusOf(result)).toBe(400);
    const [error] = result.data.result.error?.departure_airport ?? [];
    expect(error).toMatch(/^emptyLegs\.form\.airportAmbiguous::/);
    expect(error).toContain("(IST)");
    expect(error).toContain("(SAW)");
  });

  it("blank price and seats are stored as null, currency defaults to USD", async () => {
    const leg = await createLeg("broker@ufukjet.test", {
      price: "",
      seat_capacity: "",
      currency: "",
      arrival_datetime: "",
      aircraft_model: "",
      notes: "",
    });
    expect(leg).toMatchObject({
      price: null,
      seatCapacity: null,
      currency: "USD",
      arrivalDatetime: null,
      aircraftModel: null,
      notes: null,
    });
  });

  it("works on the page of its own (/broker/empty-legs/new) too", async () => {
    const before = await db().emptyLeg.count();
    const result = await post(formRoute, "/broker/empty-legs/new", "broker2@ufukjet.test", { intent: "create", ...validLeg() });
    expect(locationOf(result)).toBe("/broker/empty-legs");
    expect(await db().emptyLeg.count()).toBe(before + 1);
  });

  it("a signed-out post goes to /auth with 'Oturum açmanız gerekiyor.' and writes nothing", async () => {
    const before = await db().emptyLeg.count();
    const result = await post(listRoute, "/broker/empty-legs", null, { intent: "create", ...validLeg() });
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/auth?redirectTo=%2Fbroker%2Fempty-legs");
    expect(toastOf(result)).toMatchObject({ type: "error", description: "Oturum açmanız gerekiyor." });
    expect(await db().emptyLeg.count()).toBe(before);
  });

  it("staff and customers may not post", async () => {
    const before = await db().emptyLeg.count();
    for (const email of ["admin@ufukjet.test", "musteri@ufukjet.test"]) {
      expect(statusOf(await post(listRoute, "/broker/empty-legs", email, { intent: "create", ...validLeg() }))).toBe(403);
    }
    expect(await db().emptyLeg.count()).toBe(before);
  });
});

describe("broker: list, edit and delete", () => {
  it("lists only the broker's own legs, newest first", async () => {
    const mine = await createLeg("broker@ufukjet.test", { aircraft_type: "Liste Testi" });
    const data = (await get(listRoute, "/broker/empty-legs", "broker@ufukjet.test")) as Awaited<ReturnType<typeof listRoute.loader>>;
    expect(data.legs[0]?.id).toBe(mine.id);
    expect(data.legs.every((l) => l.id)).toBe(true);
    const owners = await db().emptyLeg.findMany({ where: { id: { in: data.legs.map((l) => l.id) } }, select: { createdBy: true } });
    expect(new Set(owners.map((o) => o.createdBy))).toEqual(new Set([ids.broker]));
    const times = data.legs.map((l) => new Date(l.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("edit page prefills date-times in Istanbul time trimmed to minutes", async () => {
    const leg = await createLeg();
    await db().emptyLeg.update({ where: { id: leg.id }, data: { departureDatetime: new Date(leg.departureDatetime.getTime() + 37_123) } });
    const data = (await get(formRoute, `/broker/empty-legs/${leg.id}/edit`, "broker@ufukjet.test", { legId: leg.id })) as {
      defaults: Record<string, string>;
    };
    expect(data.defaults.departure_datetime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(data.defaults.price).toBe("12500,5");
  });

  it("edits an own pending leg (list dialog and edit page); it stays unapproved and extra fields are ignored", async () => {
    const leg = await createLeg();
    const r1 = await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", {
      intent: "update",
      id: leg.id,
      ...validLeg({ aircraft_type: "Midsize Jet", price: "9000" }),
      approved: "true",
      created_by: ids.broker2,
      broker_id: ids.broker2Company,
    });
    expect(toastOf(r1)).toMatchObject({ type: "success", description: "Boş bacak güncellendi." });
    let row = await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } });
    expect(row).toMatchObject({ aircraftType: "Midsize Jet", approved: false, createdBy: ids.broker, brokerId: ids.brokerCompany });
    expect(row.price?.toString()).toBe("9000");
    const r2 = await post(
      formRoute,
      `/broker/empty-legs/${leg.id}/edit`,
      "broker@ufukjet.test",
      { intent: "update", ...validLeg({ notes: "Sayfadan" }) },
      { legId: leg.id },
    );
    expect(locationOf(r2)).toBe("/broker/empty-legs");
    row = await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } });
    expect(row.notes).toBe("Sayfadan");
    expect(await db().auditLog.count({ where: { action: "empty_leg.update", entityId: leg.id } })).toBe(2);
  });

  it("refuses to edit or delete an approved leg, with a clear message, and changes nothing", async () => {
    const leg = await createLeg();
    expect((await approveEmptyLeg({ id: leg.id, actorId: ids.admin })).ok).toBe(true);
    const before = await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } });
    const edit = await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", {
      intent: "update",
      id: leg.id,
      ...validLeg({ aircraft_type: "Değişti" }),
    });
    expect(toastOf(edit)).toMatchObject({
      type: "error",
      description: "İşlem gerçekleştirilemedi. Onaylanmış boş bacaklar düzenlenemez veya silinemez.",
    });
    const del = await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", { intent: "delete", id: leg.id, confirm: "yes" });
    expect(toastOf(del)).toMatchObject({
      type: "error",
      description: "Silme işlemi gerçekleştirilemedi. Onaylanmış boş bacaklar düzenlenemez veya silinemez.",
    });
    const page = await get(formRoute, `/broker/empty-legs/${leg.id}/edit`, "broker@ufukjet.test", { legId: leg.id });
    expect(statusOf(page)).toBe(302);
    const pagePost = await post(
      formRoute,
      `/broker/empty-legs/${leg.id}/edit`,
      "broker@ufukjet.test",
      { intent: "update", ...validLeg() },
      { legId: leg.id },
    );
    expect(toastOf(pagePost)?.type).toBe("error");
    expect(await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } })).toEqual(before);
  });

  it("deletes an own pending leg only after the confirmation step", async () => {
    const leg = await createLeg();
    const step = await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", { intent: "delete", id: leg.id });
    expect(locationOf(step)).toBe(`/broker/empty-legs?delete=${leg.id}`);
    expect(await db().emptyLeg.count({ where: { id: leg.id } })).toBe(1);
    const page = (await get(listRoute, `/broker/empty-legs?delete=${leg.id}`, "broker@ufukjet.test")) as {
      deleting: { id: string } | null;
    };
    expect(page.deleting?.id).toBe(leg.id);
    const done = await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", { intent: "delete", id: leg.id, confirm: "yes" });
    expect(toastOf(done)).toMatchObject({ type: "success", description: "Boş bacak silindi." });
    expect(await db().emptyLeg.count({ where: { id: leg.id } })).toBe(0);
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "empty_leg.delete", entityId: leg.id } });
    expect(audit.before).toMatchObject({ aircraftType: "Light Jet" });
  });

  it("the edit page allows only update/delete and the new page only create", async () => {
    const leg = await createLeg();
    expect(
      statusOf(await post(formRoute, "/broker/empty-legs/new", "broker@ufukjet.test", { intent: "delete", id: leg.id, confirm: "yes" })),
    ).toBe(400);
    expect(
      statusOf(
        await post(
          formRoute,
          `/broker/empty-legs/${leg.id}/edit`,
          "broker@ufukjet.test",
          { intent: "create", ...validLeg() },
          { legId: leg.id },
        ),
      ),
    ).toBe(400);
    expect(await db().emptyLeg.count({ where: { id: leg.id } })).toBe(1);
  });
});

describe("IDOR between the two demo brokers", () => {
  // the same refusals as real `.data` requests over HTTP are rows of the access matrix (tests/access/rows/empty-legs.ts)
  it("broker2 cannot see, edit or delete broker's leg (404, unchanged): the page's loader and every intent of both actions", async () => {
    const leg = await createLeg("broker@ufukjet.test", { aircraft_type: "IDOR Testi" });
    const snapshot = await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } });
    const other = "broker2@ufukjet.test";
    expect(statusOf(await get(formRoute, `/broker/empty-legs/${leg.id}/edit`, other, { legId: leg.id }))).toBe(404);
    const list = (await get(listRoute, `/broker/empty-legs?delete=${leg.id}`, other)) as { legs: Array<{ id: string }>; deleting: unknown };
    expect(list.legs.some((l) => l.id === leg.id)).toBe(false);
    expect(list.deleting).toBeNull();
    const cases: Array<[Mod, string, Record<string, string>, Record<string, string>]> = [
      [listRoute, "/broker/empty-legs", { intent: "update", id: leg.id, ...validLeg({ aircraft_type: "Ele geçirildi" }) }, {}],
      [listRoute, "/broker/empty-legs", { intent: "delete", id: leg.id }, {}],
      [listRoute, "/broker/empty-legs", { intent: "delete", id: leg.id, confirm: "yes" }, {}],
      [
        formRoute,
        `/broker/empty-legs/${leg.id}/edit`,
        { intent: "update", ...validLeg({ aircraft_type: "Ele geçirildi" }) },
        { legId: leg.id },
      ],
      [formRoute, `/broker/empty-legs/${leg.id}/edit`, { intent: "delete", confirm: "yes" }, { legId: leg.id }],
    ];
    for (const [mod, path, fields, params] of cases) {
      expect(statusOf(await post(mod, path, other, fields, params)), `${path} ${fields.intent}`).toBe(404);
    }
    expect(await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } })).toEqual(snapshot);
  });

  it("an unknown or malformed id answers 404", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "' OR 1=1 --"]) {
      expect(statusOf(await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", { intent: "delete", id, confirm: "yes" }))).toBe(
        404,
      );
      expect(statusOf(await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", { intent: "update", id, ...validLeg() }))).toBe(
        404,
      );
    }
    expect(statusOf(await get(formRoute, "/broker/empty-legs/x/edit", "broker@ufukjet.test", { legId: "x" }))).toBe(404);
  });
});

/**
 * A guard has as many tests as conditions. A broker's edit is guarded twice: early in the action (the leg must
 * be the broker's own and unapproved, before the form is even validated) and again in the conditional update
 * (owner filter and approved = false). Each layer gets its own tests, so removing one while the other stays
 * still fails a test.
 */
describe("the broker edit's guards, layer by layer", () => {
  const brokerUser = (email: "broker" | "broker2") => ({ id: ids[email] }) as BrokerUser;
  const input = () => {
    const parsed = emptyLegFormSchema.safeParse(validLeg({ aircraft_type: "Ele geçirildi" }));
    if (!parsed.success) throw new Error("the valid leg does not parse");
    const istanbul = { place: "İstanbul", zone: "Europe/Istanbul" };
    const times = readLegTimes(parsed.data, { departure: istanbul, arrival: istanbul });
    if (!times.ok) throw new Error("the valid leg's times do not read");
    return toEmptyLegInput(parsed.data, times);
  };

  it("the action, 'own leg': a foreign leg answers 404 before the form is validated (bad input too)", async () => {
    const leg = await createLeg("broker@ufukjet.test");
    const before = await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } });
    const result = await post(listRoute, "/broker/empty-legs", "broker2@ufukjet.test", {
      intent: "update",
      id: leg.id,
      ...validLeg({ aircraft_type: "" }),
    });
    expect(statusOf(result)).toBe(404);
    expect(await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } })).toEqual(before);
  });

  it("the action, 'unapproved': an own approved leg is refused before the form is validated (bad input too)", async () => {
    const leg = await createLeg();
    await approveEmptyLeg({ id: leg.id, actorId: ids.admin });
    const before = await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } });
    const result = await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", {
      intent: "update",
      id: leg.id,
      ...validLeg({ aircraft_type: "" }),
    });
    expect(statusOf(result)).toBe(302);
    expect(toastOf(result)).toMatchObject({
      type: "error",
      description: "İşlem gerçekleştirilemedi. Onaylanmış boş bacaklar düzenlenemez veya silinemez.",
    });
    expect(await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } })).toEqual(before);
  });

  it("the update, 'owner filter': another broker's leg is not written even when the action's check is passed by", async () => {
    const leg = await createLeg("broker@ufukjet.test");
    const before = await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } });
    expect(await updateEmptyLeg({ user: brokerUser("broker2"), id: leg.id, value: input() })).toEqual({ ok: false, reason: "notFound" });
    expect(await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } })).toEqual(before);
    expect(await db().auditLog.count({ where: { action: "empty_leg.update", entityId: leg.id } })).toBe(0);
  });

  it("the update, 'approved = false': an own approved leg is not written even when the action's check is passed by", async () => {
    const leg = await createLeg("broker@ufukjet.test");
    await approveEmptyLeg({ id: leg.id, actorId: ids.admin });
    const before = await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } });
    expect(await updateEmptyLeg({ user: brokerUser("broker"), id: leg.id, value: input() })).toEqual({ ok: false, reason: "approved" });
    expect(await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } })).toEqual(before);
  });

  it("the update writes an own pending leg (the two refusals above are not a broken update)", async () => {
    const leg = await createLeg("broker@ufukjet.test");
    expect(await updateEmptyLeg({ user: brokerUser("broker"), id: leg.id, value: input() })).toEqual({ ok: true, id: leg.id });
    expect((await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } })).aircraftType).toBe("Ele geçirildi");
  });
});

describe("admin moderation", () => {
  it("approve → published with approved_at/by, audit and an e-mail to the broker; a second approve is 'already decided'", async () => {
    const leg = await createLeg();
    const r = await post(adminRoute, "/admin/empty-legs", "admin@ufukjet.test", { intent: "approve", id: leg.id });
    expect(locationOf(r)).toBe("/admin/empty-legs");
    expect(toastOf(r)).toMatchObject({ type: "success", title: "Başarılı", description: "Boş bacak onaylandı ve yayına alındı." });
    const row = await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } });
    expect(row).toMatchObject({ approved: true, approvedBy: ids.admin });
    expect(row.approvedAt).toBeInstanceOf(Date);
    expect(await db().outboxEmail.count({ where: { template: "empty-leg-approve", to: "broker@ufukjet.test" } })).toBeGreaterThanOrEqual(1);
    const again = await post(adminRoute, "/admin/empty-legs?tab=pending", "operasyon@ufukjet.test", { intent: "approve", id: leg.id });
    expect(toastOf(again)).toMatchObject({ type: "error", title: "Hata" });
    expect(toastOf(again)?.description).toContain("Onaylama işlemi gerçekleştirilemedi.");
    expect(toastOf(again)?.description).toContain("zaten");
    expect(await db().auditLog.count({ where: { action: "empty_leg.approve", entityId: leg.id } })).toBe(1);
  });

  it("withdraw: refused while pending, then published → pending (unpublished) with audit and e-mail", async () => {
    const leg = await createLeg();
    const refused = await post(adminRoute, "/admin/empty-legs", "admin@ufukjet.test", { intent: "withdraw", id: leg.id });
    expect(toastOf(refused)?.description).toContain("Onay kaldırma işlemi gerçekleştirilemedi.");
    await approveEmptyLeg({ id: leg.id, actorId: ids.admin });
    const ok = await post(adminRoute, "/admin/empty-legs?tab=approved", "operasyon@ufukjet.test", { intent: "withdraw", id: leg.id });
    expect(locationOf(ok)).toBe("/admin/empty-legs?tab=approved");
    expect(toastOf(ok)).toMatchObject({ type: "success", description: "Boş bacak onayı kaldırıldı ve yayından alındı." });
    expect(await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } })).toMatchObject({
      approved: false,
      approvedAt: null,
      approvedBy: null,
    });
    expect(await db().auditLog.count({ where: { action: "empty_leg.withdraw", entityId: leg.id, actorId: ids.operations } })).toBe(1);
    expect(await db().outboxEmail.count({ where: { template: "empty-leg-withdraw" } })).toBeGreaterThanOrEqual(1);
  });

  it("reject: needs the confirmation step, deletes with the data in the audit 'before', refuses a published leg", async () => {
    const leg = await createLeg("broker@ufukjet.test", { aircraft_type: "Red Testi" });
    const step = await post(adminRoute, "/admin/empty-legs?q=red", "admin@ufukjet.test", { intent: "reject", id: leg.id });
    expect(locationOf(step)).toBe(`/admin/empty-legs?q=red&reject=${leg.id}`);
    const page = (await get(adminRoute, `/admin/empty-legs?reject=${leg.id}`, "admin@ufukjet.test")) as {
      rejecting: { id: string } | null;
    };
    expect(page.rejecting?.id).toBe(leg.id);
    expect(await db().emptyLeg.count({ where: { id: leg.id } })).toBe(1);
    const done = await post(adminRoute, `/admin/empty-legs?reject=${leg.id}`, "admin@ufukjet.test", {
      intent: "reject",
      id: leg.id,
      confirm: "yes",
    });
    expect(locationOf(done)).toBe("/admin/empty-legs");
    expect(toastOf(done)).toMatchObject({ type: "success", description: "Boş bacak reddedildi ve silindi." });
    expect(await db().emptyLeg.count({ where: { id: leg.id } })).toBe(0);
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "empty_leg.reject", entityId: leg.id } });
    expect(audit.before).toMatchObject({ aircraftType: "Red Testi", createdBy: ids.broker, departureAirport: "İstanbul Airport (IST)" });
    expect(await db().outboxEmail.count({ where: { template: "empty-leg-reject" } })).toBeGreaterThanOrEqual(1);
    expect(
      statusOf(await post(adminRoute, "/admin/empty-legs", "admin@ufukjet.test", { intent: "reject", id: leg.id, confirm: "yes" })),
    ).toBe(404);

    const published = await createLeg();
    await approveEmptyLeg({ id: published.id, actorId: ids.admin });
    const refused = await post(adminRoute, "/admin/empty-legs", "admin@ufukjet.test", {
      intent: "reject",
      id: published.id,
      confirm: "yes",
    });
    expect(toastOf(refused)?.description).toContain("Reddetme işlemi gerçekleştirilemedi.");
    expect(await db().emptyLeg.count({ where: { id: published.id } })).toBe(1);
  });

  it("brokers and customers get 403 and change nothing; bad intents and ids are 400/404", async () => {
    const leg = await createLeg();
    for (const email of ["broker@ufukjet.test", "musteri@ufukjet.test"]) {
      expect(statusOf(await post(adminRoute, "/admin/empty-legs", email, { intent: "approve", id: leg.id }))).toBe(403);
      expect(statusOf(await get(adminRoute, "/admin/empty-legs", email))).toBe(403);
    }
    expect(statusOf(await post(adminRoute, "/admin/empty-legs", null, { intent: "approve", id: leg.id }))).toBe(302);
    expect(await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } })).toMatchObject({ approved: false });
    expect(statusOf(await post(adminRoute, "/admin/empty-legs", "admin@ufukjet.test", { intent: "publish", id: leg.id }))).toBe(400);
    expect(statusOf(await post(adminRoute, "/admin/empty-legs", "admin@ufukjet.test", { intent: "approve", id: "nope" }))).toBe(404);
    expect(
      statusOf(
        await post(adminRoute, "/admin/empty-legs", "admin@ufukjet.test", {
          intent: "approve",
          id: "00000000-0000-4000-8000-000000000000",
        }),
      ),
    ).toBe(404);
  });

  it("the list: counters, tabs, search (Turkish folding) and the detail", async () => {
    const leg = await createLeg("broker@ufukjet.test", { aircraft_type: "Şahin Özel Jet", departure_airport: "Iğdır (IGD)" });
    const data = (await get(adminRoute, "/admin/empty-legs?q=sahin ozel", "admin@ufukjet.test")) as Awaited<
      ReturnType<typeof adminRoute.loader>
    >;
    expect(data.rows.map((r) => r.id)).toEqual([leg.id]);
    expect(data.counts.total).toBe(await db().emptyLeg.count());
    expect(data.counts.pending).toBe(await db().emptyLeg.count({ where: { approved: false } }));
    expect(data.counts.published).toBe(await db().emptyLeg.count({ where: { approved: true } }));
    // the approved tab lists only published legs: not this one while pending, found by the same folded search once published
    const approvedTab = (await get(adminRoute, "/admin/empty-legs?tab=approved&q=igdir", "admin@ufukjet.test")) as typeof data;
    expect(approvedTab.rows.map((r) => r.id)).not.toContain(leg.id);
    await approveEmptyLeg({ id: leg.id, actorId: ids.admin });
    const published = (await get(adminRoute, "/admin/empty-legs?tab=approved&q=IĞDIR", "admin@ufukjet.test")) as typeof data;
    expect(published.rows.map((r) => r.id)).toEqual([leg.id]);
    expect(
      ((await get(adminRoute, "/admin/empty-legs?tab=pending&q=igdir", "admin@ufukjet.test")) as typeof data).rows.map((r) => r.id),
    ).not.toContain(leg.id);
    const detail = (await get(adminRoute, `/admin/empty-legs?leg=${leg.id}`, "operasyon@ufukjet.test")) as typeof data;
    expect(detail.detail).toMatchObject({ id: leg.id, creatorEmail: "broker@ufukjet.test", actions: ["withdraw"] });
  });
});

describe("the staff list's rows", () => {
  it("newest first, with the creator's e-mail, the broker's name (none for a staff leg) and the price as text", async () => {
    const tag = `Sıra${Date.now().toString(36)}`;
    const { user, broker } = await makeBrokerUser();
    const older = await makeEmptyLeg({
      aircraftType: `${tag} A`,
      createdBy: user.id,
      brokerId: broker.id,
      approved: false,
      price: "12345.60",
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await makeEmptyLeg({ aircraftType: `${tag} B`, createdBy: ids.operations, approved: false, price: null });
    const data = (await get(adminRoute, `/admin/empty-legs?q=${encodeURIComponent(tag)}`, "admin@ufukjet.test")) as Awaited<
      ReturnType<typeof adminRoute.loader>
    >;
    expect(data.rows.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(data.rows[0]).toMatchObject({
      brokerName: null,
      creatorEmail: "operasyon@ufukjet.test",
      price: null,
      currency: "EUR",
      approved: false,
    });
    expect(data.rows[1]).toMatchObject({ brokerName: broker.name, creatorEmail: user.email, price: "12345.60", aircraftType: `${tag} A` });
    expect(data.rows[1]!.departureTime).toBeTruthy();
  });
});

describe("concurrency", () => {
  it("20 parallel approvals of one leg → exactly one success, 19 'already decided'", async () => {
    const leg = await createLeg();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => approveEmptyLeg({ id: leg.id, actorId: i % 2 ? ids.admin : ids.operations })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "alreadyDecided")).toHaveLength(19);
    expect(await db().auditLog.count({ where: { action: "empty_leg.approve", entityId: leg.id } })).toBe(1);
    expect(
      await db().outboxEmail.count({ where: { template: "empty-leg-approve", text: { contains: "İstanbul Airport (IST)" } } }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("20 parallel approve posts through the route → one success toast", async () => {
    const leg = await createLeg();
    const requests = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signedInRequest(
          "/admin/empty-legs",
          i % 2 ? "admin@ufukjet.test" : "operasyon@ufukjet.test",
          formInit({ intent: "approve", id: leg.id }),
        ),
      ),
    );
    const results = await Promise.all(requests.map((r) => run(adminRoute, "action", r)));
    const toasts = results.map(toastOf);
    expect(toasts.filter((t) => t?.type === "success")).toHaveLength(1);
    expect(toasts.filter((t) => t?.type === "error")).toHaveLength(19);
    expect(await db().auditLog.count({ where: { action: "empty_leg.approve", entityId: leg.id } })).toBe(1);
  });

  it("approve, reject and withdraw racing on one pending leg: exactly one of approve/reject wins", async () => {
    const leg = await createLeg();
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => approveEmptyLeg({ id: leg.id, actorId: ids.admin })),
      ...Array.from({ length: 5 }, () => rejectEmptyLeg({ id: leg.id, actorId: ids.operations })),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const row = await db().emptyLeg.findUnique({ where: { id: leg.id } });
    const approvals = await db().auditLog.count({ where: { action: "empty_leg.approve", entityId: leg.id } });
    const rejections = await db().auditLog.count({ where: { action: "empty_leg.reject", entityId: leg.id } });
    expect(approvals + rejections).toBe(1);
    expect(row === null).toBe(rejections === 1);
    if (row) {
      const w = await Promise.all(Array.from({ length: 10 }, () => withdrawEmptyLeg({ id: leg.id, actorId: ids.admin })));
      expect(w.filter((r) => r.ok)).toHaveLength(1);
    }
  });

  it("a broker's edit racing an approval never edits an approved leg", async () => {
    const leg = await createLeg();
    const [edit] = await Promise.all([
      post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", {
        intent: "update",
        id: leg.id,
        ...validLeg({ aircraft_type: "Yarış" }),
      }),
      approveEmptyLeg({ id: leg.id, actorId: ids.admin }),
    ]);
    const row = await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } });
    expect(row.approved).toBe(true);
    const audit = await db().auditLog.findMany({ where: { entityId: leg.id }, orderBy: { id: "asc" }, select: { action: true } });
    if (toastOf(edit)?.type === "success")
      expect(audit.map((a) => a.action)).toEqual(["empty_leg.create", "empty_leg.update", "empty_leg.approve"]);
    else expect(row.aircraftType).toBe("Light Jet");
  });
});

describe("bad input for the leg form → 400 with a message by the field, nothing written", () => {
  const long = (n: number) => "x".repeat(n);
  const cases: Array<[string, Record<string, string>, string]> = [
    ["missing aircraft type", { aircraft_type: "" }, "aircraft_type"],
    ["blank aircraft type", { aircraft_type: "   " }, "aircraft_type"],
    ["too long aircraft type", { aircraft_type: long(121) }, "aircraft_type"],
    ["control character in type", { aircraft_type: "Jet\u0000" }, "aircraft_type"],
    ["too long model", { aircraft_model: long(121) }, "aircraft_model"],
    ["too long operator", { operator_name: long(201) }, "operator_name"],
    ["missing departure airport", { departure_airport: "" }, "departure_airport"],
    ["blank departure airport", { departure_airport: "  \t " }, "departure_airport"],
    ["too long departure airport", { departure_airport: long(121) }, "departure_airport"],
    ["missing arrival airport", { arrival_airport: "" }, "arrival_airport"],
    ["too long arrival airport", { arrival_airport: long(500) }, "arrival_airport"],
    ["missing departure", { departure_datetime: "" }, "departure_datetime"],
    ["departure as text", { departure_datetime: "yarın" }, "departure_datetime"],
    ["departure date only", { departure_datetime: "2030-05-01" }, "departure_datetime"],
    ["departure Turkish format", { departure_datetime: "01.05.2030 10:00" }, "departure_datetime"],
    ["departure month 13", { departure_datetime: "2030-13-01T10:00" }, "departure_datetime"],
    ["departure 30 February", { departure_datetime: "2030-02-30T10:00" }, "departure_datetime"],
    ["departure hour 25", { departure_datetime: "2030-05-01T25:00" }, "departure_datetime"],
    ["departure minute 60", { departure_datetime: "2030-05-01T10:60" }, "departure_datetime"],
    ["departure in the past", { departure_datetime: "2020-01-01T10:00" }, "departure_datetime"],
    ["departure a minute ago", { departure_datetime: toLocalDateTimeInput(new Date(Date.now() - 120_000)) }, "departure_datetime"],
    ["departure far too long", { departure_datetime: long(100) }, "departure_datetime"],
    ["arrival as text", { arrival_datetime: "sonra" }, "arrival_datetime"],
    ["arrival before departure", { departure_datetime: future(5), arrival_datetime: future(4) }, "arrival_datetime"],
    ["arrival equal to departure", { departure_datetime: future(5), arrival_datetime: future(5) }, "arrival_datetime"],
    ["arrival invalid date", { arrival_datetime: "2030-02-31T10:00" }, "arrival_datetime"],
    ["negative price", { price: "-1" }, "price"],
    ["price as text", { price: "on bin" }, "price"],
    ["price with letters", { price: "12a" }, "price"],
    ["price with three decimals", { price: "12,345" + "6" }, "price"],
    ["price too large", { price: "100000000000" }, "price"],
    ["price exponent", { price: "1e5" }, "price"],
    ["price Infinity", { price: "Infinity" }, "price"],
    ["price NaN", { price: "NaN" }, "price"],
    ["price mixed separators", { price: "1,2,3.4,5" }, "price"],
    ["price trailing separator", { price: "5." }, "price"],
    ["price with currency sign", { price: "$500" }, "price"],
    ["seat capacity zero", { seat_capacity: "0" }, "seat_capacity"],
    ["seat capacity negative", { seat_capacity: "-3" }, "seat_capacity"],
    ["seat capacity decimal", { seat_capacity: "7,5" }, "seat_capacity"],
    ["seat capacity text", { seat_capacity: "yedi" }, "seat_capacity"],
    ["seat capacity too large", { seat_capacity: "1000" }, "seat_capacity"],
    ["seat capacity huge", { seat_capacity: "99999999999999999999" }, "seat_capacity"],
    ["unknown currency", { currency: "GBP" }, "currency"],
    ["lower-case currency", { currency: "usd" }, "currency"],
    ["too long notes", { notes: long(2001) }, "notes"],
    ["control character in notes", { notes: "a\u0007b" }, "notes"],
    // airports must resolve to one real airport (decision 026)
    ["unknown departure airport", { departure_airport: "Atlantis Uluslararası" }, "departure_airport"],
    ["ambiguous departure city", { departure_airport: "istanbul" }, "departure_airport"],
    ["unknown IATA code", { departure_airport: "QQX" }, "departure_airport"],
    ["unknown ICAO code", { departure_airport: "QQQQ" }, "departure_airport"],
    ["label with an unknown code", { departure_airport: "Hiçbir Yer (QQX)" }, "departure_airport"],
    ["SQL in the departure airport", { departure_airport: "'; DROP TABLE empty_legs; --" }, "departure_airport"],
    ["wildcard departure airport", { departure_airport: "%" }, "departure_airport"],
    ["underscores as departure airport", { departure_airport: "___" }, "departure_airport"],
    ["emoji departure airport", { departure_airport: "✈️✈️" }, "departure_airport"],
    ["digits as departure airport", { departure_airport: "123456" }, "departure_airport"],
    ["unknown arrival airport", { arrival_airport: "Narnia Havalimanı" }, "arrival_airport"],
    ["ambiguous arrival city", { arrival_airport: "london" }, "arrival_airport"],
    ["ambiguous arrival words", { arrival_airport: "international airport" }, "arrival_airport"],
    ["arrival equal to departure (codes)", { departure_airport: "SAW", arrival_airport: "LTFJ" }, "arrival_airport"],
    ["arrival equal to departure (label and code)", { arrival_airport: "LTFM" }, "arrival_airport"],
    ["arrival code with a space inside", { arrival_airport: "N CE" }, "arrival_airport"],
    ["arrival code too long", { arrival_airport: "LFMNX" }, "arrival_airport"],
    // the schedule and the seats against the aircraft the leg names (decision 036)
    // a London arrival is typed in London time
    [
      "arrival an hour after a light jet leaves for London",
      { arrival_airport: "LHR", arrival_datetime: futureAt("Europe/London", 5, 1) },
      "arrival_datetime",
    ],
    [
      "arrival sooner than any jet could fly it",
      { aircraft_type: "Şahin Özel", aircraft_model: "", arrival_airport: "LHR", arrival_datetime: futureAt("Europe/London", 5, 2) },
      "arrival_datetime",
    ],
    [
      "arrival sooner than the fleet model named in the type",
      { aircraft_type: "Global 7500", aircraft_model: "", arrival_airport: "LHR", arrival_datetime: futureAt("Europe/London", 5, 2) },
      "arrival_datetime",
    ],
    ["leg longer than a day", { departure_datetime: future(5), arrival_datetime: future(6, 1) }, "arrival_datetime"],
    // each time at its own airport (decision 043): a time the clocks skip there, the past there, the order of instants
    [
      "Nice departure in the hour Europe skips (28 March 2027, 02:30)",
      { departure_airport: "NCE", departure_datetime: "2027-03-28T02:30", arrival_datetime: "" },
      "departure_datetime",
    ],
    [
      "Nice departure at the very start of the skipped hour",
      { departure_airport: "NCE", departure_datetime: "2027-03-28T02:00", arrival_datetime: "" },
      "departure_datetime",
    ],
    [
      "London departure in the hour the UK skips (28 March 2027, 01:30)",
      { departure_airport: "LHR", arrival_airport: "IST", departure_datetime: "2027-03-28T01:30", arrival_datetime: "" },
      "departure_datetime",
    ],
    [
      "Nice arrival in the skipped hour",
      { arrival_airport: "NCE", departure_datetime: "2027-03-27T23:00", arrival_datetime: "2027-03-28T02:45" },
      "arrival_datetime",
    ],
    [
      "Tokyo departure an hour ago in Tokyo (still to come on İstanbul's clock)",
      { departure_airport: "HND", arrival_airport: "IST", departure_datetime: futureAt("Asia/Tokyo", 0, -1), arrival_datetime: "" },
      "departure_datetime",
    ],
    [
      "İstanbul arrival later on the wall than the Nice departure, but before it",
      {
        departure_airport: "NCE",
        arrival_airport: "IST",
        departure_datetime: futureAt("Europe/Paris", 5),
        arrival_datetime: futureAt("Europe/Paris", 5, 0.5),
      },
      "arrival_datetime",
    ],
    ["more seats than the fleet model has", { aircraft_model: "Cessna Citation CJ3+", seat_capacity: "8" }, "seat_capacity"],
    [
      "more seats than the model named in the type",
      { aircraft_type: "citation cj3+", aircraft_model: "", seat_capacity: "40" },
      "seat_capacity",
    ],
  ];

  it("has a bad-input case for every field of the form's schema", () => {
    const covered = new Set(cases.map(([, , field]) => field));
    expect(
      Object.keys(emptyLegFormSchema.shape).filter((field) => !covered.has(field)),
      "fields without a case",
    ).toEqual([]);
  });

  it.each(cases)("%s", async (_name, overrides, field) => {
    const before = await db().emptyLeg.count();
    const auditBefore = await db().auditLog.count();
    const result = (await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", { intent: "create", ...validLeg(overrides) })) as {
      data: { intent: string; formError: string; result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
    };
    expect(statusOf(result)).toBe(400);
    expect(result.data.formError).toBe("İşlem gerçekleştirilemedi.");
    expect(result.data.result.error?.[field]?.length, JSON.stringify(result.data.result.error)).toBeGreaterThan(0);
    // the form keeps what was typed
    const kept = field === "operator_name" ? "departure_airport" : "operator_name";
    expect(result.data.result.initialValue?.[kept]).toBe(validLeg(overrides)[kept]);
    expect(await db().emptyLeg.count()).toBe(before);
    expect(await db().auditLog.count()).toBe(auditBefore);
  });

  it("the arrival may equal the aircraft's block time but not come a minute sooner; seats equal to the jet's pass", async () => {
    const [ist, lhr] = await Promise.all([findAirportByCode("IST"), findAirportByCode("LHR")]);
    const cj3 = await db().jet.findFirstOrThrow({ where: { model: "Citation CJ3+" } });
    const block = estimatedBlockMinutesFor(greatCircleKm(ist!, lhr!), { ...cj3, rangeKm: Number.MAX_SAFE_INTEGER });
    const departure = new Date(Date.now() + 9 * DAY);
    departure.setUTCSeconds(0, 0);
    const at = (minutes: number, zone: string) => placeDateTimeInput(placeTime(new Date(departure.getTime() + minutes * 60_000), zone));
    const leg = (minutes: number) =>
      validLeg({
        aircraft_model: "Citation CJ3+",
        arrival_airport: "LHR",
        departure_datetime: at(0, "Europe/Istanbul"),
        arrival_datetime: at(minutes, "Europe/London"),
        seat_capacity: String(cj3.seatCapacity),
      });
    const short = (await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", { intent: "create", ...leg(block - 1) })) as {
      data: { result: { error?: Record<string, string[]> } };
    };
    expect(statusOf(short)).toBe(400);
    const [key] = short.data.result.error?.arrival_datetime ?? [];
    const text = fieldErrorText(key!, (k, o) => translate(tr as unknown as Texts, "tr", k, o));
    expect(text).toContain("Cessna Citation CJ3+");
    expect(text).toContain(`${Math.floor(block / 60)} sa ${block % 60} dk`);
    expect(statusOf(await post(listRoute, "/broker/empty-legs", "broker@ufukjet.test", { intent: "create", ...leg(block) }))).toBe(302);
  });

  it("the same rules apply to an edit (nothing changes)", async () => {
    const leg = await createLeg();
    const snapshot = await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } });
    for (const [, overrides] of cases.slice(0, 12)) {
      const r = await post(
        formRoute,
        `/broker/empty-legs/${leg.id}/edit`,
        "broker@ufukjet.test",
        { intent: "update", ...validLeg(overrides) },
        { legId: leg.id },
      );
      expect(statusOf(r)).toBe(400);
    }
    expect(await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } })).toEqual(snapshot);
  });
});
