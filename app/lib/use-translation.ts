import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext, useTranslation as useReactI18nextTranslation } from "react-i18next";

/** What the app's components take from the translation hook. */
export interface Translation {
  t: TFunction;
  i18n: I18n;
}

/**
 * On the server a render has one language that never changes and is never rendered again, so the instance the
 * request's provider holds and its fixed `t` (memoised per language, app/server/i18n.server.ts) are all a
 * component needs. react-i18next's hook also copies the whole i18next instance into a wrapper
 * (`Object.getOwnPropertyDescriptors`) for every component on every render: 8 % of the server's CPU on the
 * admin lists under load (decision 028).
 */
function useServerTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return { t: i18n.getFixedT(null, "translation"), i18n };
}

/**
 * `useTranslation()` for every component of the app. In the browser it is react-i18next's own hook, which
 * re-renders on a language change; on the server, the light one above. Which one is fixed when the module
 * loads, so a component calls the same hooks in every render of its environment.
 */
export const useTranslation: () => Translation =
  typeof document === "undefined" ? useServerTranslation : (useReactI18nextTranslation as unknown as () => Translation);
