import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * DEMO ONLY: the HTTP plumbing of the payment provider double (provider-double.server.ts): the check of the client
 * library's request signature, a bounded body reader and a plain response.
 */

/** The largest body the double reads (the library's requests are a few kilobytes). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Checks the IYZWSv2 header the client library sends: `IYZWSv2 ` + base64 of
 * `apiKey:<key>&randomKey:<random>&signature:<hex HMAC-SHA256(secret, random + path + body)>`, with the same random
 * key in `x-iyzi-rnd`. `path` is the resource path below the provider's base, as the library signs it. Answers null
 * when it holds, "apiKey" for another merchant's key, "signature" for anything else.
 */
export function requestSignature(
  req: IncomingMessage,
  path: string,
  body: string,
  merchant: { apiKey: string; secretKey: string },
): null | "apiKey" | "signature" {
  const match = /^IYZWSv2 ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? "");
  if (!match) return "signature";
  const parts = new Map<string, string>();
  for (const pair of Buffer.from(match[1]!, "base64").toString("utf8").split("&")) {
    const at = pair.indexOf(":");
    if (at > 0) parts.set(pair.slice(0, at), pair.slice(at + 1));
  }
  if (parts.get("apiKey") !== merchant.apiKey) return "apiKey";
  const randomKey = parts.get("randomKey") ?? "";
  const given = parts.get("signature") ?? "";
  if (!randomKey || req.headers["x-iyzi-rnd"] !== randomKey || !/^[0-9a-f]{64}$/.test(given)) return "signature";
  const expected = createHmac("sha256", merchant.secretKey).update(`${randomKey}${path}${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex")) ? null : "signature";
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error("body too large"));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export function send(res: ServerResponse, status: number, type: string, text: string) {
  res.statusCode = status;
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", "no-store");
  res.end(text);
}
