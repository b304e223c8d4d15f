import * as React from "react";
import { CircleAlert } from "#app/components/icons";

import { cn } from "#app/lib/utils";
import { Label } from "#app/components/ui/label";

/** One message or a list (as returned by form validation libraries). */
export type FieldErrorValue = string | readonly string[] | null | undefined;

export type FieldIds = {
  id: string;
  descriptionId: string;
  errorId: string;
};

/** Props to spread on the form control so it is linked to its description and error. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  required: true | undefined;
};

function toMessages(error: FieldErrorValue): string[] {
  if (!error) return [];
  const list: readonly string[] = typeof error === "string" ? [error] : error;
  return list.filter((message) => message.trim() !== "");
}

/** Ids derived from a control id (same `-description` / `-error` suffixes as Conform). */
export function getFieldIds(id: string): FieldIds {
  return { id, descriptionId: `${id}-description`, errorId: `${id}-error` };
}

/** Stable, unique ids for a control named `name`. */
export function useFieldIds(name: string): FieldIds & { name: string } {
  const reactId = React.useId();
  return { name, ...getFieldIds(`${name}-${reactId.replace(/[^a-zA-Z0-9_-]/g, "")}`) };
}

export function getFieldControlProps(options: {
  id: string;
  error?: FieldErrorValue;
  hasDescription?: boolean;
  required?: boolean;
}): FieldControlProps {
  const ids = getFieldIds(options.id);
  const invalid = toMessages(options.error).length > 0;
  const describedBy = [invalid ? ids.errorId : null, options.hasDescription ? ids.descriptionId : null].filter(
    (value): value is string => value !== null,
  );
  return {
    id: ids.id,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
    required: options.required ? true : undefined,
  };
}

/**
 * The ARIA links of a conform-managed control (`fields.x` from useForm): invalid while it has errors, and
 * described by its error and, when shown, its description — the same ids `Field` renders
 * (`<id>-error`, `<id>-description`). Spread on the control next to conform's `getInputProps`.
 */
export function fieldAria(field: { id: string; errors?: readonly string[] }, hasDescription = false) {
  const ids = getFieldIds(field.id);
  const invalid = (field.errors?.length ?? 0) > 0;
  const describedBy = [invalid ? ids.errorId : null, hasDescription ? ids.descriptionId : null].filter(Boolean).join(" ");
  return {
    "aria-invalid": invalid ? (true as const) : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

export type FieldProps = {
  label: React.ReactNode;
  /** Id of the control. Generated when omitted (use the render-prop form then). */
  htmlFor?: string;
  error?: FieldErrorValue;
  description?: React.ReactNode;
  /** Shows a required marker; the render-prop form also passes `required` to the control. */
  required?: boolean;
  /** "horizontal" puts the control before the label (checkboxes, switches). */
  orientation?: "vertical" | "horizontal";
  className?: string;
  /**
   * The control. Either an element you wire yourself (`id={htmlFor}` and the
   * props from `getFieldControlProps`), or a function receiving those props:
   * `{(control) => <Input name="email" {...control} />}`.
   */
  children: React.ReactNode | ((control: FieldControlProps) => React.ReactNode);
};

/** Label, control, description and error message with the ARIA links between them. */
export function Field({ label, htmlFor, error, description, required, orientation = "vertical", className, children }: FieldProps) {
  const generatedId = React.useId();
  const id = htmlFor ?? `field-${generatedId.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const ids = getFieldIds(id);
  const messages = toMessages(error);
  const hasDescription = description !== undefined && description !== null && description !== false;
  const control = getFieldControlProps({ id, error, hasDescription, required });
  const content = typeof children === "function" ? children(control) : children;

  const labelNode = (
    <Label htmlFor={id}>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      ) : null}
    </Label>
  );
  const descriptionNode = hasDescription ? (
    <p id={ids.descriptionId} data-slot="field-description" className="text-sm text-muted-foreground">
      {description}
    </p>
  ) : null;
  const errorNode =
    messages.length > 0 ? (
      <p id={ids.errorId} data-slot="field-error" className="flex items-start gap-1.5 text-sm font-medium text-destructive">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {messages.map((message, index) => (
            <span key={`${index}:${message}`} className="block">
              {message}
            </span>
          ))}
        </span>
      </p>
    ) : null;

  if (orientation === "horizontal") {
    return (
      <div
        data-slot="field"
        data-orientation="horizontal"
        data-invalid={messages.length > 0 ? true : undefined}
        className={cn("flex items-start gap-3", className)}
      >
        <div className="flex h-5 items-center">{content}</div>
        <div className="flex min-w-0 flex-col gap-1.5 pt-0.5">
          {labelNode}
          {descriptionNode}
          {errorNode}
        </div>
      </div>
    );
  }

  return (
    <div
      data-slot="field"
      data-orientation="vertical"
      data-invalid={messages.length > 0 ? true : undefined}
      className={cn("flex flex-col gap-2", className)}
    >
      {labelNode}
      {content}
      {descriptionNode}
      {errorNode}
    </div>
  );
}

export type FormErrorProps = Omit<React.ComponentProps<"div">, "children"> & {
  message: FieldErrorValue;
  /** Optional heading shown above the message(s). */
  title?: React.ReactNode;
};

/** Form-level error box; renders nothing without a message. */
export function FormError({ message, title, className, ...props }: FormErrorProps) {
  const messages = toMessages(message);
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      data-slot="form-error"
      className={cn(
        "flex items-start gap-3 rounded-md border border-destructive/40 p-3 text-sm text-destructive",
        "bg-destructive-soft",
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {messages.length === 1 ? (
          <p>{messages[0]}</p>
        ) : (
          <ul className="list-disc space-y-0.5 pl-4">
            {messages.map((item, index) => (
              <li key={`${index}:${item}`}>{item}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
