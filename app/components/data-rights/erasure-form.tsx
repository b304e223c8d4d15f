import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/form-feedback";
import { Link } from "#app/components/link";
import { PasswordField } from "#app/components/password-field";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Checkbox } from "#app/components/ui/checkbox";
import { Field, FormError } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { erasureRequestSchema } from "#app/lib/schemas/data-rights";
import { parseForm } from "#app/lib/schemas/parse";
import { useIsPending } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";

/**
 * The erasure's last step (decision 055): the account's password — or, for an account without one, the typed
 * word SİL — and the tick that says what is erased and kept was read.
 */
export function ErasureForm({ hasPassword, lastResult }: { hasPassword: boolean; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "request-erasure" });
  const [form, fields] = useForm({
    id: "kvkk-erasure",
    lastResult,
    constraint: getZodConstraint(erasureRequestSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: erasureRequestSchema }),
  });
  const text = (errors: string[] | undefined) => errors?.map((key) => t(key));
  const proof = hasPassword ? fields.password : fields.confirmation;
  const formErrors = text(form.errors);
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="request-erasure" />
      {formErrors?.length ? <FormError title={t("dataRights.erasure.errorTitle")} message={formErrors.join(" ")} /> : null}
      <ErrorSummary
        items={[
          {
            id: proof.id,
            label: t(hasPassword ? "dataRights.erasure.password" : "dataRights.erasure.confirmation"),
            messages: text(proof.errors),
          },
          { id: fields.understood.id, label: t("dataRights.erasure.understood"), messages: text(fields.understood.errors) },
        ]}
      />
      {hasPassword ? (
        <PasswordField
          field={fields.password}
          label={t("dataRights.erasure.password")}
          error={text(fields.password.errors)}
          hint={t("dataRights.erasure.passwordHint")}
          autoComplete="current-password"
          inputRequired
        />
      ) : (
        <Field
          label={t("dataRights.erasure.confirmation")}
          htmlFor={fields.confirmation.id}
          error={text(fields.confirmation.errors)}
          description={t("dataRights.erasure.confirmationHint")}
          required
        >
          <Input {...getInputProps(fields.confirmation, { type: "text" })} autoComplete="off" required />
        </Field>
      )}
      <Field
        label={t("dataRights.erasure.understood")}
        htmlFor={fields.understood.id}
        error={text(fields.understood.errors)}
        orientation="horizontal"
      >
        <Checkbox {...getInputProps(fields.understood, { type: "checkbox" })} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={busy}>
          {t("dataRights.erasure.submit")}
        </Button>
        <Link to="/dashboard/profile" className={buttonVariants({ variant: "outline" })}>
          {t("dataRights.erasure.cancel")}
        </Link>
      </div>
    </Form>
  );
}
