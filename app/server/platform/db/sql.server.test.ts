import { describe, expect, it } from "vitest";
import { sql } from "./sql.server";

describe("sql tagged template", () => {
  it("turns every value into a numbered parameter, never into the statement's text", () => {
    const name = "x'; DROP TABLE users; --";
    expect(sql`SELECT id FROM users WHERE email = ${name} AND id = ${7}`.toQuery()).toEqual({
      text: "SELECT id FROM users WHERE email = $1 AND id = $2",
      values: [name, 7],
    });
  });

  it("keeps a statement without values as it is", () => {
    expect(sql`SELECT 1`.toQuery()).toEqual({ text: "SELECT 1", values: [] });
  });

  it("splices a nested statement in with its parameters renumbered after the ones before it", () => {
    const since = new Date("2026-01-01T00:00:00Z");
    const holds = sql`r.status = ${"confirmed"} AND r.starts_at >= ${since}`;
    const query = sql`SELECT count(*) FROM reservations r WHERE r.jet_id = ${"J"} AND ${holds} LIMIT ${5}`.toQuery();
    expect(query.text).toBe("SELECT count(*) FROM reservations r WHERE r.jet_id = $1 AND r.status = $2 AND r.starts_at >= $3 LIMIT $4");
    expect(query.values).toEqual(["J", "confirmed", since, 5]);
  });

  it("renders the same statement the same way every time (a fragment can be reused)", () => {
    const fragment = sql`a = ${1}`;
    const query = sql`${fragment} OR ${fragment}`;
    expect(query.toQuery()).toEqual({ text: "a = $1 OR a = $2", values: [1, 1] });
    expect(query.toQuery()).toEqual({ text: "a = $1 OR a = $2", values: [1, 1] });
  });
});
