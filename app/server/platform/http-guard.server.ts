import type { NextFunction, Request, Response } from "express";
import { escapeHtml } from "#app/lib/escape-html";

/**
 * What the HTTP server refuses before React Router sees a request, each with a 4xx and a short Turkish
 * page (never a 500):
 * - OPTIONS → 204 with `Allow`; methods other than GET, HEAD, POST, OPTIONS → 405;
 * - a request without a `Host` header, or with one that is not a host name or address with an optional port
 *   → 400; a request target in absolute form ("GET http://host/path") is read as its path, with the target's
 *   authority as the host (as HTTP/1.1 requires), and any other form that is not a path → 400;
 * - a path that is not valid percent-encoding, or a NUL byte in the path or query → 400;
 * - a body larger than BODY_LIMIT_BYTES → 413, judged on Content-Length before a byte is read; a body
 *   without a length (chunked) → 411, so nothing is ever buffered beyond the limit;
 * - a body that is not a form (JSON, text/plain, no type, multipart without a boundary) → 415.
 * A POST without a body and without a type is read as an empty form (it then fails its own validation).
 */
export const ALLOWED_METHODS = "GET, HEAD, POST, OPTIONS";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export interface RefusalPage {
  status: number;
  title: string;
  text: string;
}

export const REFUSALS = {
  badPath: {
    status: 400,
    title: "Geçersiz istek",
    text: "Adres geçersiz karakterler içeriyor. Lütfen adresi kontrol edip tekrar deneyin.",
  },
  badHost: {
    status: 400,
    title: "Geçersiz istek",
    text: "İsteğin sunucu adı (Host) eksik ya da geçersiz. Lütfen adresi kontrol edip tekrar deneyin.",
  },
  badForm: { status: 400, title: "Geçersiz istek", text: "Gönderilen form okunamadı. Lütfen sayfayı yenileyip tekrar deneyin." },
  nul: {
    status: 400,
    title: "Geçersiz istek",
    text: "Gönderilen bilgiler geçersiz bir karakter (NUL) içeriyor. Lütfen metni yeniden yazıp tekrar deneyin.",
  },
  crossOrigin: { status: 403, title: "İstek reddedildi", text: "Farklı bir siteden gönderilen istek reddedildi." },
  method: { status: 405, title: "Desteklenmeyen istek", text: "Bu adres bu istek türünü kabul etmiyor." },
  length: { status: 411, title: "Uzunluk gerekli", text: "İstek gövdesinin uzunluğu belirtilmelidir." },
  tooLarge: {
    status: 413,
    title: "Gönderilen veri çok büyük",
    text: "Gönderdiğiniz form izin verilen boyutu aşıyor. Lütfen metinleri kısaltıp tekrar deneyin.",
  },
  overloaded: {
    status: 503,
    title: "Sunucu şu anda çok yoğun",
    text: "Şu anda çok fazla istek var. Lütfen birkaç saniye sonra tekrar deneyin.",
  },
  mediaType: { status: 415, title: "Desteklenmeyen içerik", text: "Bu adres yalnızca form gönderimlerini kabul eder." },
} satisfies Record<string, RefusalPage>;

/** A small self-contained HTML page (no scripts, inline style allowed by the CSP's style-src). */
export function refusalHtml(page: RefusalPage): string {
  const title = escapeHtml(page.title);
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${page.status} · ${title} · Ufuk Jet</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;text-align:center;color:#0b1f3a"><main><p style="font-size:3.5rem;font-weight:600;margin:0">${page.status}</p><h1 style="font-size:1.5rem">${title}</h1><p>${escapeHtml(page.text)}</p><p><a href="/" style="color:#0b1f3a">Ana sayfaya dön</a></p></main></body></html>`;
}

export function sendRefusal(res: Response, page: RefusalPage, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-store");
  // the body of a refused upload is not read; closing the connection stops the client sending it
  if (page.status === 413 || page.status === 411) res.setHeader("Connection", "close");
  res.status(page.status).type("text/html; charset=utf-8").send(refusalHtml(page));
}

