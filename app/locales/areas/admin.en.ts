import type { AreaTexts } from "../areas";
import status from "../en/status";
import auth from "../en/auth";
import shell from "../en/shell";
import quotes from "../en/quotes";
import emptyLegs from "../en/emptyLegs";
import admin from "../en/admin";
import customer from "../en/customer";
import settings from "../en/settings";
import payments from "../en/payments";
import flights from "../en/flights";
import aircraft from "../en/aircraft";
import reservations from "../en/reservations";
import customerRequests from "../en/customerRequests";
import customers from "../en/customers";
import wizard from "../en/wizard";
import fleet from "../en/fleet";
import myFlights from "../en/myFlights";
import manifest from "../en/manifest";
import dataRights from "../en/dataRights";
import reports from "../en/reports";
import brokers from "../en/brokers";
import brokerFlights from "../en/brokerFlights";
import offers from "../en/offers";
import concierge from "../en/concierge";
import legAlerts from "../en/legAlerts";
import brokerSyncRuns from "../en/brokerSyncRuns";
import membership from "../en/membership";

/** The English texts of the admin area (app/locales/areas.ts). */
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
