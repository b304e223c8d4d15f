import { describe, expect, it } from "vitest";
import { cancelFlightSchema, changeRequestSchema, CHANGE_MESSAGE_MAX, resolveRequestSchema } from "./customer-flight";

const KEY = "0b6f2f0e-3c1d-4c55-9b1e-2f8a7d6c5b4a";

describe("cancelFlightSchema", () => {
  it("accepts a confirmed cancel with an optional reason, trimmed", () => {
    const ok = cancelFlightSchema.safeParse({
      intent: "cancel",
      request_key: KEY.toUpperCase(),
      status: "draft",
      confirm: "yes",
      reason: "  Plan değişti  ",
    });
    expect(ok.success && ok.data).toEqual({ intent: "cancel", request_key: KEY, status: "draft", confirm: "yes", reason: "Plan değişti" });
    expect(cancelFlightSchema.safeParse({ intent: "cancel", request_key: KEY, status: "confirmed", confirm: "yes" }).success).toBe(true);
  });

  it("refuses a missing confirmation, an unknown status, a bad key and a reason with control characters", () => {
    const base = { intent: "cancel", request_key: KEY, status: "draft", confirm: "yes" };
    expect(cancelFlightSchema.safeParse({ ...base, confirm: undefined }).success).toBe(false);
    expect(cancelFlightSchema.safeParse({ ...base, status: "pending" }).success).toBe(false);
    expect(cancelFlightSchema.safeParse({ ...base, request_key: "abc" }).success).toBe(false);
    expect(cancelFlightSchema.safeParse({ ...base, reason: "a\u0001b" }).success).toBe(false);
    expect(cancelFlightSchema.safeParse({ ...base, reason: "a".repeat(1001) }).success).toBe(false);
  });
});

describe("changeRequestSchema", () => {
  it("needs 10 to 2000 characters after trimming, line breaks allowed", () => {
    const base = { intent: "request-change", request_key: KEY };
    expect(changeRequestSchema.safeParse({ ...base, message: "Saat 10:00\nolsun lütfen" }).success).toBe(true);
    expect(changeRequestSchema.safeParse({ ...base, message: "  123456789  " }).success).toBe(false);
    expect(changeRequestSchema.safeParse({ ...base, message: "a".repeat(CHANGE_MESSAGE_MAX) }).success).toBe(true);
    expect(changeRequestSchema.safeParse({ ...base, message: "a".repeat(CHANGE_MESSAGE_MAX + 1) }).success).toBe(false);
    expect(changeRequestSchema.safeParse({ ...base, message: "Zil sesi\u0007 olmasın" }).success).toBe(false);
  });
});

describe("resolveRequestSchema", () => {
  it("takes a request id", () => {
    expect(resolveRequestSchema.safeParse({ intent: "resolve", request_id: KEY }).success).toBe(true);
    expect(resolveRequestSchema.safeParse({ intent: "resolve", request_id: "1" }).success).toBe(false);
  });
});
