import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openPGlite } from "#app/server/platform/db/pglite.server";

/** `npm run user:create`: the command line that creates the first admin of a database. */
const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "ufuk-user-create-"));
const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: "", LOG_LEVEL: "error" };

async function userCreate(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/user-create.ts", ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("user:create", () => {
  it(
    "creates an admin with a generated password, stores the e-mail lower-case, and refuses a second one",
    { timeout: 60_000 },
    async () => {
      const first = await userCreate(
        "--role",
        "admin",
        "--email",
        "Ilk.Yonetici@Example.com",
        "--first-name",
        "İlk",
        "--last-name",
        "Yönetici",
      );
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/created admin account ilk\.yonetici@example\.com/);
      expect(first.stdout).toMatch(/password \(shown once\): \S{16}/);

      const again = await userCreate("--role", "admin", "--email", "ilk.yonetici@example.com");
      expect(again.code).toBe(2);
      expect(again.stderr).toMatch(/emailTaken/);

      const pg = openPGlite(path.join(dir, "pglite"));
      try {
        const rows = await pg.query<{ email: string; role: string; first_name: string; verified: boolean }>(
          `SELECT u.email, p.role::text AS role, p.first_name, u.email_verified_at IS NOT NULL AS verified
           FROM users u JOIN user_profiles p ON p.id = u.id`,
        );
        expect(rows.rows).toEqual([{ email: "ilk.yonetici@example.com", role: "admin", first_name: "İlk", verified: true }]);
        const audit = await pg.query<{ action: string }>(`SELECT action FROM audit_log`);
        expect(audit.rows.map((r) => r.action)).toEqual(["user.create"]);
      } finally {
        await pg.close();
      }
    },
  );

  it("refuses an unknown role, a bad e-mail and a broker without a company", { timeout: 60_000 }, async () => {
    const role = await userCreate("--role", "boss", "--email", "a@b.co");
    expect(role.code).toBe(2);
    expect(role.stderr).toMatch(/--role must be one of admin, operations, broker, sales/);
    const email = await userCreate("--role", "operations", "--email", "not-an-address");
    expect(email.code).toBe(2);
    const broker = await userCreate("--role", "broker", "--email", "broker@example.com");
    expect(broker.code).toBe(2);
    expect(broker.stderr).toMatch(/--broker-code/);
  });
});
