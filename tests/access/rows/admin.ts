import { MISSING_ID, adminOnly, only, staff, type Lookups, type MatrixRow } from "../matrix-types";

export const rows: MatrixRow[] = [
  {
    id: "routes/admin/layout",
    path: "/admin",
    get: staff,
    note: "the layout has no action; its POSTs go to the index route",
  },
  { id: "routes/admin/dashboard", path: "/admin", get: staff, note: "read-only" },
  {
    id: "routes/admin/settings/users",
    path: "/admin/settings",
    get: adminOnly,
    posts: [
      // refused roles send changes that would really happen; the admin's own cases are answered without a change
      {
        intent: "create",
        fields: (_ids, role) => ({
          first_name: "Yeni",
          last_name: "Personel",
          email: role === "admin" ? "admin@ufukjet.test" : "yeni.personel@ufukjet.test",
          role: "admin",
          password: "CokGizli!2026",
        }),
        expect: only(["admin"], "400"),
      },
      {
        intent: "change-role",
        fields: (ids, role) => ({ id: role === "admin" ? MISSING_ID : ids.operationsUserId, role: "admin" }),
        expect: only(["admin"], "404"),
      },
      { intent: "disable", fields: (ids) => ({ id: ids.adminUserId }), expect: only(["admin"], "400") },
      {
        intent: "enable",
        fields: (ids, role) => ({ id: role === "admin" ? MISSING_ID : ids.brokerUserId }),
        expect: only(["admin"], "404"),
      },
      {
        intent: "revoke-sessions",
        fields: (ids, role) => ({ id: role === "admin" ? MISSING_ID : ids.brokerUserId }),
        expect: only(["admin"], "404"),
      },
      {
        intent: "reset-password",
        fields: (ids, role) => ({ id: role === "admin" ? MISSING_ID : ids.adminUserId }),
        expect: only(["admin"], "404"),
      },
    ],
  },
  {
    id: "routes/admin/settings/outbox",
    path: "/admin/settings/outbox",
    get: adminOnly,
    // refused roles retry the demo's failed e-mail (a change that would really happen); the admin a missing one
    posts: [
      {
        intent: "retry",
        fields: (ids, role) => ({ id: role === "admin" ? MISSING_ID : ids.found.failedEmail }),
        expect: only(["admin"], "404"),
      },
    ],
  },
];

/** Demo records these rows refer to, found by SQL before the run (available as `ids.found.<name>`). */
export const lookups = {
  failedEmail: `SELECT id FROM outbox_emails WHERE status = 'failed' ORDER BY created_at LIMIT 1`,
} satisfies Lookups;
