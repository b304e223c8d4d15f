import type { NextFunction, Request, Response } from "express";

/**
 * A short-lived cache of public pages as a visitor without cookies receives them (decision 028).
 *
 * For such a visitor the landing page and the legal pages are the same bytes for everyone: the language comes
 * from the URL or a cookie only (never Accept-Language), there is no session, toast or viewer, and these pages
 * read nothing from the database. Rendering them again for every visitor was the largest per-request cost left
 * on `/`. So the first render's HTML is kept for `maxAgeMs` per URL, with that render's CSP nonce replaced by a
 * mark, and each later visitor gets it with their own fresh nonce spliced in (the CSP header already carries
 * it), so nonces are never shared between responses.
 *
 * Only a plain GET without a `Cookie` header is served from or stored into the cache, only a 200 HTML answer
 * that sets no cookie is stored, and only the paths listed. A page that reads per-visitor state must not be
 * listed; a page that reads database state is listed with a validator (`versions`): a cheap read answering the
 * version of what the page shows, taken before rendering and kept with the copy, which is served only while the
 * version is still the same (on every instance, since the version lives in the database; decision 054).
 */
export interface PageCacheOptions {
  /** request paths (without query) that may be cached */
  paths: ReadonlySet<string>;
  maxAgeMs: number;
  /** at most this many URLs are kept (query strings make new entries); the oldest goes first */
  maxEntries?: number;
  now?: () => number;
  /** per path: the current version of the data the page shows (a copy of another version is not served) */
  versions?: ReadonlyMap<string, () => Promise<string>>;
}

interface Entry {
  at: number;
  version: string | null;
  /** the body split at the nonce of the render that made it */
  parts: string[];
  headers: Array<[string, string]>;
}

/** Response headers a cached page carries over (the per-request ones are set again for each request). */
const KEPT_HEADERS = ["content-type", "content-language", "cache-control"];
const MAX_URL_LENGTH = 512;
const MAX_BODY_BYTES = 512 * 1024;

export function publicPageCache({ paths, maxAgeMs, maxEntries = 100, now = Date.now, versions }: PageCacheOptions) {
  const entries = new Map<string, Entry>();

  async function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" || req.headers.cookie !== undefined || !paths.has(req.path) || req.originalUrl.length > MAX_URL_LENGTH)
      return next();
    const nonce = res.locals.nonce as string | undefined;
    if (!nonce) return next();
    const versionOf = versions?.get(req.path);
    let version: string | null = null;
    if (versionOf) {
      try {
        version = await versionOf();
      } catch {
        // the version cannot be read (the database is down): render as usual, keep nothing
        return next();
      }
    }
    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit && now() - hit.at < maxAgeMs && hit.version === version) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      res.status(200).end(hit.parts.join(nonce));
      return;
    }
    if (hit) entries.delete(key);
    capture(res, (body) => {
      if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return;
      if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
      const headers: Array<[string, string]> = [];
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
      }
      entries.set(key, { at: now(), version, parts: body.split(nonce), headers });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    });
    next();
  }

  return Object.assign(middleware, {
    /** Drops every kept page (tests; a deploy restarts the process anyway). */
    clear: () => entries.clear(),
    size: () => entries.size,
  });
}

/** Passes every write through and hands the whole body to `done` once the response has ended. */
function capture(res: Response, done: (body: string) => void) {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let tooLarge = false;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (tooLarge || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    bytes += buffer.length;
    if (bytes > MAX_BODY_BYTES) {
      tooLarge = true;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as Response["write"];
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    const result = end(...args);
    if (!tooLarge) done(Buffer.concat(chunks).toString("utf8"));
    return result;
  }) as Response["end"];
}
