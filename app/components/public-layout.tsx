import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { LANGUAGES } from "#app/locales";

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/language" reloadDocument className="flex items-center gap-1" aria-label={t("common.switchLanguage")}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="submit"
          name="lng"
          value={lng}
          lang={lng}
          aria-pressed={i18n.language === lng}
          className="rounded px-2 py-1 text-sm uppercase aria-pressed:font-semibold aria-pressed:underline"
        >
          {lng}
        </button>
      ))}
    </Form>
  );
}

/** Header and footer of the public pages. */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:px-4 focus:py-2">
        {t("common.skipToContent")}
      </a>
      <header className="border-b bg-background">
        <nav className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-4" aria-label={t("brand")}>
          <Link to="/" className="text-xl font-semibold tracking-tight text-primary">
            {t("brand")}
          </Link>
          <div className="flex items-center gap-4 text-sm">
            <Link to="/bos-bacaklar" className="hover:underline">
              {t("nav.emptyLegs")}
            </Link>
            <Link to="/login" className="hover:underline">
              {t("nav.customerLogin")}
            </Link>
            <LanguageSwitch />
          </div>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t bg-muted/40">
        <div className="mx-auto max-w-6xl px-6 py-8 text-sm text-muted-foreground">
          {t("footer.rights", { year: new Date().getFullYear() })}
        </div>
      </footer>
    </div>
  );
}
