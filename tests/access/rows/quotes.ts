import type { MatrixRow } from "../matrix-types";

/** Rows of the routes of this area (see ../matrix-types.ts for the outcomes). */
export const rows: MatrixRow[] = [];
