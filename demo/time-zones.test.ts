import { describe, expect, it } from "vitest";
import { cityTimeZone } from "#app/lib/airports";
import { LEGS } from "./data/empty-legs";
import { JETS } from "./data/fleet";
import { REQUESTS } from "./data/requests";
import { RESERVATIONS } from "./data/reservations";
import { ROUTES } from "./data/routes";

/**
 * Every airport the demo data names (routes, reservations, quote requests, empty legs, jets' home bases; the
 * watches use İstanbul, Nice and Londra) has a time zone the runtime knows (decision 043).
 */
const ZONES = new Set(Intl.supportedValuesOf("timeZone"));

const named: Array<[where: string, city: string]> = [
  ...ROUTES.flatMap(([from, to]): Array<[string, string]> => [
    ["route", from],
    ["route", to],
  ]),
  ...RESERVATIONS.flatMap((r): Array<[string, string]> => [
    ["reservation", r.from],
    ["reservation", r.to],
  ]),
  ...REQUESTS.flatMap((r): Array<[string, string]> => [
    ["request", r.from],
    ["request", r.to],
  ]),
  ...LEGS.flatMap((l): Array<[string, string]> => [
    [`leg ${l.key}`, l.from],
    [`leg ${l.key}`, l.to],
  ]),
  ...JETS.map((j): [string, string] => [`jet ${j.model}`, j.homeBase]),
  ["watch", "İstanbul"],
  ["watch", "Nice"],
  ["watch", "Londra"],
];

describe("the demo data's airports", () => {
  it("name many cities", () => {
    expect(new Set(named.map(([, city]) => city)).size).toBeGreaterThan(10);
  });

  it("each have a valid IANA time zone", () => {
    for (const [where, city] of named) {
      const zone = cityTimeZone(city);
      expect(zone, `${where}: ${city}`).not.toBeNull();
      expect(ZONES.has(zone!), `${where}: ${city} → ${zone}`).toBe(true);
    }
  });

  it("put the demo's foreign cities in their own zones", () => {
    expect(cityTimeZone("Londra")).toBe("Europe/London");
    expect(cityTimeZone("Nice")).toBe("Europe/Paris");
    expect(cityTimeZone("Dubai")).toBe("Asia/Dubai");
    expect(cityTimeZone("Bodrum")).toBe("Europe/Istanbul");
  });
});
