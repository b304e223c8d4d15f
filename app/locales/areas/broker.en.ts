import type { AreaTexts } from "../areas";
import quotes from "../en/quotes";
import emptyLegs from "../en/emptyLegs";
import broker from "../en/broker";
import customer from "../en/customer";
import profile from "../en/profile";
import aircraft from "../en/aircraft";
import reservations from "../en/reservations";
import customerRequests from "../en/customerRequests";
import legAlerts from "../en/legAlerts";
import membership from "../en/membership";
import status from "../en/status";

/** The English texts of the broker area (app/locales/areas.ts). */
const texts: AreaTexts<"broker"> = {
  quotes,
  emptyLegs,
  broker,
  customer,
  profile,
  aircraft,
  reservations,
  customerRequests,
  legAlerts,
  membership,
  status,
};

export default texts;
