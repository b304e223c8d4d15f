import { z } from "zod";
import { isPrintable, uuid } from "#app/lib/schemas/fields";

/**
 * The concierge thread's forms (/dashboard/concierge and /admin/concierge/{id}), one schema for the browser
 * and the server. A message body is trimmed, 1 to 2000 characters, and holds no control characters besides
 * tabs and line breaks (so no NUL). Messages are translation keys of the `concierge` namespace.
 */
export const CONCIERGE_BODY_MAX = 2000;

/** The body rule, shared by every form that writes a concierge message (also usable by other screens). */
export const conciergeBody = () =>
  z
    .string({ error: "concierge.validation.bodyRequired" })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, "concierge.validation.bodyRequired")
        .max(CONCIERGE_BODY_MAX, "concierge.validation.bodyTooLong")
        .refine(isPrintable, "concierge.validation.bodyInvalid"),
    );

/** The customer's screen: one intent, send. */
export const CUSTOMER_CONCIERGE_INTENTS = ["send"] as const;
export const customerConciergeSchema = z.object({
  intent: z.literal("send", { error: "validation.invalidChoice" }),
  body: conciergeBody(),
});

/** Staff on one conversation: answer it, or assign it to a staff member (empty = nobody). */
export const STAFF_CONCIERGE_INTENTS = ["reply", "assign"] as const;
export const staffConciergeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("reply"), body: conciergeBody() }),
    z.object({
      intent: z.literal("assign"),
      assigned_staff_id: z
        .union([z.literal("").transform(() => null), uuid("concierge.validation.staffInvalid")])
        .nullable()
        .default(null),
    }),
  ],
  { error: "validation.invalidChoice" },
);

export type StaffConciergeValue = z.infer<typeof staffConciergeSchema>;
