import type { Currency, ReservationStatus } from "#app/generated/prisma/enums";
import { inIdOrder, sqlDb } from "#app/server/platform/db/sql.server";

/**
 * A list page's reservations by id, in one statement straight to the driver (decision 031): the reservations book
 * and flight operations find a page's ids with their filter (Prisma, one place for each list's search), then read
 * the rows here. Prisma's nested select would run a statement per relation and stitch them in JavaScript, about
 * four times the CPU per page. Rows come back in the order of `ids`; the amount is decimal text.
 */
export interface ReservationListRecord {
  id: string;
  departureDatetime: Date;
  arrivalDatetime: Date | null;
  passengerCount: number;
  status: ReservationStatus;
  totalAmount: string | null;
  currency: Currency;
  customer: { firstName: string; lastName: string };
  jet: { manufacturer: string; model: string } | null;
  route: { departureCity: string; departureAirport: string; arrivalCity: string; arrivalAirport: string };
}

export async function reservationListRows(ids: readonly string[]): Promise<ReservationListRecord[]> {
  if (ids.length === 0) return [];
  const rows = await sqlDb()
    .selectFrom("reservations as r")
    .innerJoin("customers as c", "c.id", "r.customer_id")
    .innerJoin("routes as ro", "ro.id", "r.route_id")
    .leftJoin("jets as j", "j.id", "r.jet_id")
    .select([
      "r.id",
      "r.departure_datetime as departureDatetime",
      "r.arrival_datetime as arrivalDatetime",
      "r.passenger_count as passengerCount",
      "r.status",
      "r.total_amount as totalAmount",
      "r.currency",
      "c.first_name as firstName",
      "c.last_name as lastName",
      "j.id as jetId",
      "j.manufacturer",
      "j.model",
      "ro.departure_city as departureCity",
      "ro.departure_airport as departureAirport",
      "ro.arrival_city as arrivalCity",
      "ro.arrival_airport as arrivalAirport",
    ])
    .where("r.id", "in", ids)
    .execute();
  return inIdOrder(
    ids,
    rows.map(
      (r) =>
        ({
          id: r.id,
          departureDatetime: r.departureDatetime,
          arrivalDatetime: r.arrivalDatetime,
          passengerCount: r.passengerCount,
          status: r.status,
          totalAmount: r.totalAmount,
          currency: r.currency,
          customer: { firstName: r.firstName, lastName: r.lastName },
          jet: r.jetId ? { manufacturer: r.manufacturer!, model: r.model! } : null,
          route: {
            departureCity: r.departureCity,
            departureAirport: r.departureAirport,
            arrivalCity: r.arrivalCity,
            arrivalAirport: r.arrivalAirport,
          },
        }) satisfies ReservationListRecord,
    ),
  );
}
