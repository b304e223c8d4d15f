/**
 * The one error convention of services (app/server/*.server.ts): a refusal the user can understand is
 * thrown as a ServiceError with an HTTP status, a translation key, when it belongs to one the form field, and
 * the values its message names. Routes never map it by hand: the action pipeline (app/server/platform/
 * action.server.ts, decision 038) turns 404 into the not-found page and shows the rest next to the field, as
 * the form's error or as a toast; anything else is a bug and reaches the error boundary.
 */
export class ServiceError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    readonly status: 400 | 404 | 409 | 429,
    readonly messageKey: string,
    readonly field?: string,
    /** the values the message names ("{{km}} km"), carried to the screen with the key */
    readonly values: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = "ServiceError";
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}

/**
 * The record changed since the form was opened (see `recordVersion` in app/lib/schemas/fields.ts): the user
 * reloads and sees the other change instead of overwriting it.
 */
export function staleRecord(): ServiceError<"stale"> {
  return new ServiceError("stale", 409, "validation.staleRecord");
}
