import { inIdOrder, sqlDb } from "#app/server/platform/db/sql.server";

/**
 * A page of the staff's broker-quote list by id, in one statement straight to the driver (decision 031): the list's
 * filter finds the page's ids, and these rows carry the quote with its broker, the user who sent it, the offered jet
 * and the request's customer and route. Prisma's nested select ran a statement for each of those seven relations and
 * stitched them in JavaScript. Rows come back in the order of `ids`; prices are decimal text.
 */
export async function brokerQuoteListRows(ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await sqlDb()
    .selectFrom("broker_quotes as q")
    .innerJoin("brokers as b", "b.id", "q.broker_id")
    .innerJoin("users as u", "u.id", "q.user_id")
    .leftJoin("user_profiles as up", "up.id", "u.id")
    .leftJoin("jets as j", "j.id", "q.jet_offered_id")
    .innerJoin("quote_requests as qr", "qr.id", "q.quote_request_id")
    .innerJoin("customers as c", "c.id", "qr.customer_id")
    .innerJoin("routes as ro", "ro.id", "qr.route_id")
    .select([
      "q.id",
      "q.quoted_price as quotedPrice",
      "q.currency",
      "q.validity_hours as validityHours",
      "q.broker_notes as brokerNotes",
      "q.expires_at as expiresAt",
      "q.submitted_at as submittedAt",
      "q.status",
      "q.decided_at as decidedAt",
      "q.decision_note as decisionNote",
      "q.customer_response as customerResponse",
      "q.customer_responded_at as customerRespondedAt",
      "q.customer_response_note as customerResponseNote",
      "q.quote_request_id as quoteRequestId",
      "b.name as brokerName",
      "u.email as userEmail",
      "up.id as profileId",
      "up.first_name as profileFirstName",
      "up.last_name as profileLastName",
      "j.id as jetId",
      "j.manufacturer as jetManufacturer",
      "j.model as jetModel",
      "j.category as jetCategory",
      "j.range_km as jetRangeKm",
      "j.cruise_kmh as jetCruiseKmh",
      "j.hourly_rate as jetHourlyRate",
      "qr.status as requestStatus",
      "qr.departure_datetime as requestDeparture",
      "c.first_name as customerFirstName",
      "c.last_name as customerLastName",
      "ro.departure_city as departureCity",
      "ro.arrival_city as arrivalCity",
      "ro.distance_km as distanceKm",
    ])
    .where("q.id", "in", ids)
    .execute();
  return inIdOrder(
    ids,
    rows.map((r) => ({
      id: r.id,
      quotedPrice: r.quotedPrice,
      currency: r.currency,
      validityHours: r.validityHours,
      brokerNotes: r.brokerNotes,
      expiresAt: r.expiresAt,
      submittedAt: r.submittedAt,
      status: r.status,
      decidedAt: r.decidedAt,
      decisionNote: r.decisionNote,
      customerResponse: r.customerResponse,
      customerRespondedAt: r.customerRespondedAt,
      customerResponseNote: r.customerResponseNote,
      quoteRequestId: r.quoteRequestId,
      broker: { name: r.brokerName },
      user: {
        email: r.userEmail,
        profile: r.profileId ? { firstName: r.profileFirstName!, lastName: r.profileLastName! } : null,
      },
      jetOffered: r.jetId
        ? {
            manufacturer: r.jetManufacturer!,
            model: r.jetModel!,
            category: r.jetCategory!,
            rangeKm: r.jetRangeKm!,
            cruiseKmh: r.jetCruiseKmh,
            hourlyRate: r.jetHourlyRate!,
          }
        : null,
      quoteRequest: {
        status: r.requestStatus,
        departureDatetime: r.requestDeparture,
        customer: { firstName: r.customerFirstName, lastName: r.customerLastName },
        route: { departureCity: r.departureCity, arrivalCity: r.arrivalCity, distanceKm: r.distanceKm },
      },
    })),
  );
}
