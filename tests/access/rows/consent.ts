import { all, customerOnly, only, type MatrixRow } from "../matrix-types";

/**
 * Consent (decision 056): the marketing checkbox of /dashboard/profile (the customer's only; a stale text version is
 * refused with 400 and writes nothing, a valid post grants and writes its record — repeated, it finds
 * the consent already granted and writes nothing) and the public one-click withdrawal /iletisim-izni/geri-cek, whose
 * forged token is 400 for everybody on GET (which never writes) and POST.
 */
const FORGED = "marketing_offers.3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b.forged-signature";

export const rows: MatrixRow[] = [
  {
    id: "routes/customer/profile",
    path: "/dashboard/profile",
    get: customerOnly,
    note: "the marketing consent form (the page's other intents are in customer.ts)",
    posts: [
      {
        intent: "marketing-consent",
        fields: () => ({ marketing: "on", text_version: "marketing-2000-01-01" }),
        expect: only(["sales"], "400"),
      },
      {
        intent: "marketing-consent",
        fields: () => ({ marketing: "on", text_version: "marketing-2026-11-26" }),
        expect: only(["sales"], "→/dashboard/profile"),
        writes: { sales: ["consent_records"] },
      },
    ],
  },
  {
    id: "routes/public/consent-withdraw",
    path: `/iletisim-izni/geri-cek?t=${FORGED}`,
    get: all("400"),
    posts: [{ intent: "withdraw", fields: () => ({ t: FORGED }), expect: all("400") }],
  },
];
