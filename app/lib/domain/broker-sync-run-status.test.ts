import { describe, expect, it } from "vitest";
import tr from "#app/locales/tr/brokerSyncRuns";
import {
  BROKER_SYNC_RUN_LOOK,
  BROKER_SYNC_RUN_STATES,
  heartbeatStale,
  isAbandonedRun,
  isBrokerSyncRunState,
  isOpenRun,
  RUN_ABANDONED_MS,
  SYNC_HEARTBEAT_MS,
  SYNC_HEARTBEAT_STALE_MS,
} from "./broker-sync-run-status";

describe("broker sync run state", () => {
  it("counts queued and running runs as open, finished ones not", () => {
    expect(isOpenRun("queued")).toBe(true);
    expect(isOpenRun("running")).toBe(true);
    expect(isOpenRun("succeeded")).toBe(false);
    expect(isOpenRun("failed")).toBe(false);
    expect(isOpenRun(null)).toBe(false);
  });

  it("knows its states only", () => {
    expect(isBrokerSyncRunState("failed")).toBe(true);
    expect(isBrokerSyncRunState("cancelled")).toBe(false);
    expect(isBrokerSyncRunState(3)).toBe(false);
  });

  it("gives every state a look whose label exists in the Turkish texts", () => {
    for (const state of BROKER_SYNC_RUN_STATES) {
      const key = BROKER_SYNC_RUN_LOOK[state].labelKey;
      expect(key).toBe(`brokerSyncRuns.states.${state}`);
      expect(tr.states[state]).toBeTruthy();
    }
    expect(BROKER_SYNC_RUN_LOOK.failed.tone).not.toBe(BROKER_SYNC_RUN_LOOK.succeeded.tone);
  });
});

describe("an abandoned run", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it("is a queued run nobody picked up within the bound", () => {
    expect(isAbandonedRun({ state: "queued", queuedAt: ago(RUN_ABANDONED_MS + 1) }, null, now)).toBe(true);
    expect(isAbandonedRun({ state: "queued", queuedAt: ago(RUN_ABANDONED_MS - 1000) }, null, now)).toBe(false);
  });
  it("is a running run whose broker's heartbeat is stale, however recently it was queued", () => {
    const run = { state: "running", queuedAt: ago(60_000), startedAt: ago(59_000) };
    expect(isAbandonedRun(run, ago(SYNC_HEARTBEAT_STALE_MS + 1), now)).toBe(true);
    expect(isAbandonedRun(run, ago(SYNC_HEARTBEAT_STALE_MS - 1000), now)).toBe(false);
    expect(isAbandonedRun(run, ago(SYNC_HEARTBEAT_MS), now)).toBe(false);
  });
  it("is judged by its own beat when it has one: the broker's is null between two claims of a live run", () => {
    const run = { state: "running", queuedAt: ago(60_000), startedAt: ago(59_000), heartbeatAt: ago(SYNC_HEARTBEAT_MS) };
    expect(isAbandonedRun(run, null, now)).toBe(false);
    expect(isAbandonedRun({ ...run, heartbeatAt: ago(SYNC_HEARTBEAT_STALE_MS + 1) }, ago(1_000), now)).toBe(true);
  });
  it("reads the start as the beat before the first one, so a run that just started is alive", () => {
    expect(isAbandonedRun({ state: "running", queuedAt: ago(5_000), startedAt: ago(1_000) }, null, now)).toBe(false);
    expect(isAbandonedRun({ state: "running", queuedAt: ago(90_000), startedAt: ago(SYNC_HEARTBEAT_STALE_MS + 1) }, null, now)).toBe(true);
  });
  it("is never a finished run", () => {
    expect(isAbandonedRun({ state: "succeeded", queuedAt: ago(RUN_ABANDONED_MS * 10) }, null, now)).toBe(false);
    expect(isAbandonedRun({ state: "failed", queuedAt: ago(RUN_ABANDONED_MS * 10) }, null, now)).toBe(false);
  });
  it("beats well within the stale bound", () => {
    expect(SYNC_HEARTBEAT_MS * 3).toBeLessThanOrEqual(SYNC_HEARTBEAT_STALE_MS);
    expect(heartbeatStale(ago(SYNC_HEARTBEAT_MS), null, now)).toBe(false);
  });
});
