import { sql, sqlDb } from "#app/server/platform/db/sql.server";

/**
 * Where jets are at a moment (decision 036): the arrival city of each jet's last flight departing before `at` that
 * holds it or that it has flown, else its home base. One statement for any number of jets (DISTINCT ON over the
 * (jet, departure) index), for the screens that price or list many jets at once. The statuses are literals, as
 * the index's predicate is written.
 */
const POSITION_STATUSES = ["optional", "confirmed", "completed"] as const;

export async function jetPositionsAt(jets: ReadonlyArray<{ id: string; homeBase: string }>, at: Date): Promise<Map<string, string>> {
  const positions = new Map(jets.map((j) => [j.id, j.homeBase] as const));
  if (jets.length === 0) return positions;
  const rows = await sqlDb()
    .selectFrom("reservations as r")
    .innerJoin("routes as rt", "rt.id", "r.route_id")
    .distinctOn("r.jet_id")
    .select(["r.jet_id as jetId", "rt.arrival_city as city"])
    .where(
      "r.jet_id",
      "in",
      jets.map((j) => j.id),
    )
    .where(
      "r.status",
      "in",
      POSITION_STATUSES.map((status) => sql.lit(status)),
    )
    .where("r.departure_datetime", "<", at)
    .orderBy("r.jet_id")
    .orderBy("r.departure_datetime", "desc")
    .execute();
  for (const row of rows) if (row.jetId) positions.set(row.jetId, row.city);
  return positions;
}
