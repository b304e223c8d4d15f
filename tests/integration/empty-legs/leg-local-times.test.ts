import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as adminRoute from "#app/routes/admin/empty-legs";
import * as brokerFlightsRoute from "#app/routes/admin/broker-flights";
import * as formRoute from "#app/routes/broker/empty-leg-form";
import * as listRoute from "#app/routes/broker/empty-legs";
import * as publicRoute from "#app/routes/public/empty-legs";
import * as requestRoute from "#app/routes/public/empty-leg-request";
import { db } from "#app/server/platform/db/client.server";
import { approveEmptyLeg } from "#app/server/empty-legs/empty-legs.server";
import { matchLegAlerts } from "#app/server/empty-legs/leg-alert-match.server";
import { fieldErrorText, type LegFormActionData } from "#app/lib/schemas/empty-leg";
import { formatPlaceAndIstanbul, formatPlaceDateTime, formatPlaceTime, type PlaceTime } from "#app/lib/format";
import { translate, type Texts } from "#app/lib/translate";
import tr from "#app/locales/tr";
import { seedAirports } from "#app/server/seed/airports.server";
import { BASE, formInit, run, signedInRequest, statusOf } from "../../support/auth";
import { makeBroker, makeEmptyLeg, makeRoleAccounts } from "../../support/factories";

/**
 * Empty legs at their airports' clocks (decision 043): a broker types a Nice departure in Nice time and an İstanbul
 * arrival in İstanbul time; the record keeps the instant; the public card, the broker's list, the staff list (with
 * İstanbul's time beside it), the e-mails and the broker flights say whose clock each time is on.
 */
const BROKER = "broker@ufukjet.test";
const ADMIN = "admin@ufukjet.test";
const texts = (key: string) => fieldErrorText(key, (k, o) => translate(tr as unknown as Texts, "tr", k, o));

function niceLeg(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "create",
    aircraft_type: "Light Jet",
    aircraft_model: "",
    departure_airport: "NCE",
    arrival_airport: "IST",
    // a winter day: Nice is on CET (UTC+1), İstanbul on UTC+3
    departure_datetime: "2027-01-15T13:00",
    arrival_datetime: "2027-01-15T19:00",
    price: "9000",
    currency: "EUR",
    seat_capacity: "6",
    notes: "",
    ...overrides,
  };
}

async function post(mod: Parameters<typeof run>[0], path: string, fields: Record<string, string>, params: Record<string, string> = {}) {
  return run(mod, "action", await signedInRequest(path, BROKER, formInit(fields)), params);
}

async function createNiceLeg(overrides: Record<string, string> = {}) {
  const before = new Date();
  const result = await post(listRoute, "/broker/empty-legs", niceLeg(overrides));
  expect(statusOf(result), JSON.stringify((result as { data?: unknown }).data)).toBe(302);
  return db().emptyLeg.findFirstOrThrow({ where: { createdAt: { gte: before } }, orderBy: { createdAt: "desc" } });
}

/** A guest's active watch from Nice to İstanbul for one day (the watch's window is a date column). */
function niceWatch(email: string, day: string) {
  return db().legWatch.create({
    data: {
      guestEmail: email,
      status: "active",
      confirmedAt: new Date(),
      language: "tr",
      fromKind: "city",
      fromLabel: "Nice",
      fromCity: "Nice",
      fromCodes: ["LFMN", "NCE"],
      fromPoints: [{ code: "LFMN", latitude: 43.658401, longitude: 7.21587 }],
      fromLatitude: 43.658401,
      fromLongitude: 7.21587,
      toKind: "city",
      toLabel: "İstanbul",
      toCity: "İstanbul",
      toCodes: ["LTFM", "IST"],
      toPoints: [{ code: "LTFM", latitude: 41.261297, longitude: 28.741951 }],
      toLatitude: 41.261297,
      toLongitude: 28.741951,
      dateFrom: new Date(`${day}T00:00:00Z`),
      dateTo: new Date(`${day}T00:00:00Z`),
      passengers: 2,
    },
  });
}

type Failed = { data: LegFormActionData & { result: { error?: Record<string, string[]> } } };

beforeAll(async () => {
  await seedAirports(db());
  await makeRoleAccounts();
});

beforeEach(async () => {
  await db().rateLimit.deleteMany();
});

