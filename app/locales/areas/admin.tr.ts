import type { AreaTexts } from "../areas";
import status from "../tr/status";
import auth from "../tr/auth";
import shell from "../tr/shell";
import quotes from "../tr/quotes";
import emptyLegs from "../tr/emptyLegs";
import admin from "../tr/admin";
import customer from "../tr/customer";
import settings from "../tr/settings";
import payments from "../tr/payments";
import flights from "../tr/flights";
import aircraft from "../tr/aircraft";
import reservations from "../tr/reservations";
import customerRequests from "../tr/customerRequests";
import customers from "../tr/customers";
import wizard from "../tr/wizard";
import fleet from "../tr/fleet";
import myFlights from "../tr/myFlights";
import manifest from "../tr/manifest";
import dataRights from "../tr/dataRights";
import reports from "../tr/reports";
import brokers from "../tr/brokers";
import brokerFlights from "../tr/brokerFlights";
import offers from "../tr/offers";
import concierge from "../tr/concierge";
import legAlerts from "../tr/legAlerts";
import brokerSyncRuns from "../tr/brokerSyncRuns";
import membership from "../tr/membership";

/** The Turkish texts of the admin area (app/locales/areas.ts). */
const texts: AreaTexts<"admin"> = {
  status,
  auth,
  shell,
  quotes,
  emptyLegs,
  admin,
  customer,
  settings,
  payments,
  flights,
  aircraft,
  reservations,
  customerRequests,
  customers,
  wizard,
  fleet,
  myFlights,
  manifest,
  dataRights,
  reports,
  brokers,
  brokerFlights,
  offers,
  concierge,
  legAlerts,
  brokerSyncRuns,
  membership,
};

export default texts;
