import { z } from "zod";

/**
 * The membership screen's one form (shared by server and browser): switch auto-renewal on or off. The form
 * names the wanted value (`on` or `off`), not a toggle, so a repeated or parallel post changes nothing twice.
 * Whose membership it is comes from the session only. Messages are translation keys.
 */
export const AUTO_RENEW_VALUES = ["on", "off"] as const;
export type AutoRenewValue = (typeof AUTO_RENEW_VALUES)[number];

export const autoRenewSchema = z.object({
  intent: z.literal("auto-renew", { error: "membership.errors.intent" }),
  auto_renew: z.enum(AUTO_RENEW_VALUES, { error: "membership.errors.autoRenew" }),
});

/** The POST intents of /dashboard/membership (the access matrix has a row for each). */
export const MEMBERSHIP_INTENTS = [autoRenewSchema.shape.intent.value] as const;
export type MembershipIntent = (typeof MEMBERSHIP_INTENTS)[number];
