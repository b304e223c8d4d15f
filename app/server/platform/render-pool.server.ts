import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { env } from "#app/server/platform/env.server";

/**
 * The render pool (decision 057): documents (PDFs) are drawn in worker threads, never on the event loop that
 * answers pages — twenty five-year report PDFs drawn on it held an anonymous 27 ms page for 4.6 s. The caller
 * reads the database on the main thread as before and posts plain values (rows, texts, the locale); a worker
 * draws the document and posts its bytes back. The workers' code is the document table of
 * `app/server/render-worker.ts`; this module knows only a document's kind, its input and its bytes.
 *
 * Size: RENDER_WORKERS threads (default: one less than the CPUs, at least one), started as documents need them;
 * a thread idle for a minute ends and gives its memory back.
 * Queue: at most RENDER_QUEUE documents wait for a thread (default 4 per thread), counting those whose input is
 * still being read; past that `renderInPool` refuses at once with `RenderPoolBusy`, before any database read, and
 * the route answers 503 with Retry-After — never an unbounded backlog.
 */

export class RenderPoolBusy extends Error {
  constructor() {
    super("render pool: queue full");
    this.name = "RenderPoolBusy";
  }
}

/** The seconds a client refused by a full queue is asked to wait. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

interface Job {
  id: number;
  kind: string;
  input: unknown;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  idle?: NodeJS.Timeout;
}

interface Settings {
  /** the worker's entry: the build's `worker/render.js` in production, the TypeScript source otherwise */
  entry: URL;
  size: number;
  queueLimit: number;
  /** a thread idle this long ends, giving its memory back (about 90 MB each: its own pdfkit, texts and fonts) */
  idleMs: number;
}

function defaults(): Settings {
  const size = env().RENDER_WORKERS ?? Math.max(1, availableParallelism() - 1);
  return { entry: new URL("../render-worker.ts", import.meta.url), size, queueLimit: env().RENDER_QUEUE ?? size * 4, idleMs: 60_000 };
}

let settings: Settings | undefined;
const threads: Thread[] = [];
const queue: Job[] = [];
let nextId = 1;
let refused = 0;
/** documents admitted whose input is still being read */
let loading = 0;

/**
 * Where the worker's code is (server.js names the build's `worker/render.js`; without it the source runs through
 * tsx, as in the tests and development) and, for tests, the pool's size and queue. Before the first document only.
 */
export function configureRenderPool(options: Partial<Settings>) {
  if (threads.length > 0) throw new Error("render pool: configure before the first document");
  const base = defaults();
  settings = { ...base, ...options };
}

function current(): Settings {
  settings ??= defaults();
  return settings;
}

function fail(thread: Thread, error: Error) {
  const job = thread.job;
  thread.job = null;
  job?.reject(error);
}

/**
 * A thread running `entry`. The TypeScript source (tests, development) needs tsx's loader, which a worker's
 * `execArgv` does not install: a two-line script registers it in the thread, then imports the entry.
 */
function spawn(entry: URL): Worker {
  if (!entry.pathname.endsWith(".ts")) return new Worker(entry);
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm/api")).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((m) => m.register()).then(() => import(${JSON.stringify(entry.href)}))`, {
    eval: true,
  });
}

function start(): Thread {
  const thread: Thread = { worker: spawn(current().entry), job: null };
  // the threads never keep the process alive by themselves (the HTTP server does)
  thread.worker.unref();
  thread.worker.on("message", (message: { id: number; bytes?: Uint8Array; error?: string }) => {
    const job = thread.job;
    if (!job || job.id !== message.id) return;
    thread.job = null;
    if (message.bytes) job.resolve(message.bytes);
    else job.reject(new Error(`render pool: ${job.kind}: ${message.error ?? "no document"}`));
    next(thread);
  });
  thread.worker.on("error", (error) => fail(thread, error));
  thread.worker.on("exit", (code) => {
    // a thread that died takes its document with it; a new one replaces it for the rest of the queue
    fail(thread, new Error(`render pool: worker exited with ${code}`));
    const at = threads.indexOf(thread);
    if (at >= 0) threads.splice(at, 1);
    if (queue.length > 0 && !closing) next(start());
  });
  threads.push(thread);
  return thread;
}

function next(thread: Thread) {
  clearTimeout(thread.idle);
  const job = queue.shift();
  if (!job) {
    thread.idle = setTimeout(() => {
      // out of the pool first, so no document is given to a thread that is ending
      const at = threads.indexOf(thread);
      if (at >= 0) threads.splice(at, 1);
      void thread.worker.terminate();
    }, current().idleMs).unref();
    return;
  }
  thread.job = job;
  thread.worker.postMessage({ id: job.id, kind: job.kind, input: job.input });
}

/**
 * The bytes of a document drawn by a worker, with its input read by `load` on this thread. The place is taken
 * before `load` runs, so a full pool refuses at once (RenderPoolBusy) without reading the database for a
 * document it would not draw. The input must be plain data (structured-clone safe: objects, arrays, strings,
 * numbers, booleans, null, Dates); a class instance such as a Prisma Decimal is refused here rather than
 * arriving as an empty object.
 */
export async function renderInPool(kind: string, load: () => unknown): Promise<Uint8Array> {
  const { size, queueLimit } = current();
  const busy = threads.filter((t) => t.job).length;
  if (busy + queue.length + loading >= size + queueLimit) {
    refused += 1;
    throw new RenderPoolBusy();
  }
  loading += 1;
  let input: unknown;
  try {
    input = await load();
  } finally {
    loading -= 1;
  }
  assertPlain(input, kind);
  return new Promise<Uint8Array>((resolve, reject) => {
    queue.push({ id: nextId++, kind, input, resolve, reject });
    const thread = threads.find((t) => !t.job) ?? (threads.length < size ? start() : undefined);
    if (thread) next(thread);
  });
}

/** Plain data only: what structured cloning keeps as it is. */
export function assertPlain(value: unknown, where: string): void {
  if (value === null || typeof value !== "object") {
    if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint")
      throw new TypeError(`render pool: ${where} is a ${typeof value}, not plain data`);
    return;
  }
  if (value instanceof Date) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertPlain(item, `${where}[${i}]`));
    return;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) throw new TypeError(`render pool: ${where} is not a plain object`);
  for (const [key, item] of Object.entries(value)) assertPlain(item, `${where}.${key}`);
}

/** The pool's figures for /metrics. */
export function renderPoolStats() {
  const { size, queueLimit } = current();
  const busy = threads.filter((t) => t.job).length;
  return { size, queueLimit, workers: threads.length, busy, queued: queue.length + loading, refused };
}

let closing = false;

/** Stops the threads (server shutdown, tests); documents still queued are refused. */
export async function closeRenderPool(): Promise<void> {
  closing = true;
  for (const job of queue.splice(0)) job.reject(new Error("render pool: closed"));
  for (const t of threads) clearTimeout(t.idle);
  await Promise.all(threads.map((t) => t.worker.terminate()));
  threads.length = 0;
  closing = false;
}