describe("a broker enters a leg in its airports' local times", () => {
  it("stores a Nice departure at 13:00 as 12:00Z in winter and 11:00Z in summer, an İstanbul arrival in İstanbul time", async () => {
    const winter = await createNiceLeg();
    expect(winter.departureDatetime.toISOString()).toBe("2027-01-15T12:00:00.000Z");
    expect(winter.arrivalDatetime?.toISOString()).toBe("2027-01-15T16:00:00.000Z");
    expect(winter.departureAirportCode).toBe("LFMN");
    const summer = await createNiceLeg({ departure_datetime: "2027-07-15T13:00", arrival_datetime: "2027-07-15T19:00" });
    expect(summer.departureDatetime.toISOString()).toBe("2027-07-15T11:00:00.000Z");
    expect(summer.arrivalDatetime?.toISOString()).toBe("2027-07-15T16:00:00.000Z");
  });

  it("refuses 02:30 in Nice on the spring-forward night with a Turkish error naming the place, and keeps the zone in the label", async () => {
    const before = await db().emptyLeg.count();
    const result = (await post(
      listRoute,
      "/broker/empty-legs",
      niceLeg({ departure_datetime: "2027-03-28T02:30", arrival_datetime: "" }),
    )) as Failed;
    expect(statusOf(result)).toBe(400);
    const [key] = result.data.result.error?.departure_datetime ?? [];
    expect(texts(key!)).toBe(
      "Bu saat Nice yerel saatinde yaşanmıyor: o gece saatler yaz saatine geçişte ileri alınıyor. Başka bir saat girin.",
    );
    expect(result.data.zones?.departure).toMatchObject({ place: "Nice", zone: "Europe/Paris" });
    expect(result.data.zones?.arrival).toMatchObject({ place: "İstanbul", zone: "Europe/Istanbul", zoneName: "GMT+3" });
    // 02:30 exists in İstanbul that night: the same wall time leaving İstanbul is taken
    const fromIstanbul = await createNiceLeg({
      departure_airport: "IST",
      arrival_airport: "NCE",
      departure_datetime: "2027-03-28T02:30",
      arrival_datetime: "",
    });
    expect(fromIstanbul.departureDatetime.toISOString()).toBe("2027-03-27T23:30:00.000Z");
    expect(await db().emptyLeg.count()).toBe(before + 1);
  });

  it("takes the earlier instant of a time Nice shows twice (31 October 2027, 02:30)", async () => {
    const leg = await createNiceLeg({ departure_datetime: "2027-10-31T02:30", arrival_datetime: "" });
    expect(leg.departureDatetime.toISOString()).toBe("2027-10-31T00:30:00.000Z");
  });

  it("checks the arrival against the departure as instants: 14:00 in İstanbul is before 13:00 in Nice", async () => {
    const result = (await post(listRoute, "/broker/empty-legs", niceLeg({ arrival_datetime: "2027-01-15T14:00" }))) as Failed;
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error?.arrival_datetime).toEqual(["emptyLegs.errors.arrivalBeforeDeparture"]);
  });

  it("names each field's zone after a failed post even when another field was refused, CEST for a summer date", async () => {
    const result = (await post(
      listRoute,
      "/broker/empty-legs",
      niceLeg({ price: "bedava", departure_datetime: "2027-07-15T13:00", arrival_datetime: "" }),
    )) as Failed;
    expect(statusOf(result)).toBe(400);
    expect(result.data.result.error?.price?.length).toBeGreaterThan(0);
    expect(result.data.zones?.departure).toMatchObject({ place: "Nice", zone: "Europe/Paris" });
    const valid = (await post(
      listRoute,
      "/broker/empty-legs",
      niceLeg({ seat_capacity: "0", departure_datetime: "2027-07-15T13:00" }),
    )) as Failed;
    expect(valid.data.zones?.departure?.place).toBe("Nice");
    const london = (await post(
      listRoute,
      "/broker/empty-legs",
      niceLeg({ arrival_airport: "LHR", departure_datetime: "2027-07-15T13:00", arrival_datetime: "2027-07-15T13:30" }),
    )) as Failed;
    // an arrival too soon for any jet: the times were read, so each zone is named at its own time
    expect(london.data.zones?.departure).toMatchObject({ place: "Nice", zoneName: "CEST" });
    expect(london.data.zones?.arrival).toMatchObject({ place: "Londra", zone: "Europe/London", zoneName: "BST" });
  });

  it("the edit form shows the times at their airports and saving it unchanged keeps the instants", async () => {
    const leg = await createNiceLeg();
    const page = (await run(formRoute, "loader", await signedInRequest(`/broker/empty-legs/${leg.id}/edit`, BROKER), {
      legId: leg.id,
    })) as { defaults: Record<string, string>; zones: LegFormActionData["zones"] };
    expect(page.defaults.departure_datetime).toBe("2027-01-15T13:00");
    expect(page.defaults.arrival_datetime).toBe("2027-01-15T19:00");
    expect(page.zones?.departure).toEqual({ place: "Nice", zone: "Europe/Paris", zoneName: "CET" });
    expect(page.zones?.arrival).toEqual({ place: "İstanbul", zone: "Europe/Istanbul", zoneName: "GMT+3" });
    const saved = await post(formRoute, `/broker/empty-legs/${leg.id}/edit`, { ...page.defaults, intent: "update" }, { legId: leg.id });
    expect(statusOf(saved)).toBe(302);
    const after = await db().emptyLeg.findUniqueOrThrow({ where: { id: leg.id } });
    expect(after.departureDatetime.toISOString()).toBe(leg.departureDatetime.toISOString());
    expect(after.arrivalDatetime?.toISOString()).toBe(leg.arrivalDatetime?.toISOString());
    // the broker's list says the same, and its dialog has the same values
    const list = (await run(listRoute, "loader", await signedInRequest("/broker/empty-legs", BROKER))) as {
      legs: Array<{ id: string; departureTime: PlaceTime; defaults: Record<string, string> }>;
    };
    const mine = list.legs.find((l) => l.id === leg.id)!;
    expect(formatPlaceDateTime(mine.departureTime)).toBe("15.01.2027 13:00 CET");
    expect(mine.defaults.departure_datetime).toBe("2027-01-15T13:00");
  });
});

