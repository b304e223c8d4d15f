import { describe, expect, it } from "vitest";
import { db, currentDatabase } from "#app/server/platform/db/client.server";
import { applyMigrations, readMigrations } from "#app/server/platform/db/migrate.server";
import { containsFolded, fold, FOLDED_CHARACTERS } from "#app/lib/search";
import { sqlState } from "#app/server/platform/db/errors.server";

describe("migrations", () => {
  it("run on the database this run is meant for", () => {
    expect(currentDatabase().kind).toBe(process.env.TEST_DATABASE_URL ? "server" : "embedded");
  });

  it("are all applied and recorded as Prisma Migrate records them", async () => {
    const files = await readMigrations();
    const rows = await currentDatabase().rawQuery<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    expect(rows.map((r) => r.checksum)).toEqual(files.map((f) => f.checksum));
    expect(rows.every((r) => r.finished_at !== null)).toBe(true);
  });

  it("apply nothing the second time", async () => {
    const runner = await currentDatabase().runner();
    try {
      expect(await applyMigrations(runner)).toEqual([]);
    } finally {
      await runner.release();
    }
  });

  it("create every table of the spec with snake_case names", async () => {
    const tables = await currentDatabase().rawQuery<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    const names = tables.map((t) => t.table_name);
    for (const t of [
      "user_profiles",
      "customers",
      "routes",
      "jets",
      "reservations",
      "quote_requests",
      "broker_quotes",
      "brokers",
      "payments",
      "broker_flights",
      "empty_legs",
      "users",
      "sessions",
      "audit_log",
      "airports",
      "outbox_emails",
    ]) {
      expect(names).toContain(t);
    }
  });
});

describe("Turkish search folding in the database", () => {
  it("tr_fold() gives the same answer as fold() for every folded character and mixed text", async () => {
    const samples = [
      ...FOLDED_CHARACTERS,
      "İSTANBUL",
      "ŞAHİN",
      "Işıl Çağrı",
      "Gökhan Öztürk",
      "ZÜRİH",
      "Genève",
      "Kraków",
      "München",
      "ıiIİ",
      "abc XYZ 123",
    ];
    const rows = await currentDatabase().rawQuery<{ input: string; folded: string }>(
      `SELECT input, tr_fold(input) AS folded FROM unnest($1::text[]) AS input`,
      [samples],
    );
    for (const row of rows) expect(row.folded, `tr_fold(${row.input})`).toBe(fold(row.input));
  });

  it("lets 'istanbul' find 'İSTANBUL' and 'sahin' find 'ŞAHİN' through search_text", async () => {
    await db().customer.createMany({
      data: [
        { firstName: "İSTANBUL", lastName: "Kaya", email: "ist@example.com" },
        { firstName: "Ali", lastName: "ŞAHİN", email: "sahin@example.com" },
        { firstName: "Veli", lastName: "Demir", email: "veli@example.com" },
      ],
    });
    const byCity = await db().customer.findMany({ where: { searchText: { contains: fold("istanbul") } } });
    expect(byCity.map((c) => c.email)).toEqual(["ist@example.com"]);
    const bySurname = await db().customer.findMany({ where: { searchText: { contains: fold("sahin") } } });
    expect(bySurname.map((c) => c.email)).toEqual(["sahin@example.com"]);
    const wildcard = await db().customer.findMany({ where: { searchText: containsFolded("%") } });
    expect(wildcard).toHaveLength(0);
  });
});

describe("database error codes", () => {
  it("report a unique violation as 23505 and a check violation as 23514", async () => {
    await db().customer.create({ data: { firstName: "A", email: "dup@example.com" } });
    const dup = await db()
      .customer.create({ data: { firstName: "B", email: "dup@example.com" } })
      .catch((e: unknown) => e);
    expect(sqlState(dup)).toBe("23505");
    const upper = await db()
      .customer.create({ data: { firstName: "C", email: "Upper@example.com" } })
      .catch((e: unknown) => e);
    expect(sqlState(upper)).toBe("23514");
  });

  it("report a foreign key violation as 23503", async () => {
    const err = await db()
      .reservation.create({
        data: {
          customerId: "00000000-0000-4000-8000-000000000001",
          routeId: "00000000-0000-4000-8000-000000000002",
          departureDatetime: new Date(),
          passengerCount: 2,
        },
      })
      .catch((e: unknown) => e);
    expect(sqlState(err)).toBe("23503");
  });
});

describe("containsFolded", () => {
  it("matches underscores and backslashes literally", async () => {
    await db().customer.create({ data: { firstName: "Alt_Çizgi", lastName: "Ters\\Bölü", email: "literal@example.com" } });
    await db().customer.create({ data: { firstName: "AltXCizgi", email: "other@example.com" } });
    expect((await db().customer.findMany({ where: { searchText: containsFolded("alt_çizgi") } })).map((c) => c.email)).toEqual([
      "literal@example.com",
    ]);
    expect((await db().customer.findMany({ where: { searchText: containsFolded("ters\\bolu") } })).map((c) => c.email)).toEqual([
      "literal@example.com",
    ]);
  });
});
