import { createInstance, type i18n as I18n } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import en from "#app/locales/en";
import tr from "#app/locales/tr";
import { PaymentSummaryCards } from "#app/components/money/payment-list";
import { TranslationContext } from "#app/lib/use-translation";
import { StatGrid } from "./stat-grid";

const instances: Record<"tr" | "en", I18n> = { tr: createInstance(), en: createInstance() };
beforeAll(async () => {
  await instances.tr.init({ lng: "tr", resources: { tr: { translation: tr } }, interpolation: { escapeValue: false } });
  await instances.en.init({ lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

function render(element: React.ReactElement, lng: "tr" | "en" = "tr") {
  const i18n = instances[lng];
  return renderToStaticMarkup(<TranslationContext.Provider value={{ t: i18n.t, i18n }}>{element}</TranslationContext.Provider>);
}

describe("summary cards with counts", () => {
  it("write a count in the language's digits, and a text as given", () => {
    const html = render(
      <StatGrid
        label="Özet"
        items={[
          ["Toplam", 12345],
          ["Sıfır", 0],
          ["Ortalama", "—"],
        ]}
      />,
    );
    expect(html).toContain(">12.345<");
    expect(html).toContain(">0<");
    expect(html).toContain(">—<");
    expect(render(<StatGrid label="Summary" items={[["Total", 12345]]} />, "en")).toContain(">12,345<");
  });
});

describe("summary cards with money", () => {
  it("show the cents as the lists do, never rounding them to a whole unit", () => {
    const html = render(
      <StatGrid
        label="Özet"
        items={[
          ["Gelir", { amount: "18500.50", currency: "EUR" }],
          ["Bekleyen", { amount: "18500.5", currency: "TRY" }],
          ["Ortalama", { amount: "6500", currency: "USD" }],
          ["İşlem", "12"],
        ]}
      />,
    );
    expect(html).toContain("€18.500,50");
    expect(html).not.toContain("€18.501");
    expect(html).toContain("₺18.500,50");
    // a whole amount reads as the lists write it, without ",00"
    expect(html).toContain("$6.500<");
    expect(html).toContain(">12<");
  });

  it("follow the language's punctuation", () => {
    expect(render(<StatGrid label="Summary" items={[["Revenue", { amount: "18500.50", currency: "EUR" }]]} />, "en")).toContain(
      "€18,500.50",
    );
  });

  it("on the payments book: revenue and pending with their cents", () => {
    const html = render(
      <PaymentSummaryCards
        summary={[{ currency: "EUR", paid: "18500.50", pending: "999.99", refunded: "0", count: 3, successRate: 2 / 3 }]}
      />,
    );
    expect(html).toContain("€18.500,50");
    expect(html).toContain("€999,99");
    expect(html).not.toContain("€18.501");
  });
});
