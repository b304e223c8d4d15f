import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { KeyRound, UserRound } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Field, FormError } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { LIMITS } from "#app/lib/schemas/fields";
import { changePasswordSchema, setPasswordSchema, updateProfileSchema } from "#app/lib/schemas/profile";
import type { ProfileActionData, ProfilePageData } from "#app/server/customers/profile.server";
import { parseForm } from "#app/lib/schemas/parse";
import { useIsPending } from "#app/lib/use-pending";
import { ErrorSummary, FocusTarget } from "#app/components/form-feedback";
import { PasswordField } from "#app/components/password-field";

/**
 * The profile page body shared by the customer area and the broker portal: personal details and a
 * password change, two plain forms posting to the page's own URL (they work without JavaScript).
 */
export function ProfileForms({ data, actionData }: { data: ProfilePageData; actionData: ProfileActionData | undefined }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {/* a successful save reloads the page data and starts the form afresh */}
      <DetailsForm key={`details-${data.profileVersion}`} data={data} actionData={actionData} />
      <PasswordForm
        key={`password-${data.passwordVersion}`}
        email={data.email}
        actionData={actionData}
        mode={data.hasPassword ? "change" : "set"}
      />
    </div>
  );
}

function useBusy(intent: string) {
  return useIsPending({ intent });
}

/** Error texts are translation keys; `max` fills the length messages. */
function useErrorText() {
  const { t } = useTranslation();
  return (errors: string[] | undefined, max?: number) => errors?.map((key) => t(key, { max }));
}

function describedBy<T>(field: FieldMetadata<T>, hasDescription = false) {
  return { ariaDescribedBy: hasDescription ? field.descriptionId : undefined };
}

function DetailsForm({ data, actionData }: { data: ProfilePageData; actionData: ProfileActionData | undefined }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const busy = useBusy("update-profile");
  const [form, fields] = useForm({
    id: "profile-details",
    lastResult: actionData?.intent === "update-profile" ? actionData.result : undefined,
    defaultValue: { first_name: data.firstName, last_name: data.lastName, phone: data.phone },
    constraint: getZodConstraint(updateProfileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: updateProfileSchema }),
  });
  const formError = actionData?.intent === "update-profile" ? actionData.formError : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-5" />
          {t("profile.details.title")}
        </CardTitle>
        <CardDescription>{t("profile.details.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="flex scroll-mt-24 flex-col gap-4">
          <input type="hidden" name="intent" value="update-profile" />
          {formError ? (
            <FocusTarget focusKey={actionData}>
              <FormError title={actionData?.errorTitle ?? undefined} message={formError} />
            </FocusTarget>
          ) : null}
          <ErrorSummary
            items={[
              {
                id: fields.first_name.id,
                label: t("profile.details.firstName"),
                messages: errorText(fields.first_name.errors, LIMITS.name),
              },
              { id: fields.last_name.id, label: t("profile.details.lastName"), messages: errorText(fields.last_name.errors, LIMITS.name) },
              { id: fields.phone.id, label: t("profile.details.phone"), messages: errorText(fields.phone.errors) },
            ]}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t("profile.details.firstName")}
              htmlFor={fields.first_name.id}
              error={errorText(fields.first_name.errors, LIMITS.name)}
              required
            >
              <Input {...getInputProps(fields.first_name, { type: "text" })} autoComplete="given-name" />
            </Field>
            <Field
              label={t("profile.details.lastName")}
              htmlFor={fields.last_name.id}
              error={errorText(fields.last_name.errors, LIMITS.name)}
              required
            >
              <Input {...getInputProps(fields.last_name, { type: "text" })} autoComplete="family-name" />
            </Field>
          </div>
          <Field
            label={t("profile.details.phone")}
            htmlFor={fields.phone.id}
            error={errorText(fields.phone.errors)}
            description={t("profile.details.phoneHint")}
          >
            <Input
              {...getInputProps(fields.phone, { type: "tel", ...describedBy(fields.phone, true) })}
              autoComplete="tel"
              inputMode="tel"
            />
          </Field>
          <Field label={t("profile.details.email")} htmlFor="profile-email" description={t("profile.details.emailHint")}>
            <Input id="profile-email" type="email" value={data.email} readOnly aria-describedby="profile-email-description" />
          </Field>
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? t("profile.details.submitting") : t("profile.details.submit")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

/** A password change, or (an account made by an offer link, decision 047) setting a first one, optional. */
function PasswordForm({ email, actionData, mode }: { email: string; actionData: ProfileActionData | undefined; mode: "change" | "set" }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const intent = mode === "set" ? "set-password" : "change-password";
  const schema = mode === "set" ? setPasswordSchema : changePasswordSchema;
  const busy = useBusy(intent);
  const [form, fields] = useForm({
    id: "profile-password",
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });
  const formError = actionData?.intent === intent ? actionData.formError : null;
  const current = mode === "change" ? fields.current_password : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5" />
          {t(mode === "set" ? "profile.password.setTitle" : "profile.password.title")}
        </CardTitle>
        <CardDescription>{t(mode === "set" ? "profile.password.setDescription" : "profile.password.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="flex scroll-mt-24 flex-col gap-4">
          <input type="hidden" name="intent" value={intent} />
          {/* lets password managers file the new password under the right account */}
          <input type="email" autoComplete="username" value={email} readOnly hidden aria-hidden="true" tabIndex={-1} />
          {formError ? (
            <FocusTarget focusKey={actionData}>
              <FormError title={actionData?.errorTitle ?? undefined} message={formError} />
            </FocusTarget>
          ) : null}
          <ErrorSummary
            items={[
              ...(current ? [{ id: current.id, label: t("profile.password.current"), messages: errorText(current.errors) }] : []),
              { id: fields.new_password.id, label: t("profile.password.new"), messages: errorText(fields.new_password.errors) },
              { id: fields.confirm_password.id, label: t("profile.password.confirm"), messages: errorText(fields.confirm_password.errors) },
            ]}
          />
          {current ? (
            <PasswordField
              field={current}
              label={t("profile.password.current")}
              error={errorText(current.errors)}
              autoComplete="current-password"
            />
          ) : null}
          <PasswordField
            field={fields.new_password}
            label={t("profile.password.new")}
            error={errorText(fields.new_password.errors)}
            hint={t("profile.password.newHint")}
            autoComplete="new-password"
            describeHint
          />
          <PasswordField
            field={fields.confirm_password}
            label={t("profile.password.confirm")}
            error={errorText(fields.confirm_password.errors)}
            autoComplete="new-password"
          />
          {mode === "change" ? <p className="text-sm text-muted-foreground">{t("profile.password.signOutOthersHint")}</p> : null}
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? t("profile.password.submitting") : t(mode === "set" ? "profile.password.setSubmit" : "profile.password.submit")}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
