import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { Field, FormError, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import { CUSTOMER_SEGMENTS, DEFAULT_CUSTOMER_SEGMENT, segmentLabelKey } from "#app/lib/domain/customer";
import { CUSTOMER_LIMITS, createCustomerSchema, updateCustomerSchema } from "#app/lib/schemas/customer";
import { LIMITS } from "#app/lib/schemas/fields";
import { parseForm } from "#app/lib/schemas/parse";
import { useIsPending } from "#app/lib/use-pending";

/** The action pipeline's answer (app/server/platform/action.server.ts): the intent and conform's reply. */
export type CustomerFormActionData = { intent: string; result: SubmissionResult<string[]> } | undefined;

export interface CustomerFormDefaults {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company_name: string;
  segment: string;
  notes: string;
  version: string;
}

/**
 * The add and edit form of a customer (the same fields, spec §3): `create` on /admin/customers?new=1 with
 * the segment preset to individual (spec §9), `update` on a customer's page with the record's version as a
 * hidden field. Errors arrive as translation keys (from the schema or the action pipeline).
 */
export function CustomerForm({
  mode,
  defaults,
  answer,
}: {
  mode: "create" | "update";
  defaults?: CustomerFormDefaults;
  answer: CustomerFormActionData;
}) {
  const { t, i18n } = useTranslation();
  const schema = mode === "create" ? createCustomerSchema : updateCustomerSchema;
  const busy = useIsPending({ intent: mode });
  const [form, fields] = useForm({
    id: mode === "create" ? "customer-new" : "customer-edit",
    lastResult: answer?.intent === mode ? answer.result : undefined,
    constraint: getZodConstraint(schema),
    defaultValue: { segment: DEFAULT_CUSTOMER_SEGMENT, ...defaults },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });
  const err = (errors: string[] | undefined, max?: number) => errors?.map((e) => (i18n.exists(e) ? t(e, { max }) : e));
  // a refusal from the server: its own message, or "could not be saved" above the refused fields
  const refused = answer?.intent === mode ? answer.result : undefined;
  const formErrors = refused?.error?.[""];
  const formError = formErrors?.length
    ? formErrors.map((key) => t(key)).join(" ")
    : refused?.error && Object.values(refused.error).some((messages) => messages?.length)
      ? t("customers.errors.saveFailed")
      : null;
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
      <input type="hidden" name="intent" value={mode} />
      {mode === "update" ? <input type="hidden" name="version" value={defaults?.version ?? ""} /> : null}
      {formError ? (
        <div className="md:col-span-2">
          <FormError title={t("customers.toasts.errorTitle")} message={formError} />
        </div>
      ) : null}
      <Field
        label={t("customers.form.firstName")}
        htmlFor={fields.first_name.id}
        error={err(fields.first_name.errors, LIMITS.name)}
        required
      >
        <Input {...getInputProps(fields.first_name, { type: "text" })} {...fieldAria(fields.first_name)} autoComplete="off" />
      </Field>
      <Field label={t("customers.form.lastName")} htmlFor={fields.last_name.id} error={err(fields.last_name.errors, LIMITS.name)}>
        <Input {...getInputProps(fields.last_name, { type: "text" })} {...fieldAria(fields.last_name)} autoComplete="off" />
      </Field>
      <Field label={t("customers.form.email")} htmlFor={fields.email.id} error={err(fields.email.errors)} required>
        <Input {...getInputProps(fields.email, { type: "email" })} {...fieldAria(fields.email)} autoComplete="off" />
      </Field>
      <Field label={t("customers.form.phone")} htmlFor={fields.phone.id} error={err(fields.phone.errors)}>
        <Input {...getInputProps(fields.phone, { type: "tel" })} {...fieldAria(fields.phone)} autoComplete="off" />
      </Field>
      <Field
        label={t("customers.form.company")}
        htmlFor={fields.company_name.id}
        error={err(fields.company_name.errors, CUSTOMER_LIMITS.company)}
      >
        <Input {...getInputProps(fields.company_name, { type: "text" })} {...fieldAria(fields.company_name)} autoComplete="off" />
      </Field>
      <Field label={t("customers.form.segment")} htmlFor={fields.segment.id} error={err(fields.segment.errors)} required>
        <Select
          {...getSelectProps(fields.segment)}
          {...fieldAria(fields.segment)}
          options={CUSTOMER_SEGMENTS.map((s) => ({ value: s, label: t(segmentLabelKey(s)) }))}
        />
      </Field>
      <Field
        label={t("customers.form.notes")}
        htmlFor={fields.notes.id}
        error={err(fields.notes.errors, CUSTOMER_LIMITS.notes)}
        className="md:col-span-2"
      >
        <Textarea {...getTextareaProps(fields.notes)} {...fieldAria(fields.notes)} rows={3} />
      </Field>
      <div className="md:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? t("customers.form.saving") : t(mode === "create" ? "customers.form.create" : "customers.form.save")}
        </Button>
      </div>
    </Form>
  );
}
