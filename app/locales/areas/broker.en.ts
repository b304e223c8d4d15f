import type { AreaTexts } from "../areas";
import quotes from "../en/quotes";
import emptyLegs from "../en/emptyLegs";
import broker from "../en/broker";
import customer from "../en/customer";
import profile from "../en/profile";
import aircraft from "../en/aircraft";
import legAlerts from "../en/legAlerts";

/** The English texts of the broker area (app/locales/areas.ts). */
const texts: AreaTexts<"broker"> = {
  quotes,
  emptyLegs,
  broker,
  customer,
  profile,
  aircraft,
  legAlerts,
};

export default texts;
