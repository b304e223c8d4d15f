import type { AreaTexts } from "../areas";
import auth from "../en/auth";
import brokers from "../en/brokers";

/** The English texts of the auth area (app/locales/areas.ts). */
const texts: AreaTexts<"auth"> = { auth, brokers };

export default texts;
