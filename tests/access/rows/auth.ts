import { all, badSignIn, signedInHome, type MatrixRow, type PerRole, type PostCase } from "../matrix-types";

/** A tampered sign-up (role admin, bad fields) is refused; a signed-in visitor is sent home first. */
const badSignUp = (home: PerRole = signedInHome): PostCase => ({
  intent: "signup",
  fields: () => ({ first_name: "", last_name: "", email: "x", password: "1", role: "admin" }),
  expect: { ...home, guest: "400" },
});

const loginHome: PerRole = { ...signedInHome, broker: "→/dashboard", operations: "→/dashboard", admin: "→/dashboard" };

export const rows: MatrixRow[] = [
  {
    id: "auth",
    path: "/auth",
    get: signedInHome,
    posts: [badSignIn("auth"), badSignUp()],
  },
  { id: "login", path: "/login", get: loginHome, posts: [badSignIn("login", loginHome), badSignUp(loginHome)] },
  { id: "admin-login", path: "/admin/login", get: signedInHome, posts: [badSignIn("admin-login"), badSignUp()] },
  { id: "broker-login", path: "/broker/login", get: signedInHome, posts: [badSignIn("broker-login"), badSignUp()] },
  {
    id: "routes/auth/verify",
    path: "/auth/verify?token=invalid-token-value-123456",
    get: all("page"),
    posts: [{ intent: "verify", fields: () => ({ token: "invalid-token-value-123456" }), expect: all("→/auth/verify") }],
  },
  {
    id: "routes/auth/logout",
    path: "/logout",
    get: all("→/"),
    note: "POST /logout signs out; exercised by the sign-out tests (it would end the matrix's sessions)",
  },
];
