import type { AreaTexts } from "../areas";
import legal from "../en/legal";

/** The English texts of the legal area (app/locales/areas.ts). */
const texts: AreaTexts<"legal"> = { legal };

export default texts;
