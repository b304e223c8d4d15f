import { z } from "zod";
import { CUSTOMER_SEGMENTS, DEFAULT_CUSTOMER_SEGMENT } from "#app/lib/domain/customer";
import { email, LIMITS, optionalPhone, optionalText, personName, recordVersion, uuid } from "./fields";

/**
 * The forms of the staff customer book (/admin/customers and /admin/customers/{id}), shared by server and
 * browser: add, edit (with the version the form was opened on), and the two flag switches. A switch posts the
 * value it wants (`value=true|false`), not "toggle", so repeated or parallel clicks end where the person
 * meant and change the record once. Messages are translation keys.
 */
export const CUSTOMER_LIMITS = { company: 200, notes: 2000 } as const;

const customerFields = {
  first_name: personName(),
  // guests who gave one word as their name have no last name yet (spec §7.2)
  last_name: optionalText(LIMITS.name),
  email: email(),
  phone: optionalPhone(),
  company_name: optionalText(CUSTOMER_LIMITS.company),
  segment: z.enum(CUSTOMER_SEGMENTS, { error: "validation.invalidChoice" }).default(DEFAULT_CUSTOMER_SEGMENT),
  notes: optionalText(CUSTOMER_LIMITS.notes),
};

export const createCustomerSchema = z.object({ intent: z.literal("create"), ...customerFields });

export const updateCustomerSchema = z.object({ intent: z.literal("update"), version: recordVersion(), ...customerFields });

const wanted = z.enum(["true", "false"], { error: "validation.invalidChoice" }).transform((v) => v === "true");

/** VIP on or off, and KYC approved or revoked: one schema, the intent names the flag. */
export const customerFlagSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-vip"), id: uuid("customers.errors.notFound"), value: wanted }),
  z.object({ intent: z.literal("set-kyc"), id: uuid("customers.errors.notFound"), value: wanted }),
]);

export type CustomerFields = z.infer<typeof createCustomerSchema>;
export type CustomerFlag = "vip" | "kyc";

/** The POST intents of the list (/admin/customers) and of one customer's page. */
export const CUSTOMER_LIST_INTENTS = ["create", "set-vip", "set-kyc"] as const;
export const CUSTOMER_PAGE_INTENTS = ["update", "set-vip", "set-kyc"] as const;
