import type { AreaTexts } from "../areas";
import broker from "../en/broker";
import profile from "../en/profile";
import quotes from "../en/quotes";
import emptyLegs from "../en/emptyLegs";
import reservations from "../en/reservations";
import customerRequests from "../en/customerRequests";
import brokerFlights from "../en/brokerFlights";
import brokerSyncRuns from "../en/brokerSyncRuns";
import membership from "../en/membership";
import customer from "../en/customer";

/** The English texts of the broker area (app/locales/areas.ts). */
const texts: AreaTexts<"broker"> = {
  broker,
  profile,
  quotes,
  emptyLegs,
  reservations,
  customerRequests,
  brokerFlights,
  brokerSyncRuns,
  membership,
  customer,
};

export default texts;
