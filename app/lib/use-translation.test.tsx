import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "#app/locales/en";
import tr from "#app/locales/tr";
import { currentTranslation, ensureTexts, startTexts, subscribeToLanguage, switchLanguage } from "#app/lib/browser-texts";
import { i18nFor } from "#app/server/platform/i18n.server";
import { type Translation, TranslationContext, useTranslation } from "./use-translation";

let seen: { t: unknown; language: string } | undefined;
function Probe() {
  const { t, i18n } = useTranslation();
  seen = { t, language: i18n.language };
  return (
    <p lang={i18n.language}>
      {t("common.pagination.next")} · {t("payments.total", { count: 20001 })} · {t("site.request.title")} ·{" "}
      {String(i18n.exists("payments.total"))}
    </p>
  );
}

const render = (translation: Translation) =>
  renderToStaticMarkup(
    <TranslationContext.Provider value={translation}>
      <Probe />
    </TranslationContext.Provider>,
  );

/** What entry.server.tsx provides for a request. */
async function serverTranslation(lng: "tr" | "en"): Promise<Translation> {
  const i18n = await i18nFor(lng);
  return { t: i18n.getFixedT(null, "translation"), i18n };
}

describe("useTranslation", () => {
  it("on the server renders the request's language with the instance's memoised t", async () => {
    for (const lng of ["tr", "en"] as const) {
      const translation = await serverTranslation(lng);
      const html = render(translation);
      const texts = lng === "tr" ? tr : en;
      expect(html).toContain(texts.common.pagination.next);
      // list totals carry the language's digit grouping
      expect(html).toContain(lng === "tr" ? "20.001 ödeme" : "20,001 payments");
      expect(seen?.language).toBe(lng);
      // the fixed t the server keeps per language, not a new one per component
      expect(seen?.t).toBe((await i18nFor(lng)).getFixedT(null, "translation"));
    }
  });

  it("in the browser renders what the server rendered, once the page's areas are loaded, and follows a language change", async () => {
    startTexts("tr");
    await Promise.all([ensureTexts("tr", "public"), ensureTexts("tr", "admin")]);
    expect(render(currentTranslation())).toBe(render(await serverTranslation("tr")));

    let changes = 0;
    const stop = subscribeToLanguage(() => (changes += 1));
    const before = currentTranslation();
    await switchLanguage("en");
    stop();
    expect(changes).toBe(1);
    expect(currentTranslation()).not.toBe(before);
    // the areas already loaded in Turkish came in English too
    expect(render(currentTranslation())).toBe(render(await serverTranslation("en")));
  });

  it("refuses to render outside a provider", () => {
    expect(() => renderToStaticMarkup(<Probe />)).toThrow(/TranslationContext/);
  });
});
