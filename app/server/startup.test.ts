import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "#app/server/platform/env.server";
import { EMAIL_SWEEP_CRON } from "#app/server/platform/mail/delivery.server";
import {
  DEFAULT_BROKER_SYNC_CRON,
  jobSchedules,
  LEG_WATCH_CLEANUP_CRON,
  MANIFEST_PURGE_CRON,
  OPTION_EXPIRY_CRON,
  OPTION_REMINDER_CRON,
} from "#app/server/startup.server";

/** BROKER_SYNC_CRON (decision 022): unset → every 15 minutes, but off under NODE_ENV=test; "off" → never. */
const saved = { cron: process.env.BROKER_SYNC_CRON, nodeEnv: process.env.NODE_ENV };

afterEach(() => {
  if (saved.cron === undefined) delete process.env.BROKER_SYNC_CRON;
  else process.env.BROKER_SYNC_CRON = saved.cron;
  process.env.NODE_ENV = saved.nodeEnv;
  resetEnv();
});

function schedulesWith(cron: string | undefined, nodeEnv: string) {
  if (cron === undefined) delete process.env.BROKER_SYNC_CRON;
  else process.env.BROKER_SYNC_CRON = cron;
  process.env.NODE_ENV = nodeEnv;
  resetEnv();
  return jobSchedules();
}

describe("the broker sync schedule", () => {
  it("runs every 15 minutes when unset, outside tests", () => {
    expect(schedulesWith(undefined, "production")).toEqual([
      { name: "broker-sync-all", cron: DEFAULT_BROKER_SYNC_CRON },
      { name: "leg-watches-cleanup", cron: LEG_WATCH_CLEANUP_CRON },
      { name: "email-outbox-sweep", cron: EMAIL_SWEEP_CRON },
      { name: "option-expiry", cron: OPTION_EXPIRY_CRON },
      { name: "manifest-purge", cron: MANIFEST_PURGE_CRON },
      { name: "option-reminder", cron: OPTION_REMINDER_CRON },
    ]);
    expect(DEFAULT_BROKER_SYNC_CRON).toBe("*/15 * * * *");
  });

  it("is off when unset in tests, and when set to off", () => {
    expect(schedulesWith(undefined, "test")).toEqual([]);
    expect(schedulesWith("off", "production")).toEqual([
      { name: "leg-watches-cleanup", cron: LEG_WATCH_CLEANUP_CRON },
      { name: "email-outbox-sweep", cron: EMAIL_SWEEP_CRON },
      { name: "option-expiry", cron: OPTION_EXPIRY_CRON },
      { name: "manifest-purge", cron: MANIFEST_PURGE_CRON },
      { name: "option-reminder", cron: OPTION_REMINDER_CRON },
    ]);
  });

  it("takes the configured cron", () => {
    expect(schedulesWith(" 0 * * * * ", "test")).toEqual([{ name: "broker-sync-all", cron: "0 * * * *" }]);
  });
});

describe("the clean-up of unconfirmed guest watches", () => {
  it("runs daily at 04:15 outside tests, and not in tests", () => {
    expect(LEG_WATCH_CLEANUP_CRON).toBe("15 4 * * *");
    expect(schedulesWith(undefined, "development").map((s) => s.name)).toContain("leg-watches-cleanup");
    expect(schedulesWith(undefined, "test").map((s) => s.name)).not.toContain("leg-watches-cleanup");
  });
});

describe("the sweep of e-mails waiting for delivery (decision 037)", () => {
  it("runs every 10 minutes outside tests, and not in tests", () => {
    expect(EMAIL_SWEEP_CRON).toBe("*/10 * * * *");
    expect(schedulesWith(undefined, "production").map((s) => s.name)).toContain("email-outbox-sweep");
    expect(schedulesWith(undefined, "test").map((s) => s.name)).not.toContain("email-outbox-sweep");
  });
});

describe("the sweep of expired options (decision 042)", () => {
  it("runs every 5 minutes outside tests, and not in tests (they run the queue themselves)", () => {
    expect(OPTION_EXPIRY_CRON).toBe("*/5 * * * *");
    expect(schedulesWith(undefined, "production").map((s) => s.name)).toContain("option-expiry");
    expect(schedulesWith(undefined, "test").map((s) => s.name)).not.toContain("option-expiry");
  });
});

describe("the purge of ended flights' passenger documents (decision 053)", () => {
  it("runs daily outside tests, and not in tests (they run the purge themselves)", () => {
    expect(MANIFEST_PURGE_CRON).toBe("30 3 * * *");
    expect(schedulesWith(undefined, "production").map((s) => s.name)).toContain("manifest-purge");
    expect(schedulesWith(undefined, "test").map((s) => s.name)).not.toContain("manifest-purge");
  });
});
