import { describe, expect, it } from "vitest";
import { phoneForStorage, recordVersion } from "./fields";

describe("recordVersion (the updatedAt an edit form was opened on)", () => {
  it("accepts an ISO instant and gives the same instant back", () => {
    const at = new Date("2026-11-23T10:15:30.123Z");
    const parsed = recordVersion().safeParse(at.toISOString());
    expect(parsed.success && parsed.data.getTime()).toBe(at.getTime());
  });

  it.each([
    "",
    "yesterday",
    "2026-11-23",
    "2026-11-23T10:15:30",
    "2026-13-40T10:15:30Z",
    "2026-11-23T10:15:30.123+03:00",
    " 2026-11-23T10:15:30Z",
  ])("refuses %j with the stale-form message", (raw) => {
    const parsed = recordVersion().safeParse(raw);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("validation.staleForm");
  });

  it("refuses a missing value", () => {
    expect(recordVersion().safeParse(undefined).error?.issues[0]?.message).toBe("validation.staleForm");
  });
});

describe("phoneForStorage", () => {
  it("collapses runs of spaces, trims, and stores an empty number as null", () => {
    expect(phoneForStorage(" +90  532\t111 22  33 ")).toBe("+90 532 111 22 33");
    expect(phoneForStorage("0532-111-22-33")).toBe("0532-111-22-33");
    expect(phoneForStorage("   ")).toBeNull();
    expect(phoneForStorage("")).toBeNull();
    expect(phoneForStorage(undefined)).toBeNull();
    expect(phoneForStorage(null)).toBeNull();
  });
});
