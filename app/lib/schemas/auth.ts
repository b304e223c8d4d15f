import { z } from "zod";
import { email, newPassword, passwordToCheck, personName, returnPath } from "./fields";

/**
 * Sign-in and sign-up forms (shared by server and browser). Messages are translation keys.
 * Only Broker and Müşteri (sales) can be chosen publicly; staff accounts are created by an admin
 * (docs/decisions/007-roles-are-never-self-granted.md).
 */
export const PUBLIC_SIGNUP_ROLES = ["sales", "broker"] as const;
export type PublicSignupRole = (typeof PUBLIC_SIGNUP_ROLES)[number];

export const signInSchema = z.object({
  intent: z.literal("signin"),
  email: email(),
  password: passwordToCheck(),
  redirectTo: returnPath(),
});

export const signUpSchema = z.object({
  intent: z.literal("signup"),
  first_name: personName(),
  last_name: personName(),
  email: email(),
  password: newPassword(),
  role: z.enum(PUBLIC_SIGNUP_ROLES, { error: "validation.invalidRole" }).default("sales"),
  // the optional marketing consent (decision 056): "on" when ticked, absent when not
  marketing: z.literal("on", { error: "consent.validation.choice" }).optional(),
  redirectTo: returnPath(),
});

export const authSchema = z.discriminatedUnion("intent", [signInSchema, signUpSchema]);
