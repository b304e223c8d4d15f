import { z } from "zod";
import { email, isPrintable } from "./fields";

/**
 * The forms of the offer link's page (/teklif/ac, decision 047): open the offer (the token from the link), sign
 * out the account signed in on this browser, and ask for a fresh link by e-mail. Messages are translation keys.
 * The token is checked by the server (its shape and its row); here it is only a bounded string.
 */
const token = () => z.string({ error: "offerLink.invalidText" }).max(200, "offerLink.invalidText");

export const openOfferLinkSchema = z.object({ intent: z.literal("open"), t: token() });

/** Only on the way to a link: the form carries the link's token, and the answer leads back to it. */
export const signOutForOfferLinkSchema = z.object({ intent: z.literal("sign-out"), t: token() });

export const freshOfferLinkSchema = z.object({
  intent: z.literal("fresh-link"),
  // no control characters (a NUL would not even reach the database)
  email: email().refine(isPrintable, "validation.email"),
});

export const OFFER_LINK_INTENTS = ["open", "sign-out", "fresh-link"] as const;
