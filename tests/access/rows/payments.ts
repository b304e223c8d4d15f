import { MISSING_ID, only, staff, type Lookups, type MatrixRow } from "../matrix-types";

/** Demo records the refused roles aim at: a leak would change a real payment. */
export const lookups = {
  pendingPayment: "SELECT id FROM payments WHERE status = 'pending' ORDER BY id LIMIT 1",
  paidPayment: "SELECT id FROM payments WHERE status = 'paid' ORDER BY id LIMIT 1",
  confirmedReservation: "SELECT id FROM reservations WHERE status = 'confirmed' ORDER BY id LIMIT 1",
  refund: "SELECT id FROM refunds ORDER BY id LIMIT 1",
} satisfies Lookups;

const staffOnly = (outcome: "400" | "404") => only(["operations", "admin"], outcome);
/** money going out (decision 042): operations get 403 like every other role but admin */
const adminOnly = (outcome: "404") => only(["admin"], outcome);
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
      // the admin aims at a payment that does not exist (404); every other role, operations included, at a real one (403)
      {
        intent: "refund",
        fields: (ids, role) => ({ id: role === "admin" ? MISSING_ID : ids.found.paidPayment, confirm: "yes", amount: "1" }),
        expect: adminOnly("404"),
      },
      {
        intent: "execute-refund",
        fields: (ids, role) => ({ refund_id: role === "admin" ? MISSING_ID : ids.found.refund }),
        expect: adminOnly("404"),
      },
      // recording a card refund the provider did not answer as made (decision 050)
      {
        intent: "settle-refund",
        fields: (ids, role) => ({ refund_id: role === "admin" ? MISSING_ID : ids.found.refund }),
        expect: adminOnly("404"),
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
