import type { AreaTexts } from "../areas";
import quotes from "../en/quotes";
import customer from "../en/customer";
import profile from "../en/profile";
import aircraft from "../en/aircraft";
import reservations from "../en/reservations";
import customerRequests from "../en/customerRequests";
import wizard from "../en/wizard";
import fleet from "../en/fleet";
import myFlights from "../en/myFlights";
import manifest from "../en/manifest";
import dataRights from "../en/dataRights";
import offers from "../en/offers";
import concierge from "../en/concierge";
import legAlerts from "../en/legAlerts";
import membership from "../en/membership";
import status from "../en/status";
import payments from "../en/payments";
import consent from "../en/consent";

/** The English texts of the customer area (app/locales/areas.ts). */
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
