import {
  CalendarCheck,
  Car,
  Clock,
  CreditCard,
  Gauge,
  HeartHandshake,
  PlaneTakeoff,
  Send,
  ShieldCheck,
  Sofa,
  Users,
  UtensilsCrossed,
  Zap,
} from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/home";
import { ErrorView } from "#app/components/error-view";
import { FlightRequestForm, RequestSent } from "#app/components/public-flight-request-form";
import { PublicLayout } from "#app/components/public-layout";
import { buttonVariants } from "#app/components/ui/button";
import { formatNumber, todayInIstanbul } from "#app/lib/format";
import { maxDepartureDate } from "#app/lib/schemas/flight-request";
import { knownContact, SENT_PARAM } from "#app/server/brokerage/guest-request.server";
import { homeAction } from "#app/server/brokerage/guest-price.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { pageUrl, publicBaseUrl } from "#app/server/platform/request.server";
import { publicPageMeta } from "#app/lib/seo";
import { useLocale } from "#app/lib/use-pending";
import type { DeferHydrationHandle } from "#app/lib/deferred-hydration";

/** The landing page (spec §1, §2.3) with the guest flight-request form (§5, §7.2, §8.2). No guard: public. */

/** The fleet shown on the landing page (spec §9). */
const FLEET = [
  { key: "citation", name: "Citation Excellence", passengers: 8, rangeNm: 3500 },
  { key: "legacy", name: "Legacy 650E", passengers: 12, rangeNm: 3900 },
  { key: "global", name: "Global 7500", passengers: 19, rangeNm: 7700 },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getT(context);
  const url = pageUrl(request);
  const today = todayInIstanbul();
  const sent = url.searchParams.get(SENT_PARAM);
  return {
    title: t("site.meta.homeTitle"),
    description: t("meta.defaultDescription"),
    canonical: `${publicBaseUrl()}/`,
    locale: getLanguage(context),
    today,
    maxDate: maxDepartureDate(today),
    sentKey: sent ? sent.slice(0, 20) : null,
    contact: await knownContact(request),
  };
}

/** The landing page hydrates on the first interaction (decision 013): its first load is HTML and CSS only. */
export const handle: DeferHydrationHandle = { deferHydration: true };

/** The POST intents of this page (the access matrix has a row for each). */
export const intents = ["flight-request", "price-preview"] as const;

/** The request, or the indicative price of the trip typed (decision 046). */
export async function action({ request, context }: Route.ActionArgs) {
  return homeAction({ request, context });
}

