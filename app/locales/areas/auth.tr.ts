import type { AreaTexts } from "../areas";
import auth from "../tr/auth";
import brokers from "../tr/brokers";
import offerLink from "../tr/offerLink";
import consent from "../tr/consent";

/** The Turkish texts of the auth area (app/locales/areas.ts). */
const texts: AreaTexts<"auth"> = { auth, brokers, offerLink, consent };

export default texts;
