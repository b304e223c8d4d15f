import type { Translation } from "./tr";
import brand from "./en/brand";
import common from "./en/common";
import meta from "./en/meta";
import nav from "./en/nav";
import home from "./en/home";
import errors from "./en/errors";
import status from "./en/status";
import validation from "./en/validation";
import auth from "./en/auth";
import footer from "./en/footer";
import shell from "./en/shell";
import site from "./en/site";
import legal from "./en/legal";
import quotes from "./en/quotes";
import emptyLegs from "./en/emptyLegs";
import admin from "./en/admin";
import broker from "./en/broker";
import customer from "./en/customer";
import settings from "./en/settings";
import payments from "./en/payments";
import flights from "./en/flights";
import profile from "./en/profile";
import forms from "./en/forms";
import aircraft from "./en/aircraft";
import reservations from "./en/reservations";
import customerRequests from "./en/customerRequests";
import customers from "./en/customers";
import wizard from "./en/wizard";
import fleet from "./en/fleet";
import myFlights from "./en/myFlights";
import manifest from "./en/manifest";
import dataRights from "./en/dataRights";
import reports from "./en/reports";
import brokers from "./en/brokers";
import brokerFlights from "./en/brokerFlights";
import offers from "./en/offers";
import concierge from "./en/concierge";
import legAlerts from "./en/legAlerts";
import brokerSyncRuns from "./en/brokerSyncRuns";
import membership from "./en/membership";
import offerLink from "./en/offerLink";
import consent from "./en/consent";

const en: Translation = {
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
};

export default en;
