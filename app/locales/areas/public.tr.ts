import type { AreaTexts } from "../areas";
import brand from "../tr/brand";
import common from "../tr/common";
import meta from "../tr/meta";
import nav from "../tr/nav";
import home from "../tr/home";
import errors from "../tr/errors";
import validation from "../tr/validation";
import auth from "../tr/auth";
import site from "../tr/site";
import forms from "../tr/forms";
import aircraft from "../tr/aircraft";
import brokers from "../tr/brokers";
import legAlerts from "../tr/legAlerts";
import footer from "../tr/footer";

/** The Turkish texts of the public area (app/locales/areas.ts). */
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
