import type { AreaTexts } from "../areas";
import auth from "../en/auth";
import brokers from "../en/brokers";
import offerLink from "../en/offerLink";
import consent from "../en/consent";

/** The English texts of the auth area (app/locales/areas.ts). */
const texts: AreaTexts<"auth"> = { auth, brokers, offerLink, consent };

export default texts;
