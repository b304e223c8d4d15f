import type { SubmissionResult } from "@conform-to/react";
import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import type { z } from "zod";
import { isUuid } from "#app/lib/schemas/fields";
import { parseForm } from "#app/lib/schemas/parse";
import { pageUrl } from "#app/server/platform/request.server";
import { notFound } from "#app/server/platform/http.server";
import { isServiceError, type ServiceError } from "#app/server/platform/service-error.server";

/**
 * The one action pipeline of a screen with several intents (decision 038): the form's `intent` picks its
 * handler, the handler's zod schema parses the form (`parseForm`, conform's conventions), the handler runs the
 * change with plain values, and a thrown `ServiceError` becomes the answer:
 *
 * - status 404 → the not-found response (the route's error boundary);
 * - a row action (`row: true`, a button beside a list row) → the route's `rowError`, a redirect back to the
 *   list with an error toast;
 * - an error that names a field → the submission's reply with that field's message, at the error's status;
 * - any other → the reply with a form error, at the error's status (409 for a stale record, …).
 *
 * An unknown intent answers 400 with the route's "invalid" form error; a refused form answers 400 with its
 * field errors (a row action whose `id` is no id at all answers the record's 404, as a missing one does).
 * Every form-bound answer has one shape, `FormAnswer`: the intent it answers and conform's reply, whose
 * messages are translation keys the screen translates.
 */

/** What a refused form gets back: the intent it answers (which form on the screen) and conform's reply. */
export interface FormAnswer {
  intent: string;
  result: SubmissionResult<string[]>;
}

type Submission<S extends z.ZodType> = ReturnType<typeof parseSchema<S>>;
type Reply = Extract<Submission<z.ZodType>, { status: "success" }>["reply"];

function parseSchema<S extends z.ZodType>(form: FormData, schema: S) {
  return parseForm(form, { schema });
}

export interface IntentHandler<S extends z.ZodType, R> {
  /** the form's schema (several intents may share a discriminated union) */
  schema: S;
  /** the change itself, with the parsed values; answers with a redirect and a toast, or with data */
  run: (value: z.output<S>, reply: Reply) => R | Promise<R>;
  /** a button beside a list row: refusals reach the user as the route's error toast, not on a form */
  row?: boolean;
  /** fields never sent back to the browser, not even inside a refused form (secrets) */
  hideFields?: string[];
  /** a row action's own "invalid" form error (a translation key), instead of the pipeline's */
  invalid?: string;
}

/** Declares one handler with its value type inferred from its schema. */
export function intent<S extends z.ZodType, R>(handler: IntentHandler<S, R>): IntentHandler<S, R> {
  return handler;
}

export interface PipelineOptions {
  /** the form error (a translation key) of an unknown intent and of a refused row action */
  invalid: string;
  /** the not-found message (a translation key) of a row action whose `id` is not an id */
  notFound?: string;
  /** how a row action's refusal reaches the user: usually a redirect back to the list with an error toast */
  rowError?: (error: ServiceError, intent: string, value: { id?: string }) => Response | Promise<Response>;
  /**
   * how a refusal's message reads on the form: its translation key by default; a route whose errors name values
   * ("at most ₺600,50") writes the message out here, and the screen shows it as it is
   */
  explain?: (error: ServiceError) => string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler has its own schema and answer
type AnyHandler = IntentHandler<any, any>;
type Answer<H extends Record<string, AnyHandler>> = Awaited<ReturnType<H[keyof H]["run"]>>;

/** A form-bound refusal: the reply at an HTTP status (conform's reply alone would answer 200). */
export function formAnswer(intent: string, result: SubmissionResult<string[]>, status: number): DataWithResponseInit<FormAnswer> {
  return data({ intent, result }, { status });
}

/** A form error without a submission behind it (an unknown intent). */
export function formError(intent: string, messageKey: string, status = 400): DataWithResponseInit<FormAnswer> {
  return formAnswer(intent, { status: "error", error: { "": [messageKey] } }, status);
}

export async function runIntent<H extends Record<string, AnyHandler>>(
  form: FormData,
  handlers: H,
  options: PipelineOptions,
): Promise<Answer<H> | Response | DataWithResponseInit<FormAnswer>> {
  const name = form.get("intent");
  const intentName = typeof name === "string" ? name : "";
  const handler = Object.hasOwn(handlers, intentName) ? handlers[intentName] : undefined;
  if (!handler) return formError(intentName, options.invalid);

  const submission = parseSchema(form, handler.schema);
  const hideFields = handler.hideFields;
  if (submission.status !== "success") {
    if (handler.row) {
      if (options.notFound && !isUuid(form.get("id"))) notFound(options.notFound);
      return formAnswer(intentName, submission.reply({ formErrors: [handler.invalid ?? options.invalid], hideFields }), 400);
    }
    return formAnswer(intentName, submission.reply({ hideFields }), 400);
  }
  try {
    return (await handler.run(submission.value, submission.reply)) as Answer<H>;
  } catch (error) {
    if (!isServiceError(error)) throw error;
    if (error.status === 404) notFound(error.messageKey);
    if (handler.row && options.rowError) return options.rowError(error, intentName, submission.value as { id?: string });
    const message = options.explain ? options.explain(error) : error.messageKey;
    const result = error.field
      ? submission.reply({ fieldErrors: { [error.field]: [message] }, hideFields })
      : submission.reply({ formErrors: [message], hideFields });
    return formAnswer(intentName, result, error.status);
  }
}

/** The list URL an action returns to: the page it was posted from, without its one-off steps (`?new`, `?edit`…). */
export function backTo(request: Request, steps: readonly string[] = []): string {
  const url = pageUrl(request);
  for (const step of steps) url.searchParams.delete(step);
  return url.pathname + url.search;
}

/** A list URL with one step opened (`?delete=<id>`: the confirmation step without JavaScript). */
export function withStep(path: string, step: string, id: string): string {
  const url = new URL(path, "http://x");
  url.searchParams.set(step, id);
  return url.pathname + url.search;
}
