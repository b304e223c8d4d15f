import { demoId } from "#demo/id";
import { MISSING_ID, only, staff, type Lookups, type MatrixRow, type Role } from "../matrix-types";

/**
 * The staff customer book (issue 14). Refused roles send changes that would really happen (a valid new
 * customer, an edit, VIP on and KYC approved for a customer who has neither); staff send bad input (400) or
 * aim at a customer that does not exist (404), so repeating a case changes nothing.
 */
/** A demo customer who is neither VIP nor KYC-approved (Işıl Çelik). */
const PLAIN = demoId("customer", "isil.celik@example.com");

export const lookups = {
  plainCustomer: `SELECT id FROM customers WHERE id = '${PLAIN}' AND NOT is_vip AND NOT kyc_status`,
} satisfies Lookups;

const isStaff = (role: Role) => role === "operations" || role === "admin";
const staffGet = (outcome: "404") => only(["operations", "admin"], outcome, staff);

const customerFields = (role: Role) => ({
  first_name: "Matris",
  last_name: "Deneme",
  // staff send an e-mail the form refuses; the others a valid one that must not be written
  email: isStaff(role) ? "not-an-email" : `matris.${role}@example.com`,
  segment: "individual",
});

export const rows: MatrixRow[] = [
  {
    id: "routes/admin/customers",
    path: "/admin/customers",
    get: staff,
    posts: [
      { intent: "create", fields: (_ids, role) => customerFields(role), expect: only(["operations", "admin"], "400") },
      {
        intent: "set-vip",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.plainCustomer, value: "true" }),
        expect: only(["operations", "admin"], "404"),
      },
      {
        intent: "set-kyc",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.plainCustomer, value: "true" }),
        expect: only(["operations", "admin"], "404"),
      },
    ],
  },
  {
    id: "routes/admin/customers",
    path: "/admin/customers?new=1&q=%C5%9Fahin&sort=name&page=2",
    get: staff,
    note: "the add form (the dashboard's quick action) over a folded search",
  },
  {
    id: "routes/admin/customer",
    path: `/admin/customers/${PLAIN}`,
    get: staff,
    posts: [
      {
        intent: "update",
        fields: (_ids, role) => ({ ...customerFields(role), version: new Date().toISOString() }),
        expect: only(["operations", "admin"], "400"),
      },
      {
        intent: "set-vip",
        // staff aim at another (missing) customer from this page: 404
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.plainCustomer, value: "true" }),
        expect: only(["operations", "admin"], "404"),
      },
      {
        intent: "set-kyc",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.plainCustomer, value: "true" }),
        expect: only(["operations", "admin"], "404"),
      },
    ],
  },
  {
    id: "routes/admin/customer",
    path: `/admin/customers/${MISSING_ID}`,
    get: staffGet("404"),
    posts: [{ intent: "set-vip", fields: () => ({ id: MISSING_ID, value: "true" }), expect: only(["operations", "admin"], "404") }],
  },
  { id: "routes/admin/customer", path: "/admin/customers/not-a-uuid", get: staffGet("404"), note: "a malformed id is not found" },
];
