import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { CircleCheck, Plane } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/offer-link";
import { ErrorView } from "#app/components/error-view";
import { FocusTarget } from "#app/components/form-feedback";
import { Honeypot } from "#app/components/honeypot";
import { LinkPageCard } from "#app/components/token-result-page";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Field, FormError } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { freshOfferLinkSchema, OFFER_LINK_INTENTS } from "#app/lib/schemas/offer-link";
import { parseForm } from "#app/lib/schemas/parse";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending } from "#app/lib/use-pending";
import { areaTexts } from "#app/lib/browser-texts";
import type { TextsHandle } from "#app/locales/areas";
import {
  offerLinkAction,
  offerLinkLoader,
  type OfferLinkActionData,
  type OfferLinkPageData,
  type PageState,
} from "#app/server/customers/offer-link-page.server";

/** The sign-in pages' texts (with this page's) are loaded before a client navigation here renders (decision 035). */
export const handle: TextsHandle = { texts: "auth" };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("auth")];

/**
 * /teklif/ac?t=<token>: the link to the offer in a guest's e-mails (decision 047). Opening it shows the request and
 * a button; only the POST uses the link, signs in (making the customer account when the address has none) and
 * leads to the request in the customer area. A link that cannot be used says why, with a form for a fresh one.
 */
export const intents = OFFER_LINK_INTENTS;

export async function loader({ request, context }: Route.LoaderArgs) {
  return offerLinkLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return offerLinkAction(request, context);
}

const PROBLEM_TEXT: Record<Exclude<PageState, "ready">, { title: string; text: string }> = {
  invalid: { title: "offerLink.invalidTitle", text: "offerLink.invalidText" },
  expired: { title: "offerLink.expiredTitle", text: "offerLink.expiredText" },
  used: { title: "offerLink.usedTitle", text: "offerLink.usedText" },
  refused: { title: "offerLink.refusedTitle", text: "offerLink.refusedText" },
  disabled: { title: "offerLink.disabledTitle", text: "offerLink.disabledText" },
  "other-session": { title: "offerLink.otherSessionTitle", text: "offerLink.otherSessionText" },
};

/** States that offer a fresh link: the link itself can no longer open anything. */
const FRESH_STATES: ReadonlySet<PageState> = new Set(["invalid", "expired", "used"]);

export default function OfferLink({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const page = loaderData as OfferLinkPageData;
  const answer = actionData as OfferLinkActionData | undefined;
  const opened = answer?.intent === "open" ? answer : undefined;
  const state: PageState = opened?.state ?? page.state;
  const current = opened?.current ?? page.current;
  const view = page.view;
  const ready = state === "ready" && view.state === "ready";
  const heading = ready ? { title: "offerLink.title", text: "" } : PROBLEM_TEXT[state as Exclude<PageState, "ready">];
  return (
    <LinkPageCard
      icon={Plane}
      title={t(heading.title)}
      text={ready ? t("offerLink.text", { ...view, passengers: view.passengers }) : t(heading.text, { current: current ?? "" })}
      textProps={{ role: opened ? "alert" : undefined, "data-testid": "offer-link-state", "data-state": state }}
      contentClassName="flex flex-col gap-3"
      after={FRESH_STATES.has(state) ? <FreshLinkForm answer={answer?.intent === "fresh-link" ? answer : undefined} /> : null}
    >
      {ready && page.token ? <OpenForm token={page.token} /> : null}
      {state === "other-session" && page.token ? <SignOutForm token={page.token} /> : null}
      {state === "refused" || state === "disabled" ? (
        <Link to="/auth" className={buttonVariants({ variant: "outline" })}>
          {t("offerLink.toSignIn")}
        </Link>
      ) : null}
      {state === "used" ? (
        <Link to="/dashboard/requests" className={buttonVariants({ variant: "outline" })}>
          {t("offerLink.toRequests")}
        </Link>
      ) : null}
    </LinkPageCard>
  );
}

function OpenForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "open" });
  return (
    <Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="open" />
      <input type="hidden" name="t" value={token} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t("offerLink.busy") : t("offerLink.button")}
      </Button>
      <p className="text-sm text-muted-foreground">{t("offerLink.once")}</p>
    </Form>
  );
}

function SignOutForm({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="sign-out" />
      <input type="hidden" name="t" value={token} />
      <Button type="submit" variant="outline" className="w-full">
        {t("offerLink.signOut")}
      </Button>
    </Form>
  );
}

function FreshLinkForm({ answer }: { answer: OfferLinkActionData | undefined }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "fresh-link" });
  const [form, fields] = useForm({
    id: "offer-link-fresh",
    lastResult: answer?.result,
    constraint: getZodConstraint(freshOfferLinkSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: freshOfferLinkSchema }),
  });
  const emailErrors = fields.email.errors?.map((key) => t(key));
  return (
    <section aria-labelledby="offer-link-fresh-title" className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <div className="flex flex-col gap-1">
        <h2 id="offer-link-fresh-title" className="text-lg font-semibold">
          {t("offerLink.fresh.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("offerLink.fresh.text")}</p>
      </div>
      {answer?.freshSent ? (
        <FocusTarget focusKey={answer}>
          <div role="status" className="flex items-start gap-3 rounded-md border border-success/30 bg-success/10 p-4 text-sm">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <div>
              <p className="font-semibold text-success">{t("offerLink.fresh.sentTitle")}</p>
              <p className="text-foreground">{t("offerLink.fresh.sent")}</p>
            </div>
          </div>
        </FocusTarget>
      ) : null}
      {answer?.formError ? (
        <FocusTarget focusKey={answer}>
          <FormError title={t("offerLink.fresh.errorTitle")} message={answer.formError} />
        </FocusTarget>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="fresh-link" />
        <Honeypot />
        <Field label={t("offerLink.fresh.email")} htmlFor={fields.email.id} error={emailErrors} required>
          <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? t("offerLink.fresh.busy") : t("offerLink.fresh.submit")}
        </Button>
      </Form>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta((loaderData as OfferLinkPageData | undefined)?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
