import type { StatusLooks } from "./status-look";

/**
 * A broker company's state (spec §4 "Broker is_active: toggled by admin (Aktif / Devre Dışı)"), and the
 * defaults of a new broker (spec §9). A company made by self sign-up starts inactive until an admin vets it
 * (decision 021); while inactive its users see only the "waiting for approval" page.
 */
export const BROKER_STATES = ["active", "inactive"] as const;
export type BrokerState = (typeof BROKER_STATES)[number];

export function brokerState(isActive: boolean): BrokerState {
  return isActive ? "active" : "inactive";
}

export function isBrokerState(value: unknown): value is BrokerState {
  return typeof value === "string" && (BROKER_STATES as readonly string[]).includes(value);
}

/** The change an admin may make from a state (activate an inactive broker, deactivate an active one). */
export function toggleIntent(isActive: boolean): "activate" | "deactivate" {
  return isActive ? "deactivate" : "activate";
}

export const BROKER_STATE_LOOK: StatusLooks<BrokerState> = {
  active: { labelKey: "brokers.status.active", tone: "success" },
  inactive: { labelKey: "brokers.status.inactive", tone: "secondary" },
};

/** Spec §9: a broker added by staff; a self sign-up gets api_key_required false and starts inactive. */
export const NEW_BROKER_DEFAULTS = { rateLimitPerMinute: 60, apiKeyRequired: true, isActive: true } as const;

export const BROKER_LIMITS = {
  name: 200,
  codeMin: 2,
  codeMax: 40,
  endpoint: 500,
  apiKeyMin: 8,
  apiKeyMax: 512,
  rateMin: 1,
  rateMax: 6000,
} as const;

/**
 * Codes are upper case (spec §3, §5): Latin letters, digits, ".", "-" and "_", starting with a letter or digit
 * (the characters a self sign-up's code may take from the e-mail's local part).
 */
export const BROKER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9._-]*$/;

/** The code as stored: trimmed and upper-cased without Turkish casing ("i" → "I", never "İ"). */
export function normalizeBrokerCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** An https address without credentials or fragment (the feed the sync calls); http only on loopback. */
export function isBrokerEndpoint(value: string): boolean {
  if (value.length > BROKER_LIMITS.endpoint || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!url.hostname || url.username || url.password || url.hash) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
}

/** Plain http is accepted only on this machine (the built-in demo feed, a test's fake broker). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An API key: printable ASCII without spaces. */
export function isApiKeyText(value: string): boolean {
  return value.length >= BROKER_LIMITS.apiKeyMin && value.length <= BROKER_LIMITS.apiKeyMax && /^[\x21-\x7E]+$/.test(value);
}
