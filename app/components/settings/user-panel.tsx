import { PanelCard } from "#app/components/admin/panel-card";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { Field, FormError } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import { formatDateTime } from "#app/lib/format";
import { ALL_ROLES } from "#app/lib/domain/roles";
import { type StaffUserActionData } from "#app/lib/schemas/staff-user";
import type { StaffUsersPage } from "#app/server/platform/auth/staff-users.server";
import { usePendingField, useLocale } from "#app/lib/use-pending";

export function fullName(profile: { firstName: string; lastName: string } | null | undefined) {
  return profile ? `${profile.firstName} ${profile.lastName}`.trim() : "";
}

/** One account in detail with its role, access and password buttons (each a plain form post). */
export function UserPanel({
  user,
  brokers,
  meId,
  closeHref,
  actionData,
}: {
  user: NonNullable<StaffUsersPage["selected"]>;
  brokers: StaffUsersPage["brokers"];
  meId: string;
  closeHref: string;
  actionData: StaffUserActionData | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busyIntent = usePendingField("intent");
  const isMe = user.id === meId;
  const name = fullName(user.profile) || user.email;
  const error = actionData && actionData.intent !== "create" ? actionData.formError : null;
  const dash = t("settings.none");
  return (
    <PanelCard
      title={t("settings.users.detail.title", { name })}
      description={user.email}
      closeHref={closeHref}
      closeLabel={t("settings.users.detail.close")}
      contentClassName="flex flex-col gap-6"
    >
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
          <dd>{user.emailVerifiedAt ? formatDateTime(user.emailVerifiedAt, locale) : t("common.no")}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("settings.users.detail.createdAt")}</dt>
          <dd>{formatDateTime(user.createdAt, locale)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("settings.users.detail.lastSignIn")}</dt>
          <dd>{user.lastSignInAt ? formatDateTime(user.lastSignInAt, locale) : t("settings.users.never")}</dd>
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
          <dd>{user.profile?.customer ? `${fullName(user.profile.customer)} · ${user.profile.customer.email}` : dash}</dd>
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
    </PanelCard>
  );
}
