import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { UserPlus, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/users";
import { ErrorView } from "#app/components/error-view";
import { LinkTabs } from "#app/components/link-tabs";
import { Pagination } from "#app/components/pagination";
import { Badge } from "#app/components/ui/badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Field, FormError } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import type { Prisma } from "#app/generated/prisma/client";
import type { Role } from "#app/generated/prisma/enums";
import { formatDateTime } from "#app/lib/format";
import { paginate } from "#app/lib/list-params";
import { escapeLike } from "#app/lib/search";
import { homeFor, requireAdmin, requestedPath } from "#app/server/auth/guard.server";
import { SESSION_IDLE_MS } from "#app/server/auth/session.server";
import { db } from "#app/server/db/client.server";
import { notFound } from "#app/server/http.server";
import { getT } from "#app/server/i18n.server";
import { kickEmailDelivery } from "#app/server/mail.server";
import { clientIp, publicBaseUrl } from "#app/server/request.server";
import { ALL_ROLES, isRole } from "#app/lib/domain/roles";
import {
  StaffUserError,
  changeUserRole,
  createUser,
  resetUserPassword,
  revokeSessionsOf,
  setUserDisabled,
} from "#app/server/staff-users.server";
import { redirectWithToast } from "#app/server/toast.server";
import { privatePageMeta } from "#app/lib/seo";
import { parseForm } from "#app/lib/schemas/parse";

/**
 * System → users (/admin/settings): every account with its role, status and sessions; an admin creates
 * accounts of any role, changes roles, disables and enables accounts and ends sessions. Admin only:
 * operations staff get 403. Roles are never self-granted; this screen and `npm run user:create` are the
 * only ways to an admin or operations account.
 */
const PAGE_SIZE = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const name = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(100, "validation.tooLong");

const email = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(254, "validation.email")
  .email("validation.email")
  .transform((v) => v.toLowerCase());

const id = z.guid({ error: "settings.users.errors.invalid" });
const role = z.enum(ALL_ROLES, { error: "validation.invalidRole" });

const createUserSchema = z
  .object({
    intent: z.literal("create"),
    first_name: name,
    last_name: name,
    email,
    role,
    broker_id: z.guid({ error: "validation.invalidChoice" }).optional(),
    customer_email: email.optional(),
    password: z.string().min(8, "validation.passwordMin").max(128, "validation.passwordMax").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.role === "broker" && !value.broker_id) {
      ctx.addIssue({ code: "custom", path: ["broker_id"], message: "settings.users.errors.brokerRequired" });
    }
  });

const manageSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("change-role"), id, role, broker_id: z.guid().optional() }),
  z.object({ intent: z.literal("disable"), id }),
  z.object({ intent: z.literal("enable"), id }),
  z.object({ intent: z.literal("revoke-sessions"), id }),
  z.object({ intent: z.literal("reset-password"), id }),
]);

type ActionData = {
  intent: string;
  result: SubmissionResult<string[]> | null;
  formError: string | null;
};

