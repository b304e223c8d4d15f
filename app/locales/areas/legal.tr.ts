import type { AreaTexts } from "../areas";
import legal from "../tr/legal";
import consent from "../tr/consent";

/** The Turkish texts of the legal area (app/locales/areas.ts). */
const texts: AreaTexts<"legal"> = { legal, consent };

export default texts;
