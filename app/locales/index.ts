import type { AreaTexts, TextArea } from "./areas";

export const LANGUAGES = ["tr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "tr";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

type TextsModule<A extends TextArea> = () => Promise<{ default: AreaTexts<A> }>;

/** One file per area and language, each a separate chunk in the browser bundle (decision 035). */
const AREA_FILES: { [L in Language]: { [A in TextArea]: TextsModule<A> } } = {
  tr: {
    public: () => import("./areas/public.tr"),
    auth: () => import("./areas/auth.tr"),
    legs: () => import("./areas/legs.tr"),
    legal: () => import("./areas/legal.tr"),
    admin: () => import("./areas/admin.tr"),
    broker: () => import("./areas/broker.tr"),
    customer: () => import("./areas/customer.tr"),
  },
  en: {
    public: () => import("./areas/public.en"),
    auth: () => import("./areas/auth.en"),
    legs: () => import("./areas/legs.en"),
    legal: () => import("./areas/legal.en"),
    admin: () => import("./areas/admin.en"),
    broker: () => import("./areas/broker.en"),
    customer: () => import("./areas/customer.en"),
  },
};

/** Loads one area's texts in one language (app/locales/areas.ts). */
export async function loadTexts<A extends TextArea>(lng: Language, area: A): Promise<AreaTexts<A>> {
  return (await AREA_FILES[lng][area]()).default;
}
