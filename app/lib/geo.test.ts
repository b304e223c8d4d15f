import { describe, expect, it } from "vitest";
import { greatCircleKm, kmToNauticalMiles, nauticalMilesToKm, type LatLng } from "./geo";

// Airport reference points (OurAirports coordinates, as in app/data/airports.json).
const IST: LatLng = { latitude: 41.261297, longitude: 28.741951 };
const ESB: LatLng = { latitude: 40.128101, longitude: 32.995098 };
const AYT: LatLng = { latitude: 36.898701, longitude: 30.800501 };
const LHR: LatLng = { latitude: 51.4706, longitude: -0.461941 };
const CDG: LatLng = { latitude: 49.012798, longitude: 2.55 };
const RUH: LatLng = { latitude: 24.9576, longitude: 46.698799 };
const DXB: LatLng = { latitude: 25.2528, longitude: 55.364399 };

/** Independent check: spherical law of cosines on the same 6371 km sphere, unrounded. */
function lawOfCosinesKm(a: LatLng, b: LatLng): number {
  const r = Math.PI / 180;
  const cosAngle =
    Math.sin(a.latitude * r) * Math.sin(b.latitude * r) +
    Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.cos((b.longitude - a.longitude) * r);
  return 6371 * Math.acos(Math.min(1, Math.max(-1, cosAngle)));
}

describe("greatCircleKm", () => {
  it("gives about 2,500 km from Istanbul to London Heathrow", () => {
    const km = greatCircleKm(IST, LHR);
    expect(Math.abs(km - 2500) / 2500).toBeLessThan(0.01);
  });

  it("agrees with the spherical law of cosines", () => {
    const pairs: Array<[LatLng, LatLng]> = [
      [IST, ESB],
      [IST, LHR],
      [LHR, CDG],
      [AYT, IST],
      [RUH, IST],
      [IST, DXB],
    ];
    for (const [a, b] of pairs) {
      const expected = lawOfCosinesKm(a, b);
      expect(Number.isInteger(greatCircleKm(a, b))).toBe(true);
      expect(Math.abs(greatCircleKm(a, b) - expected)).toBeLessThanOrEqual(0.5 + 1e-6);
    }
  });

  it("matches published airport distances within 1 %", () => {
    // Published great-circle distances (airmilescalculator.com, ellipsoidal model).
    const published: Array<[LatLng, LatLng, number]> = [
      [IST, ESB, 381],
      [LHR, CDG, 348],
      [AYT, IST, 516],
      [RUH, IST, 2455],
    ];
    for (const [a, b, km] of published) {
      expect(Math.abs(greatCircleKm(a, b) - km) / km).toBeLessThan(0.01);
    }
  });

  it("is symmetric", () => {
    expect(greatCircleKm(IST, LHR)).toBe(greatCircleKm(LHR, IST));
    expect(greatCircleKm(ESB, DXB)).toBe(greatCircleKm(DXB, ESB));
  });

  it("is zero for the same point", () => {
    expect(greatCircleKm(IST, IST)).toBe(0);
    expect(greatCircleKm(LHR, { ...LHR })).toBe(0);
  });

  it("handles a quarter of the equator and the antimeridian", () => {
    // A quarter of a great circle on a 6371 km sphere is 6371 * π / 2 ≈ 10,007.5 km.
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBe(10008);
    // Two degrees of longitude across 180°, not 358.
    expect(greatCircleKm({ latitude: 0, longitude: 179 }, { latitude: 0, longitude: -179 })).toBe(222);
    // Antipodes: half a great circle.
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBe(Math.round(6371 * Math.PI));
  });
});

describe("nautical miles", () => {
  it("uses 1 NM = 1.852 km", () => {
    expect(nauticalMilesToKm(1)).toBe(1.852);
    expect(nauticalMilesToKm(100)).toBeCloseTo(185.2, 10);
    expect(kmToNauticalMiles(1.852)).toBe(1);
    expect(kmToNauticalMiles(370.4)).toBeCloseTo(200, 10);
  });

  it("round-trips", () => {
    for (const km of [0, 1, 347, 2489, 12345.6]) {
      expect(nauticalMilesToKm(kmToNauticalMiles(km))).toBeCloseTo(km, 9);
    }
  });
});
