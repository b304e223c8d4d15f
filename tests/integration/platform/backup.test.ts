import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "#app/server/platform/db/client.server";
import { openPGlite } from "#app/server/platform/db/pglite.server";
import {
  RestoreRefused,
  backupEmbedded,
  backupServer,
  listBackups,
  pruneBackups,
  restoreEmbedded,
  restoreServer,
  tableCounts,
} from "#app/server/platform/db/backup.server";
import { testDatabase } from "../../support/setup-database";
import { makeCustomer } from "../../support/factories";

/**
 * Backups that restore (decision 060): a backup taken while the app writes holds exactly the state of its moment,
 * on the database this run uses (embedded PGlite, or a PostgreSQL server), and a restore never writes over data.
 */
const folders: string[] = [];
const tmp = () => {
  const d = mkdtempSync(path.join(tmpdir(), "ufuk-backup-"));
  folders.push(d);
  return d;
};
const serverDatabases: string[] = [];
afterAll(async () => {
  for (const d of folders) rmSync(d, { recursive: true, force: true });
  if (serverDatabases.length) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
    await admin.connect();
    for (const name of serverDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

type Row = Record<string, unknown>;
const source = () => tableCounts((sql) => testDatabase().rawQuery(sql));

/** The URL of a PostgreSQL server database of this run, by name. */
function serverUrl(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function freshServerDatabase() {
  const name = `ufuk_restore_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  serverDatabases.push(name);
  return serverUrl(name);
}

/** Takes a backup of this run's database; answers how to restore it and how to read the restored copy. */
async function backUp() {
  const database = testDatabase();
  if (database.kind === "embedded") {
    const file = await backupEmbedded(database.pglite!, tmp());
    return {
      restore: async () => {
        const dataDir = tmp();
        const counts = await restoreEmbedded(file, dataDir);
        const query = async (sql: string) => {
          const pglite = openPGlite(path.join(dataDir, "pglite"));
          try {
            return (await pglite.query<Row>(sql)).rows;
          } finally {
            await pglite.close();
          }
        };
        return { counts, query, again: () => restoreEmbedded(file, dataDir) };
      },
    };
  }
  const [row] = await database.rawQuery<{ name: string }>("SELECT current_database() AS name");
  const name = row!.name;
  const file = path.join(tmp(), "backup.dump");
  await backupServer(serverUrl(name), file);
  return {
    restore: async () => {
      const url = await freshServerDatabase();
      const counts = await restoreServer(file, url);
      const query = async (sql: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query<Row>(sql)).rows;
        } finally {
          await client.end();
        }
      };
      return { counts, query, again: () => restoreServer(file, url) };
    },
  };
}

describe("backups that restore", () => {
  it("restores exactly the backed-up state: every table's rows, nothing written after", async () => {
    await makeCustomer({ email: "yedeklenen@ornek.test" });
    const before = await source();
    const backup = await backUp();
    await makeCustomer({ email: "sonra-yazilan@ornek.test" });
    expect((await source()).customers).toBe(before.customers! + 1);

    const restored = await backup.restore();
    expect(restored.counts).toEqual(before);
    const emails = (await restored.query("SELECT email FROM customers")).map((r) => r.email);
    expect(emails).toContain("yedeklenen@ornek.test");
    expect(emails).not.toContain("sonra-yazilan@ornek.test");
    // a second restore into the same place is refused: a restore never writes over data
    await expect(restored.again()).rejects.toBeInstanceOf(RestoreRefused);
  });

  it("a backup taken while writes run holds each write whole or not at all", async () => {
    // each write is one transaction of two rows; the backup lands somewhere among them
    const write = (i: number) =>
      db().$transaction(
        async (tx) => {
          const customer = await tx.customer.create({ data: { firstName: "Eşzamanlı", email: `eszamanli-${i}@ornek.test` } });
          await tx.auditLog.create({ data: { action: "backup.test", entity: "customer", entityId: customer.id } });
        },
        { maxWait: 60_000, timeout: 60_000 },
      );
    const writes = Array.from({ length: 12 }, (_, i) => write(i));
    const backup = await backUp();
    await Promise.all(writes);
    const restored = await backup.restore();
    const [customers] = await restored.query("SELECT count(*)::int AS n FROM customers WHERE email LIKE 'eszamanli-%'");
    const [audits] = await restored.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'backup.test'");
    expect(customers!.n).toBe(audits!.n);
  });
});

describe("the backup folder", () => {
  it("keeps the newest backups and removes the older ones", () => {
    const folder = tmp();
    for (const name of ["ufukjet-20261101-030000.tar.gz", "ufukjet-20261102-030000.tar.gz", "ufukjet-20261103-030000.tar.gz"])
      writeFileSync(path.join(folder, name), "x");
    writeFileSync(path.join(folder, "notlar.txt"), "x");
    pruneBackups(folder, 2, ".tar.gz");
    expect(listBackups(folder, ".tar.gz").map((f) => path.basename(f))).toEqual([
      "ufukjet-20261102-030000.tar.gz",
      "ufukjet-20261103-030000.tar.gz",
    ]);
  });
});
