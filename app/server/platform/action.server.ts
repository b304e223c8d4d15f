import type { SubmissionResult } from "@conform-to/react";
import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import type { z } from "zod";
import { isUuid } from "#app/lib/schemas/fields";
import { messageWithValues } from "#app/lib/schemas/message";
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
 * messages are translation keys the screen translates (with the values a refusal names after `::`, read by
 * `fieldErrorText`).
 *
 * Actions outside an intent table (one form, or answers of their own shape such as the wizard's) and loaders
 * map a thrown error with `refusal` and `orNotFound`, so the mapping lives here alone: route modules never test
 * for a ServiceError themselves.
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
  /**
   * how every other refusal reaches the user on a screen that answers them with a toast rather than on the form
   * (the customer's screens: a redirect back with an error toast); a refused form still answers on the form
   */
  refused?: (error: ServiceError, intent: string) => Response | Promise<Response>;
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
    return refusal(error, (refused) =>
      handler.row && options.rowError
        ? options.rowError(refused, intentName, submission.value as { id?: string })
        : options.refused
          ? options.refused(refused, intentName)
          : formAnswer(intentName, refusalReply(submission.reply, refused, { hideFields, explain: options.explain }), refused.status),
    );
  }
}

/**
 * The one mapping of a thrown error: anything but a ServiceError is rethrown (a bug: the error boundary), 404 is
 * the not-found response, and any other refusal is the screen's `answer` (a field or form error, an error toast),
 * or rethrown when there is none (a loader's read, which refuses with 404 only).
 */
export function refusal<R = never>(error: unknown, answer?: (error: ServiceError) => R): R {
  if (!isServiceError(error)) throw error;
  if (error.status === 404) notFound(error.messageKey);
  if (!answer) throw error;
  return answer(error);
}

/** A service read whose 404 refusal is the not-found page (a loader's record, a cursor of another user's). */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    return refusal(error);
  }
}

/** A refusal's message as the screen reads it: its translation key, with the values it names after `::`. */
export function messageOf(error: ServiceError): string {
  return messageWithValues(error.messageKey, error.values);
}

/**
 * conform's reply to a refusal: its message (`messageOf`, or the screen's `explain`) next to the field it names
 * (or the screen's `field` when it names none), else as the form's error.
 */
export function refusalReply(
  reply: Reply,
  error: ServiceError,
  options: { field?: string; hideFields?: string[]; explain?: (error: ServiceError) => string } = {},
) {
  const field = error.field ?? options.field;
  const message = options.explain ? options.explain(error) : messageOf(error);
  return field
    ? reply({ fieldErrors: { [field]: [message] }, hideFields: options.hideFields })
    : reply({ formErrors: [message], hideFields: options.hideFields });
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
