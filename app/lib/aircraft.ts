import { JET_CATEGORY_LABEL_KEY, type JetCategory } from "./domain/jet-category";
import { fold } from "./search";

/**
 * Jet categories as brokers type them ("Midsize Jet", "Hafif Jet") → one translation key each, so a
 * Turkish page never shows the English category and an English page never the Turkish one. A type that is
 * not a known category (a model name, free text) is shown as typed.
 */
const CATEGORY_BY_TEXT: Record<string, string> = {
  "very light jet": "veryLight",
  "cok hafif jet": "veryLight",
  "light jet": "light",
  "hafif jet": "light",
  "midsize jet": "midsize",
  "mid size jet": "midsize",
  "mid-size jet": "midsize",
  "mid size": "midsize",
  "orta boy jet": "midsize",
  "super midsize jet": "superMidsize",
  "super mid-size jet": "superMidsize",
  "super orta boy jet": "superMidsize",
  "heavy jet": "heavy",
  "large jet": "heavy",
  "buyuk jet": "heavy",
  "agir jet": "heavy",
  "ultra long range jet": "ultraLongRange",
  "ultra long range": "ultraLongRange",
  "ultra uzun menzilli jet": "ultraLongRange",
};

/** The translation key of a known category (`aircraft.categories.<key>`), or null. */
export function aircraftCategoryKey(type: string): string | null {
  const key = CATEGORY_BY_TEXT[fold(type).replace(/\s+/g, " ").trim()];
  return key ? `aircraft.categories.${key}` : null;
}

/** The type as the page shows it: a known category in the page's language, anything else as typed. */
export function aircraftTypeLabel(type: string, t: (key: string) => string): string {
  const key = aircraftCategoryKey(type);
  return key ? t(key) : type;
}

/** The jet category a typed type names ("Midsize Jet", "Hafif Jet"), or null for a model name or free text. */
export function aircraftJetCategory(type: string): JetCategory | null {
  const key = aircraftCategoryKey(type);
  if (!key) return null;
  const found = (Object.entries(JET_CATEGORY_LABEL_KEY) as Array<[JetCategory, string]>).find(([, k]) => k === key);
  return found ? found[0] : null;
}
