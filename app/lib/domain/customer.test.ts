import { describe, expect, expectTypeOf, it } from "vitest";
import { CustomerSegment as DbCustomerSegment } from "#app/generated/prisma/enums";
import tr from "#app/locales/tr";
import {
  CUSTOMER_SEGMENTS,
  CUSTOMER_SORTS,
  DEFAULT_CUSTOMER_SEGMENT,
  DEFAULT_CUSTOMER_SORT,
  isCustomerSegment,
  kycLook,
  segmentLabelKey,
  type CustomerSegment,
} from "./customer";

function text(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tr);
}

describe("customer segments", () => {
  it("match the database enum", () => {
    expect([...CUSTOMER_SEGMENTS].sort()).toEqual(Object.values(DbCustomerSegment).sort());
    expectTypeOf<CustomerSegment>().toEqualTypeOf<DbCustomerSegment>();
  });

  it("default to individual (spec §9)", () => {
    expect(DEFAULT_CUSTOMER_SEGMENT).toBe("individual");
  });

  it("accept only the four values", () => {
    for (const s of CUSTOMER_SEGMENTS) expect(isCustomerSegment(s)).toBe(true);
    for (const s of ["", "VIP", "Individual", "admin", null, undefined, 1]) expect(isCustomerSegment(s)).toBe(false);
  });

  it("each have a Turkish name", () => {
    for (const s of CUSTOMER_SEGMENTS) expect(typeof text(segmentLabelKey(s))).toBe("string");
    expect(text(segmentLabelKey("corporate"))).toBe("Kurumsal");
  });
});

describe("KYC look", () => {
  it("says 'KYC Onaylı' when approved and 'KYC Bekliyor' when not (spec §2.9)", () => {
    expect(text(kycLook(true).labelKey)).toBe("KYC Onaylı");
    expect(text(kycLook(false).labelKey)).toBe("KYC Bekliyor");
    expect(kycLook(true).tone).not.toBe(kycLook(false).tone);
  });
});

describe("customer list orders", () => {
  it("default to newest first and are distinct", () => {
    expect(CUSTOMER_SORTS).toContain(DEFAULT_CUSTOMER_SORT);
    expect(DEFAULT_CUSTOMER_SORT).toBe("newest");
    expect(new Set(CUSTOMER_SORTS).size).toBe(CUSTOMER_SORTS.length);
  });
});
