import { all, type MatrixRow } from "../matrix-types";

export const rows: MatrixRow[] = [
  { id: "routes/system/healthz", path: "/healthz", get: all("page"), note: "resource route without action" },
  {
    id: "routes/system/language",
    path: "/language",
    get: all("→/"),
    posts: [{ intent: "language", fields: () => ({ lng: "en", redirectTo: "/" }), expect: all("→/"), data: false }],
  },
  {
    id: "routes/system/sidebar",
    path: "/ui/sidebar",
    get: { guest: "auth", sales: "403", broker: "403", operations: "→/admin", admin: "→/admin" },
    posts: [
      {
        intent: "toggle",
        fields: () => ({ state: "false", redirectTo: "/admin" }),
        expect: { guest: "auth", sales: "403", broker: "403", operations: "→/admin", admin: "→/admin" },
        data: false,
      },
    ],
  },
];
