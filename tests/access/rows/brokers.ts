import { all, MISSING_ID, only, staff, type Lookups, type MatrixRow, type Role } from "../matrix-types";

/**
 * /admin/brokers: staff see the screen (spec §2.1 admin guard); only an admin changes brokers (decision 021).
 * The admin's POSTs aim at a missing broker or carry a refused value, so nothing is written; every other
 * role aims at a real broker with a valid change that must not happen.
 */
export const lookups = {
  inactiveBroker: "SELECT id FROM brokers WHERE code = 'EGECHARTER'",
  demoFeedBroker: "SELECT id FROM brokers WHERE code = 'DEMOFEED'",
} satisfies Lookups;

const isStaff = (role: Role) => role === "admin" || role === "operations";

const isAdmin = (role: Role) => role === "admin";
const adminGets = (outcome: "400" | "404") => only(["admin"], outcome);

export const rows: MatrixRow[] = [
  {
    id: "routes/admin/brokers",
    path: "/admin/brokers?q=a&state=active",
    get: staff,
    posts: [
      {
        intent: "create",
        fields: (_ids, role) => ({
          name: "Matris Broker",
          code: isAdmin(role) ? "A B" : "MATRIS",
          rate_limit_per_minute: "60",
          is_active: "on",
        }),
        expect: adminGets("400"),
      },
      {
        intent: "update",
        fields: (ids, role) => ({
          id: isAdmin(role) ? MISSING_ID : ids.otherBrokerId,
          version: "2026-11-23T10:00:00.000Z",
          name: "Ele Geçirildi",
          code: "ELEGECIRILDI",
          rate_limit_per_minute: "60",
          is_active: "on",
        }),
        expect: adminGets("404"),
      },
      {
        intent: "activate",
        fields: (ids, role) => ({ id: isAdmin(role) ? MISSING_ID : ids.found.inactiveBroker }),
        expect: adminGets("404"),
      },
      {
        intent: "deactivate",
        fields: (ids, role) => ({ id: isAdmin(role) ? MISSING_ID : ids.brokerId }),
        expect: adminGets("404"),
      },
      {
        intent: "delete",
        fields: (ids, role) => ({ id: isAdmin(role) ? MISSING_ID : ids.found.inactiveBroker, confirm: "yes" }),
        expect: adminGets("404"),
      },
    ],
  },

  {
    id: "routes/admin/broker-flights",
    path: "/admin/broker-flights?q=ltfm&status=available",
    get: staff,
    posts: [
      // staff aim at a missing broker (404); the others at the demo broker, whose sync must not run
      {
        intent: "sync",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.demoFeedBroker }),
        expect: only(["operations", "admin"], "404"),
      },
      // staff really queue a sync of every active broker (the demo feed): a run per broker and its audit row
      // (decision 022; the matrix's server runs no job worker, so the queued syncs write nothing later)
      {
        intent: "sync-all",
        expect: only(["operations", "admin"], "→/admin/broker-flights"),
        writes: {
          operations: ["broker_sync_runs", "audit_log"],
          admin: ["broker_sync_runs", "audit_log"],
        },
      },
    ],
  },
  { id: "routes/system/demo-feed", path: "/demo-feeds/ufuk-demo", get: all("page"), note: "demo partner feed (JSON), no action" },
];