function activeSessionFilter(now: Date): Prisma.SessionWhereInput {
  return { expiresAt: { gt: now }, lastSeenAt: { gt: new Date(now.getTime() - SESSION_IDLE_MS) } };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const t = getT(context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const roleParam = url.searchParams.get("role");
  const roleFilter: Role | null = isRole(roleParam) ? roleParam : null;
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  const where: Prisma.UserWhereInput = {
    AND: [
      // every word must match the e-mail, first name or last name (so "Selin Aydın" finds her)
      ...words.map((word) => {
        const contains = { contains: escapeLike(word), mode: "insensitive" as const };
        return { OR: [{ email: contains }, { profile: { firstName: contains } }, { profile: { lastName: contains } }] };
      }),
      ...(roleFilter ? [{ profile: { role: roleFilter } }] : []),
    ],
  };
  const total = await db().user.count({ where });
  const { page, pages, skip, take } = paginate(total, url.searchParams.get("page"), PAGE_SIZE);
  const now = new Date();
  const sessions = { where: activeSessionFilter(now) };
  const rows = await db().user.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip,
    take,
    select: {
      id: true,
      email: true,
      emailVerifiedAt: true,
      disabledAt: true,
      lastSignInAt: true,
      profile: { select: { role: true, firstName: true, lastName: true } },
      _count: { select: { sessions } },
    },
  });

  const selectedId = url.searchParams.get("id");
  let selected = null;
  if (selectedId) {
    if (!UUID.test(selectedId)) notFound("settings.users.errors.notFound");
    selected = await db().user.findUnique({
      where: { id: selectedId },
      select: {
        id: true,
        email: true,
        emailVerifiedAt: true,
        disabledAt: true,
        lastSignInAt: true,
        createdAt: true,
        profile: {
          select: {
            role: true,
            firstName: true,
            lastName: true,
            brokerId: true,
            broker: { select: { name: true, code: true } },
            customer: { select: { firstName: true, lastName: true, email: true } },
          },
        },
        _count: { select: { sessions } },
      },
    });
    if (!selected) notFound("settings.users.errors.notFound");
  }

  const brokers = await db().broker.findMany({
    select: { id: true, name: true, code: true },
    orderBy: [{ name: "asc" }, { code: "asc" }],
    take: 500,
  });

  return {
    title: t("settings.users.pageTitle"),
    rows,
    total,
    page,
    pages,
    q,
    role: roleFilter,
    selected,
    brokers,
    meId: admin.id,
    showCreate: url.searchParams.get("new") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const t = getT(context);
  const ip = clientIp(context);
  const form = await request.formData();
  const back = requestedPath(request);

  if (form.get("intent") === "create") {
    const submission = parseForm(form, { schema: createUserSchema });
    if (submission.status !== "success") {
      return data<ActionData>(
        { intent: "create", result: submission.reply({ hideFields: ["password"] }), formError: null },
        { status: 400 },
      );
    }
    const value = submission.value;
    try {
      const created = await createUser({
        actorId: admin.id,
        firstName: value.first_name,
        lastName: value.last_name,
        email: value.email,
        role: value.role,
        brokerId: value.broker_id ?? null,
        customerEmail: value.customer_email ?? null,
        password: value.password ?? null,
        welcomeEmail: { baseUrl: publicBaseUrl() },
        ip,
      });
      kickEmailDelivery();
      return redirectWithToast(`/admin/settings?id=${created.id}`, {
        type: "success",
        title: t("settings.toast.success"),
        description: t(created.generatedPassword ? "settings.users.toasts.createdEmailed" : "settings.users.toasts.created", {
          email: created.email,
        }),
      });
    } catch (error) {
      if (!(error instanceof StaffUserError)) throw error;
      const field = error.field ?? "email";
      return data<ActionData>(
        {
          intent: "create",
          result: submission.reply({ fieldErrors: { [field]: [error.messageKey] }, hideFields: ["password"] }),
          formError: null,
        },
        { status: 400 },
      );
    }
  }

  const submission = parseForm(form, { schema: manageSchema });
  const intent = String(form.get("intent") ?? "");
  if (submission.status !== "success") {
    return data<ActionData>({ intent, result: null, formError: t("settings.users.errors.invalid") }, { status: 400 });
  }
  const value = submission.value;
  try {
    if (value.intent === "change-role") {
      const result = await changeUserRole({
        actorId: admin.id,
        actorSessionId: admin.sessionId,
        userId: value.id,
        role: value.role,
        brokerId: value.broker_id ?? null,
        ip,
      });
      // an admin who gave up the role continues where the new role belongs
      const target = value.id === admin.id && value.role !== "admin" ? homeFor(value.role) : back;
      return redirectWithToast(target, {
        type: result.changed ? "success" : "info",
        title: t(result.changed ? "settings.toast.success" : "settings.toast.info"),
        description: result.changed
          ? t("settings.users.toasts.roleChanged", { count: result.sessionsEnded })
          : t("settings.users.toasts.roleUnchanged"),
      });
    }
    if (value.intent === "disable" || value.intent === "enable") {
      const disabled = value.intent === "disable";
      const result = await setUserDisabled({ actorId: admin.id, userId: value.id, disabled, ip });
      const key = disabled
        ? result.changed
          ? "disabled"
          : "alreadyDisabled"
        : result.changed
          ? "enabled"
          : "alreadyEnabled";
      return redirectWithToast(back, {
        type: result.changed ? "success" : "info",
        title: t(result.changed ? "settings.toast.success" : "settings.toast.info"),
        description: t(`settings.users.toasts.${key}`, { count: result.sessionsEnded }),
      });
    }
    if (value.intent === "reset-password") {
      const result = await resetUserPassword({
        actorId: admin.id,
        actorSessionId: admin.sessionId,
        userId: value.id,
        baseUrl: publicBaseUrl(),
        ip,
      });
      kickEmailDelivery();
      return redirectWithToast(back, {
        type: "success",
        title: t("settings.toast.success"),
        description: t("settings.users.toasts.passwordReset", { count: result.sessionsEnded }),
      });
    }
    const result = await revokeSessionsOf({ actorId: admin.id, actorSessionId: admin.sessionId, userId: value.id, ip });
    return redirectWithToast(back, {
      type: result.changed ? "success" : "info",
      title: t(result.changed ? "settings.toast.success" : "settings.toast.info"),
      description: result.changed
        ? t("settings.users.toasts.sessionsRevoked", { count: result.sessionsEnded })
        : t("settings.users.toasts.noSessions"),
    });
  } catch (error) {
    if (!(error instanceof StaffUserError)) throw error;
    if (error.code === "notFound") notFound(error.messageKey);
    return data<ActionData>({ intent, result: null, formError: t(error.messageKey) }, { status: 400 });
  }
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];

