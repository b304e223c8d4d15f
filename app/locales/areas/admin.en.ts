import type { AreaTexts } from "../areas";
import shell from "../en/shell";
import admin from "../en/admin";
import settings from "../en/settings";
import payments from "../en/payments";
import flights from "../en/flights";
import reservations from "../en/reservations";
import customerRequests from "../en/customerRequests";
import customers from "../en/customers";
import fleet from "../en/fleet";
import reports from "../en/reports";
import brokerFlights from "../en/brokerFlights";
import brokerSyncRuns from "../en/brokerSyncRuns";
import concierge from "../en/concierge";
import offers from "../en/offers";
import membership from "../en/membership";
import customer from "../en/customer";
import myFlights from "../en/myFlights";
import wizard from "../en/wizard";
import quotes from "../en/quotes";
import emptyLegs from "../en/emptyLegs";
import status from "../en/status";

/** The English texts of the admin area (app/locales/areas.ts). */
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
