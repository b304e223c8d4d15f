import type { MatrixRow } from "../matrix-types";

export const rows: MatrixRow[] = [
  {
    id: "routes/api/airports",
    path: "/api/airports?q=saw",
    // every signed-in user with a profile (brokers' leg forms, customers' alert forms, staff); guests sign in
    get: { guest: "auth", sales: "page", broker: "page", operations: "page", admin: "page" },
    note: "resource route (JSON) without action",
  },
];
