import { afterEach, describe, expect, it } from "vitest";
import { RenderPoolBusy, assertPlain, closeRenderPool, configureRenderPool, renderInPool, renderPoolStats } from "./render-pool.server";

/**
 * A stand-in thread that speaks the pool's protocol: it answers `input.bytes` after `input.ms`, an error for
 * `input.fail`, and dies for `input.die`.
 */
const STAND_IN = new URL(
  `data:text/javascript,${encodeURIComponent(`
import { parentPort } from "node:worker_threads";
parentPort.on("message", ({ id, input }) => {
  if (input.die) process.exit(3);
  setTimeout(() => {
    if (input.fail) parentPort.postMessage({ id, error: "drawing failed" });
    else parentPort.postMessage({ id, bytes: new Uint8Array(input.bytes) });
  }, input.ms ?? 0);
});
`)}`,
);

afterEach(async () => {
  await closeRenderPool();
});

describe("the render pool", () => {
  it("runs as many documents as it has threads, queues up to its limit and refuses the rest at once", async () => {
    configureRenderPool({ entry: STAND_IN, size: 1, queueLimit: 1 });
    const first = renderInPool("doc", () => ({ bytes: [1], ms: 300 }));
    const second = renderInPool("doc", () => ({ bytes: [2], ms: 0 }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(renderPoolStats()).toMatchObject({ workers: 1, busy: 1, queued: 1, size: 1, queueLimit: 1, refused: 0 });
    // refused before its input is read: a full pool costs no database read
    let read = false;
    await expect(
      renderInPool("doc", () => {
        read = true;
        return { bytes: [3] };
      }),
    ).rejects.toBeInstanceOf(RenderPoolBusy);
    expect(read).toBe(false);
    expect(renderPoolStats().refused).toBe(1);
    expect([...(await first)]).toEqual([1]);
    expect([...(await second)]).toEqual([2]);
    expect(renderPoolStats()).toMatchObject({ busy: 0, queued: 0 });
    // room again once the queue has drained
    expect([...(await renderInPool("doc", () => ({ bytes: [4] })))]).toEqual([4]);
  });

  it("uses every thread before queueing", async () => {
    configureRenderPool({ entry: STAND_IN, size: 2, queueLimit: 0 });
    const both = [renderInPool("doc", () => ({ bytes: [1], ms: 100 })), renderInPool("doc", () => ({ bytes: [2], ms: 100 }))];
    await new Promise((resolve) => setImmediate(resolve));
    expect(renderPoolStats()).toMatchObject({ workers: 2, busy: 2, queued: 0 });
    await expect(renderInPool("doc", () => ({ bytes: [3] }))).rejects.toBeInstanceOf(RenderPoolBusy);
    expect((await Promise.all(both)).map((b) => b[0])).toEqual([1, 2]);
  });

  it("a document that fails is refused with its kind; the thread goes on", async () => {
    configureRenderPool({ entry: STAND_IN, size: 1, queueLimit: 4 });
    await expect(renderInPool("report", () => ({ fail: true }))).rejects.toThrow("render pool: report: drawing failed");
    expect([...(await renderInPool("doc", () => ({ bytes: [5] })))]).toEqual([5]);
  });

  it("a thread that dies fails its document and is replaced for the queue", async () => {
    configureRenderPool({ entry: STAND_IN, size: 1, queueLimit: 4 });
    const dying = renderInPool("doc", () => ({ die: true }));
    const after = renderInPool("doc", () => ({ bytes: [6] }));
    await expect(dying).rejects.toThrow("worker exited with 3");
    expect([...(await after)]).toEqual([6]);
    expect(renderPoolStats().workers).toBe(1);
  });

  it("counts a document whose input is being read as queued, and frees its place if the read fails", async () => {
    configureRenderPool({ entry: STAND_IN, size: 1, queueLimit: 0 });
    let finish: (value: unknown) => void = () => undefined;
    const slow = renderInPool("doc", () => new Promise((resolve) => (finish = resolve)));
    expect(renderPoolStats()).toMatchObject({ busy: 0, queued: 1 });
    await expect(renderInPool("doc", () => ({ bytes: [1] }))).rejects.toBeInstanceOf(RenderPoolBusy);
    finish({ bytes: [7] });
    expect([...(await slow)]).toEqual([7]);
    await expect(
      renderInPool("doc", () => {
        throw new Error("no such reservation");
      }),
    ).rejects.toThrow("no such reservation");
    expect(renderPoolStats()).toMatchObject({ busy: 0, queued: 0 });
    expect([...(await renderInPool("doc", () => ({ bytes: [8] })))]).toEqual([8]);
  });

  it("a thread idle past idleMs ends; the next document starts a new one", async () => {
    configureRenderPool({ entry: STAND_IN, size: 1, queueLimit: 0, idleMs: 50 });
    expect([...(await renderInPool("doc", () => ({ bytes: [1] })))]).toEqual([1]);
    expect(renderPoolStats().workers).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(renderPoolStats().workers).toBe(0);
    expect([...(await renderInPool("doc", () => ({ bytes: [2] })))]).toEqual([2]);
  });

  it("takes plain data only: a class instance (a Prisma Decimal) would arrive as an empty object", async () => {
    class Decimal {
      constructor(readonly value: string) {}
    }
    expect(() => assertPlain({ rows: [{ amount: new Decimal("1.5") }] }, "list")).toThrow("list.rows[0].amount is not a plain object");
    expect(() => assertPlain({ format: () => "" }, "list")).toThrow("list.format is a function");
    expect(() => assertPlain({ at: new Date(), n: 1, s: "", b: true, none: null, rows: [[1, "a"]] }, "list")).not.toThrow();
    await expect(renderInPool("doc", () => ({ total: 10n }))).rejects.toThrow("doc.total is a bigint");
  });
});
