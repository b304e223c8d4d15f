import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import en from "#app/locales/en";
import tr from "#app/locales/tr";
import { memoizeTexts } from "#app/server/i18n.server";
import { useTranslation } from "./use-translation";

async function instance(lng: "tr" | "en") {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, resources: { tr: { translation: tr }, en: { translation: en } }, interpolation: { escapeValue: false } });
  return memoizeTexts(i18n);
}

let seen: { t: unknown; language: string } | undefined;
function Probe() {
  const { t, i18n } = useTranslation();
  seen = { t, language: i18n.language };
  return (
    <p>
      {t("common.pagination.next")} · {t("payments.total", { count: 20001 })}
    </p>
  );
}

describe("useTranslation on the server", () => {
  it("renders each request's language from its provider, with the instance's memoised t", async () => {
    for (const lng of ["tr", "en"] as const) {
      const i18n = await instance(lng);
      const html = renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <Probe />
        </I18nextProvider>,
      );
      const texts = lng === "tr" ? tr : en;
      expect(html).toContain(texts.common.pagination.next);
      // list totals carry the language's digit grouping
      expect(html).toContain(lng === "tr" ? "20.001 ödeme" : "20,001 payments");
      expect(seen?.language).toBe(lng);
      // the fixed t the server keeps per language, not a new one per component
      expect(seen?.t).toBe(i18n.getFixedT(null, "translation"));
    }
  });
});
