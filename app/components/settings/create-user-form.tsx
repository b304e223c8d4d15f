import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Field, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { ALL_ROLES } from "#app/lib/domain/roles";
import { parseForm } from "#app/lib/schemas/parse";
import { createUserSchema, type StaffUserActionData } from "#app/lib/schemas/staff-user";
import type { StaffUsersPage } from "#app/server/platform/auth/staff-users.server";
import { useIsPending } from "#app/lib/use-pending";
import { ErrorSummary } from "#app/components/form-feedback";

/** Labels of the fields, for the error summary. */
const CREATE_LABELS = {
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  role: "role",
  broker_id: "broker",
  customer_email: "customerEmail",
  password: "password",
} as const;

/** The "new account" form of System → users: any role; a broker needs its company; an empty password is generated. */
export function CreateUserForm({
  brokers,
  actionData,
}: {
  brokers: StaffUsersPage["brokers"];
  actionData: StaffUserActionData | undefined;
}) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "create" });
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
  const a11y = (f: { id: string; errors?: string[] }) => fieldAria(f);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("settings.users.create.title")}</CardTitle>
        <CardDescription>{t("settings.users.create.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" action="/admin/settings?new=1" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
          <input type="hidden" name="intent" value="create" />
          <ErrorSummary
            className="md:col-span-2"
            items={(["first_name", "last_name", "email", "role", "broker_id", "customer_email", "password"] as const).map((name) => ({
              id: fields[name].id,
              label: t(`settings.users.create.${CREATE_LABELS[name]}`),
              messages: errorOf(fields[name].errors),
            }))}
          />
          <Field
            label={t("settings.users.create.firstName")}
            htmlFor={fields.first_name.id}
            error={errorOf(fields.first_name.errors)}
            required
          >
            <Input {...getInputProps(fields.first_name, { type: "text" })} autoComplete="off" {...a11y(fields.first_name)} />
          </Field>
          <Field
            label={t("settings.users.create.lastName")}
            htmlFor={fields.last_name.id}
            error={errorOf(fields.last_name.errors)}
            required
          >
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
