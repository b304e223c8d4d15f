import { all, badSignIn, signedInHome, type MatrixRow } from "../matrix-types";

export const rows: MatrixRow[] = [
  { id: "auth", path: "/auth", get: signedInHome, posts: [badSignIn(), { intent: "signup", fields: () => ({ first_name: "", last_name: "", email: "x", password: "1", role: "admin" }), expect: all("400") }] },
  { id: "login", path: "/login", get: { ...signedInHome, broker: "→/dashboard", operations: "→/dashboard", admin: "→/dashboard" }, posts: [badSignIn()] },
  { id: "admin-login", path: "/admin/login", get: signedInHome, posts: [badSignIn()] },
  { id: "broker-login", path: "/broker/login", get: signedInHome, posts: [badSignIn()] },
  { id: "routes/auth/verify", path: "/auth/verify?token=invalid-token-value-123456", get: all("page"), posts: [{ intent: "verify", fields: () => ({ token: "invalid-token-value-123456" }), expect: all("→/auth/verify") }] },
  { id: "routes/auth/logout", path: "/logout", get: all("→/"), note: "POST /logout signs out; exercised by the sign-out tests (it would end the matrix's sessions)" },
];
