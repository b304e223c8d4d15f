import { beforeAll, describe, expect, it } from "vitest";
import * as flightRoute from "#app/routes/customer/flight";
import * as staffRoute from "#app/routes/admin/reservation-manifest";
import * as exportRoute from "#app/routes/admin/reservation-manifest-export";
import * as flightsRoute from "#app/routes/admin/flights";
import { db } from "#app/server/platform/db/client.server";
import { sql, sqlDb } from "#app/server/platform/db/sql.server";
import { ManifestError, purgeEndedManifests, savePassenger } from "#app/server/bookings/manifest.server";
import { seedAirports } from "#app/server/seed/airports.server";
import type { PassengerInput } from "#app/lib/schemas/manifest";
import { formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeJet, makeReservation, makeRoleAccounts } from "../../support/factories";

/**
 * The passenger manifest (decision 053) against PGlite: the customer enters passengers on their flight page and
 * sees them masked; the raw rows hold no document number or birth date in clear; staff read them in full on the
 * reservation's manifest page, CSV and PDF, each read audited; the deadline, the count and seat refusals; bad
 * input; the purge job.
 */
const CUSTOMER = "musteri@ufukjet.test";
const STAFF = "operasyon@ufukjet.test";
const BROKER = "broker@ufukjet.test";
const DAY = 86_400_000;

let customerId: string;
let staffId: string;

beforeAll(async () => {
  await seedAirports(db());
  const accounts = await makeRoleAccounts();
  customerId = accounts.customer.customer.id;
  staffId = accounts.operations.id;
});

const passenger = (n: string, extra: Record<string, string> = {}) => ({
  intent: "save-passenger",
  given_names: "Ayşe Nur",
  surname: `Yılmaz ${"ABCDEFGHIJ"[Number(n)]}`,
  sex: "F",
  nationality: "TR",
  document_type: "passport",
  document_number: `U1234${n}678`,
  issuing_country: "TR",
  document_expiry: "2031-05-20",
  birth_date: "1985-07-21",
  notes: "Çocuk koltuğu",
  ...extra,
});

const input = (n: number): PassengerInput => ({
  givenNames: "Can",
  surname: `Demir ${"ABCDEFGHIJ"[n]}`,
  sex: "M",
  nationality: "DE",
  documentType: "national_id",
  documentNumber: `X98765${n}`,
  issuingCountry: "DE",
  documentExpiry: "2030-01-01",
  birthDate: "1990-02-03",
  notes: null,
});

async function reservation(data: Parameters<typeof makeReservation>[0] = {}) {
  return makeReservation({ customerId, passengerCount: 2, ...data });
}

const customerPost = async (id: string, fields: Record<string, string>) =>
  run(flightRoute, "action", await signedInRequest(`/dashboard/flights/${id}`, CUSTOMER, formInit(fields)), { reservationId: id });
const customerLoad = async (id: string) =>
  (await run(flightRoute, "loader", await signedInRequest(`/dashboard/flights/${id}`, CUSTOMER), { reservationId: id })) as Awaited<
    ReturnType<typeof flightRoute.loader>
  >;
const staffLoad = async (id: string, email = STAFF) =>
  run(staffRoute, "loader", await signedInRequest(`/admin/reservations/${id}/manifest`, email), { reservationId: id });
const staffPost = async (id: string, fields: Record<string, string>) =>
  run(staffRoute, "action", await signedInRequest(`/admin/reservations/${id}/manifest`, STAFF, formInit(fields)), { reservationId: id });
const readAudits = (id: string) =>
  db().auditLog.findMany({ where: { entityId: id, action: "manifest.read" }, orderBy: { createdAt: "asc" } });

