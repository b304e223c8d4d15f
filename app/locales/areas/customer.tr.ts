import type { AreaTexts } from "../areas";
import quotes from "../tr/quotes";
import customer from "../tr/customer";
import profile from "../tr/profile";
import aircraft from "../tr/aircraft";
import reservations from "../tr/reservations";
import customerRequests from "../tr/customerRequests";
import wizard from "../tr/wizard";
import fleet from "../tr/fleet";
import myFlights from "../tr/myFlights";
import manifest from "../tr/manifest";
import dataRights from "../tr/dataRights";
import offers from "../tr/offers";
import concierge from "../tr/concierge";
import legAlerts from "../tr/legAlerts";
import membership from "../tr/membership";
import status from "../tr/status";
import payments from "../tr/payments";
import consent from "../tr/consent";

/** The Turkish texts of the customer area (app/locales/areas.ts). */
const texts: AreaTexts<"customer"> = {
  quotes,
  customer,
  profile,
  aircraft,
  reservations,
  customerRequests,
  wizard,
  fleet,
  myFlights,
  manifest,
  dataRights,
  offers,
  concierge,
  legAlerts,
  membership,
  status,
  payments,
  consent,
};

export default texts;
