import { describe, expect, it } from "vitest";
import { consentChanges, consentGranted, latestConsent, type ConsentRecordLike } from "./consent";

const at = (iso: string) => new Date(iso);
const rec = (id: number, action: ConsentRecordLike["action"], iso: string): ConsentRecordLike => ({ id, action, createdAt: at(iso) });

describe("the current state of a consent", () => {
  it("is nothing without records", () => {
    expect(latestConsent([])).toBeNull();
    expect(consentGranted([])).toBe(false);
  });

  it("is the latest record by time, whatever the order they are read in", () => {
    const granted = rec(1, "granted", "2026-11-01T10:00:00Z");
    const withdrawn = rec(2, "withdrawn", "2026-11-02T10:00:00Z");
    expect(consentGranted([granted, withdrawn])).toBe(false);
    expect(consentGranted([withdrawn, granted])).toBe(false);
    const regranted = rec(3, "granted", "2026-11-03T10:00:00Z");
    expect(consentGranted([regranted, granted, withdrawn])).toBe(true);
    expect(latestConsent([granted, regranted, withdrawn])).toBe(regranted);
  });

  it("goes by time before number: an older record with a higher number does not win", () => {
    const late = rec(1, "withdrawn", "2026-11-05T10:00:00Z");
    const early = rec(9, "granted", "2026-11-04T10:00:00Z");
    expect(consentGranted([early, late])).toBe(false);
  });

  it("breaks a tie in the same millisecond by the record's number", () => {
    const a = rec(7, "granted", "2026-11-05T10:00:00Z");
    const b = rec(8, "withdrawn", "2026-11-05T10:00:00Z");
    expect(latestConsent([b, a])).toBe(b);
    expect(consentGranted([a, { ...b, id: 6 }])).toBe(true);
    expect(
      latestConsent([
        { ...a, id: 10n },
        { ...b, id: 9n },
      ])?.action,
    ).toBe("granted");
  });
});

describe("whether a new record changes the state", () => {
  it("a first grant does, a first withdrawal does not", () => {
    expect(consentChanges(null, "granted", "v1")).toBe(true);
    expect(consentChanges(null, "withdrawn", "v1")).toBe(false);
  });

  it("the other action does, the same one does not", () => {
    expect(consentChanges({ action: "granted", textVersion: "v1" }, "withdrawn", "v1")).toBe(true);
    expect(consentChanges({ action: "withdrawn", textVersion: "v1" }, "granted", "v1")).toBe(true);
    expect(consentChanges({ action: "granted", textVersion: "v1" }, "granted", "v1")).toBe(false);
    expect(consentChanges({ action: "withdrawn", textVersion: "v1" }, "withdrawn", "v2")).toBe(false);
  });

  it("a grant of a new text version does", () => {
    expect(consentChanges({ action: "granted", textVersion: "v1" }, "granted", "v2")).toBe(true);
  });
});
