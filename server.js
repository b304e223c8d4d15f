// Ufuk Jet HTTP server: static files, the application (build/server/index.js in production, through Vite in
// development), database preparation before listening, and a graceful shutdown on SIGTERM/SIGINT.
import compression from "compression";
import express from "express";
import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";

/** The path of a request URL without its query, percent-decoded ("" when it cannot be decoded). */
function decodedPath(url) {
  const end = url.search(/[?#]/);
  try {
    return decodeURIComponent(end === -1 ? url : url.slice(0, end));
  } catch {
    return "";
  }
}

// The app runs on Node 24 LTS (decision 034); `npm start`, `npm test` and every npm script bring it along.
const NODE_MAJOR = Number(process.versions.node.split(".")[0]);
if (NODE_MAJOR < 24) {
  console.error(`Ufuk Jet Node 24 gerektirir; bu Node ${process.version}. Sunucuyu \`npm start\` ile başlatın (Node 24'ü kendisi kurar).`);
  process.exit(1);
}

const DEVELOPMENT = process.argv.includes("--dev") || process.env.NODE_ENV === "development";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const HOST = process.env.HOST || "0.0.0.0";

const server = express();
server.disable("x-powered-by");
server.use(compression());

let appModule;
// the render pool's thread (decision 057): built apart beside the server bundle; in development the source runs
let renderWorker;
// the demo data loader is not part of the app's bundle (decision 039): loaded only when a fresh database wants it
let loadDemo;
if (DEVELOPMENT) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  appModule = await vite.ssrLoadModule("./server/app.ts");
  loadDemo = () => vite.ssrLoadModule("./demo/seed.ts");
  server.use(async (req, res, next) => {
    try {
      const fresh = await vite.ssrLoadModule("./server/app.ts");
      return fresh.app(req, res, next);
    } catch (error) {
      if (typeof error === "object" && error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  const buildDir = process.env.BUILD_DIR || "build";
  appModule = await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href);
  loadDemo = () => import(new URL(`./${buildDir}/demo/seed.js`, import.meta.url).href);
  renderWorker = new URL(`./${buildDir}/worker/render.js`, import.meta.url);
  // static files carry the same security headers as pages
  server.use(appModule.staticHeaders);
  // The build's files are fixed when the server starts: only their paths go to express.static, so a page request
  // costs no file-system lookup (a stat per page showed in profiles under load).
  const clientDir = path.resolve(buildDir, "client");
  const files = new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
  );
  const onlyFiles = (serve) => (req, res, next) => (files.has(decodedPath(req.originalUrl)) ? serve(req, res, next) : next());
  server.use("/assets", onlyFiles(express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y", index: false })));
  server.use(onlyFiles(express.static(`${buildDir}/client`, { maxAge: "1h", index: false })));
  server.use(appModule.app);
}

await appModule.startup({ loadDemo, renderWorker });

/**
 * A client has HEADERS_TIMEOUT_SECONDS (default 10) to send a request's headers and REQUEST_TIMEOUT_SECONDS
 * (default 30) for the whole request, body included; then it gets 408 and its connection is closed. The check
 * runs every second, so a client trickling its headers cannot hold a connection for minutes.
 */
const seconds = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value * 1000 : fallback * 1000;
};
const listener = http.createServer(
  {
    headersTimeout: seconds("HEADERS_TIMEOUT_SECONDS", 10),
    requestTimeout: seconds("REQUEST_TIMEOUT_SECONDS", 30),
    connectionsCheckingInterval: 1000,
  },
  server,
);
listener.listen(PORT, HOST, () => {
  console.log(JSON.stringify({ level: 30, msg: `Ufuk Jet listening on http://localhost:${PORT}`, port: PORT, node: process.version }));
  // one plain line for the person who typed `npm start` (the JSON lines are for log collectors)
  console.log(`Ufuk Jet hazır: http://localhost:${PORT} (Node ${process.version})`);
});
listener.keepAliveTimeout = 65_000;

let stopping = false;
/**
 * SIGTERM/SIGINT: a graceful drain (decision 058). `/healthz` answers 503 "draining" for SHUTDOWN_DRAIN_SECONDS while
 * requests are still served, so a load balancer stops sending any; then the listener closes, the requests in flight
 * finish, and the job worker and the database close. The development server (no drain in its module) closes at once.
 */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: 30, msg: `${signal}: draining, finishing requests, then closing the database` }));
  try {
    if (appModule.stopListening) {
      const { forced } = await appModule.stopListening(listener);
      if (forced) console.log(JSON.stringify({ level: 40, msg: "requests still open at the drain's limit were cut" }));
    } else {
      await new Promise((resolve) => {
        listener.close(resolve);
        listener.closeIdleConnections?.();
      });
    }
    // the job worker waits up to 10 s for its running jobs; a database that does not answer must not hold the exit
    setTimeout(() => process.exit(1), 20_000).unref();
    await appModule.shutdown();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
