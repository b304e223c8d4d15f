import { z } from "zod";

/**
 * Sign-in and sign-up forms (shared by server and browser). Messages are translation keys.
 * Only Broker and Müşteri (sales) can be chosen publicly; staff accounts are created by an admin
 * (docs/decisions/007-no-self-granted-roles.md).
 */
export const PUBLIC_SIGNUP_ROLES = ["sales", "broker"] as const;
export type PublicSignupRole = (typeof PUBLIC_SIGNUP_ROLES)[number];

const email = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(254, "validation.email")
  .email("validation.email")
  .transform((v) => v.toLowerCase());

export const signInSchema = z.object({
  intent: z.literal("signin"),
  email,
  password: z.string({ error: "validation.required" }).min(1, "validation.required").max(1024, "validation.passwordMax"),
  redirectTo: z.string().max(2000).optional(),
});

export const newPassword = z
  .string({ error: "validation.required" })
  .min(1, "validation.required")
  .min(8, "validation.passwordMin")
  .max(128, "validation.passwordMax");

const name = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(100, "validation.tooLong");

export const signUpSchema = z.object({
  intent: z.literal("signup"),
  first_name: name,
  last_name: name,
  email,
  password: newPassword,
  role: z.enum(PUBLIC_SIGNUP_ROLES, { error: "validation.invalidRole" }).default("sales"),
  redirectTo: z.string().max(2000).optional(),
});

export const authSchema = z.discriminatedUnion("intent", [signInSchema, signUpSchema]);