describe("a leg's times are shown at their airports, and whose clock they are on", () => {
  it("public card 13:00 CET; staff list and detail 13:00 CET with 15:00 GMT+3; e-mails to staff and broker", async () => {
    const outboxBefore = new Date();
    const leg = await createNiceLeg({ operator_name: "Riviera Air" });
    const staffMail = await db().outboxEmail.findFirstOrThrow({
      where: { template: "empty-leg-awaiting-approval", createdAt: { gte: outboxBefore } },
    });
    expect(staffMail.text).toContain("15.01.2027 13:00 CET (15:00 GMT+3)");
    const admin = await db().user.findUniqueOrThrow({ where: { email: ADMIN } });
    expect((await approveEmptyLeg({ id: leg.id, actorId: admin.id })).ok).toBe(true);
    const brokerMail = await db().outboxEmail.findFirstOrThrow({
      where: { template: "empty-leg-approve", createdAt: { gte: outboxBefore } },
    });
    expect(brokerMail.text).toContain("15.01.2027 13:00 CET");
    expect(brokerMail.text).not.toContain("GMT+3");

    const list = (await run(publicRoute, "loader", new Request(`${BASE}/bos-bacaklar?q=Riviera`))) as {
      legs: Array<{ id: string; departureTime: PlaceTime; arrivalTime: PlaceTime | null }>;
    };
    const card = list.legs.find((l) => l.id === leg.id)!;
    expect(formatPlaceTime(card.departureTime)).toBe("13:00 CET");
    expect(formatPlaceDateTime(card.departureTime, "en")).toBe("15 Jan 2027 13:00 CET");
    expect(formatPlaceTime(card.arrivalTime)).toBe("19:00 GMT+3");
    const request = (await run(requestRoute, "loader", new Request(`${BASE}/bos-bacaklar/${leg.id}/talep`), { legId: leg.id })) as {
      leg: { departureTime: PlaceTime };
    };
    expect(formatPlaceDateTime(request.leg.departureTime)).toBe("15.01.2027 13:00 CET");
    // a guest's request for it: the staff e-mail names the leg at Nice's time and İstanbul's
    const asked = await run(
      requestRoute,
      "action",
      new Request(
        `${BASE}/bos-bacaklar/${leg.id}/talep`,
        formInit({ intent: "leg-request", name: "Ece Nice", email: "ece.nice@example.com", phone: "0532 111 22 44", passenger_count: "2" }),
      ),
      { legId: leg.id },
    );
    expect(statusOf(asked)).toBe(302);
    const staffRequestMail = await db().outboxEmail.findFirstOrThrow({
      where: { template: "guest-request-staff", createdAt: { gte: outboxBefore }, text: { contains: "Ece Nice" } },
    });
    expect(staffRequestMail.text).toContain("Light Jet, 15.01.2027 13:00 CET (15:00 GMT+3)");

    const page = (await run(
      adminRoute,
      "loader",
      await signedInRequest(`/admin/empty-legs?tab=approved&q=Riviera&leg=${leg.id}`, ADMIN),
    )) as { rows: Array<{ id: string; departureTime: PlaceTime }>; detail: { arrivalTime: PlaceTime | null } };
    const row = page.rows.find((r) => r.id === leg.id)!;
    expect(formatPlaceAndIstanbul(row.departureTime)).toBe("15.01.2027 13:00 CET (15:00 GMT+3)");
    // an arrival in İstanbul is on İstanbul's clock: nothing beside it
    expect(formatPlaceAndIstanbul(page.detail.arrivalTime)).toBe("15.01.2027 19:00 GMT+3");
  });

  it("a leg entered as free text, before airports were picked, is read by its text", async () => {
    const leg = await makeEmptyLeg({
      from: "Nice",
      to: "İstanbul",
      departureAirport: "Nice",
      departureAirportCode: null,
      arrivalAirport: "Londra Heathrow (LHR)",
      arrivalAirportCode: null,
      operatorName: "Eski Kayıt",
      departureDatetime: new Date("2027-02-01T12:00:00Z"),
      arrivalDatetime: new Date("2027-02-01T14:00:00Z"),
    });
    const list = (await run(publicRoute, "loader", new Request(`${BASE}/bos-bacaklar?q=Eski`))) as {
      legs: Array<{ id: string; departureTime: PlaceTime; arrivalTime: PlaceTime | null }>;
    };
    const card = list.legs.find((l) => l.id === leg.id)!;
    expect(formatPlaceTime(card.departureTime)).toBe("13:00 CET");
    expect(formatPlaceTime(card.arrivalTime)).toBe("14:00 GMT");
  });

  it("the alert e-mail gives the departure at its airport", async () => {
    const leg = await createNiceLeg({ operator_name: "Alarm Air" });
    await niceWatch("alarm@example.com", "2027-01-15");
    const admin = await db().user.findUniqueOrThrow({ where: { email: ADMIN } });
    await approveEmptyLeg({ id: leg.id, actorId: admin.id });
    expect((await matchLegAlerts(leg.id, "https://jet.example.com")).sent).toBe(1);
    const mail = await db().outboxEmail.findFirstOrThrow({ where: { template: "leg-alert-match", to: "alarm@example.com" } });
    expect(mail.subject).toContain("15.01.2027 13:00 CET");
    expect(mail.text).toContain("Kalkış: 15.01.2027 13:00 CET (kalkış havalimanının yerel saati)");
  });

  it("matches a watch by the departure's day at its airport, not İstanbul's", async () => {
    // 23:30 in Nice on 20 January is already 21 January in İstanbul
    const leg = await createNiceLeg({ operator_name: "Gece Air", departure_datetime: "2027-01-20T23:30", arrival_datetime: "" });
    const watch = await niceWatch("gece@example.com", "2027-01-20");
    const admin = await db().user.findUniqueOrThrow({ where: { email: ADMIN } });
    await approveEmptyLeg({ id: leg.id, actorId: admin.id });
    await matchLegAlerts(leg.id, "https://jet.example.com");
    expect(await db().legAlertDelivery.count({ where: { watchId: watch.id, emptyLegId: leg.id } })).toBe(1);
  });

  it("the staff's broker flights show each departure at its airport with İstanbul's time", async () => {
    const broker = await makeBroker({ name: "Azur Brokers", code: "AZUR" });
    await db().brokerFlight.create({
      data: {
        brokerId: broker.id,
        externalId: "AZ-1",
        departureAirport: "Nice Côte d'Azur (NCE)",
        arrivalAirport: "İstanbul (IST)",
        departureDatetime: new Date("2027-01-15T12:00:00Z"),
      },
    });
    const page = (await run(brokerFlightsRoute, "loader", await signedInRequest(`/admin/broker-flights?broker=${broker.id}`, ADMIN))) as {
      list: { rows: Array<{ externalId: string; departureTime: PlaceTime }> };
    };
    const row = page.list.rows.find((r) => r.externalId === "AZ-1")!;
    expect(formatPlaceAndIstanbul(row.departureTime)).toBe("15.01.2027 13:00 CET (15:00 GMT+3)");
  });
});
