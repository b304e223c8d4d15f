import { all, type MatrixRow } from "../matrix-types";

export const rows: MatrixRow[] = [
  { id: "routes/public/not-found", path: "/bu-sayfa-yok", get: all("404"), posts: [{ intent: "anything", expect: all("404") }] },
];
