/**
 * A message that carries values: a translation key, the separator, then either a JSON object of the message's
 * values ("emptyLegs.errors.legTooLong::{\"hours\":14}") or, for the airport fields, the candidates it lists
 * ("key::A; B"). Servers write it with `messageWithValues`; screens read it back with `fieldErrorText`.
 */
export const MESSAGE_SEPARATOR = "::";

/** A translation key with its message values; the key alone when there are none. */
export function messageWithValues(key: string, values: Record<string, string | number> | undefined): string {
  return values && Object.keys(values).length > 0 ? `${key}${MESSAGE_SEPARATOR}${JSON.stringify(values)}` : key;
}

/**
 * The text of a field error: its key, with the listed airports where the key carries them, or the message's values
 * (a JSON object after the separator: the aircraft checks of decision 036, a service refusal's values).
 */
export function fieldErrorText(key: string, t: (key: string, options?: Record<string, unknown>) => string, max?: number): string {
  const at = key.indexOf(MESSAGE_SEPARATOR);
  if (at < 0) return t(key, { max });
  const k = key.slice(0, at);
  const rest = key.slice(at + MESSAGE_SEPARATOR.length);
  if (rest.startsWith("{")) {
    try {
      return t(k, { max, ...(JSON.parse(rest) as Record<string, unknown>) });
    } catch {
      return t(k, { max });
    }
  }
  return t(k, { max, choices: rest });
}
