import type { TFunction } from "i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES, loadTexts } from "#app/locales";
import type { RouteTextArea, TextArea } from "#app/locales/areas";
import { hasText, type Texts, translate } from "#app/lib/translate";
import type { Translation } from "#app/lib/use-translation";

/**
 * The browser's texts (decision 035): the public sections on every page, an area's own sections from the first
 * page of that area on. entry.client.tsx loads the page's areas before it hydrates; the `clientMiddleware`
 * (`areaTexts`) of a route that names an area loads it before a client navigation to the route renders, so a page
 * never renders a key whose text is still on its way. The server has every text and never calls these.
 */

const texts = Object.fromEntries(LANGUAGES.map((lng) => [lng, {}])) as Record<Language, Texts>;
const loads = new Map<string, Promise<void>>();
const areasAsked = new Set<TextArea>(["public"]);
const listeners = new Set<() => void>();

function translationIn(lng: Language): Translation {
  const t = ((key: string, values?: Record<string, unknown>) => translate(texts[lng], lng, key, values)) as unknown as TFunction;
  return { t, i18n: { language: lng, exists: (key) => hasText(texts[lng], key) } };
}

let current = translationIn(DEFAULT_LANGUAGE);

/** The page's language before hydration (the html element's `lang`, set by the server). */
export function startTexts(lng: Language): void {
  current = translationIn(lng);
}

/** The current translation; a new value when the language changes (for useSyncExternalStore). */
export function currentTranslation(): Translation {
  return current;
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds an area's texts in a language, once; a failed download is tried again next time. */
export function ensureTexts(lng: Language, area: TextArea): Promise<void> {
  areasAsked.add(area);
  const id = `${lng}/${area}`;
  let load = loads.get(id);
  if (!load) {
    load = loadTexts(lng, area).then((sections) => {
      Object.assign(texts[lng], sections);
    });
    void load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load;
}

function browserLanguage(): Language {
  const lng = current.i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * The client middleware of a route that names an area: its texts are there before the route renders. They load
 * while the loaders run (the first navigation into an area waits for the slower of the two, not for both in turn).
 */
export function areaTexts(area: RouteTextArea) {
  return async <T>(_args: unknown, next: () => Promise<T>): Promise<T> => {
    const texts = ensureTexts(browserLanguage(), area);
    const result = await next();
    await texts;
    return result;
  };
}

/** Changes the browser's language once every area it has texts of is there in the new language too. */
export async function switchLanguage(lng: Language): Promise<void> {
  await Promise.all([...areasAsked].map((area) => ensureTexts(lng, area)));
  current = translationIn(lng);
  for (const listener of listeners) listener();
}
