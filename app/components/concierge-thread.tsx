import { getFormProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Send } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import type { ZodType } from "zod";
import { Button } from "#app/components/ui/button";
import { Field, fieldAria } from "#app/components/ui/field";
import { Textarea } from "#app/components/ui/textarea";
import { CONCIERGE_BODY_MAX } from "#app/lib/schemas/concierge";
import { parseForm } from "#app/lib/schemas/parse";
import { formatDateTime } from "#app/lib/format";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { cn } from "#app/lib/utils";

/** A message as the concierge screens show it (the service's ThreadMessage, serialised). */
export interface ConciergeMessageView {
  id: string;
  side: "customer" | "staff";
  body: string;
  author: string;
  createdAt: string;
  readAt: string | null;
}

/**
 * The thread as a scrolling log, oldest at the top and newest at the bottom. The scroll box is a
 * `flex-col-reverse` container with one child, so the browser opens it scrolled to the bottom without
 * JavaScript. `mine` is the side of the reader: their messages sit on the right.
 */
export function ConciergeThread({
  messages,
  mine,
  label,
  earlierHref,
  latestHref,
  emptyText,
  className,
}: {
  messages: ConciergeMessageView[];
  mine: "customer" | "staff";
  label: string;
  earlierHref: string | null;
  latestHref: string | null;
  emptyText: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div
      role="log"
      aria-label={label}
      tabIndex={0}
      className={cn("flex min-h-0 flex-col-reverse overflow-y-auto rounded-md border bg-muted/30 p-3", className)}
    >
      <div className="flex flex-col gap-3">
        {earlierHref ? (
          <Link
            to={earlierHref}
            className="self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
            preventScrollReset
          >
            {t("concierge.loadEarlier")}
          </Link>
        ) : null}
        {messages.length === 0 ? <p className="py-8 text-center text-sm text-muted-foreground">{emptyText}</p> : null}
        <ol className="flex flex-col gap-3">
          {messages.map((m) => {
            const own = m.side === mine;
            // a customer reads "Siz" for their own messages; staff see which colleague wrote each answer
            const who =
              own && mine === "customer"
                ? t("concierge.you")
                : m.side === "staff"
                  ? m.author || t("concierge.team")
                  : m.author || t("concierge.customerSide");
            return (
              <li
                key={m.id}
                data-side={m.side}
                className={cn("flex max-w-[85%] flex-col gap-1", own ? "self-end items-end" : "self-start items-start")}
              >
                <div
                  className={cn(
                    "rounded-lg px-3 py-2 text-sm whitespace-pre-wrap break-words",
                    own ? "bg-primary text-primary-foreground" : "border bg-card",
                  )}
                >
                  {m.body}
                </div>
                <p className="text-xs text-muted-foreground">
                  <span>{who}</span> · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, locale)}</time>
                  {own && m.readAt ? <span> · {t("concierge.read")}</span> : null}
                </p>
              </li>
            );
          })}
        </ol>
        {latestHref ? (
          <Link to={latestHref} className="self-center text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t("concierge.backToLatest")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The message box: a plain form post (works without JavaScript). With JavaScript, Enter sends and Shift+Enter
 * starts a new line; the box keeps its text until the server accepted the message — the caller remounts it
 * with a new `key` (the latest message id) once the thread shows the new message.
 */
export function ConciergeComposer({
  intent,
  schema,
  lastResult,
  label,
  hint,
  submitLabel,
  busyLabel,
  autoFocus = false,
}: {
  intent: "send" | "reply";
  schema: ZodType;
  lastResult: SubmissionResult<string[]> | null | undefined;
  label: string;
  hint?: string;
  submitLabel: string;
  busyLabel: string;
  /**
   * The box takes the focus when it appears: after a message was sent from it (the page keys the composer by its
   * latest message, so a sent message brings a fresh, empty box) — by the browser on a page rendered on the server
   * (no JavaScript), by React when the box mounts. Never while the page shows an error of its own.
   */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent });
  const [form, fields] = useForm({
    id: `concierge-${intent}`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });
  const body = fields.body as FieldMetadata<string>;
  const errors = body.errors?.map((k) => t(k));
  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!busy) event.currentTarget.form?.requestSubmit();
  };
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2" aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value={intent} />
      <Field label={label} htmlFor={body.id} error={errors} description={hint} required>
        <Textarea
          {...getTextareaProps(body)}
          {...fieldAria(body, Boolean(hint))}
          rows={3}
          maxLength={CONCIERGE_BODY_MAX}
          autoFocus={autoFocus}
          onKeyDown={intent === "send" ? onKeyDown : undefined}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          <Send aria-hidden="true" />
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
