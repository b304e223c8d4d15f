import { z } from "zod";
import { CONSENT_TEXT_VERSIONS } from "#app/lib/domain/consent";

/**
 * The consent forms (decision 056; shared by server and browser). Messages are translation keys.
 *
 * The profile's marketing consent: one checkbox (`marketing`, "on" when ticked, absent when not — never ticked in
 * advance) and the version of the text the page showed, which must be the current one: a page older than a
 * changed text is refused, so no record claims a text its person did not see.
 */
export const marketingConsentSchema = z.object({
  intent: z.literal("marketing-consent", { error: "consent.validation.intent" }),
  marketing: z.literal("on", { error: "consent.validation.choice" }).optional(),
  text_version: z.literal(CONSENT_TEXT_VERSIONS.marketing_offers, { error: "consent.validation.version" }),
});
export type MarketingConsentValue = z.infer<typeof marketingConsentSchema>;

export const MARKETING_CONSENT_INTENT = marketingConsentSchema.shape.intent.value;

/** The longest withdrawal token a form may carry (a real one is about 90 characters). */
export const CONSENT_TOKEN_MAX = 200;

/**
 * The withdrawal page's button: `intent=withdraw` and the signed token `t`. (The RFC 8058 one-click POST a mail
 * program sends carries `List-Unsubscribe=One-Click` in the body and the token in the address instead.)
 */
export const consentWithdrawSchema = z.object({
  intent: z.literal("withdraw", { error: "consent.validation.intent" }),
  t: z.string({ error: "validation.required" }).min(1, "validation.required").max(CONSENT_TOKEN_MAX, "validation.invalid"),
});

/** The POST intents of the withdrawal page (the access matrix has a row for each). */
export const CONSENT_WITHDRAW_INTENTS = [consentWithdrawSchema.shape.intent.value] as const;
