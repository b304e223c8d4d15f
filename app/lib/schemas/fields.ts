import { z } from "zod";
import { parseDecimal } from "#app/lib/format";
import { LIMITS } from "./limits";

/**
 * The field rules every form shares (server and browser): lengths, e-mail, person names, passwords, phone,
 * record ids and free text. A form schema composes these instead of writing its own; messages are
 * translation keys. Bidirectional control characters are removed before any rule runs (`parseForm` in
 * ./parse.ts), and NUL bytes never reach a schema (the root middleware answers 400).
 */
export { LIMITS };

/** A record id as the database writes it (UUID, any version), in any letter case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

/** A record id field; lower-cased so lookups match what the database stores. */
export const uuid = (message = "validation.invalidChoice") =>
  z
    .string({ error: message })
    .regex(UUID_PATTERN, message)
    .transform((v) => v.toLowerCase());

/** A pragmatic e-mail check (one @, a dot in the domain, no spaces or brackets), stored lower-cased. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= LIMITS.email && EMAIL_PATTERN.test(value);
}

export const email = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(LIMITS.email, "validation.email")
    .refine((v) => EMAIL_PATTERN.test(v), "validation.email")
    .transform((v) => v.toLowerCase());

/** No control characters besides tabs and line breaks (they would only hide text). */
export function isPrintable(value: string): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return false;
  }
  return true;
}

/** A required one-line text, trimmed, at most `max` characters. */
export const requiredText = (max: number, message = "validation.invalid") =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(max, "validation.tooLong")
    .refine(isPrintable, message);

/** An optional text (conform sends an empty field as undefined), trimmed, at most `max` characters. */
export const optionalText = (max: number, message = "validation.invalid") =>
  z.string().trim().max(max, "validation.tooLong").refine(isPrintable, message).optional();

/** A person's first or last name. */
export const personName = () => requiredText(LIMITS.name);

/** A new password: 8 to 128 characters (argon2id reads every byte; Turkish letters take two). */
export const newPassword = () =>
  z
    .string({ error: "validation.required" })
    .min(1, "validation.required")
    .min(LIMITS.passwordMin, "validation.passwordMin")
    .max(LIMITS.passwordMax, "validation.passwordMax");

/** A password being checked (sign-in, current password): only presence and a generous upper bound. */
export const passwordToCheck = () =>
  z.string({ error: "validation.required" }).min(1, "validation.required").max(LIMITS.passwordCheckMax, "validation.passwordMax");

/** Digits, spaces, "-", parentheses and one leading "+", with 7 to 20 digits in all. */
export function isPlausiblePhone(value: string): boolean {
  if (value.length > LIMITS.phone || !/^\+?[0-9\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= LIMITS.phoneDigitsMin && digits <= LIMITS.phoneDigitsMax;
}

/** An optional phone number (empty → undefined). */
export const optionalPhone = () =>
  z.string().trim().max(LIMITS.phone, "validation.phone").refine(isPlausiblePhone, "validation.phone").optional();

/** A phone number as stored: runs of spaces collapsed, an empty value as null. */
export function phoneForStorage(phone: string | null | undefined): string | null {
  const value = phone?.replace(/\s+/g, " ").trim();
  return value ? value : null;
}

/**
 * The version of a record an edit form was opened on (its `updatedAt` as ISO text, a hidden field). The
 * service writes only where the stored `updatedAt` still equals it (`updateMany({ where: { id, updatedAt } })`)
 * and otherwise throws `staleRecord()` from app/server/platform/service-error.server.ts, so two staff members editing
 * one record never silently overwrite each other.
 */
export const recordVersion = () =>
  z
    .string({ error: "validation.staleForm" })
    .refine(
      (raw) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(raw) && !Number.isNaN(Date.parse(raw)),
      "validation.staleForm",
    )
    .transform((raw) => new Date(raw));

/** A return path carried through a form (judged again by safeRedirectPath where it is used). */
export const returnPath = () => z.string().max(LIMITS.returnPath).optional();

/** The largest amount a money column holds (numeric(12, 2)). */
export const AMOUNT_MAX = 9_999_999_999.99;

/**
 * A money amount as typed ("48.500", "48500,50", "1,234.50"): positive, at most two decimals, within the
 * column. Gives the number, or a translation key for what is wrong.
 */
export function parseAmount(input: string): { value: number } | { error: string } {
  const trimmed = input.trim();
  if (trimmed === "") return { error: "validation.required" };
  if (trimmed.length > 30) return { error: "validation.amount" };
  const value = parseDecimal(trimmed, "tr");
  if (value === null) return { error: "validation.amount" };
  if (value <= 0) return { error: "validation.amountPositive" };
  if (value > AMOUNT_MAX) return { error: "validation.amountTooHigh" };
  const cents = value * 100;
  if (Math.abs(cents - Math.round(cents)) > 1e-6) return { error: "validation.amountDecimals" };
  return { value: Math.round(cents) / 100 };
}

export const amount = () =>
  z.string({ error: "validation.required" }).transform((raw, ctx) => {
    const parsed = parseAmount(raw);
    if ("error" in parsed) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.value;
  });
