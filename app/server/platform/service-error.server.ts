/**
 * The one error convention of services (app/server/*.server.ts): a refusal the user can understand is
 * thrown as a ServiceError with an HTTP status, a translation key and, when it belongs to one, the form
 * field. Routes catch ServiceError, turn 404 into the not-found page and show the rest next to the field or
 * as a toast; anything else is a bug and reaches the error boundary.
 */
export class ServiceError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    readonly status: 400 | 404 | 409,
    readonly messageKey: string,
    readonly field?: string,
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
