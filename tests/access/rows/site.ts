import type { Lookups, MatrixRow } from "../matrix-types";

/** Rows of the routes of this area (see ../matrix-types.ts for the outcomes). */
export const rows: MatrixRow[] = [];

/** Demo records these rows refer to, found by SQL before the run (available as `ids.found.<name>`). */
export const lookups: Lookups = {};
