import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";

/**
 * A required password input (conform's `fields.x`) in its labelled field, with its translated errors and its hint.
 * conform links the input to its error; `describeHint` also names the hint in its aria-describedby. `inputRequired`
 * puts `required` on the input where the schema cannot (one of two ways to prove who asks).
 */
export function PasswordField({
  field,
  label,
  error,
  hint,
  autoComplete,
  describeHint = false,
  inputRequired = false,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  error: string[] | undefined;
  hint?: string;
  autoComplete: "current-password" | "new-password";
  describeHint?: boolean;
  inputRequired?: boolean;
}) {
  return (
    <Field label={label} htmlFor={field.id} error={error} description={hint} required>
      <Input
        {...getInputProps(field, { type: "password", ariaDescribedBy: describeHint ? field.descriptionId : undefined })}
        autoComplete={autoComplete}
        {...(inputRequired ? { required: true } : {})}
      />
    </Field>
  );
}
