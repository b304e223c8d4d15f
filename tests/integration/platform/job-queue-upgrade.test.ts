import { describe, expect, it } from "vitest";
import { JOB_NAMES } from "#app/server/platform/jobs/definitions.server";
import { ensureJobSchema, jobSchemaVersion, OLDEST_MIGRATABLE_JOB_SCHEMA } from "#app/server/platform/jobs/schema.server";
import { testDatabase } from "../../support/setup-database";

/**
 * A database whose queue was installed by pg-boss 10 (schema 24, older than pg-boss 12 migrates): the start-up
 * migration rebuilds the queue at the current schema and carries the jobs that were still waiting into it
 * (decision 034). The old queue is played by its version row and the columns of its job table that are read.
 */
describe("job queue installed by pg-boss 10", () => {
  it("is rebuilt at the current schema, with the waiting jobs queued again and finished ones left behind", async () => {
    expect(OLDEST_MIGRATABLE_JOB_SCHEMA).toBeGreaterThan(24);
    await testDatabase().executeSql(`
      DROP SCHEMA pgboss CASCADE;
      CREATE SCHEMA pgboss;
      CREATE TYPE pgboss.job_state AS ENUM ('created', 'retry', 'active', 'completed', 'cancelled', 'failed');
      CREATE TABLE pgboss.version (version int PRIMARY KEY);
      INSERT INTO pgboss.version VALUES (24);
      CREATE TABLE pgboss.job (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        data jsonb,
        state pgboss.job_state NOT NULL DEFAULT 'created',
        singleton_key text,
        start_after timestamptz NOT NULL DEFAULT now(),
        created_on timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO pgboss.job (name, data, state, singleton_key, created_on) VALUES
        ('empty-leg-alerts-match', '{"legId":"waiting"}', 'created', NULL, now() - interval '3 minutes'),
        ('broker-sync', '{"brokerId":"b9","runId":"r9"}', 'retry', 'b9', now() - interval '2 minutes'),
        ('empty-leg-alerts-match', '{"legId":"done"}', 'completed', NULL, now() - interval '1 minute'),
        ('a-job-kind-since-removed', '{}', 'created', NULL, now());
    `);

    const runner = await testDatabase().runner();
    try {
      await ensureJobSchema(runner);
    } finally {
      await runner.release();
    }

    const [version] = await testDatabase().rawQuery<{ version: number }>("SELECT version FROM pgboss.version");
    expect(Number(version?.version)).toBe(jobSchemaVersion());
    const queues = await testDatabase().rawQuery<{ name: string }>("SELECT name FROM pgboss.queue");
    expect(queues.map((q) => q.name).sort()).toEqual([...JOB_NAMES].sort());
    const jobs = await testDatabase().rawQuery<{
      name: string;
      state: string;
      data: Record<string, unknown>;
      singleton_key: string | null;
    }>("SELECT name, state::text, data, singleton_key FROM pgboss.job ORDER BY created_on");
    expect(jobs).toEqual([
      { name: "empty-leg-alerts-match", state: "created", data: { legId: "waiting" }, singleton_key: null },
      { name: "broker-sync", state: "created", data: { brokerId: "b9", runId: "r9" }, singleton_key: "b9" },
    ]);
    const old = await testDatabase().rawQuery("SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss_old'");
    expect(old).toHaveLength(0);
  });
});
