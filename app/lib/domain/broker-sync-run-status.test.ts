import { describe, expect, it } from "vitest";
import tr from "#app/locales/tr/brokerSyncRuns";
import { BROKER_SYNC_RUN_LOOK, BROKER_SYNC_RUN_STATES, isBrokerSyncRunState, isOpenRun } from "./broker-sync-run-status";

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