/** True for a path whose percent-escapes are broken or that carries a NUL (raw or %00) anywhere. */
export function badTarget(rawUrl: string): RefusalPage | null {
  const queryAt = rawUrl.indexOf("?");
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  if (/%00/i.test(rawUrl) || rawUrl.includes("\u0000")) return REFUSALS.nul;
  try {
    decodeURIComponent(path);
  } catch {
    return REFUSALS.badPath;
  }
  return null;
}

/** A host name (letters, digits, dots, hyphens) or a bracketed IPv6 address, with an optional port. */
const HOST_HEADER =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export function validHost(host: string | string[] | undefined): boolean {
  return typeof host === "string" && host.length <= 261 && HOST_HEADER.test(host);
}

/**
 * An absolute-form request target ("http://host/path?q") rewritten in place to its origin form, the target's
 * authority becoming the Host (RFC 9112 §3.2.2). False for a target that is neither a path nor such a URL.
 */
export function toOriginForm(req: { url: string; originalUrl?: string; headers: Record<string, string | string[] | undefined> }): boolean {
  if (req.url.startsWith("/")) return true;
  if (!/^https?:\/\//i.test(req.url)) return false;
  try {
    const target = new URL(req.url);
    if (!validHost(target.host)) return false;
    req.url = `${target.pathname}${target.search}`;
    if (req.originalUrl !== undefined) req.originalUrl = req.url;
    req.headers.host = target.host;
    return true;
  } catch {
    return false;
  }
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(contentType: string | undefined): string {
  const [type = ""] = (contentType ?? "").split(";");
  return type.trim().toLowerCase();
}

export function hasBoundary(contentType: string | undefined): boolean {
  return /;\s*boundary=("[^"]{1,70}"|[^\s;"]{1,70})/i.test(contentType ?? "");
}

/** Decides a request before it is read. `null`: let it through. */
export function refusalFor(
  req: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
  limitBytes: number,
): RefusalPage | null {
  const method = req.method.toUpperCase();
  if (!["GET", "HEAD", "POST", "OPTIONS"].includes(method)) return REFUSALS.method;
  if (!validHost(req.headers.host)) return REFUSALS.badHost;
  const target = badTarget(req.url);
  if (target) return target;
  if (method !== "POST") return null;
  const lengthHeader = req.headers["content-length"];
  const chunked = /chunked/i.test(String(req.headers["transfer-encoding"] ?? ""));
  if (chunked && lengthHeader === undefined) return REFUSALS.length;
  const length = lengthHeader === undefined ? 0 : Number(lengthHeader);
  if (!Number.isFinite(length) || length < 0) return REFUSALS.length;
  if (length > limitBytes) return REFUSALS.tooLarge;
  const contentType = typeof req.headers["content-type"] === "string" ? req.headers["content-type"] : undefined;
  const type = mediaType(contentType);
  if (length === 0 && type === "") return null;
  if (!FORM_TYPES.has(type)) return REFUSALS.mediaType;
  if (type === "multipart/form-data" && !hasBoundary(contentType)) return REFUSALS.badForm;
  return null;
}

/** Express middleware applying `refusalFor`, OPTIONS included. */
export function requestGuard(limitBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", ALLOWED_METHODS);
      res.status(204).end();
      return;
    }
    if (!toOriginForm(req)) {
      sendRefusal(res, REFUSALS.badHost);
      return;
    }
    const refusal = refusalFor(req, limitBytes);
    if (refusal) {
      sendRefusal(res, refusal, refusal.status === 405 ? { Allow: ALLOWED_METHODS } : {});
      return;
    }
    // an empty POST without a type reads as an empty form, not as a parse failure
    if (req.method === "POST" && !req.headers["content-type"]) {
      req.headers["content-type"] = "application/x-www-form-urlencoded";
    }
    next();
  };
}
