import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type RouterContextProvider } from "react-router";
import { freshOfferLinkSchema, openOfferLinkSchema, signOutForOfferLinkSchema } from "#app/lib/schemas/offer-link";
import { parseForm } from "#app/lib/schemas/parse";
import { OFFER_LINK_PARAM, OFFER_LINK_PATH, parseOfferLinkToken } from "#app/server/brokerage/offer-link-token.server";
import {
  describeOfferLink,
  FRESH_LINK_PER_IP,
  FRESH_LINK_WINDOW_SECONDS,
  freshLinkIpKey,
  openOfferLink,
  requestFreshOfferLink,
  type OfferLinkView,
} from "#app/server/customers/offer-links.server";
import { audit } from "#app/server/platform/audit.server";
import { createSession, destroySession, getSessionUser } from "#app/server/platform/auth/session.server";
import { isBotSubmission } from "#app/server/platform/honeypot.server";
import { badRequest } from "#app/server/platform/http.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { hitRateLimit } from "#app/server/platform/rate-limit.server";
import { clientIp, pageUrl, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * The page of the link to the offer (/teklif/ac, decision 047). GET reads only (mail scanners open links); the
 * POSTs: `open` uses the link and signs in, `sign-out` ends another account's session first (never a silent
 * switch), `fresh-link` asks for a new link by e-mail (one answer whether the address is known or not).
 */

export type PageState = OfferLinkView["state"] | "disabled" | "other-session";

export interface OfferLinkPageData {
  title: string;
  /** the token, only while the link can be opened */
  token: string | null;
  state: PageState;
  view: OfferLinkView;
  /** the e-mail of the account signed in on this browser when it is another one */
  current: string | null;
}

export interface OfferLinkActionData {
  intent: "open" | "fresh-link";
  state?: PageState;
  current?: string | null;
  result?: SubmissionResult<string[]>;
  formError?: string | null;
  freshSent?: boolean;
}

const STATUS: Record<PageState, number> = {
  ready: 200,
  invalid: 400,
  expired: 410,
  used: 410,
  refused: 403,
  disabled: 403,
  "other-session": 409,
};

type Ctx = Readonly<RouterContextProvider>;

export async function offerLinkLoader(request: Request, context: Ctx) {
  const t = getT(context);
  const raw = pageUrl(request).searchParams.get(OFFER_LINK_PARAM);
  const view = await describeOfferLink(raw, getLanguage(context));
  const user = view.state === "ready" ? await getSessionUser(request) : null;
  const current = view.state === "ready" && user && user.email !== view.email ? user.email : null;
  const state: PageState = current ? "other-session" : view.state;
  const page: OfferLinkPageData = { title: t("offerLink.pageTitle"), token: view.state === "ready" ? raw : null, state, view, current };
  return data(page, { status: STATUS[state] });
}

function answer(payload: OfferLinkActionData, status: number, headers?: HeadersInit) {
  return data(payload, { status, headers });
}

export async function offerLinkAction(request: Request, context: Ctx) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "open") return open(request, context, form);
  if (intent === "sign-out") return signOut(request, context, form);
  if (intent === "fresh-link") return freshLink(context, form);
  return badRequest();
}

async function open(request: Request, context: Ctx, form: FormData) {
  const t = getT(context);
  const submission = parseForm(form, { schema: openOfferLinkSchema });
  if (submission.status !== "success") return answer({ intent: "open", state: "invalid" }, STATUS.invalid);
  const ip = clientIp(context);
  const user = await getSessionUser(request);
  const outcome = await openOfferLink({ token: submission.value.t, signedIn: user ? { userId: user.id, email: user.email } : null, ip });
  if (!outcome.ok) {
    return answer(
      { intent: "open", state: outcome.reason, current: outcome.reason === "other-session" ? user?.email : null },
      STATUS[outcome.reason],
    );
  }
  // a new session id on every sign-in: the one this browser had (the same account's) ends
  if (user) await destroySession(request);
  const session = await createSession(outcome.userId, { ip, userAgent: request.headers.get("user-agent") });
  await audit({
    actorId: outcome.userId,
    action: "auth.sign_in",
    entity: "user",
    entityId: outcome.userId,
    after: { by: "offer_link" },
    ip,
  });
  return redirectWithToast(
    outcome.target,
    {
      type: "success",
      title: t("offerLink.signedInTitle"),
      description: t(outcome.created ? "offerLink.accountCreatedText" : "offerLink.signedInText"),
    },
    { headers: { "Set-Cookie": session.header } },
  );
}

async function signOut(request: Request, context: Ctx, form: FormData) {
  const submission = parseForm(form, { schema: signOutForOfferLinkSchema });
  const token = submission.status === "success" ? parseOfferLinkToken(submission.value.t) : null;
  // this sign-out serves a link only: without one it ends nothing (sign-out elsewhere is POST /logout)
  if (!token) return badRequest();
  const user = await getSessionUser(request);
  const header = await destroySession(request);
  if (user) await audit({ actorId: user.id, action: "auth.sign_out", entity: "user", entityId: user.id, ip: clientIp(context) });
  return redirect(`${OFFER_LINK_PATH}?${OFFER_LINK_PARAM}=${token}`, { headers: { "Set-Cookie": header } });
}

async function freshLink(context: Ctx, form: FormData) {
  const t = getT(context);
  // a bot filled the hidden field: the usual answer, nothing sent
  if (isBotSubmission(form)) return answer({ intent: "fresh-link", freshSent: true }, 200);
  const submission = parseForm(form, { schema: freshOfferLinkSchema });
  if (submission.status !== "success") return answer({ intent: "fresh-link", result: submission.reply() }, 400);
  const limit = await hitRateLimit(freshLinkIpKey(clientIp(context)), FRESH_LINK_PER_IP, FRESH_LINK_WINDOW_SECONDS);
  if (!limit.allowed) {
    return answer(
      {
        intent: "fresh-link",
        result: submission.reply(),
        formError: t("offerLink.fresh.tooMany", { minutes: Math.ceil(limit.retryAfterSeconds / 60) }),
      },
      429,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }
  await requestFreshOfferLink({ email: submission.value.email, baseUrl: publicBaseUrl(), language: getLanguage(context) });
  return answer({ intent: "fresh-link", freshSent: true, result: submission.reply({ resetForm: true }) }, 200);
}
