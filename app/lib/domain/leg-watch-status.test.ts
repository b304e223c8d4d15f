import { describe, expect, it } from "vitest";
import { canTransition, isLegWatchStatus, LEG_WATCH_STATUS_LOOK, LEG_WATCH_STATUSES, matches } from "./leg-watch-status";

describe("leg watch status", () => {
  it("moves pending → active → unsubscribed and never back", () => {
    expect(canTransition("pending", "active")).toBe(true);
    expect(canTransition("active", "unsubscribed")).toBe(true);
    expect(canTransition("pending", "unsubscribed")).toBe(false);
    expect(canTransition("unsubscribed", "active")).toBe(false);
    expect(canTransition("active", "pending")).toBe(false);
  });

  it("lets only an active watch match", () => {
    expect(LEG_WATCH_STATUSES.filter(matches)).toEqual(["active"]);
  });

  it("knows its values and has a look for each", () => {
    expect(isLegWatchStatus("active")).toBe(true);
    expect(isLegWatchStatus("confirmed")).toBe(false);
    for (const s of LEG_WATCH_STATUSES) expect(LEG_WATCH_STATUS_LOOK[s].labelKey).toBe(`legAlerts.statuses.${s}`);
  });
});
