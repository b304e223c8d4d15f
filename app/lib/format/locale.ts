/** The languages the app formats for: Turkish first, English second. */
export type AppLocale = "tr" | "en";

/** The Intl locale of each language. */
export const INTL_LOCALE: Record<AppLocale, string> = { tr: "tr-TR", en: "en-US" };
