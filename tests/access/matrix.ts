/**
 * The access matrix: every route x role with the expected outcome, assembled from one file per area in
 * ./rows (types and outcome helpers in ./matrix-types.ts).
 */
import { rows as publicRows } from "./rows/public";
import { rows as auth } from "./rows/auth";
import { rows as admin, lookups as adminLookups } from "./rows/admin";
import { rows as broker } from "./rows/broker";
import { rows as customer } from "./rows/customer";
import { rows as system } from "./rows/system";
import { rows as fallback } from "./rows/fallback";
import { rows as quotes, lookups as quoteLookups } from "./rows/quotes";
import { rows as empty_legs, lookups as emptyLegLookups } from "./rows/empty-legs";
import { rows as publicRowsExtra, lookups as publicLookups } from "./rows/site";
import { rows as payments, lookups as paymentLookups } from "./rows/payments";
import { lookups as crossOriginLookups } from "./rows/cross-origin";
import { rows as reservations, lookups as reservationLookups } from "./rows/reservations";
import { rows as customerRequests, lookups as customerRequestLookups } from "./rows/customer-requests";
import { rows as customers, lookups as customerLookups } from "./rows/customers";
import { rows as customerWizard, lookups as customerWizardLookups } from "./rows/customer-wizard";
import { rows as fleet, lookups as fleetLookups } from "./rows/fleet";
import { rows as customerFlights } from "./rows/customer-flights";
import { rows as reports } from "./rows/reports";
import { rows as brokers, lookups as brokerLookups } from "./rows/brokers";
import { rows as concierge } from "./rows/concierge";
import { rows as offers } from "./rows/offers";
import { rows as airports } from "./rows/airports";
import { rows as membership } from "./rows/membership";
import { rows as dataRights } from "./rows/data-rights";
import { rows as legAlerts, lookups as legAlertLookups } from "./rows/leg-alerts";
import { rows as cardPayments } from "./rows/card-payments";
import { rows as offerLink } from "./rows/offer-link";
import { rows as consent } from "./rows/consent";

export * from "./matrix-types";

export const MATRIX = [
  ...publicRows,
  ...auth,
  ...admin,
  ...broker,
  ...customer,
  ...system,
  ...fallback,
  ...publicRowsExtra,
  ...quotes,
  ...empty_legs,
  ...payments,
  ...reservations,
  ...customerRequests,
  ...customers,
  ...customerWizard,
  ...fleet,
  ...customerFlights,
  ...reports,
  ...brokers,
  ...concierge,
  ...offers,
  ...airports,
  ...membership,
  ...dataRights,
  ...legAlerts,
  ...cardPayments,
  ...offerLink,
  ...consent,
];

/** Every named look-up of demo records, run once before the matrix (see Ids.found). */
export const LOOKUPS = {
  ...publicLookups,
  ...quoteLookups,
  ...emptyLegLookups,
  ...paymentLookups,
  ...adminLookups,
  ...crossOriginLookups,
  ...reservationLookups,
  ...customerRequestLookups,
  ...customerLookups,
  ...customerWizardLookups,
  ...fleetLookups,
  ...brokerLookups,
  ...legAlertLookups,
};

export { CROSS_ORIGIN, crossOriginHeaders } from "./rows/cross-origin";
