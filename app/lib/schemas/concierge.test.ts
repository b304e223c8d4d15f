import { describe, expect, it } from "vitest";
import { CONCIERGE_BODY_MAX, conciergeBody, customerConciergeSchema, staffConciergeSchema } from "#app/lib/schemas/concierge";

const body = conciergeBody();
const error = (value: unknown) => {
  const r = body.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe("concierge message body", () => {
  it("trims and keeps inner line breaks, turning CRLF into LF", () => {
    expect(body.parse("  Merhaba\r\n\r\nİstanbul → Nice  ")).toBe("Merhaba\n\nİstanbul → Nice");
  });

  it("accepts 1 and exactly 2000 characters and refuses 2001", () => {
    expect(body.parse("a")).toBe("a");
    expect(body.parse("ş".repeat(CONCIERGE_BODY_MAX))).toHaveLength(CONCIERGE_BODY_MAX);
    expect(error("a".repeat(CONCIERGE_BODY_MAX + 1))).toBe("concierge.validation.bodyTooLong");
    // surrounding spaces do not count against the limit
    expect(body.parse(` ${"a".repeat(CONCIERGE_BODY_MAX)} `)).toHaveLength(CONCIERGE_BODY_MAX);
  });

  it("refuses empty, blank and missing bodies", () => {
    expect(error("")).toBe("concierge.validation.bodyRequired");
    expect(error(" \n\t ")).toBe("concierge.validation.bodyRequired");
    expect(error(undefined)).toBe("concierge.validation.bodyRequired");
    expect(error(42)).toBe("concierge.validation.bodyRequired");
  });

  it("refuses NUL and other control characters but keeps tabs", () => {
    expect(error("a\u0000b")).toBe("concierge.validation.bodyInvalid");
    expect(error("a\u0007b")).toBe("concierge.validation.bodyInvalid");
    expect(error("a\u007fb")).toBe("concierge.validation.bodyInvalid");
    expect(body.parse("a\tb")).toBe("a\tb");
  });
});

describe("concierge forms", () => {
  it("the customer form only knows the send intent", () => {
    expect(customerConciergeSchema.safeParse({ intent: "send", body: "x" }).success).toBe(true);
    expect(customerConciergeSchema.safeParse({ intent: "reply", body: "x" }).success).toBe(false);
  });

  it("assign takes a staff id (lower-cased) or nobody", () => {
    expect(staffConciergeSchema.parse({ intent: "assign", assigned_staff_id: "0190A3B4-0000-4000-8000-00000000000A" })).toEqual({
      intent: "assign",
      assigned_staff_id: "0190a3b4-0000-4000-8000-00000000000a",
    });
    expect(staffConciergeSchema.parse({ intent: "assign" })).toEqual({ intent: "assign", assigned_staff_id: null });
    expect(staffConciergeSchema.safeParse({ intent: "assign", assigned_staff_id: "admin" }).success).toBe(false);
    expect(staffConciergeSchema.parse({ intent: "reply", body: " Tamam " })).toEqual({ intent: "reply", body: "Tamam" });
  });
});
