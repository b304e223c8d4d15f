import { describe, expect, it } from "vitest";
import {
  ADMIN_ACTIONS,
  ADMIN_ACTION_RESULT,
  EMPTY_LEG_ADMIN_ACTIONS,
  EMPTY_LEG_STATES,
  EMPTY_LEG_TRANSITIONS,
  allowedAdminActions,
  canAdminAct,
  canBrokerDelete,
  canBrokerEdit,
  canTransition,
  emptyLegState,
  isEmptyLegState,
  isFinal,
  isPubliclyListed,
  nextStatuses,
} from "./empty-leg-status";

const ALLOWED = new Set(["pending>published", "pending>deleted", "published>pending"]);

const ADMIN_ALLOWED = new Set(["pending:approve", "pending:reject", "published:withdraw"]);

const pending = { approved: false };
const published = { approved: true };

describe("empty leg states", () => {
  it("maps the approved flag to a state", () => {
    expect(emptyLegState(pending)).toBe("pending");
    expect(emptyLegState(published)).toBe("published");
  });

  describe("every from × to pair follows the table", () => {
    for (const from of EMPTY_LEG_STATES) {
      for (const to of EMPTY_LEG_STATES) {
        const allowed = ALLOWED.has(`${from}>${to}`);
        it(`${from} → ${to}: ${allowed ? "allowed" : "not allowed"}`, () => {
          expect(canTransition(from, to)).toBe(allowed);
          expect(nextStatuses(from).includes(to)).toBe(allowed);
        });
      }
    }
  });

  it("counts the allowed moves", () => {
    const count = EMPTY_LEG_STATES.reduce((n, s) => n + nextStatuses(s).length, 0);
    expect(count).toBe(ALLOWED.size);
    expect(Object.keys(EMPTY_LEG_TRANSITIONS).sort()).toEqual([...EMPTY_LEG_STATES].sort());
  });

  it("marks only deleted as final", () => {
    expect(EMPTY_LEG_STATES.filter(isFinal)).toEqual(["deleted"]);
  });

  describe("admin actions", () => {
    for (const state of ["pending", "published"] as const) {
      for (const action of EMPTY_LEG_ADMIN_ACTIONS) {
        const allowed = ADMIN_ALLOWED.has(`${state}:${action}`);
        it(`${action} on a ${state} leg: ${allowed ? "allowed" : "not allowed"}`, () => {
          const leg = { approved: state === "published" };
          expect(canAdminAct(leg, action)).toBe(allowed);
          expect(ADMIN_ACTIONS[state].includes(action)).toBe(allowed);
        });
      }
    }

    it("does not reject a published leg (withdraw first)", () => {
      expect(canAdminAct(published, "reject")).toBe(false);
      expect(allowedAdminActions(published)).toEqual(["withdraw"]);
      expect(allowedAdminActions(pending)).toEqual(["approve", "reject"]);
    });

    it("leads each allowed action along an allowed transition", () => {
      expect(ADMIN_ACTION_RESULT).toEqual({ approve: "published", withdraw: "pending", reject: "deleted" });
      for (const state of ["pending", "published"] as const) {
        for (const action of ADMIN_ACTIONS[state]) {
          expect(canTransition(state, ADMIN_ACTION_RESULT[action])).toBe(true);
        }
      }
    });
  });

  it("lets brokers edit and delete only pending legs", () => {
    expect(canBrokerEdit(pending)).toBe(true);
    expect(canBrokerDelete(pending)).toBe(true);
    expect(canBrokerEdit(published)).toBe(false);
    expect(canBrokerDelete(published)).toBe(false);
  });

  describe("public listing", () => {
    const now = new Date("2026-11-23T09:00:00.000Z");
    const at = (ms: number) => new Date(now.getTime() + ms);

    it("lists approved legs departing now or later", () => {
      expect(isPubliclyListed({ approved: true, departureDatetime: at(0) }, now)).toBe(true);
      expect(isPubliclyListed({ approved: true, departureDatetime: at(3_600_000) }, now)).toBe(true);
    });

    it("hides departed or unapproved legs", () => {
      expect(isPubliclyListed({ approved: true, departureDatetime: at(-1) }, now)).toBe(false);
      expect(isPubliclyListed({ approved: false, departureDatetime: at(3_600_000) }, now)).toBe(false);
    });

    it("uses the current time by default", () => {
      expect(isPubliclyListed({ approved: true, departureDatetime: new Date(Date.now() + 60_000) })).toBe(true);
      expect(isPubliclyListed({ approved: true, departureDatetime: new Date(Date.now() - 60_000) })).toBe(false);
    });
  });

  it("guards unknown values", () => {
    expect(isEmptyLegState("published")).toBe(true);
    expect(isEmptyLegState("approved")).toBe(false);
  });
});
