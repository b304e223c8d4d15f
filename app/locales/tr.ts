import brand from "./tr/brand";
import common from "./tr/common";
import meta from "./tr/meta";
import nav from "./tr/nav";
import home from "./tr/home";
import errors from "./tr/errors";
import status from "./tr/status";
import validation from "./tr/validation";
import auth from "./tr/auth";
import footer from "./tr/footer";
import shell from "./tr/shell";
import site from "./tr/site";
import legal from "./tr/legal";
import quotes from "./tr/quotes";
import emptyLegs from "./tr/emptyLegs";
import admin from "./tr/admin";
import broker from "./tr/broker";
import customer from "./tr/customer";
import settings from "./tr/settings";
import payments from "./tr/payments";
import flights from "./tr/flights";
import profile from "./tr/profile";
import forms from "./tr/forms";
import aircraft from "./tr/aircraft";
import reservations from "./tr/reservations";
import customerRequests from "./tr/customerRequests";
import customers from "./tr/customers";
import wizard from "./tr/wizard";
import fleet from "./tr/fleet";
import myFlights from "./tr/myFlights";
import manifest from "./tr/manifest";
import dataRights from "./tr/dataRights";
import reports from "./tr/reports";
import brokers from "./tr/brokers";
import brokerFlights from "./tr/brokerFlights";
import offers from "./tr/offers";
import concierge from "./tr/concierge";
import legAlerts from "./tr/legAlerts";
import brokerSyncRuns from "./tr/brokerSyncRuns";
import membership from "./tr/membership";
import offerLink from "./tr/offerLink";
import consent from "./tr/consent";

/**
 * Turkish texts — the source of truth for translation keys. Spec texts are verbatim.
 * English (en.ts) must have exactly the same keys (checked by the type and a test).
 */
const tr = {
  brand,
  common,
  meta,
  nav,
  home,
  errors,
  status,
  validation,
  auth,
  shell,
  site,
  legal,
  quotes,
  emptyLegs,
  admin,
  broker,
  customer,
  settings,
  payments,
  flights,
  profile,
  forms,
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
  offerLink,
  consent,
  footer,
} as const;

import type { Widen } from "./types";
export type Translation = Widen<typeof tr>;

export default tr;
