import { describe, expect, it } from "vitest";
import { db } from "#app/server/platform/db/client.server";
import { JOB_NAMES } from "#app/server/platform/jobs/definitions.server";
import { bossFor, enqueueJob } from "#app/server/platform/jobs/queue.server";
import { registerJobHandler } from "#app/server/platform/jobs/registry.server";
import { runQueuedJobsNow } from "#app/server/platform/jobs/worker.server";
import { jobSchemaVersion } from "#app/server/platform/jobs/schema.server";
import { testDatabase } from "../../support/setup-database";

/**
 * The job queue (decision 022) on this run's database (PGlite in the embedded run, a PostgreSQL server in the
 * server run): installed by the migrations with every queue, jobs enqueued alone or inside a transaction
 * (a rolled-back transaction leaves none), singleton keys, and jobs run and marked completed or failed.
 */
async function jobsOf(name: string) {
  return testDatabase().rawQuery<{ state: string; data: Record<string, unknown>; singleton_key: string | null }>(
    `SELECT state::text, data, singleton_key FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
    [name],
  );
}

describe("job queue", () => {
  it("is installed by the migrations at pg-boss's schema version, with every queue of the app", async () => {
    const [version] = await testDatabase().rawQuery<{ version: number }>("SELECT version FROM pgboss.version");
    expect(Number(version!.version)).toBe(jobSchemaVersion());
    const queues = await testDatabase().rawQuery<{ name: string; policy: string }>("SELECT name, policy FROM pgboss.queue ORDER BY name");
    expect(queues.map((q) => q.name).sort()).toEqual([...JOB_NAMES].sort());
    expect(queues.find((q) => q.name === "broker-sync")?.policy).toBe("stately");
  });

  it("enqueues a job with its data", async () => {
    const id = await enqueueJob("empty-leg-alerts-match", { legId: "leg-1" });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const jobs = await jobsOf("empty-leg-alerts-match");
    expect(jobs.at(-1)).toMatchObject({ state: "created", data: { legId: "leg-1" } });
  });

  it("writes a job inside a transaction: kept when it commits, gone when it rolls back", async () => {
    const before = (await jobsOf("empty-leg-alerts-match")).length;
    await db().$transaction(async (tx) => {
      await enqueueJob("empty-leg-alerts-match", { legId: "committed" }, { tx });
    });
    await expect(
      db().$transaction(async (tx) => {
        await enqueueJob("empty-leg-alerts-match", { legId: "rolled-back" }, { tx });
        throw new Error("the request failed after queueing");
      }),
    ).rejects.toThrow("the request failed");
    const jobs = await jobsOf("empty-leg-alerts-match");
    expect(jobs.length).toBe(before + 1);
    expect(jobs.map((j) => j.data.legId)).toContain("committed");
    expect(jobs.map((j) => j.data.legId)).not.toContain("rolled-back");
  });

  it("queues one job per singleton key on a stately queue while it waits", async () => {
    const first = await enqueueJob("broker-sync", { brokerId: "b1" }, { singletonKey: "b1" });
    const second = await enqueueJob("broker-sync", { brokerId: "b1" }, { singletonKey: "b1" });
    const other = await enqueueJob("broker-sync", { brokerId: "b2" }, { singletonKey: "b2" });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(other).not.toBeNull();
    expect((await jobsOf("broker-sync")).filter((j) => j.state === "created").map((j) => j.singleton_key)).toEqual(["b1", "b2"]);
  });

  it("runs queued jobs once, marking them completed, and a failing one failed without stopping the rest", async () => {
    const seen: string[] = [];
    // the app's own handlers load first (runQueuedJobsNow loads them once), so this test's handler stays in place
    await import("#app/server/job-handlers.server");
    registerJobHandler("empty-leg-alerts-match", async (data) => {
      if (data.legId === "boom") throw new Error("handler failed");
      seen.push(String(data.legId));
    });
    await testDatabase().rawQuery("DELETE FROM pgboss.job WHERE name = 'empty-leg-alerts-match'");
    await enqueueJob("empty-leg-alerts-match", { legId: "a" });
    await enqueueJob("empty-leg-alerts-match", { legId: "boom" });
    await enqueueJob("empty-leg-alerts-match", { legId: "b" });
    expect(await runQueuedJobsNow("empty-leg-alerts-match")).toBe(3);
    expect(seen.sort()).toEqual(["a", "b"]);
    const states = await jobsOf("empty-leg-alerts-match");
    expect(states.filter((j) => j.state === "completed")).toHaveLength(2);
    // the failed one waits for its retry (the queue allows three), later, not now
    expect(states.find((j) => j.data.legId === "boom")?.state).toBe("retry");
    expect(await runQueuedJobsNow("empty-leg-alerts-match")).toBe(0);
  });

  it("runs pg-boss's maintenance pass on this database without an error (it reads the rows of every statement)", async () => {
    await enqueueJob("empty-leg-alerts-match", { legId: "leg-maintenance" });
    // maintenance walks each queue in batches and looks for the batch's cursor row among the rows of a
    // multi-statement script: a database that answers only the last statement's rows fails it
    await expect(bossFor(testDatabase()).supervise()).resolves.toBeUndefined();
  });
});
