import { all, type MatrixRow } from "../matrix-types";

/**
 * The link to the offer (decision 047): /teklif/ac answers every role alike. A forged token (right shape, no row)
 * reads as the invalid-link page (400) and opens nothing; the page's sign-out serves a link only, so without a
 * token of the right shape it ends no session (400); a fresh-link form with a bad address is 400 and sends nothing.
 * Valid links are exercised by the integration and browser tests (a cell would use one per role).
 */
const FORGED = "A".repeat(43);

export const rows: MatrixRow[] = [
  {
    id: "routes/public/offer-link",
    path: `/teklif/ac?t=${FORGED}`,
    get: all("400"),
    posts: [
      { intent: "open", fields: () => ({ t: FORGED }), expect: all("400") },
      { intent: "sign-out", fields: () => ({ t: "forged" }), expect: all("400") },
      { intent: "fresh-link", fields: () => ({ email: "adres-degil" }), expect: all("400") },
      { intent: "other", fields: () => ({ email: "matris.baglanti@example.com" }), expect: all("400") },
    ],
  },
  {
    id: "routes/public/offer-link",
    path: "/teklif/ac",
    get: all("400"),
    note: "no token: the invalid-link page with the fresh-link form",
    posts: [{ intent: "open", fields: () => ({}), expect: all("400") }],
  },
];
