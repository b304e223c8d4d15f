import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import tr from "#app/locales/tr";
import { TranslationContext } from "#app/lib/use-translation";
import { adminScreen } from "./screen";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ lng: "tr", resources: { tr: { translation: tr } }, interpolation: { escapeValue: false } });
});

function render(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/admin/x", element }], { initialEntries: ["/admin/x"] });
  return renderToStaticMarkup(
    <TranslationContext.Provider value={{ t: i18n.t, i18n }}>
      <RouterProvider router={router} />
    </TranslationContext.Provider>,
  );
}

describe("adminScreen", () => {
  it("titles the page from its loader and keeps it out of search engines, also when the loader failed", () => {
    const { meta } = adminScreen();
    expect(meta({ loaderData: { title: "Ödemeler" } })).toEqual([{ title: "Ödemeler" }, { name: "robots", content: "noindex" }]);
    expect(meta({ loaderData: undefined })).toEqual([{ name: "robots", content: "noindex" }]);
  });

  it("shows the screen's own load-failure text for a server error, and leads back to the dashboard", () => {
    const { ErrorBoundary, handle } = adminScreen({ loadFailed: "payments" });
    expect(handle).toEqual({ loadFailed: "payments" });
    const html = render(<ErrorBoundary error={new Error("database down")} />);
    expect(html).toContain("Ödemeler yüklenirken bir hata oluştu.");
    expect(html).toContain('href="/admin"');
  });

  it("shows the standard text for a refusal, and leads back to the screen's book when it names one", () => {
    const { ErrorBoundary, handle } = adminScreen({ homeHref: "/admin/customers" });
    expect(handle).toEqual({});
    // what a loader's thrown 404 reaches the boundary as
    const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };
    const html = render(<ErrorBoundary error={notFound} />);
    expect(html).toContain(tr.errors.notFoundTitle);
    expect(html).not.toContain("yüklenirken");
    expect(html).toContain('href="/admin/customers"');
  });
});
