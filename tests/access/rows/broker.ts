import { brokerOnly, only, type MatrixRow } from "../matrix-types";

export const rows: MatrixRow[] = [
  { id: "routes/broker/layout", path: "/broker/profile", get: brokerOnly, note: "layout without action" },
  {
    id: "routes/broker/profile",
    path: "/broker/profile",
    get: brokerOnly,
    posts: [
      {
        intent: "update-profile",
        fields: () => ({ first_name: "Değişti", last_name: "Broker", phone: "" }),
        expect: only(["broker"], "→/broker/profile"),
        writes: { broker: ["user_profiles", "audit_log"] },
      },
      // a wrong current password: refused, and the failed attempt is audited
      {
        intent: "change-password",
        fields: () => ({ current_password: "yanlis-sifre", new_password: "YeniSifre!2026", confirm_password: "YeniSifre!2026" }),
        expect: only(["broker"], "400"),
        writes: { broker: ["audit_log"] },
      },
      // a first password (decision 047) that does not match its repetition: refused, nothing written
      {
        intent: "set-password",
        fields: () => ({ new_password: "YeniSifre!2026", confirm_password: "BaskaSifre!2026" }),
        expect: only(["broker"], "400"),
      },
    ],
  },
];
