import type { AreaTexts } from "../areas";
import auth from "../tr/auth";
import brokers from "../tr/brokers";
import offerLink from "../tr/offerLink";

/** The Turkish texts of the auth area (app/locales/areas.ts). */
const texts: AreaTexts<"auth"> = { auth, brokers, offerLink };

export default texts;
