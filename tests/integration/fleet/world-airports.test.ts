import { beforeAll, describe, expect, it } from "vitest";
import { AIRPORT_CITIES } from "#app/lib/airports";
import { airportLabel, airportsWithin, findAirportByCode, resolveAirport, searchAirports } from "#app/server/fleet/airports.server";
import * as apiRoute from "#app/routes/api/airports";
import { db } from "#app/server/platform/db/client.server";
import { createTestUser, run, signedInRequest, statusOf, BASE } from "../../support/auth";
import { seedAirports } from "#app/server/seed/airports.server";
import { makeRoleAccounts } from "../../support/factories";

/**
 * The world's airports (decision 026) as the migration loads them: look-up by code, folded search, the
 * airports within a radius, the resolution of typed text, and every demo leg resolved to its airports.
 */
beforeAll(async () => {
  await seedAirports(db());
  await makeRoleAccounts();
});

describe("world airports", () => {
  it("holds thousands of airports, Istanbul's three and the Riviera's among them", async () => {
    expect(await db().worldAirport.count()).toBeGreaterThan(5_000);
    for (const [code, iata] of [
      ["LTFM", "IST"],
      ["LTFJ", "SAW"],
      ["LTBA", "ISL"],
      ["LFMN", "NCE"],
      ["LFMD", "CEQ"],
    ]) {
      expect((await findAirportByCode(code))?.iata, code).toBe(iata);
      expect((await findAirportByCode(iata!.toLowerCase()))?.code, iata).toBe(code);
    }
    expect(await findAirportByCode("ZZZZ")).toBeNull();
    expect(await findAirportByCode("IST'; --")).toBeNull();
    expect(await findAirportByCode("")).toBeNull();
  });

  it("has every selectable city's airport, so a route's cities resolve too", async () => {
    const codes = AIRPORT_CITIES.map((c) => c.icao);
    const found = await db().worldAirport.findMany({ where: { code: { in: codes } }, select: { code: true } });
    expect(found.map((f) => f.code.trim()).sort()).toEqual([...codes].sort());
  });

  it("finds airports by city, name, IATA or ICAO, folding Turkish letters, an exact code first", async () => {
    const istanbul = (await searchAirports("istanbul")).map((a) => a.code);
    expect(istanbul).toEqual(expect.arrayContaining(["LTFM", "LTFJ", "LTBA"]));
    expect((await searchAirports("İSTANBUL")).map((a) => a.code)).toEqual(istanbul);
    expect((await searchAirports("gokcen")).map((a) => a.code)).toContain("LTFJ");
    expect((await searchAirports("SAW"))[0]?.code).toBe("LTFJ");
    expect((await searchAirports("lfmd"))[0]?.code).toBe("LFMD");
    expect((await searchAirports("cannes")).map((a) => a.code)).toContain("LFMD");
    expect(await searchAirports("")).toEqual([]);
    expect(await searchAirports("%")).toEqual([]);
    expect((await searchAirports("a", 10)).length).toBe(10);
  });

  it("lists the airports within a radius, nearest first", async () => {
    const ist = (await findAirportByCode("LTFM"))!;
    const near = await airportsWithin(ist, 80);
    expect(near[0]).toMatchObject({ code: "LTFM", distanceKm: 0 });
    expect(near.map((a) => a.code)).toContain("LTBA");
    // Sabiha Gökçen lies 0.36° south and 0.57° east of Istanbul Airport: about 40 km by 48 km, some 62 km
    const saw = near.find((a) => a.code === "LTFJ");
    expect(saw?.distanceKm).toBeGreaterThan(55);
    expect(saw?.distanceKm).toBeLessThan(70);
    expect((await airportsWithin(ist, 40)).map((a) => a.code)).not.toContain("LTFJ");
    const distances = near.map((a) => a.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("resolves what a person typed: a code, a label, one match, several, or nothing", async () => {
    expect(await resolveAirport("SAW")).toMatchObject({ kind: "found", airport: { code: "LTFJ" } });
    expect(await resolveAirport(" ltfj ")).toMatchObject({ kind: "found", airport: { code: "LTFJ" } });
    const saw = (await findAirportByCode("SAW"))!;
    expect(await resolveAirport(airportLabel(saw))).toMatchObject({ kind: "found", airport: { code: "LTFJ" } });
    expect(await resolveAirport("Cannes-Mandelieu")).toMatchObject({ kind: "found", airport: { code: "LFMD" } });
    const istanbul = await resolveAirport("istanbul");
    expect(istanbul.kind).toBe("ambiguous");
    if (istanbul.kind === "ambiguous") {
      expect(istanbul.candidates.length).toBeLessThanOrEqual(5);
      expect(istanbul.candidates.map((c) => c.code)).toEqual(expect.arrayContaining(["LTFM", "LTFJ"]));
    }
    expect(await resolveAirport("xyzzy airport")).toEqual({ kind: "unknown" });
    expect(await resolveAirport("")).toEqual({ kind: "unknown" });
  });
});

describe("/api/airports", () => {
  const api = async (q: string, email: string | null = "broker@ufukjet.test") => {
    const path = `/api/airports?q=${encodeURIComponent(q)}`;
    const request = email ? await signedInRequest(path, email) : new Request(new URL(path, BASE));
    return run(apiRoute, "loader", request);
  };
  const body = (result: unknown) =>
    (result as { data: { airports: Array<{ code: string; iata: string | null; name: string }> } }).data.airports;

  it("answers at most ten airports for a broker, a customer and staff", async () => {
    expect(body(await api("saw"))[0]).toMatchObject({ code: "LTFJ", iata: "SAW", timeZone: "Europe/Istanbul" });
    // each with its zone, which names the clock of a leg form's times (decision 043)
    expect(body(await api("nce"))[0]).toMatchObject({ code: "LFMN", iata: "NCE", timeZone: "Europe/Paris" });
    expect(body(await api("istanbul", "musteri@ufukjet.test")).map((a) => a.code)).toEqual(expect.arrayContaining(["LTFM", "LTFJ"]));
    expect(body(await api("a", "admin@ufukjet.test"))).toEqual([]);
    expect(body(await api("airport", "operasyon@ufukjet.test")).length).toBe(10);
    for (const odd of ["", "%", "\\", "'; --", "x".repeat(500), "\u0000"]) expect(body(await api(odd)), odd).toBeInstanceOf(Array);
  });

  it("answers a guest too (the alert sign-up), limited per address", async () => {
    expect(body(await api("saw", null))[0]).toMatchObject({ code: "LTFJ", label: "Istanbul Sabiha Gökçen International Airport (SAW)" });
  });

  it("holds each user to 120 look-ups a minute", async () => {
    await createTestUser({ email: "cok.arayan@example.com", role: "broker", brokerId: (await db().broker.findFirstOrThrow()).id });
    const answers = [];
    for (let i = 0; i < 122; i++) answers.push(statusOf(await api("ni", "cok.arayan@example.com")));
    expect(answers.filter((s) => s === 429)).toHaveLength(2);
  });
});
