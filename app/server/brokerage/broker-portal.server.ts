import { sqlDb } from "#app/server/platform/db/sql.server";

/**
 * The broker portal's frame (/broker): the company name in its header. Every broker page runs this read, so it
 * goes straight to the driver (decision 031) through the typed SQL (decision 040).
 */
export async function brokerCompanyName(brokerId: string | null | undefined): Promise<string | null> {
  if (!brokerId) return null;
  const broker = await sqlDb().selectFrom("brokers").select("name").where("id", "=", brokerId).executeTakeFirst();
  return broker?.name ?? null;
}
