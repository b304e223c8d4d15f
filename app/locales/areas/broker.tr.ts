import type { AreaTexts } from "../areas";
import broker from "../tr/broker";
import profile from "../tr/profile";
import quotes from "../tr/quotes";
import emptyLegs from "../tr/emptyLegs";
import reservations from "../tr/reservations";
import customerRequests from "../tr/customerRequests";
import brokerFlights from "../tr/brokerFlights";
import brokerSyncRuns from "../tr/brokerSyncRuns";
import membership from "../tr/membership";
import customer from "../tr/customer";

/** The Turkish texts of the broker area (app/locales/areas.ts). */
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
