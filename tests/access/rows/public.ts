import { all, type MatrixRow } from "../matrix-types";

export const rows: MatrixRow[] = [
  { id: "routes/public/home", path: "/", get: all("page"), note: "no form yet on the foundation's home page" },
];
