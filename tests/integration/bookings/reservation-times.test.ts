import { beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import * as formRoute from "#app/routes/admin/reservation-form";
import * as flightsRoute from "#app/routes/admin/flights";
import * as listRoute from "#app/routes/admin/reservations";
import * as exportRoute from "#app/routes/admin/reservations-export";
import * as pdfRoute from "#app/routes/admin/reservation-pdf";
import { db } from "#app/server/platform/db/client.server";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { estimatedBlockMinutesFor } from "#app/lib/domain/charter/leg";
import type { PlaceTime } from "#app/lib/format";
import { seedAirports } from "#app/server/seed/airports.server";
import { formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { makeCustomer, makeJet, makeRoleAccounts, makeRoute } from "../../support/factories";

/**
 * Issue 27 on the staff reservation form and its displays: the departure is typed at the departure airport and the
 * arrival at the arrival airport (İstanbul, London, and London's spring-forward night), saving unchanged keeps the
 * instants, and the list, operations list, exports and the PDF give each time at its airport with the zone's name.
 * Expected instants are written out in UTC here, not computed by the code under test.
 */
const ADMIN = "admin@ufukjet.test";
const ids = { customer: "", istLon: "", lonIst: "", jet: "", jet2: "" };
let block = 0;

type Mod = Parameters<typeof run>[0];
type FormReply = { result: { error?: Record<string, string[]> }; zoneNames?: Record<string, string> };

async function post(mod: Mod, path: string, fields: Record<string, string>, params: Record<string, string> = {}) {
  return run(mod, "action", await signedInRequest(path, ADMIN, formInit(fields)), params);
}

async function get(mod: Mod, path: string, params: Record<string, string> = {}) {
  return run(mod, "loader", await signedInRequest(path, ADMIN), params);
}

function dataOf<T>(result: unknown): T {
  return (result && typeof result === "object" && "data" in result ? (result as { data: T }).data : result) as T;
}

function fields(overrides: Record<string, string>): Record<string, string> {
  return {
    intent: "create",
    customer_id: ids.customer,
    route_id: ids.istLon,
    jet_id: ids.jet,
    passenger_count: "3",
    currency: "EUR",
    ...overrides,
  };
}

async function create(overrides: Record<string, string>) {
  const result = await post(formRoute, "/admin/reservations/new", fields(overrides));
  expect(statusOf(result), JSON.stringify(dataOf(result))).toBe(302);
  const id = locationOf(result)!.split("/").pop()!;
  return db().reservation.findUniqueOrThrow({ where: { id } });
}

beforeAll(async () => {
  await seedAirports(db());
  await makeRoleAccounts();
  ids.customer = (await makeCustomer({ firstName: "Derya", lastName: "Saatçi" })).id;
  const istLon = await makeRoute("İstanbul", "Londra");
  ids.istLon = istLon.id;
  ids.lonIst = (await makeRoute("Londra", "İstanbul")).id;
  const jet = await makeJet({ manufacturer: "Saat", model: "Dilimi", category: "midsize", seatCapacity: 8 });
  ids.jet = jet.id;
  ids.jet2 = (await makeJet({ manufacturer: "Saat", model: "Dilimi İki", category: "midsize", seatCapacity: 8 })).id;
  block = estimatedBlockMinutesFor(istLon.distanceKm, jet);
});

describe("entry at each airport's local time", () => {
  it("İstanbul 09:00 with an empty arrival: the arrival is the block time later, written in London time", async () => {
    const r = await create({ departure_datetime: "2031-01-15T09:00", arrival_datetime: "" });
    expect(r.departureDatetime.toISOString()).toBe("2031-01-15T06:00:00.000Z");
    expect(r.arrivalDatetime!.getTime() - r.departureDatetime.getTime()).toBe(block * 60_000);
    // the edit page shows both at their airports (London keeps UTC in January) and names the zones
    const page = dataOf<{ defaults: Record<string, string>; zoneNames: Record<string, string> }>(
      await get(formRoute, `/admin/reservations/${r.id}`, { reservationId: r.id }),
    );
    expect(page.defaults.departure_datetime).toBe("2031-01-15T09:00");
    expect(page.defaults.arrival_datetime).toBe(new Date(Date.UTC(2031, 0, 15, 6) + block * 60_000).toISOString().slice(0, 16));
    expect(page.zoneNames).toEqual({ departure: "GMT+3", arrival: "GMT" });
  });

  it("London 09:00 in summer is 08:00Z; the İstanbul arrival 16:00 is 13:00Z", async () => {
    const r = await create({ route_id: ids.lonIst, departure_datetime: "2031-07-15T09:00", arrival_datetime: "2031-07-15T16:00" });
    expect(r.departureDatetime.toISOString()).toBe("2031-07-15T08:00:00.000Z");
    expect(r.arrivalDatetime!.toISOString()).toBe("2031-07-15T13:00:00.000Z");
    const page = dataOf<{ zoneNames: Record<string, string> }>(
      await get(formRoute, `/admin/reservations/${r.id}`, { reservationId: r.id }),
    );
    expect(page.zoneNames).toEqual({ departure: "BST", arrival: "GMT+3" });
  });

  it("an arrival that is earlier on the London clock than the İstanbul departure is still after it", async () => {
    // 09:00 in İstanbul (06:00Z); 10:30 in London is 10:30Z, four and a half hours later
    const r = await create({ departure_datetime: "2031-02-10T09:00", arrival_datetime: "2031-02-10T10:30" });
    expect(r.arrivalDatetime!.toISOString()).toBe("2031-02-10T10:30:00.000Z");
  });

  it("London's spring-forward night (28.03.2027): 01:00–01:59 do not exist and are refused next to the field", async () => {
    for (const skipped of ["2027-03-28T01:00", "2027-03-28T01:30", "2027-03-28T01:59"]) {
      const result = await post(
        formRoute,
        "/admin/reservations/new",
        fields({ route_id: ids.lonIst, departure_datetime: skipped, arrival_datetime: "2027-03-28T12:00" }),
      );
      expect(statusOf(result), skipped).toBe(400);
      const reply = dataOf<FormReply>(result);
      expect(reply.result.error?.departure_datetime, skipped).toEqual(["reservations.errors.skippedTime"]);
      // the labels of the page that answers name the posted route's zones
      expect(reply.zoneNames).toEqual({ departure: "GMT", arrival: "GMT+3" });
    }
    const before = await create({ route_id: ids.lonIst, departure_datetime: "2027-03-28T00:59", arrival_datetime: "2027-03-28T09:00" });
    expect(before.departureDatetime.toISOString()).toBe("2027-03-28T00:59:00.000Z");
    const after = await create({
      route_id: ids.lonIst,
      jet_id: ids.jet2,
      departure_datetime: "2027-03-28T02:30",
      arrival_datetime: "2027-03-28T10:00",
    });
    expect(after.departureDatetime.toISOString()).toBe("2027-03-28T01:30:00.000Z");
    // a skipped arrival in London is refused the same way
    const arrival = await post(
      formRoute,
      "/admin/reservations/new",
      fields({ departure_datetime: "2027-03-27T21:00", arrival_datetime: "2027-03-28T01:15" }),
    );
    expect(dataOf<FormReply>(arrival).result.error?.arrival_datetime).toEqual(["reservations.errors.skippedTime"]);
  });

  it("the hour London repeats (31.10.2027 01:30) is the earlier instant, still in BST", async () => {
    const r = await create({ route_id: ids.lonIst, departure_datetime: "2027-10-31T01:30", arrival_datetime: "2027-10-31T10:00" });
    expect(r.departureDatetime.toISOString()).toBe("2027-10-31T00:30:00.000Z");
  });

  it("saving the edit page unchanged keeps both instants", async () => {
    const r = await create({ route_id: ids.lonIst, departure_datetime: "2031-08-01T07:45", arrival_datetime: "2031-08-01T15:10" });
    const page = dataOf<{ defaults: Record<string, string> }>(await get(formRoute, `/admin/reservations/${r.id}`, { reservationId: r.id }));
    const posted = Object.fromEntries(Object.entries(page.defaults).filter(([, v]) => v !== ""));
    const result = await post(formRoute, `/admin/reservations/${r.id}`, { ...posted, intent: "update" }, { reservationId: r.id });
    expect(statusOf(result)).toBe(302);
    const saved = await db().reservation.findUniqueOrThrow({ where: { id: r.id } });
    expect(saved.departureDatetime.toISOString()).toBe("2031-08-01T06:45:00.000Z");
    expect(saved.arrivalDatetime!.toISOString()).toBe("2031-08-01T12:10:00.000Z");
  });
});

describe("display at each airport with the zone", () => {
  let id = "";
  beforeAll(async () => {
    id = (await create({ departure_datetime: "2031-06-03T09:00", arrival_datetime: "2031-06-03T10:50", special_requests: "saat" })).id;
  });

  it("the operations list gives local times with zone names (the page adds UTC from the instants)", async () => {
    const page = dataOf<{ rows: Array<{ id: string; departure: PlaceTime; arrival: PlaceTime | null }> }>(
      await get(flightsRoute, `/admin/flights?tab=upcoming&q=${reservationCode(id)}`),
    );
    const row = page.rows.find((r) => r.id === id)!;
    expect(row.departure).toEqual({ at: "2031-06-03T06:00:00.000Z", zone: "Europe/Istanbul", zoneName: "GMT+3" });
    expect(row.arrival).toEqual({ at: "2031-06-03T09:50:00.000Z", zone: "Europe/London", zoneName: "BST" });
  });

  it("the reservations list carries the same place times", async () => {
    const page = dataOf<{ rows: Array<{ id: string; departure: PlaceTime; arrival: PlaceTime | null }> }>(
      await get(listRoute, "/admin/reservations?q=Saatçi"),
    );
    const row = page.rows.find((r) => r.id === id)!;
    expect(row.departure.zoneName).toBe("GMT+3");
    expect(row.arrival?.zoneName).toBe("BST");
  });

  it("the reservation PDF gives the departure in İstanbul time and the arrival in London time", async () => {
    const result = (await get(pdfRoute, `/admin/reservations/${id}/pdf`, { reservationId: id })) as Response;
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await result.arrayBuffer())), { mergePages: true });
    expect(text).toContain("03.06.2031 09:00 GMT+3 (İstanbul yerel saati)");
    expect(text).toContain("03.06.2031 10:50 BST (Londra yerel saati)");
    expect(text).not.toContain("12:50");
  });

  it("the CSV and PDF exports give both times with their zones", async () => {
    const csv = (await get(exportRoute, "/admin/reservations/export?format=csv&q=Saatçi")) as Response;
    const text = new TextDecoder().decode(new Uint8Array(await csv.arrayBuffer()));
    const line = text.split("\r\n").find((l) => l.startsWith(`"${reservationCode(id)}"`))!;
    expect(line).toContain('"03.06.2031 09:00 GMT+3";"03.06.2031 10:50 BST"');
    const pdf = (await get(exportRoute, "/admin/reservations/export?format=pdf&q=Saatçi")) as Response;
    const { text: pdfText } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(pdfText).toContain("03.06.2031 09:00 GMT+3");
    expect(pdfText).toContain("03.06.2031 10:50 BST");
  });

  it("a clash names the other flight's times at its airports, and the confirmation e-mail the local departure", async () => {
    const held = await create({
      jet_id: ids.jet2,
      status: "optional",
      departure_datetime: "2031-09-09T09:00",
      arrival_datetime: "2031-09-09T12:00",
    });
    const clash = await post(
      formRoute,
      "/admin/reservations/new",
      fields({ jet_id: ids.jet2, status: "optional", departure_datetime: "2031-09-09T10:00", arrival_datetime: "2031-09-09T13:00" }),
    );
    expect(statusOf(clash)).toBe(409);
    const message = dataOf<FormReply>(clash).result.error?.jet_id?.[0] ?? "";
    expect(message).toContain("09.09.2031 09:00 GMT+3");
    expect(message).toContain("09.09.2031 12:00 BST");
    await post(
      formRoute,
      `/admin/reservations/${held.id}`,
      { intent: "set-status", from: "optional", to: "confirmed" },
      { reservationId: held.id },
    );
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { template: "reservation.confirmed" }, orderBy: { createdAt: "desc" } });
    expect(mail.text).toContain("09.09.2031 09:00 GMT+3");
  });
});
