import type { AreaTexts } from "../areas";
import brand from "../en/brand";
import common from "../en/common";
import meta from "../en/meta";
import nav from "../en/nav";
import home from "../en/home";
import errors from "../en/errors";
import validation from "../en/validation";
import auth from "../en/auth";
import site from "../en/site";
import forms from "../en/forms";
import aircraft from "../en/aircraft";
import brokers from "../en/brokers";
import legAlerts from "../en/legAlerts";
import footer from "../en/footer";

/** The English texts of the public area (app/locales/areas.ts). */
const texts: AreaTexts<"public"> = {
  brand,
  common,
  meta,
  nav,
  home,
  errors,
  validation,
  auth,
  site,
  forms,
  aircraft,
  brokers,
  legAlerts,
  footer,
};

export default texts;
