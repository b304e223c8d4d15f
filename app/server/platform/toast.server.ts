import { randomUUID } from "node:crypto";
import { createCookie, redirect, type Cookie } from "react-router";
import { z } from "zod";
import { hostCookieName, secureCookies } from "#app/server/platform/env.server";

/**
 * Post → redirect → toast: an action sets a one-time message in a cookie, the next page's root loader
 * reads and clears it, so feedback works without JavaScript.
 */
let cookie: Cookie | undefined;
let cookieSecure: boolean | undefined;
/** `__Host-ufuk_toast` over HTTPS in production (like the session cookie), `ufuk_toast` otherwise. */
function toastCookie(): Cookie {
  const secure = secureCookies();
  if (!cookie || cookieSecure !== secure) {
    cookie = createCookie(hostCookieName("ufuk_toast"), { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60, secure });
    cookieSecure = secure;
  }
  return cookie;
}

const toastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error", "info"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = Omit<Toast, "id">;

export async function toastHeader(toast: ToastInput): Promise<string> {
  return toastCookie().serialize({ ...toast, id: randomUUID() });
}

/** Reads the pending toast; the header clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; header: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  // every page's root loader asks: without the cookie there is nothing to parse or verify
  if (!cookieHeader?.includes("ufuk_toast=")) return { toast: null, header: null };
  const raw = await toastCookie().parse(cookieHeader);
  if (!raw) return { toast: null, header: null };
  const parsed = toastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    header: await toastCookie().serialize("", { maxAge: 0 }),
  };
}

/** redirect() with a toast, plus any further headers (e.g. a session cookie). */
export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}
