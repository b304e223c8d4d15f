import { demoId } from "#demo/id";
import { all, customerOnly, MISSING_ID, only, type Lookups, type MatrixRow, type Role } from "../matrix-types";

/**
 * Empty-leg alerts (decision 027): /dashboard/alerts (the customer's watches), the guest sign-up posted to
 * /bos-bacaklar, and the signed links /bos-bacaklar/alarm/onay and /bos-bacaklar/alarm/iptal. The demo
 * customer's own watch (İstanbul → Nice) answers its delete confirmation; the demo guest's watch and a missing
 * id are 404 for the demo customer on GET, `.data` and POST. The customer's own posts carry bad input (400,
 * nothing written); the refused roles send a change that would really happen.
 */
const OWN = demoId("leg-watch", "musteri-istanbul-nice");
const FOREIGN = demoId("leg-watch", "guest-istanbul-londra");

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const watch = { from: "İstanbul", to: "Nice", date_from: day(3), date_to: day(20), passengers: "2" };
const isCustomer = (role: Role) => role === "sales";
const customer404 = only(["sales"], "404", customerOnly);

export const rows: MatrixRow[] = [
  {
    id: "routes/customer/alerts",
    path: "/dashboard/alerts",
    get: customerOnly,
    posts: [
      // the customer's is refused on purpose (an unknown place): a valid one would add a watch per cell
      {
        intent: "create",
        fields: (_ids, role) => (isCustomer(role) ? { ...watch, to: "Atlantis" } : watch),
        expect: only(["sales"], "400"),
      },
      { intent: "delete", fields: () => ({ id: FOREIGN }), expect: customer404 },
    ],
  },
  {
    id: "routes/customer/alerts",
    path: `/dashboard/alerts?delete=${OWN}`,
    get: customerOnly,
    note: "the delete confirmation of an own watch",
  },
  {
    id: "routes/customer/alerts",
    path: `/dashboard/alerts?delete=${FOREIGN}`,
    get: customer404,
    posts: [
      { intent: "delete", fields: () => ({ id: FOREIGN }), expect: customer404 },
      // the confirmation step in the address changes nothing about a create: bad input is still 400
      {
        intent: "create",
        fields: (_ids, role) => (isCustomer(role) ? { ...watch, passengers: "0" } : watch),
        expect: only(["sales"], "400"),
      },
    ],
  },
  {
    id: "routes/customer/alerts",
    path: `/dashboard/alerts?delete=${MISSING_ID}`,
    get: customer404,
    posts: [{ intent: "delete", fields: () => ({ id: MISSING_ID }), expect: customer404 }],
  },
  {
    id: "routes/public/empty-legs",
    path: "/bos-bacaklar",
    get: all("page"),
    posts: [
      // invalid on purpose (no e-mail): a valid one would store a watch and an e-mail per cell
      { intent: "watch", fields: () => watch, expect: all("400") },
      { intent: "other", fields: () => ({ ...watch, email: "matris.alarm@example.com" }), expect: all("400") },
    ],
  },
  {
    id: "routes/public/leg-alert-confirm",
    path: "/bos-bacaklar/alarm/onay?t=tampered.token.value",
    get: all("400"),
    posts: [{ intent: "confirm", fields: () => ({ t: `${OWN}.zzzzzzzz.forged` }), expect: all("400") }],
  },
  {
    id: "routes/public/leg-alert-unsubscribe",
    path: `/bos-bacaklar/alarm/iptal?t=${FOREIGN}.forged`,
    get: all("400"),
    posts: [{ intent: "unsubscribe", fields: () => ({ t: `${FOREIGN}.forged` }), expect: all("400") }],
  },
];

export const lookups = {} satisfies Lookups;
