import { Prisma } from "#app/generated/prisma/client";
import { db } from "#app/server/platform/db/client.server";

/**
 * Where jets are at a moment (decision 036): the arrival city of each jet's last flight departing before `at` that
 * holds it or that it has flown, else its home base. One statement for any number of jets (DISTINCT ON over the
 * (jet, departure) index), for the screens that price or list many jets at once.
 */
const POSITION_SQL = Prisma.raw(["optional", "confirmed", "completed"].map((s) => `'${s}'`).join(", "));

export async function jetPositionsAt(jets: ReadonlyArray<{ id: string; homeBase: string }>, at: Date): Promise<Map<string, string>> {
  const positions = new Map(jets.map((j) => [j.id, j.homeBase] as const));
  if (jets.length === 0) return positions;
  const rows = await db().$queryRaw<Array<{ jetId: string; city: string }>>`
    SELECT DISTINCT ON (r.jet_id) r.jet_id::text AS "jetId", rt.arrival_city AS "city"
    FROM reservations r JOIN routes rt ON rt.id = r.route_id
    WHERE r.jet_id = ANY(${jets.map((j) => j.id)}::uuid[]) AND r.status IN (${POSITION_SQL})
      AND r.departure_datetime < ${at}::timestamptz
    ORDER BY r.jet_id, r.departure_datetime DESC`;
  for (const row of rows) positions.set(row.jetId, row.city);
  return positions;
}
