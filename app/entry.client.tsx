import { startTransition, StrictMode, useSyncExternalStore } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { currentTranslation, ensureTexts, startTexts, subscribeToLanguage } from "#app/lib/browser-texts";
import { TranslationContext } from "#app/lib/use-translation";
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

/** The browser's texts for every component; a language change renders the app again in the new language. */
function Texts({ children }: { children: React.ReactNode }) {
  const translation = useSyncExternalStore(subscribeToLanguage, currentTranslation, currentTranslation);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

async function main() {
  normalizeQueryString();
  const htmlLang = document.documentElement.lang;
  const lng = isLanguage(htmlLang) ? htmlLang : DEFAULT_LANGUAGE;
  // only the page's language and area are downloaded (decision 035); a language switch reloads the page
  const area = document.documentElement.dataset.texts;
  startTexts(lng);
  await Promise.all([ensureTexts(lng, "public"), isTextArea(area) ? ensureTexts(lng, area) : null]);
  startTransition(() => {
    hydrateRoot(
      document,
      <Texts>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </Texts>,
    );
  });
}

void main();
