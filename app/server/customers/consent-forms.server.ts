import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { CONSENT_TEXT_VERSIONS } from "#app/lib/domain/consent";
import { marketingConsentSchema } from "#app/lib/schemas/consent";
import { parseForm } from "#app/lib/schemas/parse";
import type { ProfiledUser } from "#app/server/platform/auth/guard.server";
import { db } from "#app/server/platform/db/client.server";
import { getT } from "#app/server/platform/i18n.server";
import { hitRateLimit } from "#app/server/platform/rate-limit.server";
import { clientIp } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { accountSubject, consentHistory, currentConsent, recordConsent } from "./consent.server";
import { verifyConsentToken } from "./consent-token.server";

/**
 * The consent forms (decision 056): the marketing checkbox of the customer's profile, and the one-click withdrawal
 * of the marketing e-mails (the signed link's page and RFC 8058's POST). Both record through consent.server.ts,
 * only when the state changes.
 */

// ───────────── the profile's checkbox ─────────────

/** What the profile's consent card shows: the current state, the text's version, the records. */
export async function marketingConsentPageData(user: ProfiledUser) {
  const [current, history] = await Promise.all([currentConsent(user.id, "marketing_offers"), consentHistory(user.id, "marketing_offers")]);
  return {
    granted: current?.action === "granted",
    since: current?.action === "granted" ? current.createdAt.toISOString() : null,
    textVersion: CONSENT_TEXT_VERSIONS.marketing_offers,
    emailVerified: user.emailVerified,
    history,
  };
}
export type MarketingConsentPageData = Awaited<ReturnType<typeof marketingConsentPageData>>;

export interface ConsentActionData {
  intent: "marketing-consent";
  result: SubmissionResult<string[]>;
}

/** The checkbox's post: ticked grants, unticked withdraws; nothing is written when it changes nothing. */
export async function marketingConsentAction(input: {
  form: FormData;
  context: Readonly<RouterContextProvider>;
  user: ProfiledUser;
  path: string;
}) {
  const t = getT(input.context);
  const submission = parseForm(input.form, { schema: marketingConsentSchema });
  if (submission.status !== "success") {
    return data<ConsentActionData>({ intent: "marketing-consent", result: submission.reply() }, { status: 400 });
  }
  const action = submission.value.marketing === "on" ? "granted" : "withdrawn";
  const written = await db().$transaction(async (tx) => {
    const subject = await accountSubject(input.user.id, tx);
    if (!subject) return false;
    return recordConsent(
      {
        subject,
        purpose: "marketing_offers",
        action,
        source: "profile",
        textVersion: submission.value.text_version,
        ip: clientIp(input.context),
        onlyIfChanged: true,
      },
      tx,
    );
  });
  return redirectWithToast(input.path, {
    type: written ? "success" : "info",
    title: t("consent.marketing.savedTitle"),
    description: t(
      !written
        ? "consent.marketing.unchangedText"
        : action === "granted"
          ? "consent.marketing.grantedText"
          : "consent.marketing.withdrawnText",
    ),
  });
}

// ───────────── the one-click withdrawal ─────────────

/** Withdrawal posts per address and window (the button and RFC 8058's POST alike); then 429. */
export const WITHDRAW_IP_LIMIT = 30;
export const WITHDRAW_WINDOW_SECONDS = 10 * 60;
export const withdrawIpKey = (ip: string) => `consent-withdraw:ip:${ip}`;

/** Counts a withdrawal post from this address: null while under the limit, else the seconds to wait. */
export async function withdrawalLimited(ip: string): Promise<number | null> {
  const hit = await hitRateLimit(withdrawIpKey(ip), WITHDRAW_IP_LIMIT, WITHDRAW_WINDOW_SECONDS);
  return hit.allowed ? null : hit.retryAfterSeconds;
}

/** Whether a withdrawal token is valid (the GET page shows its button only then; it changes nothing). */
export function withdrawalTokenValid(token: unknown): boolean {
  return verifyConsentToken(token, "marketing_offers") !== null;
}

/**
 * Withdraws the marketing consent of the token's account: "done" for any valid token — also when the consent was
 * already withdrawn or the account is gone, so the answer says nothing about the account — and "invalid" for
 * anything else, which writes nothing.
 */
export async function withdrawByToken(token: unknown, ip: string): Promise<"done" | "invalid"> {
  const verified = verifyConsentToken(token, "marketing_offers");
  if (!verified) return "invalid";
  await db().$transaction(async (tx) => {
    const subject = await accountSubject(verified.userId, tx);
    if (!subject) return;
    await recordConsent(
      { subject, purpose: "marketing_offers", action: "withdrawn", source: "unsubscribe_link", ip, onlyIfChanged: true },
      tx,
    );
  });
  return "done";
}
