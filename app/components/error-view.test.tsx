import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import tr from "#app/locales/tr";
import { TranslationContext } from "#app/lib/use-translation";
import { ErrorView, type LoadFailure } from "./error-view";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ lng: "tr", resources: { tr: { translation: tr } }, interpolation: { escapeValue: false } });
});

function render(error: unknown, loadFailed?: LoadFailure) {
  const router = createMemoryRouter([{ path: "/", element: <ErrorView error={error} loadFailed={loadFailed} /> }]);
  return renderToStaticMarkup(
    <TranslationContext.Provider value={{ t: i18n.t, i18n }}>
      <RouterProvider router={router} />
    </TranslationContext.Provider>,
  );
}

/** A thrown 404 response as React Router hands it to an ErrorBoundary. */
const notFound = { status: 404, statusText: "Not Found", internal: false, data: { status: 404 } };

describe("ErrorView", () => {
  it("shows the screen's own 'could not be loaded' text for a server error (spec §8.3, §8.4)", () => {
    const html = render(new Error("connection refused"), "emptyLegs");
    // (the stack below it is shown in development builds only)
    expect(html).toMatch(/<h1[^>]*>Hata<\/h1><p[^>]*>Boş bacaklar yüklenemedi\.<\/p>/);
  });

  it("keeps the standard texts for a thrown 4xx answer on the same screen", () => {
    const html = render(notFound, "brokerQuoteRequest");
    expect(html).toMatch(/<h1[^>]*>Sayfa bulunamadı<\/h1>/);
    expect(html).not.toContain("Teklif talebi yüklenirken hata oluştu");
  });

  it("falls back to the general server-error text without a screen text", () => {
    expect(render(new Error("x"))).toMatch(/<h1[^>]*>Bir hata oluştu<\/h1>/);
  });
});
