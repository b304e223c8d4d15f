import { staff, type MatrixRow } from "../matrix-types";

/** The reports and their exports: admin and operations only; read-only (no action, no intents). */
export const rows: MatrixRow[] = [
  { id: "routes/admin/reports", path: "/admin/reports?period=this-year", get: staff, note: "read-only" },
  {
    id: "routes/admin/reports-export",
    path: "/admin/reports/export?format=csv&section=funnel&period=last-month",
    get: staff,
    note: "resource route (CSV, PDF) without action",
  },
];
