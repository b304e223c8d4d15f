import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { ensureTexts } from "#app/lib/browser-texts";
import { DEFAULT_LANGUAGE, isLanguage } from "#app/locales";
import { isTextArea } from "#app/locales/areas";

/**
 * The server reads the query string re-serialized as form data (React Router's server strips its own
 * parameters through URLSearchParams, so `?q=a%20b` is rendered as `?q=a+b`). Writing the browser's URL the
 * same way before hydration keeps forms' default actions identical on both sides (no hydration mismatch for a
 * shared link with `%20`). A naked `?index` is left alone: URLSearchParams would turn it into `index=`.
 */
function normalizeQueryString() {
  const url = new URL(window.location.href);
  if (!url.search || url.searchParams.has("index")) return;
  const search = url.searchParams.toString();
  if (`?${search}` !== url.search) window.history.replaceState(window.history.state, "", `${url.pathname}?${search}${url.hash}`);
}

async function main() {
  normalizeQueryString();
  const htmlLang = document.documentElement.lang;
  const lng = isLanguage(htmlLang) ? htmlLang : DEFAULT_LANGUAGE;
  // only the page's language and area are downloaded (decision 035); a language switch reloads the page
  const area = document.documentElement.dataset.texts;
  const ready = i18next.use(initReactI18next).init({ lng, fallbackLng: false, resources: {}, interpolation: { escapeValue: false } });
  await Promise.all([ready, ensureTexts(lng, "public"), isTextArea(area) ? ensureTexts(lng, area) : null]);
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
