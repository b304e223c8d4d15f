import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { PanelCard } from "#app/components/admin/panel-card";
import { Button } from "#app/components/ui/button";
import { Checkbox } from "#app/components/ui/checkbox";
import { Field, FormError, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { fieldErrorText } from "#app/lib/schemas/message";
import { parseForm } from "#app/lib/schemas/parse";
import { useIsPending } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";

/**
 * The add and edit panels of the admin books (decision 038): one conform set-up, one panel with its hidden
 * intent, id and version, its form error and its submit button, and the field wrappers the panels repeat.
 * Messages arrive as translation keys (from the schema or the action pipeline) and are translated here.
 */

/** What the action pipeline answers a refused form with (app/server/platform/action.server.ts). */
export type FormAnswer = { intent: string; result: SubmissionResult<string[]> } | undefined;

type AnyField = FieldMetadata<unknown>;

/** A book's form, validated on blur and re-validated while typing, with the server's answer for its own intent. */
export function useAdminForm<Schema extends z.ZodType<Record<string, unknown>>>({
  id,
  intent,
  schema,
  answer,
  defaultValue,
}: {
  id: string;
  intent: string;
  schema: Schema;
  answer: FormAnswer | { intent: string; result: SubmissionResult<string[]> | null };
  defaultValue?: Record<string, unknown>;
}) {
  type Input = z.input<Schema> & Record<string, unknown>;
  return useForm<Input, z.output<Schema>>({
    id,
    lastResult: answer?.intent === intent ? answer.result : undefined,
    constraint: getZodConstraint(schema),
    defaultValue: defaultValue as DefaultValue<Input>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });
}

/** The translated messages of a field (keys from the schema or the server, with a refusal's values after `::`). */
export function useFieldErrors() {
  const { t } = useTranslation();
  return (errors?: readonly string[]) => errors?.map((key) => fieldErrorText(key, t));
}

/**
 * The add or edit panel: a card with a close link, and the POST form (works without JavaScript) with its
 * intent, the record's id and version when editing, the form's error on top and the submit button last.
 */
export function EditPanel({
  title,
  closeHref,
  closeLabel,
  form,
  intent,
  record,
  errorTitle,
  errorPrefix,
  submitLabel,
  busyLabel,
  className,
  opener,
  children,
}: {
  title: ReactNode;
  closeHref: string;
  closeLabel: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's metadata: only its id, errors and props are read
  form: FormMetadata<any, string[]>;
  intent: string;
  /** the record being edited: its id and the version the form was opened on */
  record?: { id: string; version: string };
  errorTitle: string;
  /** put before the form's error ("Güncellenemedi: …") */
  errorPrefix?: string;
  submitLabel: string;
  busyLabel: string;
  className?: string;
  /** the `data-dialog-opener` key of the button that opened the panel (a row's refund), when not a plain link */
  opener?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent });
  const message = form.errors?.length ? form.errors.map((key) => fieldErrorText(key, t)).join(" ") : null;
  return (
    <PanelCard title={title} closeHref={closeHref} closeLabel={closeLabel} className={className} opener={opener}>
      <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value={intent} />
        {record ? (
          <>
            <input type="hidden" name="id" value={record.id} />
            <input type="hidden" name="version" value={record.version} />
          </>
        ) : null}
        {message ? (
          <div className="md:col-span-2">
            <FormError title={errorTitle} message={errorPrefix ? `${errorPrefix}: ${message}` : message} />
          </div>
        ) : null}
        {children}
        <div className="md:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </Form>
    </PanelCard>
  );
}

type FieldFrame = {
  label: string;
  description?: ReactNode;
  required?: boolean;
  className?: string;
};

/** A form field's frame: its label, its errors (in the screen's language), its description. */
function FieldOf({ field, children, ...frame }: FieldFrame & { field: AnyField; children: ReactNode }) {
  const errorsOf = useFieldErrors();
  return (
    <Field {...frame} htmlFor={field.id} error={errorsOf(field.errors)}>
      {children}
    </Field>
  );
}

/** A text-like input (text, number, date, url…) in its labelled field, with its errors and description. */
export function TextField({
  field,
  label,
  description,
  required,
  className,
  inputClassName,
  type = "text",
  ...input
}: FieldFrame & {
  field: AnyField;
  inputClassName?: string;
  type?: "text" | "number" | "date" | "url" | "email" | "tel" | "datetime-local";
} & Omit<ComponentProps<typeof Input>, "type" | "id" | "name" | "required" | "className">) {
  return (
    <FieldOf field={field} label={label} description={description} required={required} className={className}>
      <Input
        {...getInputProps(field, { type })}
        {...fieldAria(field, description !== undefined)}
        autoComplete="off"
        className={inputClassName}
        {...input}
      />
    </FieldOf>
  );
}

/** A select in its labelled field. */
export function SelectField({
  field,
  label,
  description,
  required,
  className,
  options,
}: FieldFrame & { field: AnyField; options: ComponentProps<typeof Select>["options"] }) {
  return (
    <FieldOf field={field} label={label} description={description} required={required} className={className}>
      <Select {...getSelectProps(field)} {...fieldAria(field, description !== undefined)} options={options} />
    </FieldOf>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({ field, label }: { field: AnyField; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <Checkbox {...getInputProps(field, { type: "checkbox" })} />
      {label}
    </label>
  );
}

/**
 * A refused row action or an unknown intent, shown above the list (the add and edit panels show their own
 * answers): the form errors of an answer to any intent but the panels'.
 */
export function ListAnswerError({ answer, panels, title }: { answer: FormAnswer; panels: readonly string[]; title: string }) {
  const { t } = useTranslation();
  if (!answer || panels.includes(answer.intent)) return null;
  const keys = answer.result.error?.[""] ?? [];
  if (keys.length === 0) return null;
  return <FormError title={title} message={keys.map((key) => fieldErrorText(key, t)).join(" ")} />;
}
