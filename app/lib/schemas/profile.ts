import { z } from "zod";
import { newPassword, optionalPhone, passwordToCheck, personName } from "./fields";

/**
 * The profile page's two forms (shared by server and browser; customers and brokers). Messages are
 * translation keys.
 */
export const updateProfileSchema = z.object({
  intent: z.literal("update-profile"),
  first_name: personName(),
  last_name: personName(),
  // an empty field arrives as undefined (no phone)
  phone: optionalPhone(),
});

export const changePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    current_password: passwordToCheck(),
    new_password: newPassword(),
    confirm_password: z.string({ error: "validation.required" }).min(1, "validation.required"),
  })
  // checked even while another field is refused, so every problem shows after one submit
  .refine((v) => typeof v.new_password !== "string" || !v.confirm_password || v.new_password === v.confirm_password, {
    path: ["confirm_password"],
    message: "validation.passwordMismatch",
    when: () => true,
  });

/** A first password for an account made by an offer link (decision 047): there is no current one to check. */
export const setPasswordSchema = z
  .object({
    intent: z.literal("set-password"),
    new_password: newPassword(),
    confirm_password: z.string({ error: "validation.required" }).min(1, "validation.required"),
  })
  .refine((v) => typeof v.new_password !== "string" || !v.confirm_password || v.new_password === v.confirm_password, {
    path: ["confirm_password"],
    message: "validation.passwordMismatch",
    when: () => true,
  });

/** The profile page's POST intents, one per form. */
export const PROFILE_INTENTS = [updateProfileSchema.shape.intent.value, changePasswordSchema.shape.intent.value, "set-password"] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

/** Password fields never travel back to the browser after a failed submit. */
export const PASSWORD_FIELDS = ["current_password", "new_password", "confirm_password"];
