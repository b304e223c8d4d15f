import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "#app/server/env.server";
import { DEFAULT_BROKER_SYNC_CRON, jobSchedules } from "#app/server/startup.server";

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
    expect(schedulesWith(undefined, "production")).toEqual([{ name: "broker-sync-all", cron: DEFAULT_BROKER_SYNC_CRON }]);
    expect(DEFAULT_BROKER_SYNC_CRON).toBe("*/15 * * * *");
  });

  it("is off when unset in tests, and when set to off", () => {
    expect(schedulesWith(undefined, "test")).toEqual([]);
    expect(schedulesWith("off", "production")).toEqual([]);
  });

  it("takes the configured cron", () => {
    expect(schedulesWith(" 0 * * * * ", "test")).toEqual([{ name: "broker-sync-all", cron: "0 * * * *" }]);
  });
});
