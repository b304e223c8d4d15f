import { HONEYPOT_FIELD } from "#app/lib/honeypot";

/** True when the hidden field was filled (a bot). */
export function isBotSubmission(form: FormData) {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}
