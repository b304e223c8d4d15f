import { customerOnly, only, type MatrixRow } from "../matrix-types";

export const rows: MatrixRow[] = [
  { id: "routes/customer/layout", path: "/dashboard", get: customerOnly, note: "layout without action" },
  { id: "routes/customer/dashboard", path: "/dashboard", get: customerOnly, note: "read-only" },
  {
    id: "routes/customer/profile",
    path: "/dashboard/profile",
    get: customerOnly,
    posts: [
      {
        intent: "update-profile",
        fields: () => ({ first_name: "Değişti", last_name: "Müşteri", phone: "" }),
        expect: only(["sales"], "→/dashboard/profile"),
        writes: { sales: ["user_profiles", "customers", "audit_log"] },
      },
      // a wrong current password: refused, and the failed attempt is audited
      {
        intent: "change-password",
        fields: () => ({ current_password: "yanlis-sifre", new_password: "YeniSifre!2026", confirm_password: "YeniSifre!2026" }),
        expect: only(["sales"], "400"),
        writes: { sales: ["audit_log"] },
      },
      // a first password (decision 047) that does not match its repetition: refused, nothing written
      {
        intent: "set-password",
        fields: () => ({ new_password: "YeniSifre!2026", confirm_password: "BaskaSifre!2026" }),
        expect: only(["sales"], "400"),
      },
    ],
  },
];
