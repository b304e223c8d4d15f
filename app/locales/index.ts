export const LANGUAGES = ["tr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "tr";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Loads one language's texts (a separate chunk in the browser bundle). */
export async function loadTranslation(lng: Language) {
  return lng === "en" ? (await import("./en")).default : (await import("./tr")).default;
}
