import { describe, expect, it } from "vitest";
import {
  MANIFEST_DEADLINE_HOURS,
  birthYearOnly,
  customerMayEditManifest,
  documentExpiresTooSoon,
  manifestComplete,
  manifestDeadline,
  manifestLimit,
  maskDocumentNumber,
  purgeCutoff,
} from "./manifest";

const departure = new Date("2027-03-10T09:00:00Z");

describe("the customer's deadline", () => {
  it("is a fixed number of hours before departure", () => {
    expect(MANIFEST_DEADLINE_HOURS).toBe(24);
    expect(manifestDeadline(departure).toISOString()).toBe("2027-03-09T09:00:00.000Z");
  });

  it("lets the customer edit up to the deadline itself, not a millisecond after", () => {
    expect(customerMayEditManifest(departure, new Date("2027-03-01T00:00:00Z"))).toBe(true);
    expect(customerMayEditManifest(departure, new Date("2027-03-09T09:00:00.000Z"))).toBe(true);
    expect(customerMayEditManifest(departure, new Date("2027-03-09T09:00:00.001Z"))).toBe(false);
    expect(customerMayEditManifest(departure, new Date("2027-03-10T10:00:00Z"))).toBe(false);
  });
});

describe("how many passengers", () => {
  it("never more than the reservation's count nor the jet's seats", () => {
    expect(manifestLimit(4, 8)).toBe(4);
    expect(manifestLimit(10, 8)).toBe(8);
    expect(manifestLimit(3, null)).toBe(3);
  });

  it("is complete once every passenger is named", () => {
    expect(manifestComplete(0, 2)).toBe(false);
    expect(manifestComplete(1, 2)).toBe(false);
    expect(manifestComplete(2, 2)).toBe(true);
  });
});

describe("documents that run out before the trip ends", () => {
  it("flags an expiry before the day of the return, in Istanbul; the day itself is still valid", () => {
    // 22:30 UTC on the 14th is already the 15th in Istanbul
    const end = new Date("2027-03-14T22:30:00Z");
    expect(documentExpiresTooSoon("2027-03-14", end)).toBe(true);
    expect(documentExpiresTooSoon("2027-03-15", end)).toBe(false);
    expect(documentExpiresTooSoon("2030-01-01", end)).toBe(false);
    expect(documentExpiresTooSoon(null, end)).toBe(false);
  });
});

describe("masking", () => {
  it("shows the last four characters of a document number, nothing of a short one", () => {
    expect(maskDocumentNumber("U12341234")).toBe("•••••1234");
    expect(maskDocumentNumber("A1B2C3D4E5")).toBe("•••••D4E5");
    expect(maskDocumentNumber("123456")).toBe("•••••");
    expect(maskDocumentNumber(null)).toBeNull();
  });

  it("shows the birth year only", () => {
    expect(birthYearOnly("1984-07-21")).toBe("1984");
    expect(birthYearOnly(null)).toBeNull();
    expect(birthYearOnly("garbage")).toBeNull();
  });
});

describe("the purge", () => {
  it("reaches flights that ended more than 30 days ago", () => {
    expect(purgeCutoff(new Date("2027-04-30T12:00:00Z")).toISOString()).toBe("2027-03-31T12:00:00.000Z");
  });
});
