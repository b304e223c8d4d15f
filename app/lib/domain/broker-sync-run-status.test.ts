import { describe, expect, it } from "vitest";
import tr from "#app/locales/tr/brokerSyncRuns";
import {
  BROKER_SYNC_RUN_LOOK,
  BROKER_SYNC_RUN_STATES,
  isAbandonedRun,
  isBrokerSyncRunState,
  isOpenRun,
  RUN_ABANDONED_MS,
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
  it("is an open run queued longer ago than the bound", () => {
    expect(isAbandonedRun({ state: "running", queuedAt: ago(RUN_ABANDONED_MS + 1) }, now)).toBe(true);
    expect(isAbandonedRun({ state: "queued", queuedAt: ago(RUN_ABANDONED_MS + 1) }, now)).toBe(true);
    expect(isAbandonedRun({ state: "running", queuedAt: ago(RUN_ABANDONED_MS - 1000) }, now)).toBe(false);
  });
  it("is never a finished run", () => {
    expect(isAbandonedRun({ state: "succeeded", queuedAt: ago(RUN_ABANDONED_MS * 10) }, now)).toBe(false);
    expect(isAbandonedRun({ state: "failed", queuedAt: ago(RUN_ABANDONED_MS * 10) }, now)).toBe(false);
  });
});
