import type { AreaTexts } from "../areas";
import shell from "../tr/shell";
import admin from "../tr/admin";
import settings from "../tr/settings";
import payments from "../tr/payments";
import flights from "../tr/flights";
import reservations from "../tr/reservations";
import customerRequests from "../tr/customerRequests";
import customers from "../tr/customers";
import fleet from "../tr/fleet";
import reports from "../tr/reports";
import brokerFlights from "../tr/brokerFlights";
import brokerSyncRuns from "../tr/brokerSyncRuns";
import concierge from "../tr/concierge";
import offers from "../tr/offers";
import membership from "../tr/membership";
import customer from "../tr/customer";
import myFlights from "../tr/myFlights";
import wizard from "../tr/wizard";
import quotes from "../tr/quotes";
import emptyLegs from "../tr/emptyLegs";
import status from "../tr/status";

/** The Turkish texts of the admin area (app/locales/areas.ts). */
const texts: AreaTexts<"admin"> = {
  shell,
  admin,
  settings,
  payments,
  flights,
  reservations,
  customerRequests,
  customers,
  fleet,
  reports,
  brokerFlights,
  brokerSyncRuns,
  concierge,
  offers,
  membership,
  customer,
  myFlights,
  wizard,
  quotes,
  emptyLegs,
  status,
};

export default texts;
