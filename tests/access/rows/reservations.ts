import { toLocalDateTimeInput } from "#app/lib/format";
import { demoId } from "#demo/id";
import { MISSING_ID, only, staff, type Ids, type Lookups, type MatrixRow, type Role } from "../matrix-types";

/**
 * Staff reservations (issue 12). Refused roles send changes that would really happen (a valid new reservation,
 * an edit, cancelling a draft); the staff's own cases are chosen so that repeating them (document POST, then
 * `.data` POST, then the next role) gives the same answer: bad input (400) or a move the machine refuses
 * (a redirect back with an error toast).
 */
/** A demo draft (Deniz, İstanbul → Cenevre): every case below leaves it a draft. */
const DRAFT = demoId("reservation", "r36");

const isStaff = (role: Role) => role === "operations" || role === "admin";

/** A staff page showing the manifest in full writes its read audit row (decision 053). */
const STAFF_READ = { operations: ["audit_log"], admin: ["audit_log"] };

/** One valid manifest passenger: a refused role's post would really add it. */
const PASSENGER = {
  given_names: "Can",
  surname: "Demir",
  sex: "M",
  nationality: "DE",
  document_type: "national_id",
  document_number: "X9876543",
  issuing_country: "DE",
  document_expiry: "2035-01-01",
  birth_date: "1990-02-03",
};

function reservationFields(ids: Ids, overrides: Record<string, string> = {}) {
  const departure = new Date(Date.now() + 400 * 86_400_000);
  return {
    customer_id: ids.found.reservationCustomer,
    route_id: ids.found.reservationRoute,
    departure_datetime: toLocalDateTimeInput(departure),
    arrival_datetime: toLocalDateTimeInput(new Date(departure.getTime() + 3 * 3_600_000)),
    passenger_count: "2",
    total_amount: "10.000",
    currency: "TRY",
    ...overrides,
  };
}

export const rows: MatrixRow[] = [
  { id: "routes/admin/reservations", path: "/admin/reservations", get: staff, note: "read-only list; changes happen on the form pages" },
  {
    id: "routes/admin/reservations",
    path: "/admin/reservations?new=1",
    get: only(["operations", "admin"], "→/admin/reservations/new", staff),
    note: "the dashboard's old quick-action address",
  },
  {
    id: "routes/admin/reservations-export",
    path: "/admin/reservations/export?format=csv",
    get: staff,
    note: "resource route without action",
  },
  {
    id: "admin-reservation-new",
    path: "/admin/reservations/new",
    get: staff,
    posts: [
      {
        intent: "create",
        fields: (ids, role) => reservationFields(ids, isStaff(role) ? { passenger_count: "0" } : {}),
        expect: only(["operations", "admin"], "400"),
      },
    ],
  },
  {
    id: "admin-reservation-edit",
    path: `/admin/reservations/${DRAFT}`,
    get: staff,
    posts: [
      {
        intent: "update",
        fields: (ids, role) => reservationFields(ids, isStaff(role) ? { passenger_count: "abc" } : {}),
        expect: only(["operations", "admin"], "400"),
      },
      {
        intent: "set-status",
        fields: (_ids, role) => (isStaff(role) ? { from: "draft", to: "completed" } : { from: "draft", to: "cancelled" }),
        expect: only(["operations", "admin"], `→/admin/reservations/${DRAFT}`),
      },
    ],
  },
  {
    id: "admin-reservation-edit",
    path: `/admin/reservations/${MISSING_ID}`,
    get: only(["operations", "admin"], "404", staff),
    posts: [{ intent: "set-status", fields: () => ({ from: "draft", to: "cancelled" }), expect: only(["operations", "admin"], "404") }],
  },
  { id: "routes/admin/reservation-pdf", path: `/admin/reservations/${DRAFT}/pdf`, get: staff, note: "resource route without action" },
  {
    id: "routes/admin/reservation-pdf",
    path: `/admin/reservations/${MISSING_ID}/pdf`,
    get: only(["operations", "admin"], "404", staff),
    note: "resource route without action",
  },
  // the passenger manifest (decision 053): staff only; a staff GET writes its read audit row
  {
    id: "routes/admin/reservation-manifest",
    path: `/admin/reservations/${DRAFT}/manifest`,
    get: staff,
    posts: [
      {
        intent: "save-passenger",
        fields: (_ids, role) => (isStaff(role) ? { ...PASSENGER, document_number: "??" } : PASSENGER),
        expect: only(["operations", "admin"], "400"),
        // the refused form's page shows the manifest in full again: that read is audited
        writes: STAFF_READ,
      },
      {
        intent: "remove-passenger",
        fields: (_ids, role) => ({ passenger_id: isStaff(role) ? "x" : MISSING_ID }),
        expect: only(["operations", "admin"], "400"),
        writes: STAFF_READ,
      },
    ],
  },
  {
    id: "routes/admin/reservation-manifest",
    path: `/admin/reservations/${MISSING_ID}/manifest`,
    get: only(["operations", "admin"], "404", staff),
    posts: [{ intent: "save-passenger", fields: () => PASSENGER, expect: only(["operations", "admin"], "404") }],
  },
  { id: "admin-manifest-csv", path: `/admin/reservations/${DRAFT}/manifest.csv`, get: staff, note: "resource route without action" },
  { id: "admin-manifest-pdf", path: `/admin/reservations/${DRAFT}/manifest.pdf`, get: staff, note: "resource route without action" },
  {
    id: "admin-manifest-csv",
    path: `/admin/reservations/${MISSING_ID}/manifest.csv`,
    get: only(["operations", "admin"], "404", staff),
    note: "resource route without action",
  },
  {
    id: "admin-manifest-pdf",
    path: `/admin/reservations/${MISSING_ID}/manifest.pdf`,
    get: only(["operations", "admin"], "404", staff),
    note: "resource route without action",
  },
];

/** Demo records these rows refer to, found by SQL before the run (available as `ids.found.<name>`). */
export const lookups = {
  reservationCustomer: `SELECT id FROM customers ORDER BY created_at, id LIMIT 1`,
  reservationRoute: `SELECT id FROM routes ORDER BY departure_city, arrival_city LIMIT 1`,
} satisfies Lookups;
