import type { TFunction } from "i18next";
import { createContext, useContext } from "react";

/** What the app's components take from the translation hook. */
export interface Translation {
  t: TFunction;
  i18n: {
    /** the page's language */
    language: string;
    /** a text, or a group of texts, at this key */
    exists(key: string): boolean;
  };
}

/**
 * The page's texts. On the server, entry.server.tsx provides the request's i18next instance and its fixed `t`
 * (memoised per language, app/server/platform/i18n.server.ts): a render has one language that never changes. In the
 * browser, entry.client.tsx provides the browser's texts (app/lib/browser-texts.ts, decision 035), a new value
 * when the language changes, so every component renders again in the new language.
 */
export const TranslationContext = createContext<Translation | null>(null);

/** `useTranslation()` for every component of the app. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation() outside a TranslationContext provider");
  return translation;
}