describe("the customer's manifest", () => {
  it("enters two passengers on the flight page and sees them masked; the stored row holds nothing in clear", async () => {
    const r = await reservation();
    expect(locationOf(await customerPost(r.id, passenger("1")))).toBe(`/dashboard/flights/${r.id}`);
    expect(locationOf(await customerPost(r.id, passenger("2", { document_number: "p 987 654 321", birth_date: "2019-03-04" })))).toBe(
      `/dashboard/flights/${r.id}`,
    );
    const page = await customerLoad(r.id);
    const shown = page.manifest!.passengers;
    expect(shown.map((p) => [p.position, p.documentNumber, p.birthDate])).toEqual([
      [1, "•••••1678", "1985"],
      [2, "•••••4321", "2019"],
    ]);
    expect(page.manifest!.complete).toBe(true);
    expect(JSON.stringify(page.manifest)).not.toMatch(/U12341678|P987654321|1985-07-21|2019-03-04/);

    const raw = await sqlDb().executeQuery<Record<string, unknown>>(
      sql`SELECT * FROM reservation_passengers WHERE reservation_id = ${r.id}`.compile(sqlDb()),
    );
    expect(raw.rows).toHaveLength(2);
    const text = JSON.stringify(raw.rows);
    expect(text).not.toContain("U12341678");
    expect(text).not.toContain("P987654321");
    expect(text).not.toContain("1985-07-21");
    expect(text).not.toContain("2019-03-04");
    expect(String(raw.rows[0]!.document_number)).toMatch(/^v1:/);
    // the audit rows of the changes name places, never values
    const changes = await db().auditLog.findMany({ where: { entityId: r.id, action: "manifest.passenger-added" } });
    expect(changes).toHaveLength(2);
    expect(JSON.stringify(changes.map((a) => [a.before, a.after]))).not.toMatch(/U12341678|1985/);
  });

  it("refuses a passenger beyond the reservation's count and beyond the jet's seats, with the limit in the message", async () => {
    const r = await reservation({ passengerCount: 1 });
    await customerPost(r.id, passenger("1"));
    const refused = await customerPost(r.id, passenger("2"));
    expect(statusOf(refused)).toBe(302);
    expect(await db().reservationPassenger.count({ where: { reservationId: r.id } })).toBe(1);
    await expect(savePassenger({ actorId: staffId, ip: null, reservationId: r.id, value: input(2) })).rejects.toMatchObject({
      code: "overCount",
      values: { count: 1 },
    });
    const jet = await makeJet({ seatCapacity: 2 });
    const big = await reservation({ passengerCount: 5, jetId: jet.id, status: "draft" });
    await savePassenger({ actorId: staffId, ip: null, reservationId: big.id, value: input(1) });
    await savePassenger({ actorId: staffId, ip: null, reservationId: big.id, value: input(2) });
    await expect(savePassenger({ actorId: staffId, ip: null, reservationId: big.id, value: input(3) })).rejects.toMatchObject({
      code: "overSeats",
      values: { seats: 2 },
    });
    expect(await db().reservationPassenger.count({ where: { reservationId: big.id } })).toBe(2);
  });

  it("closes for the customer at the deadline; staff still correct it after", async () => {
    const r = await reservation({ departureDatetime: new Date(Date.now() + 20 * 3_600_000) });
    const refused = await customerPost(r.id, passenger("1"));
    expect(statusOf(refused)).toBe(302);
    expect(await db().reservationPassenger.count({ where: { reservationId: r.id } })).toBe(0);
    await expect(savePassenger({ actorId: staffId, ip: null, customerId, reservationId: r.id, value: input(1) })).rejects.toBeInstanceOf(
      ManifestError,
    );
    expect(locationOf(await staffPost(r.id, passenger("1")))).toBe(`/admin/reservations/${r.id}/manifest`);
    expect(await db().reservationPassenger.count({ where: { reservationId: r.id } })).toBe(1);
    expect((await customerLoad(r.id)).manifest!.customerMayEdit).toBe(false);
  });

  it("never opens another customer's reservation", async () => {
    const foreign = await makeReservation({ passengerCount: 2 });
    expect(statusOf(await customerPost(foreign.id, passenger("1")))).toBe(404);
    expect(await db().reservationPassenger.count({ where: { reservationId: foreign.id } })).toBe(0);
  });

  it("flags a document that expires before the return", async () => {
    const r = await reservation({ departureDatetime: new Date("2031-05-25T08:00:00Z"), arrivalDatetime: new Date("2031-05-25T12:00:00Z") });
    await savePassenger({ actorId: staffId, ip: null, reservationId: r.id, value: { ...input(1), documentExpiry: "2031-05-24" } });
    await savePassenger({ actorId: staffId, ip: null, reservationId: r.id, value: { ...input(2), documentExpiry: "2031-05-25" } });
    const page = await customerLoad(r.id);
    expect(page.manifest!.passengers.map((p) => p.expiresTooSoon)).toEqual([true, false]);
  });
});

