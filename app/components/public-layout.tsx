import { CircleUser, Mail, MapPin, MessageCircle, Phone, Plane } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form, useLocation, useRouteLoaderData } from "react-router";
import { Link } from "#app/components/link";
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

/** Contact details from configuration (root loader's public env). */
export function usePublicContact() {
  const root = useRouteLoaderData("root") as
    { env?: { CONTACT_PHONE: string; CONTACT_EMAIL: string; CONTACT_ADDRESS: string; WHATSAPP_NUMBER: string } } | undefined;
  const env = root?.env;
  return {
    phone: env?.CONTACT_PHONE ?? "",
    email: env?.CONTACT_EMAIL ?? "",
    address: env?.CONTACT_ADDRESS ?? "",
    whatsapp: (env?.WHATSAPP_NUMBER ?? "").replace(/\D/g, ""),
  };
}

/** Section anchors of the landing page; from other pages they lead back to it. */
const SECTIONS = [
  { id: "fleet", key: "nav.fleet" },
  { id: "how-it-works", key: "nav.howItWorks" },
  { id: "services", key: "nav.services" },
  { id: "about", key: "nav.about" },
] as const;

const LOGINS = [
  { to: "/login", key: "nav.customerLogin" },
  { to: "/broker/login", key: "nav.brokerLogin" },
  { to: "/admin/login", key: "nav.staffLogin" },
] as const;

/** The signed-in visitor (root loader), or null. */
export function useViewer() {
  const root = useRouteLoaderData("root") as { viewer?: { name: string; home: string } | null } | undefined;
  return root?.viewer ?? null;
}

/** Header and footer of the public pages. */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const contact = usePublicContact();
  const viewer = useViewer();
  const onHome = location.pathname === "/";
  const anchor = (id: string) => (onHome ? `#${id}` : `/#${id}`);
  const whatsappHref = `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(t("site.footer.whatsappMessage"))}`;
  const telHref = `tel:${contact.phone.replace(/[^\d+]/g, "")}`;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:px-4 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      <header className="z-40 border-b md:sticky md:top-0 bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <nav
          className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6"
          aria-label={t("brand")}
        >
          <Link to="/" className="flex items-center gap-2 text-xl font-semibold tracking-tight text-primary">
            <Plane aria-hidden="true" className="size-5" />
            {t("brand")}
          </Link>
          <ul className="order-3 flex w-full flex-wrap gap-x-4 gap-y-1 pb-1 text-sm md:order-none md:w-auto md:pb-0">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={anchor(s.id)} className="whitespace-nowrap hover:underline">
                  {t(s.key)}
                </a>
              </li>
            ))}
            <li>
              <Link to="/bos-bacaklar" className="whitespace-nowrap font-medium text-primary hover:underline">
                {t("nav.emptyLegs")}
              </Link>
            </li>
          </ul>
          <div className="flex items-center gap-3 text-sm">
            {viewer ? (
              <Link
                to={viewer.home}
                className="flex items-center gap-1.5 whitespace-nowrap rounded-md border px-3 py-1.5 font-medium hover:bg-muted"
              >
                <CircleUser aria-hidden="true" className="size-4" />
                {t("site.header.myAccount", { name: viewer.name })}
              </Link>
            ) : (
              <>
                <ul className="hidden items-center gap-x-3 lg:flex">
                  {LOGINS.map((l) => (
                    <li key={l.to}>
                      <Link to={l.to} className="whitespace-nowrap hover:underline">
                        {t(l.key)}
                      </Link>
                    </li>
                  ))}
                </ul>
                {/* narrow screens: the sign-in links in a disclosure (works without JavaScript) */}
                <details className="relative lg:hidden">
                  <summary className="cursor-pointer list-none rounded-md border px-3 py-1.5 hover:bg-muted [&::-webkit-details-marker]:hidden">
                    {t("site.footer.staffLinks")}
                  </summary>
                  <ul className="absolute right-0 z-50 mt-2 w-52 rounded-md border bg-card p-1 shadow-md">
                    {LOGINS.map((l) => (
                      <li key={l.to}>
                        <Link to={l.to} className="block rounded px-3 py-2 hover:bg-muted">
                          {t(l.key)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </>
            )}
            <LanguageSwitch />
          </div>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t bg-primary text-primary-foreground">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
          <div className="space-y-2">
            <p className="flex items-center gap-2 text-lg font-semibold">
              <Plane aria-hidden="true" className="size-5" />
              {t("brand")}
            </p>
            <p className="text-sm opacity-90">{t("site.footer.tagline")}</p>
          </div>
          <nav aria-labelledby="footer-quick-links" className="space-y-2 text-sm">
            <h2 id="footer-quick-links" className="font-semibold">
              {t("site.footer.quickLinks")}
            </h2>
            <ul className="space-y-1 opacity-90">
              {SECTIONS.map((s) => (
                <li key={s.id}>
                  <a href={anchor(s.id)} className="hover:underline">
                    {t(s.key)}
                  </a>
                </li>
              ))}
              <li>
                <a href={anchor("flight-request-form")} className="hover:underline">
                  {t("nav.requestFlight")}
                </a>
              </li>
              <li>
                <Link to="/bos-bacaklar" className="hover:underline">
                  {t("nav.emptyLegs")}
                </Link>
              </li>
              {LOGINS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="hover:underline">
                    {t(l.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-2 text-sm">
            <h2 className="font-semibold">{t("site.footer.concierge")}</h2>
            <p className="opacity-90">{t("site.footer.conciergeText")}</p>
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-md bg-[#1f7a4a] px-3 py-2 font-medium text-white hover:bg-[#17603a]"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {t("site.footer.whatsapp")}
            </a>
          </div>
          <address className="space-y-2 text-sm not-italic">
            <h2 className="font-semibold">{t("site.footer.contact")}</h2>
            <p className="flex items-start gap-2 opacity-90">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">{t("site.footer.phoneLabel")}: </span>
              <a href={telHref} className="hover:underline">
                {contact.phone}
              </a>
            </p>
            <p className="flex items-start gap-2 opacity-90">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">{t("site.footer.emailLabel")}: </span>
              <a href={`mailto:${contact.email}`} className="hover:underline">
                {contact.email}
              </a>
            </p>
            <p className="flex items-start gap-2 opacity-90">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">{t("site.footer.addressLabel")}: </span>
              <span>{contact.address}</span>
            </p>
          </address>
        </div>
        <div className="border-t border-white/20">
          <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-xs opacity-90 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
            <ul className="flex gap-4">
              <li>
                <Link to="/gizlilik" className="hover:underline">
                  {t("site.footer.privacy")}
                </Link>
              </li>
              <li>
                <Link to="/kullanim-kosullari" className="hover:underline">
                  {t("site.footer.terms")}
                </Link>
              </li>
            </ul>
          </div>
        </div>
      </footer>
    </div>
  );
}
