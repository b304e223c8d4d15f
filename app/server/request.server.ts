import { requestInfoContext } from "#app/server/context.server";

type Ctx = { get<T>(key: import("react-router").RouterContext<T>): T };

/** The client IP as Express saw it (TRUST_PROXY decides whether X-Forwarded-For counts). */
export function clientIp(context: Ctx): string {
  try {
    return context.get(requestInfoContext).ip;
  } catch {
    return "unknown";
  }
}

/** The public origin for links in e-mails: PUBLIC_URL, else the request's own origin. */
export function publicBaseUrl(request: Request) {
  return (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}
