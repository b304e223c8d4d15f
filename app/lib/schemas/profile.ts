import { z } from "zod";
import { newPassword } from "./auth";

/**
 * The profile page's two forms (shared by server and browser; customers and brokers). Messages are
 * translation keys.
 */
export const NAME_MAX = 100;
export const PHONE_MAX = 40;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 20;

/** Digits, spaces, "-", parentheses and one leading "+", with 7 to 20 digits in all. */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[0-9\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

const name = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(NAME_MAX, "validation.tooLong");

export const updateProfileSchema = z.object({
  intent: z.literal("update-profile"),
  first_name: name,
  last_name: name,
  // an empty field arrives as undefined (no phone)
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX, "validation.phone")
    .refine(isPlausiblePhone, "validation.phone")
    .optional(),
});

export const changePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    current_password: z
      .string({ error: "validation.required" })
      .min(1, "validation.required")
      .max(1024, "validation.passwordMax"),
    new_password: newPassword,
    confirm_password: z.string({ error: "validation.required" }).min(1, "validation.required"),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ["confirm_password"],
    message: "validation.passwordMismatch",
  });

export type ProfileIntent = "update-profile" | "change-password";

/** Password fields never travel back to the browser after a failed submit. */
export const PASSWORD_FIELDS = ["current_password", "new_password", "confirm_password"];
