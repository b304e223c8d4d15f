import i18next from "i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language, loadTexts } from "#app/locales";
import type { LayoutTextArea, TextArea } from "#app/locales/areas";

/**
 * The browser's texts (decision 035): the public sections on every page, an area's own sections from the first
 * page of that area on. entry.client.tsx loads the page's areas before it hydrates; an area layout's
 * `clientMiddleware` (`areaTexts`) loads its area before a client navigation into it renders, so a page never
 * renders a key whose text is still on its way. The server has every text and never calls these.
 */

const loads = new Map<string, Promise<void>>();
const areasAsked = new Set<TextArea>(["public"]);

/** Adds an area's texts in a language to the browser's i18next, once; a failed download is tried again next time. */
export function ensureTexts(lng: Language, area: TextArea): Promise<void> {
  areasAsked.add(area);
  const id = `${lng}/${area}`;
  let load = loads.get(id);
  if (!load) {
    load = loadTexts(lng, area).then((texts) => {
      i18next.addResourceBundle(lng, "translation", texts, true, true);
    });
    load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load;
}

function browserLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** An area layout's client middleware: its texts are there before any of its pages renders. */
export function areaTexts(area: LayoutTextArea) {
  return async () => {
    await ensureTexts(browserLanguage(), area);
  };
}

/** Changes the browser's language once every area it has texts of is there in the new language too. */
export async function switchLanguage(lng: Language): Promise<void> {
  await Promise.all([...areasAsked].map((area) => ensureTexts(lng, area)));
  await i18next.changeLanguage(lng);
}
