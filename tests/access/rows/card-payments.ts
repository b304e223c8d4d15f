import { all, type MatrixRow } from "../matrix-types";

/**
 * The card provider's callback (decision 045): posted by the provider's page from its own site, so it needs no
 * session and is the one path the cross-origin refusal lets through. Everything it believes comes from the
 * provider's server-side answer: a token no attempt has (here, for every role) writes nothing and sends the visitor
 * to their flights; a GET does the same.
 */
const FORGED = "0f1e2d3c-4b5a-4968-8776-655443322110";

export const rows: MatrixRow[] = [
  {
    id: "routes/public/checkout-result",
    path: "/odeme/sonuc",
    get: all("→/dashboard/flights"),
    posts: [{ intent: "callback", fields: () => ({ token: FORGED }), expect: all("→/dashboard/flights"), data: false }],
  },
];
