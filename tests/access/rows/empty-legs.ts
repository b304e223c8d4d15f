import { demoId } from "#demo/id";
import { MISSING_ID, brokerOnly, only, staff, type Ids, type Lookups, type MatrixRow, type Role } from "../matrix-types";

/**
 * Rows of the empty-leg screens. Refused roles send changes that would really happen (a real pending or
 * approved leg); the allowed roles' cases are answered without a change (a missing id, bad input, or
 * another broker's leg → 404), so the matrix never alters the demo data.
 * The matrix's broker is broker@ (Anadolu Jet Partners); broker2@'s legs are foreign to it.
 */
const OWN_PENDING = demoId("empty-leg", "izmir-atina"); // broker@, unapproved
const FOREIGN_PENDING = demoId("empty-leg", "istanbul-doha"); // broker2@, unapproved

const isStaff = (role: Role) => role === "admin" || role === "operations";

const validLeg = () => ({
  aircraft_type: "Matris Jet",
  departure_airport: "İstanbul (IST)",
  arrival_airport: "Bodrum (BJV)",
  departure_datetime: "2099-05-01T10:00",
  price: "1000",
  currency: "USD",
});
/** invalid for everybody (no aircraft type, departure in the past) */
const badLeg = () => ({ aircraft_type: "", departure_airport: "X", arrival_airport: "Y", departure_datetime: "2000-01-01T10:00" });

/** the broker gets bad input (400, nothing written); everybody else a valid leg that must be refused */
const createFields = (_ids: Ids, role: Role) => (role === "broker" ? badLeg() : validLeg());

export const rows: MatrixRow[] = [
  {
    id: "routes/admin/empty-legs",
    path: "/admin/empty-legs",
    get: staff,
    posts: [
      {
        intent: "approve",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.pendingLeg }),
        expect: only(["operations", "admin"], "404"),
      },
      {
        intent: "reject",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.pendingLeg, confirm: "yes" }),
        expect: only(["operations", "admin"], "404"),
      },
      {
        intent: "withdraw",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.approvedLeg }),
        expect: only(["operations", "admin"], "404"),
      },
    ],
  },
  {
    id: "routes/broker/empty-legs",
    path: "/broker/empty-legs",
    get: brokerOnly,
    posts: [
      { intent: "create", fields: createFields, expect: only(["broker"], "400") },
      // broker@ aims at broker2@'s leg: 404 and unchanged; the others aim at broker@'s own leg: refused
      {
        intent: "update",
        fields: (_ids, role) => ({ id: role === "broker" ? FOREIGN_PENDING : OWN_PENDING, ...validLeg() }),
        expect: only(["broker"], "404"),
      },
      {
        intent: "delete",
        fields: (_ids, role) => ({ id: role === "broker" ? FOREIGN_PENDING : OWN_PENDING, confirm: "yes" }),
        expect: only(["broker"], "404"),
      },
    ],
  },
  {
    id: "broker-empty-leg-new",
    path: "/broker/empty-legs/new",
    get: brokerOnly,
    posts: [{ intent: "create", fields: createFields, expect: only(["broker"], "400") }],
  },
  {
    // broker@'s own pending leg: the page opens; bad input is refused with 400 and nothing changes
    id: "broker-empty-leg-edit",
    path: `/broker/empty-legs/${OWN_PENDING}/edit`,
    get: brokerOnly,
    posts: [
      { intent: "update", fields: (_ids, role) => (role === "broker" ? badLeg() : validLeg()), expect: only(["broker"], "400") },
      {
        intent: "delete",
        fields: (_ids, role): Record<string, string> => (role === "broker" ? {} : { confirm: "yes" }),
        expect: only(["broker"], `→/broker/empty-legs?delete=${OWN_PENDING}`),
      },
    ],
  },
  {
    // IDOR: broker2@'s leg answers 404 to broker@ for the page, its .data and every intent, and stays unchanged
    id: "broker-empty-leg-edit",
    path: `/broker/empty-legs/${FOREIGN_PENDING}/edit`,
    get: only(["broker"], "404"),
    posts: [
      { intent: "update", fields: () => validLeg(), expect: only(["broker"], "404") },
      { intent: "delete", fields: () => ({ confirm: "yes" }), expect: only(["broker"], "404") },
      { intent: "delete", fields: () => ({}), expect: only(["broker"], "404") },
    ],
  },
];

/** Demo records these rows refer to, found by SQL before the run (available as `ids.found.<name>`). */
export const lookups = {
  pendingLeg: `SELECT id FROM empty_legs WHERE approved = false AND departure_datetime > now() ORDER BY created_at LIMIT 1`,
  approvedLeg: `SELECT id FROM empty_legs WHERE approved = true AND departure_datetime > now() ORDER BY created_at LIMIT 1`,
} satisfies Lookups;
