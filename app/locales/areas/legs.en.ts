import type { AreaTexts } from "../areas";
import legAlerts from "../en/legAlerts";
import aircraft from "../en/aircraft";

/** The English texts of the legs area (app/locales/areas.ts). */
const texts: AreaTexts<"legs"> = { legAlerts, aircraft };

export default texts;
