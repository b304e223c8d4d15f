import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANGUAGE, isLanguage, loadTranslation } from "#app/locales";

async function main() {
  const htmlLang = document.documentElement.lang;
  const lng = isLanguage(htmlLang) ? htmlLang : DEFAULT_LANGUAGE;
  // only the page's language is downloaded; a language switch reloads the page
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { translation: await loadTranslation(lng) } },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void main();
