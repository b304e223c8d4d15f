import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { createContext, createCookie, type MiddlewareFunction } from "react-router";
import en from "#app/locales/en";
import tr from "#app/locales/tr";
import { DEFAULT_LANGUAGE, type Language, isLanguage } from "#app/locales";
import { secureCookies } from "#app/server/platform/env.server";
import { pageUrl } from "#app/server/platform/request.server";

/** The visitor's language choice, kept for a year. */
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
  secure: secureCookies(),
});

/**
 * The request's language: an explicit `?lng=` first, then the cookie of an earlier choice, else Turkish. The
 * browser's Accept-Language does not override the default; only an explicit choice does. (remix-i18next 8 keeps
 * its detector internal and builds an i18next instance per request, which decision 028 measured as costlier than
 * rendering; decision 034 records why the app detects the language itself.)
 */
export async function detectLanguage(request: Request): Promise<Language> {
  const fromQuery = pageUrl(request).searchParams.get("lng");
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie: unknown = await languageCookie.parse(request.headers.get("Cookie"));
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

/** One ready instance per language, shared by all requests (creating one per request costs more than rendering). */
const instances = new Map<Language, Promise<I18n>>();

export function i18nFor(lng: Language): Promise<I18n> {
  let instance = instances.get(lng);
  if (!instance) {
    const i = createInstance();
    instance = i
      .init({
        lng,
        fallbackLng: DEFAULT_LANGUAGE,
        resources: { tr: { translation: tr }, en: { translation: en } },
        interpolation: { escapeValue: false },
        returnNull: false,
      })
      .then(() => memoizeTexts(i));
    instances.set(lng, instance);
  }
  return instance;
}

/** Most distinct keys kept per language; a key beyond (never expected: keys are literals in code) is looked up each time. */
const TEXT_CACHE_LIMIT = 10_000;

/** Most texts-with-values kept per language; when full, the cache starts again (names in lists vary without end). */
const FILLED_CACHE_LIMIT = 20_000;

/** The cache key of a text and its values, or null when a value is not a plain string, number or boolean. */
export function filledId(key: string, options: unknown): string | null {
  if (typeof options !== "object" || options === null || Array.isArray(options)) return null;
  if (Object.getPrototypeOf(options) !== Object.prototype) return null;
  let id = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    // the length makes the id unambiguous whatever characters a value holds
    if (type === "string") id += `\u0000${name}\u0000s${(value as string).length}:${value as string}`;
    else if (type === "number" || type === "boolean") id += `\u0000${name}\u0000${type[0]}${String(value)}`;
    else if (value !== undefined) return null;
  }
  return id;
}

/**
 * A profile of the landing page under load put i18next at ~10 % of the CPU, most of it in the `t` that
 * components get from `getFixedT()` (entry.server.tsx): every call copies the instance's whole options object
 * before looking the key up. A server instance serves one language and its texts never change, so the text of a
 * key asked without options is looked up once and kept; calls with options (interpolation, count) and any
 * `getFixedT` for another language or with a key prefix go to i18next as before.
 */
export function memoizeTexts(i: I18n): I18n {
  const lookUp = i.t.bind(i) as unknown as (...args: unknown[]) => string;
  const originalFixedT = i.getFixedT.bind(i);
  const texts = new Map<string, string>();
  const filled = new Map<string, string>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (typeof key !== "string") return lookUp(key, ...rest);
    if (rest.length === 0 || (rest.length === 1 && rest[0] === undefined)) {
      let text = texts.get(key);
      if (text === undefined) {
        text = lookUp(key);
        if (texts.size < TEXT_CACHE_LIMIT) texts.set(key, text);
      }
      return text;
    }
    // a text with values ("{{name}}", a count): kept per key and values when every value is a plain string,
    // number or boolean; i18next's interpolation and plural rules cost 4–10 µs a call, a list row makes several
    const options = rest.length === 1 ? rest[0] : undefined;
    const id = options === undefined ? null : filledId(key, options);
    if (id === null) return lookUp(key, ...rest);
    let text = filled.get(id);
    if (text === undefined) {
      text = lookUp(key, options);
      if (filled.size >= FILLED_CACHE_LIMIT) filled.clear();
      filled.set(id, text);
    }
    return text;
  }) as unknown as TFunction;
  i.t = t;
  i.getFixedT = ((lng?: string | readonly string[] | null, ns?: string | readonly string[] | null, keyPrefix?: string) =>
    (lng == null || lng === i.language) && (ns == null || ns === "translation") && !keyPrefix
      ? t
      : originalFixedT(lng as string, ns as string, keyPrefix)) as I18n["getFixedT"];
  return i;
}

const languageContext = createContext<Language>(DEFAULT_LANGUAGE);
const i18nContext = createContext<I18n | null>(null);

export const i18nMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const lng = await detectLanguage(request);
  context.set(languageContext, lng);
  context.set(i18nContext, await i18nFor(lng));
  return next();
};

type Ctx = { get<T>(key: ReturnType<typeof createContext<T>>): T };

export function getLanguage(context: Ctx): Language {
  return context.get(languageContext);
}

export function getI18n(context: Ctx): I18n {
  const instance = context.get(i18nContext);
  if (!instance) throw new Error("i18n middleware did not run");
  return instance;
}

/** The `t` function of the request's language, for loaders and actions. */
export function getT(context: Ctx): TFunction {
  return getI18n(context).t;
}
