import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Role } from "#app/generated/prisma/enums";
import { checkCredentials } from "#app/server/platform/auth/credentials.server";

/**
 * Password sign-in through remix-auth's FormStrategy. remix-auth 4 handles no sessions: the strategy only
 * answers "who is this"; the sign-in action keeps the database sessions, the rate limits, the uniform error
 * message and the equal timing for unknown accounts (checkCredentials verifies against a dummy hash).
 *
 * The strategy reads the form itself, so a caller that also reads the body must read a `request.clone()`.
 */
export interface SignedInUser {
  userId: string;
  role: Role | null;
  firstName: string;
}

/** Thrown by the strategy: the credentials did not sign anyone in. */
export class SignInRefused extends Error {
  constructor(public readonly reason: "invalid" | "disabled") {
    super(`sign-in refused: ${reason}`);
    this.name = "SignInRefused";
  }
}

export const PASSWORD_STRATEGY = "password";

export const authenticator = new Authenticator<SignedInUser>().use(
  new FormStrategy<SignedInUser>(async ({ form }) => {
    const email = String(form.get("email") ?? "")
      .trim()
      .toLowerCase();
    const password = String(form.get("password") ?? "");
    const result = await checkCredentials(email, password);
    if (!result.ok) throw new SignInRefused(result.reason);
    return { userId: result.userId, role: result.role, firstName: result.firstName };
  }),
  PASSWORD_STRATEGY,
);
