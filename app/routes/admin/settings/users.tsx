import { adminScreen } from "#app/components/admin/screen";
import { UserPlus } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data } from "react-router";
import type { Route } from "./+types/users";
import { AddLink, AdminListPage, ListResults } from "#app/components/admin/list-page";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import { RowLink } from "#app/components/admin/row-actions";
import { Badge } from "#app/components/ui/badge";
import { TableCell, TableRow } from "#app/components/ui/table";
import type { Role } from "#app/generated/prisma/enums";
import { formatDateTime } from "#app/lib/format";
import { homeFor, requireAdmin, requestedPath } from "#app/server/platform/auth/guard.server";
import { orNotFound, refusal, refusalReply } from "#app/server/platform/action.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl, publicBaseUrl } from "#app/server/platform/request.server";
import { ALL_ROLES, isRole } from "#app/lib/domain/roles";
import { createUser, staffUsersPage } from "#app/server/platform/auth/staff-users.server";
import { changeUserRole, resetUserPassword, revokeSessionsOf, setUserDisabled } from "#app/server/platform/auth/staff-user-changes.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { parseForm } from "#app/lib/schemas/parse";
import { createUserSchema, manageUserSchema, type StaffUserActionData } from "#app/lib/schemas/staff-user";
import { CreateUserForm } from "#app/components/settings/create-user-form";
import { UserPanel, fullName } from "#app/components/settings/user-panel";
import { listHref } from "#app/lib/list-params";
import { SettingsTabs } from "#app/components/settings/settings-tabs";
import { useLocale } from "#app/lib/use-pending";

/**
 * System → users (/admin/settings): every account with its role, status and sessions; an admin creates
 * accounts of any role, changes roles, disables and enables accounts and ends sessions. Admin only:
 * operations staff get 403. Roles are never self-granted; this screen and `npm run user:create` are the
 * only ways to an admin or operations account.
 */

type ActionData = StaffUserActionData;

/** The POST intents of this screen (the access matrix has a row for each). */
export const intents = [createUserSchema.shape.intent.value, ...manageUserSchema.options.map((o) => o.shape.intent.value)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const t = getT(context);
  const url = pageUrl(request);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const roleParam = url.searchParams.get("role");
  const role: Role | null = isRole(roleParam) ? roleParam : null;
  const page = await orNotFound(staffUsersPage({ q, role, page: url.searchParams.get("page"), selectedId: url.searchParams.get("id") }));
  return { title: t("settings.users.pageTitle"), q, role, ...page, meId: admin.id, showCreate: url.searchParams.get("new") === "1" };
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
      return redirectWithToast(`/admin/settings?id=${created.id}`, {
        type: "success",
        title: t("settings.toast.success"),
        description: t(created.generatedPassword ? "settings.users.toasts.createdEmailed" : "settings.users.toasts.created", {
          email: created.email,
        }),
      });
    } catch (error) {
      return refusal(error, (refused) => {
        const result = refusalReply(submission.reply, refused, { field: "email", hideFields: ["password"] });
        return data<ActionData>({ intent: "create", result, formError: null }, { status: refused.status });
      });
    }
  }

  const submission = parseForm(form, { schema: manageUserSchema });
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
      const key = disabled ? (result.changed ? "disabled" : "alreadyDisabled") : result.changed ? "enabled" : "alreadyEnabled";
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
    return refusal(error, (refused) =>
      data<ActionData>({ intent, result: null, formError: t(refused.messageKey) }, { status: refused.status }),
    );
  }
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];

/** One account of the users list: name (and "you"), e-mail, role, verification, state, last sign-in, sessions. */
function UserTableRow({
  user,
  selected,
  isMe,
  manageHref,
}: {
  user: LoaderData["rows"][number];
  selected: boolean;
  isMe: boolean;
  manageHref: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TableRow data-state={selected ? "selected" : undefined}>
      <TableCell className="font-medium">
        {fullName(user.profile) || t("settings.none")}
        {isMe ? (
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
        {user.lastSignInAt ? formatDateTime(user.lastSignInAt, locale) : t("settings.users.never")}
      </TableCell>
      <TableCell className="text-right tabular-nums">{user._count.sessions}</TableCell>
      <TableCell className="text-right">
        <RowLink to={manageHref} label={`${t("settings.users.manage")}: ${user.email}`}>
          {t("settings.users.manage")}
        </RowLink>
      </TableCell>
    </TableRow>
  );
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { total, page, q, role, selected, brokers, meId } = loaderData;
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/settings", { q, role, page }, changes);
  const showCreate = loaderData.showCreate || actionData?.intent === "create";
  return (
    <AdminListPage
      tabs={<SettingsTabs active="users" />}
      title={t("settings.users.title")}
      description={t("settings.users.description")}
      actions={
        showCreate ? null : (
          <AddLink to="/admin/settings?new=1" icon={<UserPlus aria-hidden="true" />}>
            {t("settings.users.newUser")}
          </AddLink>
        )
      }
    >
      {showCreate ? <CreateUserForm brokers={brokers} actionData={actionData} /> : null}
      {selected ? (
        <UserPanel
          key={selected.id}
          user={selected}
          brokers={brokers}
          meId={meId}
          closeHref={href({ id: null, page })}
          actionData={actionData}
        />
      ) : null}

      <ListFilters
        label={t("settings.users.filters")}
        idPrefix="users"
        q={q}
        searchLabel={t("settings.users.search")}
        searchPlaceholder={t("settings.users.searchPlaceholder")}
        filterLabel={t("settings.users.filter")}
        clearLabel={t("settings.users.clear")}
        clearHref="/admin/settings"
        active={Boolean(q || role)}
      >
        <FilterSelect
          label={t("settings.users.role")}
          name="role"
          value={role}
          all={t("settings.users.allRoles")}
          options={ALL_ROLES}
          optionLabel={(r) => t(`auth.roles.${r}`)}
        />
      </ListFilters>

      <ListResults
        total={t("settings.users.total", { count: total })}
        label={t("settings.users.tableLabel")}
        columns={[
          t("settings.users.columns.name"),
          t("settings.users.columns.email"),
          t("settings.users.columns.role"),
          t("settings.users.columns.verified"),
          t("settings.users.columns.status"),
          t("settings.users.columns.lastSignIn"),
          { label: t("settings.users.columns.sessions"), className: "text-right" },
          { label: t("settings.users.columns.actions"), srOnly: true },
        ]}
        empty={t("settings.users.empty")}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
      >
        {(user) => (
          <UserTableRow user={user} selected={selected?.id === user.id} isMe={user.id === meId} manageHref={href({ id: user.id, page })} />
        )}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, ErrorBoundary } = adminScreen();
