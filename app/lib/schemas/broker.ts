import { z } from "zod";
import { BROKER_CODE_PATTERN, BROKER_LIMITS, isApiKeyText, isBrokerEndpoint, normalizeBrokerCode } from "#app/lib/domain/broker-status";
import { isPrintable, recordVersion, requiredText, uuid } from "./fields";

/**
 * The forms of /admin/brokers (shared by server and browser): add and edit a broker (spec §2.12, §3, §9), and
 * the per-row changes. The API key is write-only: an empty key field on an edit keeps the stored key,
 * `clear_api_key` removes it. Checkboxes send "on" when ticked and nothing otherwise. Messages are
 * translation keys.
 */
const checkbox = () =>
  z
    .literal("on", { error: "validation.invalidChoice" })
    .optional()
    .transform((v) => v === "on");

const brokerFields = {
  name: requiredText(BROKER_LIMITS.name),
  code: z
    .string({ error: "validation.required" })
    .transform(normalizeBrokerCode)
    .pipe(
      z
        .string()
        .min(1, "validation.required")
        .min(BROKER_LIMITS.codeMin, "brokers.errors.code")
        .max(BROKER_LIMITS.codeMax, "validation.tooLong")
        .regex(BROKER_CODE_PATTERN, "brokers.errors.code"),
    ),
  api_endpoint: z
    .string()
    .trim()
    .max(BROKER_LIMITS.endpoint, "validation.tooLong")
    .refine((v) => isPrintable(v) && isBrokerEndpoint(v), "brokers.errors.endpoint")
    .optional(),
  api_key_required: checkbox(),
  api_key: z
    .string()
    .refine((v) => isApiKeyText(v), "brokers.errors.apiKey")
    .optional(),
  rate_limit_per_minute: z
    .string({ error: "validation.required" })
    .trim()
    .regex(/^\d{1,6}$/, "brokers.errors.rateLimit")
    .transform(Number)
    .pipe(z.number().int().min(BROKER_LIMITS.rateMin, "brokers.errors.rateLimit").max(BROKER_LIMITS.rateMax, "brokers.errors.rateLimit")),
  is_active: checkbox(),
};

export const createBrokerSchema = z.object({ intent: z.literal("create"), ...brokerFields }).superRefine((v, ctx) => {
  // a required key for a feed we will call must be given when the broker is added
  if (v.api_key_required && v.api_endpoint && !v.api_key)
    ctx.addIssue({ code: "custom", path: ["api_key"], message: "brokers.errors.apiKeyMissing" });
});

export const updateBrokerSchema = z.object({
  intent: z.literal("update"),
  id: uuid("brokers.errors.notFound"),
  version: recordVersion(),
  ...brokerFields,
  clear_api_key: checkbox(),
});

export const brokerChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("activate"), id: uuid("brokers.errors.notFound") }),
  z.object({ intent: z.literal("deactivate"), id: uuid("brokers.errors.notFound") }),
  // without `confirm=yes` the screen first asks (the no-JavaScript confirmation step)
  z.object({ intent: z.literal("delete"), id: uuid("brokers.errors.notFound"), confirm: z.literal("yes").optional() }),
]);

/** Every POST intent of /admin/brokers (the access matrix has a row for each). */
export const BROKER_INTENTS = ["create", "update", "activate", "deactivate", "delete"] as const;

/** /admin/broker-flights: sync one broker, or every active one. */
export const brokerSyncSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("sync"), id: uuid("brokerFlights.errors.notFound") }),
  z.object({ intent: z.literal("sync-all") }),
]);

export const BROKER_SYNC_INTENTS = ["sync", "sync-all"] as const;
