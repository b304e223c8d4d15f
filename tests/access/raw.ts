import http from "node:http";

/**
 * A raw HTTP request, for what `fetch` will not send as asked: a forged Host header, a chunked body, a
 * malformed path, any method. Resolves with status, headers and the body as text.
 */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function raw(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean },
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: options.path,
        // a body is sent with its length (as browsers do) unless the test asks for chunks
        headers:
          options.body !== undefined &&
          !options.chunked &&
          !Object.keys(options.headers ?? {}).some((h) => h.toLowerCase() === "content-length")
            ? { ...options.headers, "Content-Length": String(Buffer.byteLength(options.body)) }
            : options.headers,
        // a fresh connection per request: refusals close theirs
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      // the server may answer and close before the whole body is sent; that answer is already resolved
      if (error.code === "EPIPE" || error.code === "ECONNRESET") return;
      reject(error);
    });
    if (options.body !== undefined) {
      if (options.chunked) {
        const body = Buffer.from(options.body);
        for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024));
      } else {
        req.write(options.body);
      }
    }
    req.end();
  });
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const FORM_TYPE = { "Content-Type": "application/x-www-form-urlencoded" };
