import type { AreaTexts } from "../areas";
import brand from "../en/brand";
import common from "../en/common";
import nav from "../en/nav";
import home from "../en/home";
import errors from "../en/errors";
import validation from "../en/validation";
import site from "../en/site";
import forms from "../en/forms";
import footer from "../en/footer";

/** The English texts of the public area (app/locales/areas.ts). */
const texts: AreaTexts<"public"> = { brand, common, nav, home, errors, validation, site, forms, footer };

export default texts;