describe("staff on the reservation", () => {
  it("read the manifest in full on the page, as CSV and as PDF; every read writes its audit row", async () => {
    const r = await reservation();
    await customerPost(r.id, passenger("1"));
    const page = (await staffLoad(r.id)) as Awaited<ReturnType<typeof staffRoute.loader>>;
    expect(page.manifest.passengers[0]).toMatchObject({ documentNumber: "U12341678", birthDate: "1985-07-21", notes: "Çocuk koltuğu" });
    const csv = (await run(exportRoute, "loader", await signedInRequest(`/admin/reservations/${r.id}/manifest.csv`, STAFF), {
      reservationId: r.id,
    })) as Response;
    expect(csv.headers.get("Content-Type")).toMatch(/csv/);
    const body = await csv.text();
    expect(body).toContain("U12341678");
    expect(body).toContain("21.07.1985");
    const pdf = (await run(exportRoute, "loader", await signedInRequest(`/admin/reservations/${r.id}/manifest.pdf`, STAFF), {
      reservationId: r.id,
    })) as Response;
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const audits = await readAudits(r.id);
    expect(audits.map((a) => [a.actorId, (a.after as { via: string }).via])).toEqual([
      [staffId, "page"],
      [staffId, "csv"],
      [staffId, "pdf"],
    ]);
    expect(JSON.stringify(audits.map((a) => [a.before, a.after]))).not.toContain("U12341678");
  });

  it("the customer's masked page writes no read audit; a broker gets nothing", async () => {
    const r = await reservation();
    await customerPost(r.id, passenger("1"));
    await customerLoad(r.id);
    expect(await readAudits(r.id)).toHaveLength(0);
    const denied = await staffLoad(r.id, BROKER);
    expect([302, 403, 404]).toContain(statusOf(denied));
    expect(JSON.stringify(denied)).not.toContain("U12341678");
    expect(await readAudits(r.id)).toHaveLength(0);
  });

  it("correct and remove a passenger", async () => {
    const r = await reservation();
    await customerPost(r.id, passenger("1"));
    const [p] = await db().reservationPassenger.findMany({ where: { reservationId: r.id } });
    await staffPost(r.id, passenger("1", { passenger_id: p!.id, surname: "Kaya", document_number: "Z7777777" }));
    const page = (await staffLoad(r.id)) as Awaited<ReturnType<typeof staffRoute.loader>>;
    expect(page.manifest.passengers).toHaveLength(1);
    expect(page.manifest.passengers[0]).toMatchObject({ surname: "Kaya", documentNumber: "Z7777777" });
    await staffPost(r.id, { intent: "remove-passenger", passenger_id: p!.id });
    expect(await db().reservationPassenger.count({ where: { reservationId: r.id } })).toBe(0);
  });

  it("the operations list shows each flight's manifest state", async () => {
    const r = await reservation({ departureDatetime: new Date(Date.now() + 40 * DAY) });
    await customerPost(r.id, passenger("1"));
    const list = (await run(flightsRoute, "loader", await signedInRequest("/admin/flights?tab=upcoming&q=Yılmaz", STAFF))) as Awaited<
      ReturnType<typeof flightsRoute.loader>
    >;
    const row = list.rows.find((x) => x.id === r.id);
    expect(row?.manifestEntered).toBe(1);
  });
});

