import { demoId } from "#demo/id";
import { customerOnly, MISSING_ID, only, staff, type MatrixRow, type Role } from "../matrix-types";

/**
 * Offers (decision 025): the staff book /admin/offers (admin and operations) and the customer's list
 * /dashboard/offers. Refused roles send changes that would really happen (a valid new offer, an edit, publishing
 * the demo draft, unpublishing or deleting a published demo offer); staff send input the forms refuse (400) or aim
 * at a missing offer (404), so repeating a case gives the same answer and writes nothing. The customer's ask
 * (a concierge message) is sent by refused roles for a published offer, by the customer for a draft, an expired
 * offer or a malformed id.
 */
const DRAFT = demoId("offer", "monaco-helicopter");
const PUBLISHED = demoId("offer", "bodrum-hotel");
const EXPIRED = demoId("offer", "gocek-expired");
const VERSION = "2026-11-23T12:00:00.000Z";

const isStaff = (role: Role) => role === "operations" || role === "admin";
const staffOnly = (outcome: "400" | "404") => only(["operations", "admin"], outcome);

const offerFields = (role: Role) => ({
  category: "dining",
  title: "Erişim testi akşam yemeği",
  location: "Bodrum",
  original_price: "1000",
  // staff: not a discount (400); everybody else: a valid offer
  discounted_price: isStaff(role) ? "1000" : "800",
  currency: "EUR",
  features: "Şarap",
  valid_until: "2099-01-01",
});

export const rows: MatrixRow[] = [
  {
    id: "routes/admin/offers",
    path: "/admin/offers?q=bodrum&category=hotel&state=published&sort=valid",
    get: staff,
    posts: [
      { intent: "create", fields: (_ids, role) => offerFields(role), expect: staffOnly("400") },
      {
        intent: "update",
        fields: (_ids, role) => ({ ...offerFields(role), id: PUBLISHED, version: VERSION }),
        expect: staffOnly("400"),
      },
      { intent: "publish", fields: (_ids, role) => ({ id: isStaff(role) ? MISSING_ID : DRAFT }), expect: staffOnly("404") },
      { intent: "unpublish", fields: (_ids, role) => ({ id: isStaff(role) ? MISSING_ID : PUBLISHED }), expect: staffOnly("404") },
      {
        intent: "delete",
        fields: (_ids, role) => ({ id: isStaff(role) ? MISSING_ID : PUBLISHED, confirm: "yes" }),
        expect: staffOnly("404"),
      },
    ],
  },
  { id: "routes/admin/offers", path: "/admin/offers?new=1", get: staff, note: "the add form; its POST cases are above" },
  { id: "routes/admin/offers", path: `/admin/offers?edit=${PUBLISHED}`, get: staff, note: "the edit form of a demo offer" },
  {
    id: "routes/admin/offers",
    path: `/admin/offers?edit=${MISSING_ID}`,
    get: only(["operations", "admin"], "404", staff),
    note: "a missing offer's edit step",
  },
  {
    id: "routes/admin/offers",
    path: `/admin/offers?delete=${MISSING_ID}`,
    get: only(["operations", "admin"], "404", staff),
    note: "a missing offer's delete confirmation",
  },
  {
    id: "routes/customer/offers",
    path: "/dashboard/offers?category=hotel",
    get: customerOnly,
    posts: [
      // the customer asks for the demo draft (404, nothing written); everybody else asks for a published offer
      {
        intent: "ask",
        fields: (_ids, role) => ({ offer_id: role === "sales" ? DRAFT : PUBLISHED }),
        expect: only(["sales"], "404", customerOnly),
      },
    ],
  },
  {
    id: "routes/customer/offers",
    path: "/dashboard/offers",
    get: customerOnly,
    posts: [
      { intent: "ask", fields: () => ({ offer_id: EXPIRED }), expect: only(["sales"], "404", customerOnly) },
      {
        intent: "ask",
        fields: (_ids, role) => ({ offer_id: role === "sales" ? "not-an-offer" : PUBLISHED }),
        expect: only(["sales"], "400"),
      },
    ],
  },
];
