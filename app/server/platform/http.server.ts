import { data } from "react-router";

/**
 * One typed error payload for thrown responses, rendered by the route ErrorBoundary
 * (app/components/error-view.tsx) as proper 400/401/403/404/409/429/500 pages.
 */
export interface ErrorPayload {
  status: number;
  /** optional message key or text shown under the standard title */
  message?: string;
  /** optional title key shown instead of the status's standard title */
  title?: string;
}

export function httpError(status: number, message?: string): never {
  throw data({ status, message } satisfies ErrorPayload, { status });
}

export const badRequest = (message?: string) => httpError(400, message);
export const forbidden = (message?: string) => httpError(403, message);
export const notFound = (message?: string) => httpError(404, message);
export const conflict = (message?: string) => httpError(409, message);
export const tooManyRequests = (message?: string) => httpError(429, message);
