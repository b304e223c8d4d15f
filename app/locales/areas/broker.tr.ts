import type { AreaTexts } from "../areas";
import quotes from "../tr/quotes";
import emptyLegs from "../tr/emptyLegs";
import broker from "../tr/broker";
import customer from "../tr/customer";
import profile from "../tr/profile";
import aircraft from "../tr/aircraft";
import legAlerts from "../tr/legAlerts";

/** The Turkish texts of the broker area (app/locales/areas.ts). */
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
