import type { AreaTexts } from "../areas";
import brand from "../tr/brand";
import common from "../tr/common";
import nav from "../tr/nav";
import home from "../tr/home";
import errors from "../tr/errors";
import validation from "../tr/validation";
import site from "../tr/site";
import forms from "../tr/forms";
import footer from "../tr/footer";

/** The Turkish texts of the public area (app/locales/areas.ts). */
const texts: AreaTexts<"public"> = { brand, common, nav, home, errors, validation, site, forms, footer };

export default texts;
