import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ErrorSummary } from "#app/components/form-feedback";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import { CORRECTION_FIELDS } from "#app/lib/domain/data-request";
import { correctionRequestSchema } from "#app/lib/schemas/data-rights";
import { parseForm } from "#app/lib/schemas/parse";
import { useIsPending } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";

/** Where the correction form posts (its own page shows the form again with its errors, with or without JavaScript). */
export const CORRECTION_PATH = "/dashboard/profile/duzeltme";

/** The correction request (decision 055): which data is wrong, what it should be, an optional explanation. */
export function CorrectionForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "request-correction" });
  const [form, fields] = useForm({
    id: "kvkk-correction",
    lastResult,
    constraint: getZodConstraint(correctionRequestSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: correctionRequestSchema }),
  });
  const text = (errors: string[] | undefined) => errors?.map((key) => t(key));
  return (
    <Form method="post" action={CORRECTION_PATH} {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="request-correction" />
      <ErrorSummary
        items={[
          { id: fields.field.id, label: t("dataRights.correction.field"), messages: text(fields.field.errors) },
          { id: fields.requested_value.id, label: t("dataRights.correction.value"), messages: text(fields.requested_value.errors) },
          { id: fields.details.id, label: t("dataRights.correction.details"), messages: text(fields.details.errors) },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("dataRights.correction.field")} htmlFor={fields.field.id} error={text(fields.field.errors)} required>
          <Select
            {...getSelectProps(fields.field)}
            placeholder={t("dataRights.correction.fieldChoose")}
            options={CORRECTION_FIELDS.map((f) => ({ value: f, label: t(`dataRights.field.${f}`) }))}
          />
        </Field>
        <Field
          label={t("dataRights.correction.value")}
          htmlFor={fields.requested_value.id}
          error={text(fields.requested_value.errors)}
          required
        >
          <Input {...getInputProps(fields.requested_value, { type: "text" })} autoComplete="off" />
        </Field>
      </div>
      <Field label={t("dataRights.correction.details")} htmlFor={fields.details.id} error={text(fields.details.errors)}>
        <Textarea {...getTextareaProps(fields.details)} rows={3} />
      </Field>
      <div>
        <Button type="submit" variant="outline" disabled={busy}>
          {t("dataRights.correction.submit")}
        </Button>
      </div>
    </Form>
  );
}