/** A price look-up writes nothing: the page's data stays as it is. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "price-preview") return false;
  return defaultShouldRevalidate;
}

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mb-10 max-w-2xl">
      <h2 id={id} className="text-3xl font-semibold tracking-tight text-primary">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg text-muted-foreground">{intro}</p> : null}
    </div>
  );
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const steps = [
    { icon: Send, title: t("site.howItWorks.step1Title"), text: t("site.howItWorks.step1Text") },
    { icon: CreditCard, title: t("site.howItWorks.step2Title"), text: t("site.howItWorks.step2Text") },
    { icon: PlaneTakeoff, title: t("site.howItWorks.step3Title"), text: t("site.howItWorks.step3Text") },
  ];
  const services = [
    { icon: HeartHandshake, title: t("site.services.conciergeTitle"), text: t("site.services.conciergeText") },
    { icon: Car, title: t("site.services.chauffeurTitle"), text: t("site.services.chauffeurText") },
    { icon: UtensilsCrossed, title: t("site.services.cateringTitle"), text: t("site.services.cateringText") },
    { icon: Zap, title: t("site.services.lastMinuteTitle"), text: t("site.services.lastMinuteText") },
  ];
  const about = [
    { icon: ShieldCheck, title: t("site.about.safetyTitle"), text: t("site.about.safetyText") },
    { icon: Sofa, title: t("site.about.comfortTitle"), text: t("site.about.comfortText") },
    { icon: Clock, title: t("site.about.scheduleTitle"), text: t("site.about.scheduleText") },
  ];
  return (
    <PublicLayout>
      {/* hero */}
      <section aria-labelledby="hero-title" className="bg-gradient-to-br from-primary via-primary to-[#132f57] text-primary-foreground">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-[3fr_2fr] md:items-center md:py-24">
          <div className="flex flex-col gap-6">
            <p className="text-sm font-medium uppercase tracking-widest opacity-90">{t("site.hero.eyebrow")}</p>
            <h1 id="hero-title" className="max-w-2xl text-4xl font-semibold leading-tight md:text-5xl">
              {t("home.heroTitle")}
            </h1>
            <p className="max-w-xl text-lg opacity-90">{t("home.heroText")}</p>
            <div className="flex flex-wrap gap-3">
              <a href="#flight-request-form" className={buttonVariants({ variant: "accent", size: "lg" })}>
                {t("home.cta")}
              </a>
              <Link
                to="/bos-bacaklar"
                className={buttonVariants({ variant: "outline", size: "lg", className: "border-white/50 bg-transparent text-primary-foreground hover:bg-white/10" })}
              >
                {t("site.hero.secondaryCta")}
              </Link>
            </div>
          </div>
          <div className="rounded-xl border border-white/20 bg-white/10 p-6 backdrop-blur">
            <CalendarCheck aria-hidden="true" className="mb-3 size-8 text-accent" />
            <p className="text-xl font-semibold">{t("site.hero.promise")}</p>
            <p className="mt-2 text-sm opacity-90">{t("site.promise.text")}</p>
          </div>
        </div>
      </section>

      {/* how it works */}
      <section aria-labelledby="how-it-works-title" id="how-it-works" className="scroll-mt-24 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="how-it-works-title" title={t("site.howItWorks.title")} intro={t("site.howItWorks.intro")} />
          <ol className="grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <div className="mb-4 flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                    <step.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-sm font-medium text-muted-foreground">{t("site.howItWorks.stepLabel", { n: index + 1 })}</span>
                </div>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* fleet */}
      <section aria-labelledby="fleet-title" id="fleet" className="scroll-mt-24 bg-muted/40 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="fleet-title" title={t("site.fleet.title")} intro={t("site.fleet.intro")} />
          <ul className="grid gap-6 md:grid-cols-3">
            {FLEET.map((jet) => (
              <li key={jet.key} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
                <h3 className="text-xl font-semibold text-primary">{jet.name}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{t(`site.fleet.${jet.key}`)}</p>
                <dl className="mt-6 grid grid-cols-2 gap-4 border-t pt-4">
                  <div>
                    <dt className="flex items-center gap-1.5 text-xs uppercase tracking-wide text-muted-foreground">
                      <Users aria-hidden="true" className="size-3.5" />
                      {t("site.fleet.passengers")}
                    </dt>
                    <dd className="text-lg font-semibold">{t("site.fleet.passengersValue", { count: jet.passengers })}</dd>
                  </div>
                  <div>
                    <dt className="flex items-center gap-1.5 text-xs uppercase tracking-wide text-muted-foreground">
                      <Gauge aria-hidden="true" className="size-3.5" />
                      {t("site.fleet.range")}
                    </dt>
                    <dd className="text-lg font-semibold">{t("site.fleet.rangeValue", { value: formatNumber(jet.rangeNm, 0, locale) })}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* services */}
      <section aria-labelledby="services-title" id="services" className="scroll-mt-24 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="services-title" title={t("site.services.title")} intro={t("site.services.intro")} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {services.map((s) => (
              <li key={s.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <s.icon aria-hidden="true" className="mb-4 size-7 text-primary" />
                <h3 className="font-semibold">{s.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{s.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* the request form */}
      <section aria-labelledby="flight-request-title" className="scroll-mt-24 bg-muted/40 px-4 py-16 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 id="flight-request-title" className="text-3xl font-semibold tracking-tight text-primary">
              {t("site.request.title")}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">{t("site.request.intro")}</p>
            <div className="mt-8 rounded-xl border-l-4 border-accent bg-card p-6 shadow-sm">
              <h3 className="font-semibold">{t("site.promise.title")}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t("site.promise.text")}</p>
            </div>
          </div>
          <div className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
            {loaderData.sentKey ? <RequestSent sentKey={loaderData.sentKey} /> : null}
            <FlightRequestForm
              key={loaderData.sentKey ?? "new"}
              actionData={actionData}
              today={loaderData.today}
              maxDate={loaderData.maxDate}
              contact={loaderData.contact}
            />
          </div>
        </div>
      </section>

      {/* about */}
      <section aria-labelledby="about-title" id="about" className="scroll-mt-24 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="about-title" title={t("site.about.title")} intro={t("site.about.intro")} />
          <ul className="grid gap-6 md:grid-cols-3">
            {about.map((a) => (
              <li key={a.title} className="flex gap-4">
                <a.icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
                <div>
                  <h3 className="font-semibold">{a.title}</h3>
                  <p className="mt-1 text-muted-foreground">{a.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </PublicLayout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => publicPageMeta(loaderData);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