function withParams(current: { q: string; role: string | null; page?: number }, changes: Record<string, string | number | null>) {
  const params = new URLSearchParams();
  if (current.q) params.set("q", current.q);
  if (current.role) params.set("role", current.role);
  if (current.page && current.page > 1) params.set("page", String(current.page));
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === "") params.delete(k);
    else params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `/admin/settings?${qs}` : "/admin/settings";
}

function SettingsTabs({ active }: { active: "users" | "outbox" }) {
  const { t } = useTranslation();
  return (
    <LinkTabs
      label={t("settings.tabs.label")}
      active={active}
      className="max-w-md"
      tabs={[
        { value: "users", label: t("settings.tabs.users"), to: "/admin/settings" },
        { value: "outbox", label: t("settings.tabs.outbox"), to: "/admin/settings/outbox" },
      ]}
    />
  );
}

function fullName(profile: { firstName: string; lastName: string } | null | undefined) {
  return profile ? `${profile.firstName} ${profile.lastName}`.trim() : "";
}

function CreateUserForm({ brokers, actionData }: { brokers: LoaderData["brokers"]; actionData: ActionData | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const [form, fields] = useForm({
    id: "create-user",
    lastResult: actionData?.intent === "create" ? actionData.result : undefined,
    constraint: getZodConstraint(createUserSchema),
    defaultValue: { role: "operations" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: createUserSchema }),
  });
  const errorOf = (e?: string[]) => e?.map((k) => t(k, { max: 100 }));
  const a11y = (f: { id: string; errors?: string[] }) => ({
    "aria-invalid": f.errors ? (true as const) : undefined,
    "aria-describedby": f.errors ? `${f.id}-error` : undefined,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("settings.users.create.title")}</CardTitle>
        <CardDescription>{t("settings.users.create.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" action="/admin/settings?new=1" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
          <input type="hidden" name="intent" value="create" />
          <Field label={t("settings.users.create.firstName")} htmlFor={fields.first_name.id} error={errorOf(fields.first_name.errors)} required>
            <Input {...getInputProps(fields.first_name, { type: "text" })} autoComplete="off" {...a11y(fields.first_name)} />
          </Field>
          <Field label={t("settings.users.create.lastName")} htmlFor={fields.last_name.id} error={errorOf(fields.last_name.errors)} required>
            <Input {...getInputProps(fields.last_name, { type: "text" })} autoComplete="off" {...a11y(fields.last_name)} />
          </Field>
          <Field label={t("settings.users.create.email")} htmlFor={fields.email.id} error={errorOf(fields.email.errors)} required>
            <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="off" {...a11y(fields.email)} />
          </Field>
          <Field label={t("settings.users.create.role")} htmlFor={fields.role.id} error={errorOf(fields.role.errors)} required>
            <Select {...getSelectProps(fields.role)} {...a11y(fields.role)}>
              {ALL_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`auth.roles.${r}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t("settings.users.create.broker")}
            htmlFor={fields.broker_id.id}
            error={errorOf(fields.broker_id.errors)}
            description={t("settings.users.create.brokerHint")}
          >
            <Select
              {...getSelectProps(fields.broker_id)}
              {...a11y(fields.broker_id)}
              placeholder={t("settings.users.create.brokerPlaceholder")}
              options={brokers.map((b) => ({ value: b.id, label: `${b.name} (${b.code})` }))}
            />
          </Field>
          <Field
            label={t("settings.users.create.customerEmail")}
            htmlFor={fields.customer_email.id}
            error={errorOf(fields.customer_email.errors)}
            description={t("settings.users.create.customerHint")}
          >
            <Input {...getInputProps(fields.customer_email, { type: "email" })} autoComplete="off" {...a11y(fields.customer_email)} />
          </Field>
          <Field
            label={t("settings.users.create.password")}
            htmlFor={fields.password.id}
            error={errorOf(fields.password.errors)}
            description={t("settings.users.create.passwordHint")}
            className="md:col-span-2"
          >
            <Input {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" {...a11y(fields.password)} />
          </Field>
          <div className="flex flex-wrap gap-2 md:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? t("settings.users.create.submitting") : t("settings.users.create.submit")}
            </Button>
            <Link to="/admin/settings" className={buttonVariants({ variant: "ghost" })}>
              {t("settings.users.create.cancel")}
            </Link>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

function UserPanel({
  user,
  brokers,
  meId,
  closeHref,
  actionData,
}: {
  user: NonNullable<LoaderData["selected"]>;
  brokers: LoaderData["brokers"];
  meId: string;
  closeHref: string;
  actionData: ActionData | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const isMe = user.id === meId;
  const name = fullName(user.profile) || user.email;
  const error = actionData && actionData.intent !== "create" ? actionData.formError : null;
  const dash = t("settings.none");
  return (
    <Card>
      <CardHeader className="grid-cols-[1fr_auto]">
        <CardTitle as="h2">{t("settings.users.detail.title", { name })}</CardTitle>
        <Link to={closeHref} className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label={t("settings.users.detail.close")}>
          <X aria-hidden="true" />
        </Link>
        <CardDescription>{user.email}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {error ? <FormError title={t("settings.toast.error")} message={error} /> : null}
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">{t("settings.users.columns.role")}</dt>
            <dd>{user.profile ? t(`auth.roles.${user.profile.role}`) : t("settings.users.noProfile")}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("settings.users.columns.status")}</dt>
            <dd>{user.disabledAt ? t("settings.users.status.disabled") : t("settings.users.status.active")}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("settings.users.detail.verified")}</dt>
            <dd>{user.emailVerifiedAt ? formatDateTime(user.emailVerifiedAt) : t("common.no")}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("settings.users.detail.createdAt")}</dt>
            <dd>{formatDateTime(user.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("settings.users.detail.lastSignIn")}</dt>
            <dd>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t("settings.users.never")}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("settings.users.detail.sessions")}</dt>
            <dd>{user._count.sessions}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("settings.users.detail.broker")}</dt>
            <dd>{user.profile?.broker ? `${user.profile.broker.name} (${user.profile.broker.code})` : dash}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("settings.users.detail.customer")}</dt>
            <dd>
              {user.profile?.customer
                ? `${fullName(user.profile.customer)} · ${user.profile.customer.email}`
                : dash}
            </dd>
          </div>
        </dl>

        <section aria-labelledby="change-role-title" className="flex flex-col gap-3 border-t pt-4">
          <h3 id="change-role-title" className="font-semibold">
            {t("settings.users.detail.roleTitle")}
          </h3>
          <p className="text-sm text-muted-foreground">{t("settings.users.detail.roleHint")}</p>
          <Form method="post" className="grid items-end gap-3 md:grid-cols-[1fr_1fr_auto]">
            <input type="hidden" name="intent" value="change-role" />
            <input type="hidden" name="id" value={user.id} />
            <Field label={t("settings.users.role")} htmlFor="change-role-role" required>
              <Select id="change-role-role" name="role" defaultValue={user.profile?.role ?? "sales"} required>
                {ALL_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`auth.roles.${r}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t("settings.users.create.broker")} htmlFor="change-role-broker" description={t("settings.users.create.brokerHint")}>
              <Select
                id="change-role-broker"
                name="broker_id"
                defaultValue={user.profile?.brokerId ?? ""}
                placeholder={t("settings.users.create.brokerPlaceholder")}
                options={brokers.map((b) => ({ value: b.id, label: `${b.name} (${b.code})` }))}
              />
            </Field>
            <Button type="submit" disabled={busyIntent === "change-role"} className="md:mb-7">
              {t("settings.users.detail.roleSubmit")}
            </Button>
          </Form>
        </section>

        <section aria-labelledby="access-title" className="flex flex-col gap-3 border-t pt-4">
          <h3 id="access-title" className="font-semibold">
            {t("settings.users.detail.accessTitle")}
          </h3>
          <div className="flex flex-wrap items-start gap-6">
            <Form method="post" className="flex max-w-sm flex-col gap-2">
              <input type="hidden" name="id" value={user.id} />
              {user.disabledAt ? (
                <>
                  <input type="hidden" name="intent" value="enable" />
                  <Button type="submit" variant="outline" disabled={busyIntent === "enable"}>
                    {t("settings.users.detail.enable")}
                  </Button>
                  <p className="text-sm text-muted-foreground">{t("settings.users.detail.enableHint")}</p>
                </>
              ) : (
                <>
                  <input type="hidden" name="intent" value="disable" />
                  <Button type="submit" variant="destructive" disabled={isMe || busyIntent === "disable"}>
                    {t("settings.users.detail.disable")}
                  </Button>
                  <p className="text-sm text-muted-foreground">
                    {isMe ? t("settings.users.detail.selfHint") : t("settings.users.detail.disableHint")}
                  </p>
                </>
              )}
            </Form>
            <Form method="post" className="flex max-w-sm flex-col gap-2">
              <input type="hidden" name="intent" value="revoke-sessions" />
              <input type="hidden" name="id" value={user.id} />
              <Button type="submit" variant="outline" disabled={busyIntent === "revoke-sessions"}>
                {t("settings.users.detail.revoke")}
              </Button>
              <p className="text-sm text-muted-foreground">
                {isMe ? t("settings.users.detail.revokeSelfHint") : t("settings.users.detail.revokeHint")}
              </p>
            </Form>
            <Form method="post" className="flex max-w-sm flex-col gap-2">
              <input type="hidden" name="intent" value="reset-password" />
              <input type="hidden" name="id" value={user.id} />
              <Button type="submit" variant="outline" disabled={busyIntent === "reset-password"}>
                {t("settings.users.detail.resetPassword")}
              </Button>
              <p className="text-sm text-muted-foreground">{t("settings.users.detail.resetPasswordHint")}</p>
            </Form>
          </div>
        </section>
      </CardContent>
    </Card>
  );
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, total, page, pages, q, role, selected, brokers, meId } = loaderData;
  const state = { q, role, page };
  const showCreate = loaderData.showCreate || actionData?.intent === "create";
  return (
    <div className="flex flex-col gap-6">
      <SettingsTabs active="users" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("settings.users.title")}</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">{t("settings.users.description")}</p>
        </div>
        {showCreate ? null : (
          <Link to="/admin/settings?new=1" className={buttonVariants()}>
            <UserPlus aria-hidden="true" />
            {t("settings.users.newUser")}
          </Link>
        )}
      </div>

      {showCreate ? <CreateUserForm brokers={brokers} actionData={actionData} /> : null}
      {selected ? (
        <UserPanel
          key={selected.id}
          user={selected}
          brokers={brokers}
          meId={meId}
          closeHref={withParams(state, { id: null })}
          actionData={actionData}
        />
      ) : null}

      <Form method="get" role="search" aria-label={t("settings.users.filters")} className="flex flex-wrap items-end gap-3">
        <Field label={t("settings.users.search")} htmlFor="users-q" className="min-w-60 flex-1">
          <Input id="users-q" type="search" name="q" defaultValue={q} placeholder={t("settings.users.searchPlaceholder")} maxLength={100} />
        </Field>
        <Field label={t("settings.users.role")} htmlFor="users-role" className="w-48">
          <Select
            id="users-role"
            name="role"
            defaultValue={role ?? ""}
            options={[
              { value: "", label: t("settings.users.allRoles") },
              ...ALL_ROLES.map((r) => ({ value: r, label: t(`auth.roles.${r}`) })),
            ]}
          />
        </Field>
        <Button type="submit" variant="secondary">
          {t("settings.users.filter")}
        </Button>
        {q || role ? (
          <Link to="/admin/settings" className={buttonVariants({ variant: "ghost" })}>
            {t("settings.users.clear")}
          </Link>
        ) : null}
      </Form>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("settings.users.total", { count: total })}
      </p>

      <Table scrollLabel={t("settings.users.tableLabel")} containerClassName="border">
        <TableHeader>
          <TableRow>
            <TableHead>{t("settings.users.columns.name")}</TableHead>
            <TableHead>{t("settings.users.columns.email")}</TableHead>
            <TableHead>{t("settings.users.columns.role")}</TableHead>
            <TableHead>{t("settings.users.columns.verified")}</TableHead>
            <TableHead>{t("settings.users.columns.status")}</TableHead>
            <TableHead>{t("settings.users.columns.lastSignIn")}</TableHead>
            <TableHead className="text-right">{t("settings.users.columns.sessions")}</TableHead>
            <TableHead>
              <span className="sr-only">{t("settings.users.columns.actions")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={8} className="py-8 text-center text-muted-foreground">
                {t("settings.users.empty")}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((user) => (
              <TableRow key={user.id} data-state={selected?.id === user.id ? "selected" : undefined}>
                <TableCell className="font-medium">
                  {fullName(user.profile) || t("settings.none")}
                  {user.id === meId ? (
                    <Badge variant="secondary" className="ml-2">
                      {t("settings.users.you")}
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>{user.profile ? t(`auth.roles.${user.profile.role}`) : t("settings.users.noProfile")}</TableCell>
                <TableCell>{user.emailVerifiedAt ? t("common.yes") : t("common.no")}</TableCell>
                <TableCell>
                  <Badge variant={user.disabledAt ? "destructive" : "success"}>
                    {user.disabledAt ? t("settings.users.status.disabled") : t("settings.users.status.active")}
                  </Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t("settings.users.never")}
                </TableCell>
                <TableCell className="text-right tabular-nums">{user._count.sessions}</TableCell>
                <TableCell className="text-right">
                  <Link
                    to={withParams(state, { id: user.id, new: null })}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                    aria-label={`${t("settings.users.manage")}: ${user.email}`}
                  >
                    {t("settings.users.manage")}
                  </Link>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>

      <Pagination page={page} pages={pages} href={(p) => withParams(state, { page: p === 1 ? null : p })} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/admin" />;
}
