import type { AreaTexts } from "../areas";
import legal from "../en/legal";
import consent from "../en/consent";

/** The English texts of the legal area (app/locales/areas.ts). */
const texts: AreaTexts<"legal"> = { legal, consent };

export default texts;
