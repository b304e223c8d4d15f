import { describe, expect, it } from "vitest";
import { Prisma } from "#app/generated/prisma/client";
import { driverValue, inIdOrder, sql, sqlDb } from "./sql.server";

describe("typed SQL", () => {
  it("turns every value into a numbered parameter, never into the statement's text", () => {
    const email = "x'; DROP TABLE users; --";
    const query = sqlDb().selectFrom("users").select("id").where("email", "=", email).where("id", "=", "7").compile();
    expect(query.sql).toBe('select "id" from "users" where "email" = $1 and "id" = $2');
    expect(query.parameters).toEqual([email, "7"]);
  });

  it("binds the values of a raw fragment inside a built statement, numbered after the ones before it", () => {
    const since = new Date("2026-01-01T00:00:00Z");
    const query = sqlDb()
      .selectFrom("reservations as r")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("r.jet_id", "=", "J")
      .where(sql<boolean>`r.departure_datetime >= ${since}`)
      .limit(5)
      .compile();
    expect(query.sql).toBe(
      'select count(*)::int as "n" from "reservations" as "r" where "r"."jet_id" = $1 and r.departure_datetime >= $2 limit $3',
    );
    expect(query.parameters).toEqual(["J", since, 5]);
  });

  it("brings Prisma's numeric and bigint values to the driver's text, and leaves every other value as it is", () => {
    const at = new Date("2026-03-01T10:00:00Z");
    expect(driverValue(new Prisma.Decimal("12.50"))).toBe("12.5");
    expect(driverValue(12n)).toBe("12");
    expect(driverValue(at)).toBe(at);
    expect(driverValue(null)).toBeNull();
    expect(driverValue("a")).toBe("a");
    expect(driverValue(3)).toBe(3);
  });

  it("refuses to open a transaction of its own: transactions are Prisma's", async () => {
    await expect(
      sqlDb()
        .transaction()
        .execute(async () => undefined),
    ).rejects.toThrow(/db\(\)\.\$transaction/);
  });
});

describe("rows read by id", () => {
  it("come back in the order of the ids, without the ids that have no row", () => {
    const rows = [
      { id: "b", n: 2 },
      { id: "c", n: 3 },
      { id: "a", n: 1 },
    ];
    expect(inIdOrder(["a", "x", "b", "c"], rows).map((r) => r.n)).toEqual([1, 2, 3]);
    expect(inIdOrder([], rows)).toEqual([]);
  });
});
