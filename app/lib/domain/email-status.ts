import type { StatusLooks } from "./status-look";

/**
 * E-mail outbox status (database enum `email_status`): queued → sent, or failed after its attempts; an admin
 * may put a failed e-mail back in the queue.
 */
export const EMAIL_STATUSES = ["queued", "sent", "failed"] as const;

export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_TRANSITIONS: Readonly<Record<EmailStatus, readonly EmailStatus[]>> = {
  queued: ["sent", "failed"],
  failed: ["queued"],
  sent: [],
};

export function isEmailStatus(value: unknown): value is EmailStatus {
  return typeof value === "string" && (EMAIL_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: EmailStatus, to: EmailStatus): boolean {
  return EMAIL_TRANSITIONS[from].includes(to);
}

/** The label and badge tone of each status. */
export const EMAIL_STATUS_LOOK: StatusLooks<EmailStatus> = {
  queued: { labelKey: "settings.outbox.statuses.queued", tone: "warning" },
  sent: { labelKey: "settings.outbox.statuses.sent", tone: "success" },
  failed: { labelKey: "settings.outbox.statuses.failed", tone: "destructive" },
};
