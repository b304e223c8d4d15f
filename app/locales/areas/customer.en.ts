import type { AreaTexts } from "../areas";
import customer from "../en/customer";
import profile from "../en/profile";
import myFlights from "../en/myFlights";
import customerRequests from "../en/customerRequests";
import wizard from "../en/wizard";
import reservations from "../en/reservations";
import fleet from "../en/fleet";
import offers from "../en/offers";
import concierge from "../en/concierge";
import membership from "../en/membership";
import quotes from "../en/quotes";

/** The English texts of the customer area (app/locales/areas.ts). */
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
