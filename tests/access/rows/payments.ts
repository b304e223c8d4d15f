import { MISSING_ID, only, staff, type Lookups, type MatrixRow } from "../matrix-types";

/** Demo records the refused roles aim at: a leak would change a real payment. */
export const lookups = {
  pendingPayment: "SELECT id FROM payments WHERE status = 'pending' ORDER BY id LIMIT 1",
  paidPayment: "SELECT id FROM payments WHERE status = 'paid' ORDER BY id LIMIT 1",
  confirmedReservation: "SELECT id FROM reservations WHERE status = 'confirmed' ORDER BY id LIMIT 1",
} satisfies Lookups;

const staffOnly = (outcome: "400" | "404") => only(["operations", "admin"], outcome);
const isStaff = (role: string) => role === "admin" || role === "operations";

export const rows: MatrixRow[] = [
  {
    id: "routes/admin/payments",
    path: "/admin/payments",
    get: staff,
    posts: [
      // staff send an amount the form refuses (400, nothing written); others a valid payment that must not be written
      {
        intent: "record",
        fields: (ids, role) => ({
          reservation_id: ids.found.confirmedReservation,
          amount: isStaff(role) ? "0" : "1000",
          currency: "TRY",
          payment_method: "Havale/EFT",
        }),
        expect: staffOnly("400"),
      },
      {
        intent: "mark-paid",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.pendingPayment }),
        expect: staffOnly("404"),
      },
      {
        intent: "mark-failed",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.pendingPayment }),
        expect: staffOnly("404"),
      },
      {
        intent: "refund",
        fields: (ids, role) => ({ id: isStaff(role) ? MISSING_ID : ids.found.paidPayment, confirm: "yes" }),
        expect: staffOnly("404"),
      },
    ],
  },
  {
    id: "routes/admin/payments-export",
    path: "/admin/payments/export?format=csv&status=paid",
    get: staff,
    note: "resource route (CSV) without action",
  },
  { id: "routes/admin/flights", path: "/admin/flights?tab=upcoming&q=istanbul", get: staff, note: "read-only" },
];
