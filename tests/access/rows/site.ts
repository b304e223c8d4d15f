import { demoId } from "#demo/id";
import { all, type Lookups, type MatrixRow } from "../matrix-types";

/** Demo legs: one approved and departing in 3 days, one waiting for approval (demo/data/empty-legs.ts). */
const PUBLISHED_LEG = demoId("empty-leg", "bodrum-istanbul");
const PENDING_LEG = demoId("empty-leg", "izmir-atina");

const contact = { name: "Matris Deneme", email: "matris.leg@example.com", phone: "0532 111 22 33", passenger_count: "1" };

/** Rows of the routes of this area (see ../matrix-types.ts for the outcomes). */
export const rows: MatrixRow[] = [
  {
    id: "routes/public/empty-legs",
    path: "/bos-bacaklar?q=istanbul&sort=price",
    get: all("page"),
    note: "read-only listing (GET search form)",
  },
  {
    id: "routes/public/empty-leg-request",
    path: `/bos-bacaklar/${PUBLISHED_LEG}/talep`,
    get: all("page"),
    posts: [
      // invalid on purpose (no phone, too many passengers): a valid one would write a request per cell
      { intent: "leg-request", fields: () => ({ ...contact, phone: "", passenger_count: "99" }), expect: all("400") },
      { intent: "other", fields: () => contact, expect: all("400") },
    ],
  },
  {
    id: "routes/public/empty-leg-request",
    path: `/bos-bacaklar/${PENDING_LEG}/talep`,
    get: all("404"),
    // a complete, valid request for a leg the public may not see is refused before anything is written
    posts: [{ intent: "leg-request", fields: () => contact, expect: all("404") }],
  },
];

/** Demo records these rows refer to, found by SQL before the run (available as `ids.found.<name>`). */
export const lookups = {} satisfies Lookups;
