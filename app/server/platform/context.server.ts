import { createContext } from "react-router";
import type { Logger } from "pino";

/** Per-request facts set by the HTTP server before React Router runs (server/app.ts). */
export interface RequestInfo {
  requestId: string;
  /** CSP nonce for this response's inline scripts */
  nonce: string;
  ip: string;
  logger: Logger;
  /** Set while the request runs: a loader or action failed because the database could not be reached. */
  outcome: RequestOutcome;
}

export interface RequestOutcome {
  databaseUnavailable: boolean;
}

export const requestInfoContext = createContext<RequestInfo>();

export function readRequestInfo(context: { get: <T>(key: ReturnType<typeof createContext<T>>) => T }): RequestInfo {
  return context.get(requestInfoContext);
}
