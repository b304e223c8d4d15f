import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form, redirect } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/auth";
import { Honeypot } from "#app/components/honeypot";
import { LinkTabs } from "#app/components/link-tabs";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Field, FormError, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { LanguageSwitch } from "#app/components/public-layout";
import { PUBLIC_SIGNUP_ROLES, authSchema, type PublicSignupRole } from "#app/lib/schemas/auth";
import { safeRedirectPath } from "#app/lib/safe-redirect";
import { signUp } from "#app/server/customers/sign-up.server";
import { SignUpMarketingConsent } from "#app/components/consent/sign-up-consent";
import { authenticator, PASSWORD_STRATEGY, SignInRefused, type SignedInUser } from "#app/server/platform/auth/authenticator.server";
import { gateSignIn, recordSignInFailure, recordSignInSuccess, sleep } from "#app/server/platform/auth/sign-in-policy.server";
import { homeFor, isStaffRole } from "#app/lib/domain/roles";
import { cookieWouldBeDropped, createSession, getSessionUser } from "#app/server/platform/auth/session.server";
import { countSignInRefusal } from "#app/server/platform/metrics.server";
import { audit } from "#app/server/platform/audit.server";
import { isBotSubmission } from "#app/server/platform/honeypot.server";
import { getT } from "#app/server/platform/i18n.server";
import { hitRateLimit } from "#app/server/platform/rate-limit.server";
import { clientIp, pageUrl, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { privatePageMeta } from "#app/lib/seo";
import { parseForm } from "#app/lib/schemas/parse";
import { isEmail } from "#app/lib/schemas/fields";
import { useIsPending } from "#app/lib/use-pending";
import { ErrorSummary, FocusTarget } from "#app/components/form-feedback";
import { areaTexts } from "#app/lib/browser-texts";
import type { TextsHandle } from "#app/locales/areas";

/**
 * The sign-in / sign-up screen shared by /auth, /login, /admin/login and /broker/login (spec §2.4).
 * Each path has its texts, a preset role and whether the role selector is shown.
 */
type Variant = "auth" | "login" | "admin" | "broker";
interface PageConfig {
  variant: Variant;
  path: string;
  presetRole: PublicSignupRole;
  hideRoleSelector: boolean;
}

function pageConfig(pathname: string): PageConfig {
  const path = pathname.replace(/\.data$/, "").replace(/\/$/, "") || "/";
  if (path === "/login") return { variant: "login", path, presetRole: "sales", hideRoleSelector: true };
  if (path === "/admin/login") return { variant: "admin", path, presetRole: "sales", hideRoleSelector: true };
  if (path === "/broker/login") return { variant: "broker", path, presetRole: "broker", hideRoleSelector: true };
  return { variant: "auth", path: "/auth", presetRole: "sales", hideRoleSelector: false };
}

/** A signed-in visitor (page or form post) goes to their area; spec: a signed-in visitor of /login goes to /dashboard. */
async function redirectSignedIn(request: Request, config: PageConfig) {
  const user = await getSessionUser(request);
  if (user) throw redirect(config.variant === "login" ? "/dashboard" : homeFor(user.profile?.role));
}

/** The sign-in pages' texts are loaded before a client navigation here renders (decision 035). */
export const handle: TextsHandle = { texts: "auth" };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("auth")];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const config = pageConfig(url.pathname);
  await redirectSignedIn(request, config);
  const t = getT(context);
  const tab = url.searchParams.get("tab") === "signup" ? "signup" : "signin";
  return {
    config,
    tab,
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), ""),
    // the "offer ready" e-mail's sign-up link names the customer's address (decision 015); only a valid one is used
    email: isEmail(url.searchParams.get("email") ?? "") ? url.searchParams.get("email")!.toLowerCase() : "",
    title: t(`auth.pageTitles.${config.variant}`),
    canonical: `${publicBaseUrl()}${config.path}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const config = pageConfig(pageUrl(request).pathname);
  await redirectSignedIn(request, config);
  const t = getT(context);
  const ip = clientIp(context);
  // the sign-in strategy reads the body itself: this action reads a copy
  const form = await request.clone().formData();
  if (isBotSubmission(form)) {
    return data({ result: null, formError: t("errors.badRequestText"), errorTitle: t("errors.badRequestTitle") }, { status: 400 });
  }
  // the selector is hidden on /login, /admin/login, /broker/login: their preset role applies
  if (config.hideRoleSelector && form.get("intent") === "signup") {
    const sent = form.get("role");
    if (sent !== null && !(PUBLIC_SIGNUP_ROLES as readonly unknown[]).includes(sent)) {
      // a tampered value is refused below by the schema
    } else {
      form.set("role", config.presetRole);
    }
  }
  const submission = parseForm(form, { schema: authSchema });
  if (submission.status !== "success") {
    const intent = form.get("intent") === "signup" ? "signup" : "signin";
    return data(
      {
        result: submission.reply({ hideFields: ["password"] }),
        formError: null,
        errorTitle: t(intent === "signup" ? "auth.signUpErrorTitle" : "auth.signInErrorTitle"),
      },
      { status: 400 },
    );
  }
  const value = submission.value;

  if (value.intent === "signin") {
    const refuse = (formError: string, status: number, headers?: HeadersInit) =>
      data(
        { result: submission.reply({ hideFields: ["password"] }), formError, errorTitle: t("auth.signInErrorTitle") },
        { status, headers },
      );
    // over plain HTTP on a LAN address the browser would drop the Secure session cookie without a word
    if (cookieWouldBeDropped(request)) return refuse(t("auth.insecureConnection"), 400);
    const gate = await gateSignIn(value.email, ip);
    if (!gate.allowed) {
      countSignInRefusal("rate_limited");
      return refuse(t("auth.tooManyAttempts", { minutes: Math.ceil(gate.retryAfterSeconds / 60) }), 429, {
        "Retry-After": String(gate.retryAfterSeconds),
      });
    }
    await sleep(gate.delayMs);
    let user: SignedInUser;
    try {
      user = await authenticator.authenticate(PASSWORD_STRATEGY, request);
    } catch (error) {
      if (!(error instanceof SignInRefused)) throw error;
      countSignInRefusal("wrong_credentials");
      await recordSignInFailure(value.email);
      await audit({
        actorId: null,
        action: "auth.sign_in_failed",
        entity: "user",
        entityId: null,
        after: { email: value.email, reason: error.reason },
        ip,
      });
      return refuse(t(error.reason === "disabled" ? "auth.accountDisabled" : "auth.invalidCredentials"), 400);
    }
    await recordSignInSuccess(value.email, ip);
    const session = await createSession(user.userId, { ip, userAgent: request.headers.get("user-agent") });
    await audit({ actorId: user.userId, action: "auth.sign_in", entity: "user", entityId: user.userId, ip });
    const target = safeRedirectPath(value.redirectTo, homeFor(user.role));
    const isStaff = isStaffRole(user.role);
    return redirectWithToast(
      target,
      {
        type: "success",
        title: t("auth.successTitle"),
        description: isStaff ? t("auth.welcomeAdmin") : t("auth.welcome", { name: user.firstName }),
      },
      { headers: { "Set-Cookie": session.header } },
    );
  }

  // sign-up
  const limit = await hitRateLimit(`signup:ip:${ip}`, 10, 60 * 60);
  if (!limit.allowed) {
    return data(
      {
        result: submission.reply({ hideFields: ["password"] }),
        formError: t("auth.tooManyAttempts", { minutes: Math.ceil(limit.retryAfterSeconds / 60) }),
        errorTitle: t("auth.signUpErrorTitle"),
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await signUp({
    firstName: value.first_name,
    lastName: value.last_name,
    email: value.email,
    password: value.password,
    role: value.role,
    marketingConsent: value.marketing === "on",
    baseUrl: publicBaseUrl(),
    ip,
  });
  const back = new URLSearchParams({ tab: "signin", email: value.email });
  if (value.redirectTo) back.set("redirectTo", safeRedirectPath(value.redirectTo, ""));
  return redirectWithToast(`${config.path}?${back}`, {
    type: "success",
    title: t("auth.signUpSuccessTitle"),
    description: t("auth.signUpSuccessText"),
  });
}

function SignInForm({
  redirectTo,
  email,
  lastResult,
}: {
  redirectTo: string;
  email: string;
  lastResult: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "signin" });
  const [form, fields] = useForm({
    id: "signin",
    lastResult: lastResult?.result?.initialValue?.intent === "signin" ? lastResult.result : undefined,
    defaultValue: { email },
    constraint: getZodConstraint(authSchema.options[0]),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: authSchema.options[0] }),
  });
  const errorOf = (e?: string[]) => e?.map((k) => t(k));
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="signin" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Honeypot />
      <ErrorSummary
        items={[
          { id: fields.email.id, label: t("auth.email"), messages: errorOf(fields.email.errors) },
          { id: fields.password.id, label: t("auth.password"), messages: errorOf(fields.password.errors) },
        ]}
      />
      <Field label={t("auth.email")} htmlFor={fields.email.id} error={errorOf(fields.email.errors)} required>
        <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" {...fieldAria(fields.email)} />
      </Field>
      <Field label={t("auth.password")} htmlFor={fields.password.id} error={errorOf(fields.password.errors)} required>
        <Input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" {...fieldAria(fields.password)} />
      </Field>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t("auth.signingIn") : t("auth.signIn")}
      </Button>
    </Form>
  );
}

function SignUpForm({
  config,
  redirectTo,
  email,
  lastResult,
}: {
  config: PageConfig;
  redirectTo: string;
  email: string;
  lastResult: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "signup" });
  const schema = authSchema.options[1];
  const [form, fields] = useForm({
    id: "signup",
    lastResult: lastResult?.result?.initialValue?.intent === "signup" ? lastResult.result : undefined,
    constraint: getZodConstraint(schema),
    defaultValue: { role: config.presetRole, email },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });
  const errorOf = (e?: string[]) => e?.map((k) => t(k));
  const a11y = (f: { id: string; errors?: string[] }) => fieldAria(f);
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Honeypot />
      <ErrorSummary
        items={[
          { id: fields.first_name.id, label: t("auth.firstName"), messages: errorOf(fields.first_name.errors) },
          { id: fields.last_name.id, label: t("auth.lastName"), messages: errorOf(fields.last_name.errors) },
          { id: fields.email.id, label: t("auth.email"), messages: errorOf(fields.email.errors) },
          { id: fields.password.id, label: t("auth.password"), messages: errorOf(fields.password.errors) },
          { id: fields.role.id, label: t("auth.role"), messages: errorOf(fields.role.errors) },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("auth.firstName")} htmlFor={fields.first_name.id} error={errorOf(fields.first_name.errors)} required>
          <Input {...getInputProps(fields.first_name, { type: "text" })} autoComplete="given-name" {...a11y(fields.first_name)} />
        </Field>
        <Field label={t("auth.lastName")} htmlFor={fields.last_name.id} error={errorOf(fields.last_name.errors)} required>
          <Input {...getInputProps(fields.last_name, { type: "text" })} autoComplete="family-name" {...a11y(fields.last_name)} />
        </Field>
      </div>
      <Field label={t("auth.email")} htmlFor={fields.email.id} error={errorOf(fields.email.errors)} required>
        <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" {...a11y(fields.email)} />
      </Field>
      <Field
        label={t("auth.password")}
        htmlFor={fields.password.id}
        error={errorOf(fields.password.errors)}
        description={t("auth.passwordHint")}
        required
      >
        <Input {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" {...a11y(fields.password)} />
      </Field>
      {config.hideRoleSelector ? (
        <input type="hidden" name="role" value={config.presetRole} />
      ) : (
        <Field label={t("auth.role")} htmlFor={fields.role.id} error={errorOf(fields.role.errors)}>
          <Select {...getSelectProps(fields.role)} {...a11y(fields.role)}>
            {PUBLIC_SIGNUP_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`auth.roles.${role}`)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {config.presetRole === "broker" ? null : <SignUpMarketingConsent error={errorOf(fields.marketing.errors)} />}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t("auth.signingUp") : t("auth.signUp")}
      </Button>
    </Form>
  );
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { config, redirectTo } = loaderData;
  const submittedIntent = actionData?.result?.initialValue?.intent;
  const tab = submittedIntent === "signup" || submittedIntent === "signin" ? submittedIntent : loaderData.tab;
  const tabLink = (value: string) => {
    const params = new URLSearchParams();
    if (value === "signup") params.set("tab", "signup");
    if (redirectTo) params.set("redirectTo", redirectTo);
    const qs = params.toString();
    return qs ? `?${qs}` : config.path;
  };
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-primary to-primary/80">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-6 py-4 text-primary-foreground">
        <Link to="/" className="text-xl font-semibold tracking-tight">
          {t("brand")}
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-6">
        <Card className="w-full max-w-md">
          <CardHeader>
            <p className="text-sm font-medium text-accent-strong">{t(`auth.headings.${config.variant}.subtitle`)}</p>
            <CardTitle as="h1" className="text-2xl">
              {t(`auth.headings.${config.variant}.title`)}
            </CardTitle>
            <CardDescription>{t(`auth.headings.${config.variant}.description`)}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <LinkTabs
              label={t("auth.signInTab") + " / " + t("auth.signUpTab")}
              active={tab}
              tabs={[
                { value: "signin", label: t("auth.signInTab"), to: tabLink("signin") },
                { value: "signup", label: t("auth.signUpTab"), to: tabLink("signup") },
              ]}
            />
            {actionData?.formError ? (
              // a refused sign-in has no field to point at: the message takes the focus
              <FocusTarget focusKey={actionData}>
                <FormError title={actionData.errorTitle} message={actionData.formError} />
              </FocusTarget>
            ) : null}
            {tab === "signup" ? (
              <SignUpForm key="signup" config={config} redirectTo={redirectTo} email={loaderData.email} lastResult={actionData} />
            ) : (
              <SignInForm key="signin" redirectTo={redirectTo} email={loaderData.email} lastResult={actionData} />
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { tagName: "link", rel: "canonical", href: loaderData.canonical },
        { name: "robots", content: "noindex" },
      ]
    : privatePageMeta(undefined);
