import type { AreaTexts } from "../areas";
import legAlerts from "../tr/legAlerts";
import aircraft from "../tr/aircraft";

/** The Turkish texts of the legs area (app/locales/areas.ts). */
const texts: AreaTexts<"legs"> = { legAlerts, aircraft };

export default texts;
