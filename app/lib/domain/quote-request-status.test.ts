import { describe, expect, expectTypeOf, it } from "vitest";
import { QuoteRequestStatus as DbQuoteRequestStatus } from "#app/generated/prisma/enums";
import {
  BROKER_QUOTABLE,
  QUOTE_REQUEST_STATUSES,
  QUOTE_REQUEST_TRANSITIONS,
  canTransition,
  isBrokerQuotable,
  isFinal,
  isQuoteRequestStatus,
  nextStatuses,
  type QuoteRequestStatus,
} from "./quote-request-status";

const ALLOWED = new Set([
  "pending>quoted",
  "pending>accepted",
  "pending>cancelled",
  "quoted>accepted",
  "quoted>cancelled",
  "quoted>pending",
  "accepted>cancelled",
]);

describe("quote request status", () => {
  it("matches the database enum", () => {
    expect([...QUOTE_REQUEST_STATUSES].sort()).toEqual(Object.values(DbQuoteRequestStatus).sort());
    expectTypeOf<QuoteRequestStatus>().toEqualTypeOf<DbQuoteRequestStatus>();
  });

  describe("every from × to pair follows the table", () => {
    for (const from of QUOTE_REQUEST_STATUSES) {
      for (const to of QUOTE_REQUEST_STATUSES) {
        const allowed = ALLOWED.has(`${from}>${to}`);
        it(`${from} → ${to}: ${allowed ? "allowed" : "not allowed"}`, () => {
          expect(canTransition(from, to)).toBe(allowed);
          expect(nextStatuses(from).includes(to)).toBe(allowed);
        });
      }
    }
  });

  it("counts the allowed moves", () => {
    const count = QUOTE_REQUEST_STATUSES.reduce((n, s) => n + nextStatuses(s).length, 0);
    expect(count).toBe(ALLOWED.size);
    expect(Object.keys(QUOTE_REQUEST_TRANSITIONS).sort()).toEqual([...QUOTE_REQUEST_STATUSES].sort());
  });

  it("rejects a sample of moves", () => {
    for (const s of QUOTE_REQUEST_STATUSES) expect(canTransition(s, s)).toBe(false);
    expect(canTransition("accepted", "pending")).toBe(false);
    expect(canTransition("accepted", "quoted")).toBe(false);
    expect(canTransition("cancelled", "pending")).toBe(false);
    expect(canTransition("cancelled", "accepted")).toBe(false);
  });

  it("lists next statuses", () => {
    expect(nextStatuses("pending")).toEqual(["quoted", "accepted", "cancelled"]);
    expect(nextStatuses("quoted")).toEqual(["accepted", "cancelled", "pending"]);
    expect(nextStatuses("accepted")).toEqual(["cancelled"]);
    expect(nextStatuses("cancelled")).toEqual([]);
  });

  it("marks only cancelled as final", () => {
    expect(QUOTE_REQUEST_STATUSES.filter(isFinal)).toEqual(["cancelled"]);
  });

  it("lets brokers quote only on pending or quoted requests", () => {
    expect(BROKER_QUOTABLE).toEqual(["pending", "quoted"]);
    expect(QUOTE_REQUEST_STATUSES.filter(isBrokerQuotable)).toEqual(["pending", "quoted"]);
    expect(isBrokerQuotable("accepted")).toBe(false);
    expect(isBrokerQuotable("cancelled")).toBe(false);
  });

  it("guards unknown values", () => {
    expect(isQuoteRequestStatus("quoted")).toBe(true);
    expect(isQuoteRequestStatus("approved")).toBe(false);
    expect(isQuoteRequestStatus(null)).toBe(false);
  });
});
