import { data, type MiddlewareFunction } from "react-router";
import type { ErrorPayload } from "#app/server/platform/http.server";

/**
 * Every form post is read once here, before any action: a body that is not a readable form (a broken
 * multipart boundary, say) or a value with a NUL byte (PostgreSQL refuses NUL in text) answers 400 with a
 * Turkish page instead of failing inside an action with a 500. The HTTP server has already refused other
 * content types, oversized bodies and NUL in the address (app/server/platform/http-guard.server.ts).
 */
export const formGuardMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method === "POST") {
    let form: FormData;
    try {
      form = await request.clone().formData();
    } catch {
      throw data({ status: 400, message: "errors.badFormText" } satisfies ErrorPayload, { status: 400 });
    }
    for (const [name, value] of form) {
      if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
        throw data({ status: 400, message: "errors.nulText" } satisfies ErrorPayload, { status: 400 });
      }
    }
  }
  return next();
};
