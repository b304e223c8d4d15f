import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { NonceContext } from "#app/components/nonce";
import { requestInfoContext, type RequestInfo } from "#app/server/platform/context.server";
import { isDatabaseUnavailable } from "#app/server/platform/db/errors.server";
import { getI18n } from "#app/server/platform/i18n.server";
import { TranslationContext } from "#app/lib/use-translation";
import { pageUrl } from "#app/server/platform/request.server";

export const streamTimeout = 5_000;

function requestInfo(context: unknown): RequestInfo | null {
  try {
    return (context as RouterContextProvider).get(requestInfoContext);
  } catch {
    return null;
  }
}

/**
 * A loader or action failed. A database that cannot be reached is an outage, not a bug: the request's outcome
 * is marked, so that the HTTP layer turns its 500 into 503 with Retry-After (server/app.ts, for pages, `.data`
 * requests and resource routes alike), and one warning is logged instead of a stack trace per request.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const info = requestInfo(context);
  if (isDatabaseUnavailable(error)) {
    if (info) info.outcome.databaseUnavailable = true;
    if (info) info.logger.warn({ err: String(error) }, "database unavailable");
    else console.warn("database unavailable", String(error));
    return;
  }
  if (info) info.logger.error({ err: error }, "unexpected error");
  else console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  entryContext: EntryContext,
  routerContext: RouterContextProvider,
) {
  const nonce = routerContext.get(requestInfoContext).nonce;
  const i18n = getI18n(routerContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // crawlers and SPA-mode get the whole document at once
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || entryContext.isSpaMode ? "onAllReady" : "onShellReady";

    // the abort timer is cleared when the stream ends, so render trees are not kept alive
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    timeoutId.unref?.();
    const clear = () => {
      if (timeoutId) clearTimeout(timeoutId);
      timeoutId = undefined;
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <TranslationContext.Provider value={{ t: i18n.getFixedT(null, "translation"), i18n }}>
          <ServerRouter context={entryContext} url={pageUrl(request).href} nonce={nonce} />
        </TranslationContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clear();
              callback();
            },
          });
          body.on("close", clear);
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clear();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) routerContext.get(requestInfoContext).logger.error({ err: error }, "render error");
        },
      },
    );
  });
}
