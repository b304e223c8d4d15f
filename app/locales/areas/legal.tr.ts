import type { AreaTexts } from "../areas";
import legal from "../tr/legal";

/** The Turkish texts of the legal area (app/locales/areas.ts). */
const texts: AreaTexts<"legal"> = { legal };

export default texts;
