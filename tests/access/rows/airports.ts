import type { MatrixRow } from "../matrix-types";

export const rows: MatrixRow[] = [
  {
    id: "routes/api/airports",
    path: "/api/airports?q=saw",
    // public (guests' alert sign-up, customers' alerts, brokers' legs), rate-limited per user or address
    get: { guest: "page", sales: "page", broker: "page", operations: "page", admin: "page" },
    note: "resource route (JSON) without action",
  },
];