describe("bad input", () => {
  const bad: Array<[string, Record<string, string>]> = [
    ["no given names", { given_names: "" }],
    ["spaces as given names", { given_names: "   " }],
    ["digits in given names", { given_names: "Ayşe1" }],
    ["a symbol in given names", { given_names: "Ayşe<b>" }],
    ["given names too long", { given_names: "A".repeat(81) }],
    ["given names starting with a hyphen", { given_names: "-Ayşe" }],
    ["double spaces in given names", { given_names: "Ayşe  Nur" }],
    ["no surname", { surname: "" }],
    ["digits in the surname", { surname: "Yılmaz2" }],
    ["a control character in the surname", { surname: "Yıl\u0007maz" }],
    ["surname too long", { surname: "Y".repeat(81) }],
    ["an e-mail as surname", { surname: "a@b.com" }],
    ["no sex", { sex: "" }],
    ["an unknown sex", { sex: "Q" }],
    ["a lower-case sex", { sex: "female" }],
    ["no nationality", { nationality: "" }],
    ["a three-letter nationality", { nationality: "TUR" }],
    ["an unknown country as nationality", { nationality: "QQ" }],
    ["digits as nationality", { nationality: "12" }],
    ["no document type", { document_type: "" }],
    ["an unknown document type", { document_type: "driving_licence" }],
    ["no document number", { document_number: "" }],
    ["spaces as document number", { document_number: "    " }],
    ["a short document number", { document_number: "U12" }],
    ["a long document number", { document_number: "U".repeat(21) }],
    ["symbols in the document number", { document_number: "U123-456" }],
    ["Turkish letters in the document number", { document_number: "ÜĞ12345" }],
    ["no issuing country", { issuing_country: "" }],
    ["an unknown issuing country", { issuing_country: "ZZ" }],
    ["an issuing country name", { issuing_country: "Türkiye" }],
    ["no expiry", { document_expiry: "" }],
    ["an impossible expiry", { document_expiry: "2031-02-30" }],
    ["an expiry in another format", { document_expiry: "20.05.2031" }],
    ["an expiry too far away", { document_expiry: "2200-01-01" }],
    ["an expiry before birth", { document_expiry: "1984-01-01", birth_date: "1985-07-21" }],
    ["no birth date", { birth_date: "" }],
    ["a birth date in the future", { birth_date: "2099-01-01" }],
    ["an impossible birth date", { birth_date: "1985-13-01" }],
    ["a birth date before 1900", { birth_date: "1850-01-01" }],
    ["a birth date with time", { birth_date: "1985-07-21T10:00" }],
    ["notes too long", { notes: "n".repeat(501) }],
    ["a control character in the notes", { notes: "koltuk\u0000" }],
    ["a passenger id that is no id", { passenger_id: "123" }],
    ["an unknown intent", { intent: "delete-all" }],
  ];

  it(`refuses ${bad.length} bad inputs with 400 and writes nothing`, async () => {
    expect(bad.length).toBeGreaterThanOrEqual(40);
    const r = await reservation();
    for (const [why, change] of bad) {
      const answer = await customerPost(r.id, passenger("1", change));
      expect(statusOf(answer), why).toBe(400);
    }
    const removal = await customerPost(r.id, { intent: "remove-passenger", passenger_id: "x" });
    expect(statusOf(removal)).toBe(400);
    expect(await db().reservationPassenger.count({ where: { reservationId: r.id } })).toBe(0);
  });
});

describe("the purge job", () => {
  it("empties the protected fields of flights that ended more than 30 days ago, keeps names and future flights, and is idempotent", async () => {
    const ended = await reservation({
      departureDatetime: new Date(Date.now() - 40 * DAY),
      arrivalDatetime: new Date(Date.now() - 40 * DAY + 3_600_000),
      status: "completed",
    });
    const recent = await reservation({
      departureDatetime: new Date(Date.now() - 10 * DAY),
      arrivalDatetime: new Date(Date.now() - 10 * DAY + 3_600_000),
    });
    const future = await reservation({ departureDatetime: new Date(Date.now() + 60 * DAY) });
    for (const r of [ended, recent, future])
      await savePassenger({ actorId: staffId, ip: null, reservationId: r.id, value: { ...input(1), notes: "not" } });
    expect(await purgeEndedManifests()).toBeGreaterThanOrEqual(1);
    const rows = await db().reservationPassenger.findMany({ where: { reservationId: { in: [ended.id, recent.id, future.id] } } });
    const of = (id: string) => rows.find((p) => p.reservationId === id)!;
    expect(of(ended.id)).toMatchObject({ documentNumber: null, documentExpiry: null, birthDate: null, notes: null, surname: "Demir B" });
    expect(of(ended.id).purgedAt).not.toBeNull();
    for (const kept of [of(recent.id), of(future.id)]) {
      expect(kept.documentNumber).toMatch(/^v1:/);
      expect(kept.birthDate).toMatch(/^v1:/);
      expect(kept.notes).toBe("not");
      expect(kept.purgedAt).toBeNull();
    }
    expect(await purgeEndedManifests()).toBe(0);
    const page = (await staffLoad(ended.id)) as Awaited<ReturnType<typeof staffRoute.loader>>;
    expect(page.manifest.passengers[0]).toMatchObject({ purged: true, documentNumber: null, birthDate: null, givenNames: "Can" });
  });
});
