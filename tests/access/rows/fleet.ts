import { MISSING_ID, only, staff, type Lookups, type MatrixRow, type Role } from "../matrix-types";

/**
 * The fleet and route books (/admin/jets, /admin/routes; decision 018). Refused roles send changes that would
 * really happen (a valid new jet or route, an edit, deactivating or deleting a real jet); staff send input the
 * forms refuse (400) or aim at a missing record (404), so repeating a case gives the same answer.
 */
export const lookups = {
  fleetJet: "SELECT id FROM jets WHERE is_available ORDER BY id LIMIT 1",
  fleetRoute: "SELECT id FROM routes ORDER BY id LIMIT 1",
} satisfies Lookups;

const isStaff = (role: Role) => role === "operations" || role === "admin";
const staffOnly = (outcome: "400" | "404") => only(["operations", "admin"], outcome);
const VERSION = "2026-11-23T12:00:00.000Z";

const jetFields = (role: Role) => ({
  manufacturer: "Cessna",
  model: "Citation Latitude",
  registration: "TC-ACM",
  year_manufactured: "2023",
  category: "midsize",
  min_passengers: "1",
  seat_capacity: isStaff(role) ? "0" : "9",
  range_km: "5000",
  max_speed_kmh: "826",
  hourly_rate: "90000",
  ownership_type: "owned",
  features: "Wi-Fi",
});

const routeFields = (role: Role) => ({
  departure_city: "Kayseri",
  arrival_city: "Gaziantep",
  base_price: isStaff(role) ? "0" : "60000",
  currency: "TRY",
});

export const rows: MatrixRow[] = [
  {
    id: "routes/admin/jets",
    path: "/admin/jets?q=citation",
    get: staff,
    posts: [
      { intent: "create", fields: (_ids, role) => jetFields(role), expect: staffOnly("400") },
      {
        intent: "update",
        fields: (ids, role) => ({ ...jetFields(role), id: ids.found.fleetJet, version: VERSION }),
        expect: staffOnly("400"),
      },
      {
        intent: "toggle",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.fleetJet, version: VERSION }),
        expect: staffOnly("404"),
      },
      {
        intent: "delete",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.fleetJet, confirm: "yes" }),
        expect: staffOnly("404"),
      },
    ],
  },
  { id: "routes/admin/jets", path: "/admin/jets?new=1", get: staff, note: "the add form; its POST cases are above" },
  {
    id: "routes/admin/jets",
    path: `/admin/jets?view=${MISSING_ID}`,
    get: only(["operations", "admin"], "404", staff),
    note: "a missing jet's view step",
  },
  {
    id: "routes/admin/jets",
    path: `/admin/jets?delete=${MISSING_ID}`,
    get: only(["operations", "admin"], "404", staff),
    note: "a missing jet's delete confirmation",
  },
  {
    id: "routes/admin/routes",
    path: "/admin/routes?q=istanbul",
    get: staff,
    posts: [
      { intent: "create", fields: (_ids, role) => routeFields(role), expect: staffOnly("400") },
      {
        intent: "update",
        fields: (ids, role) => ({ ...routeFields(role), id: ids.found.fleetRoute, version: VERSION }),
        expect: staffOnly("400"),
      },
    ],
  },
  {
    id: "routes/admin/routes",
    path: `/admin/routes?edit=${MISSING_ID}`,
    get: only(["operations", "admin"], "404", staff),
    note: "a missing route's edit step",
  },
];
