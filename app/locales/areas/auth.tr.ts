import type { AreaTexts } from "../areas";
import auth from "../tr/auth";
import brokers from "../tr/brokers";

/** The Turkish texts of the auth area (app/locales/areas.ts). */
const texts: AreaTexts<"auth"> = { auth, brokers };

export default texts;
