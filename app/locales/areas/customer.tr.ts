import type { AreaTexts } from "../areas";
import customer from "../tr/customer";
import profile from "../tr/profile";
import myFlights from "../tr/myFlights";
import customerRequests from "../tr/customerRequests";
import wizard from "../tr/wizard";
import reservations from "../tr/reservations";
import fleet from "../tr/fleet";
import offers from "../tr/offers";
import concierge from "../tr/concierge";
import membership from "../tr/membership";
import quotes from "../tr/quotes";

/** The Turkish texts of the customer area (app/locales/areas.ts). */
const texts: AreaTexts<"customer"> = {
  customer,
  profile,
  myFlights,
  customerRequests,
  wizard,
  reservations,
  fleet,
  offers,
  concierge,
  membership,
  quotes,
};

export default texts;
