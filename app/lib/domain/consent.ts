/**
 * Consent to e-mail (KVKK, Law 6698; commercial e-mail, Law 6563; decision 056). Consent is a list of records, each
 * a grant or a withdrawal, never changed once written; a person's current state of a purpose is the latest record
 * of that purpose (by time, then by the record's number for two in the same millisecond). No record means no
 * consent. The server's queries follow the same rule (app/server/customers/consent.server.ts).
 */
export const CONSENT_PURPOSES = ["marketing_offers", "leg_alerts"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_ACTIONS = ["granted", "withdrawn"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

export const CONSENT_SOURCES = ["profile", "sign_up", "alert_form", "unsubscribe_link", "staff"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The version of each purpose's consent text as the screens show it (app/locales/<lng>/consent.ts). A record keeps
 * the version its person was shown; a changed text gets a new version, so what somebody agreed to stays provable.
 */
export const CONSENT_TEXT_VERSIONS: Record<ConsentPurpose, string> = {
  marketing_offers: "marketing-2026-11-26",
  leg_alerts: "leg-alerts-2026-11-26",
};

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return typeof value === "string" && (CONSENT_PURPOSES as readonly string[]).includes(value);
}

export interface ConsentRecordLike {
  id: bigint | number | string;
  action: ConsentAction;
  createdAt: Date;
}

const order = (id: ConsentRecordLike["id"]) => BigInt(id);

/** The record that decides the current state: the latest by time, then by number; null for none. */
export function latestConsent<R extends ConsentRecordLike>(records: readonly R[]): R | null {
  let latest: R | null = null;
  for (const record of records) {
    if (
      !latest ||
      record.createdAt.getTime() > latest.createdAt.getTime() ||
      (record.createdAt.getTime() === latest.createdAt.getTime() && order(record.id) > order(latest.id))
    ) {
      latest = record;
    }
  }
  return latest;
}

/** Whether the records say "granted" now: their latest is a grant. */
export function consentGranted(records: readonly ConsentRecordLike[]): boolean {
  return latestConsent(records)?.action === "granted";
}

/**
 * Whether a new record of `action` changes anything: a different action, or a grant of a text version other than the
 * one granted (the person agreed to a new text).
 */
export function consentChanges(
  latest: { action: ConsentAction; textVersion: string } | null,
  action: ConsentAction,
  textVersion: string,
): boolean {
  if (!latest) return action === "granted";
  if (latest.action !== action) return true;
  return action === "granted" && latest.textVersion !== textVersion;
}
