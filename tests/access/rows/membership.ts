import { customerOnly, only, type MatrixRow } from "../matrix-types";

/**
 * /dashboard/membership (decision 023): the signed-in customer's own tier, points and auto-renewal. The customer's
 * post carries a bad value (400, nothing written); every refused role sends a change that would really happen.
 */
export const rows: MatrixRow[] = [
  {
    id: "routes/customer/membership",
    path: "/dashboard/membership",
    get: customerOnly,
    posts: [
      {
        intent: "auto-renew",
        fields: (_ids, role) => ({ auto_renew: role === "sales" ? "belki" : "off" }),
        expect: only(["sales"], "400", customerOnly),
      },
    ],
  },
  {
    id: "routes/customer/membership",
    path: "/dashboard/membership?page=999",
    get: customerOnly,
    note: "a page past the end shows the last one",
  },
];
