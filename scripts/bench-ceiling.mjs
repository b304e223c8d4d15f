// The bare-HTTP ceiling of `npm run bench`: a plain Node HTTP server answering each path with the bytes the
// application sent for it (read from the JSON file named by BENCH_BODIES), and nothing else.
import { readFileSync } from "node:fs";
import http from "node:http";

const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.BENCH_BODIES, "utf8"))).map(([path, b]) => [
    path,
    { type: b.type, bytes: Buffer.from(b.base64, "base64") },
  ]),
);
const server = http.createServer((req, res) => {
  const body = bodies.get(req.url);
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "Content-Type": body.type, "Content-Length": body.bytes.length });
  res.end(body.bytes);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
