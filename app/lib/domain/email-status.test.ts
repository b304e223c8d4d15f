import { describe, expect, it } from "vitest";
import { EmailStatus as DbEmailStatus } from "#app/generated/prisma/enums";
import { EMAIL_STATUSES, EMAIL_STATUS_LOOK, canTransition, isEmailStatus } from "./email-status";

describe("email status", () => {
  it("has exactly the database enum's values", () => {
    expect([...EMAIL_STATUSES].sort()).toEqual(Object.values(DbEmailStatus).sort());
  });

  it("lets a failed e-mail go back to the queue, and nothing leave sent", () => {
    expect(canTransition("failed", "queued")).toBe(true);
    expect(canTransition("queued", "sent")).toBe(true);
    expect(canTransition("sent", "queued")).toBe(false);
    expect(canTransition("queued", "queued")).toBe(false);
    expect(canTransition("failed", "sent")).toBe(false);
  });

  it("recognises only its own values", () => {
    expect(isEmailStatus("failed")).toBe(true);
    expect(isEmailStatus("FAILED")).toBe(false);
    expect(isEmailStatus(null)).toBe(false);
  });

  it("gives every status a label and a tone", () => {
    for (const s of EMAIL_STATUSES) expect(EMAIL_STATUS_LOOK[s].labelKey).toBe(`settings.outbox.statuses.${s}`);
  });
});
