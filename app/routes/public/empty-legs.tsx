import { Search } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/empty-legs";
import type { DeferHydrationHandle } from "#app/lib/deferred-hydration";
import { ErrorView, type ScreenHandle } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { DEFAULT_LEG_SORT } from "#app/lib/public-leg-sort";
import { PublicLayout } from "#app/components/public-layout";
import { PublicLegFacts, PublicLegHeader, usePublicLegPrice } from "#app/components/public-leg";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Spinner } from "#app/components/ui/spinner";
import { listHref } from "#app/lib/list-params";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { listPublicEmptyLegs, readPublicLegParams, type PublicLeg } from "#app/server/empty-legs/public-empty-legs.server";
import { pageUrl, publicBaseUrl } from "#app/server/platform/request.server";
import { publicPageMeta } from "#app/lib/seo";
import { airportName } from "#app/lib/airports";
import { useLocale } from "#app/lib/use-pending";
import { LegWatchSignup } from "#app/components/leg-watch-signup";
import { GUEST_WATCH_INTENT } from "#app/lib/schemas/leg-watch-form";
import { guestWatchAction, WATCH_SENT_PARAM } from "#app/server/empty-legs/leg-watch-forms.server";
import { watchFormConstraint } from "#app/server/empty-legs/leg-alerts.server";
import { cityPlaceSuggestions } from "#app/server/empty-legs/leg-watch-places.server";
import { clientIp } from "#app/server/platform/request.server";
import { badRequest } from "#app/server/platform/http.server";
import { areaTexts } from "#app/lib/browser-texts";
import type { TextsHandle } from "#app/locales/areas";

/** The public empty-leg listing (spec §2.21, §7.5): approved legs departing now or later. No guard: public. */

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getT(context);
  const url = pageUrl(request);
  const params = readPublicLegParams(url);
  const list = await listPublicEmptyLegs(params);
  return {
    ...list,
    q: params.q,
    sort: params.sort,
    title: t("site.meta.emptyLegsTitle"),
    description: t("site.meta.emptyLegsDescription"),
    canonical: `${publicBaseUrl()}/bos-bacaklar`,
    locale: getLanguage(context),
    watchSentKey: url.searchParams.get(WATCH_SENT_PARAM)?.slice(0, 20) ?? null,
    placeSuggestions: cityPlaceSuggestions(),
    watchConstraint: watchFormConstraint(true),
  };
}

/** The POST intents of this page: the guest's empty-leg alert sign-up (decision 027). */
export const intents = [GUEST_WATCH_INTENT] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== GUEST_WATCH_INTENT) badRequest();
  return guestWatchAction(form, { ip: clientIp(context), language: getLanguage(context), baseUrl: publicBaseUrl(), t: getT(context) });
}

function LegCard({ leg }: { leg: PublicLeg }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = usePublicLegPrice();
  return (
    <li className="flex flex-col rounded-xl border bg-card shadow-sm">
      <PublicLegHeader leg={leg} className="border-b p-5" />
      <PublicLegFacts leg={leg} className="flex-1 content-start p-5" />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t p-5">
        <p>
          <span className="sr-only">{t("site.legs.price")}: </span>
          <span className="text-xl font-semibold" data-testid="leg-price">
            {price(leg)}
          </span>
        </p>
        <Link
          to={`/bos-bacaklar/${leg.id}/talep`}
          className={buttonVariants({ size: "sm" })}
          aria-label={t("site.legs.bookLabel", { from: airportName(leg.departureAirport, locale), to: airportName(leg.arrivalAirport, locale) })}
        >
          {t("site.legs.book")}
        </Link>
      </div>
    </li>
  );
}

export default function EmptyLegs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/bos-bacaklar";
  const current = { q: loaderData.q, sort: loaderData.sort, page: loaderData.page };
  const defaults = { sort: DEFAULT_LEG_SORT };
  return (
    <PublicLayout>
      <section className="bg-primary px-4 py-12 text-primary-foreground sm:px-6">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-semibold md:text-4xl">{t("site.legs.title")}</h1>
          <p className="mt-3 max-w-2xl opacity-90">{t("site.legs.intro")}</p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Form method="get" role="search" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm md:flex-row md:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor="legs-q" className="text-sm font-medium">
              {t("site.legs.searchLabel")}
            </label>
            <Input id="legs-q" type="search" name="q" defaultValue={loaderData.q} placeholder={t("site.legs.searchPlaceholder")} maxLength={100} />
          </div>
          <div className="flex flex-col gap-1.5 md:w-64">
            <label htmlFor="legs-sort" className="text-sm font-medium">
              {t("site.legs.sortLabel")}
            </label>
            <Select
              id="legs-sort"
              name="sort"
              defaultValue={loaderData.sort}
              options={[
                { value: "departure_datetime", label: t("site.legs.sortDeparture") },
                { value: "price", label: t("site.legs.sortPrice") },
              ]}
            />
          </div>
          <Button type="submit">
            <Search aria-hidden="true" />
            {t("site.legs.apply")}
          </Button>
        </Form>

        <div className="mt-6 flex items-center justify-between gap-3" aria-live="polite">
          <p className="text-sm font-medium" data-testid="legs-count">
            {t(loaderData.capped ? "site.legs.foundCapped" : "site.legs.found", { count: loaderData.total })}
          </p>
          {loading ? <Spinner aria-label={t("common.loading")} /> : null}
          {loaderData.q ? (
            <Link to={listHref("/bos-bacaklar", current, { q: null }, defaults)} className="text-sm underline">
              {t("site.legs.clear")}
            </Link>
          ) : null}
        </div>

        {loaderData.legs.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed bg-card p-10 text-center">
            <h2 className="text-xl font-semibold">{t("site.legs.emptyTitle")}</h2>
            <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
              {loaderData.searching ? t("site.legs.emptySearch") : t("site.legs.emptyNone")}
            </p>
            <a href="/#flight-request-form" className={buttonVariants({ variant: "outline", className: "mt-6" })}>
              {t("site.legs.requestFlight")}
            </a>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.legs.map((leg) => (
              <LegCard key={leg.id} leg={leg} />
            ))}
          </ul>
        )}

        <div className="mt-8">
          <Pagination page={loaderData.page} pages={loaderData.pages} href={(page) => listHref("/bos-bacaklar", current, { page }, defaults)} />
        </div>

        <LegWatchSignup
          sentKey={loaderData.watchSentKey}
          actionData={actionData}
          suggestions={loaderData.placeSuggestions}
          constraint={loaderData.watchConstraint}
        />
      </div>
    </PublicLayout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => publicPageMeta(loaderData);

/** The screen's own "could not be loaded" text, also shown by its layout when the layout's loader failed first. */
/** Like the landing page, the public listing hydrates on the first interaction (decision 013). */
export const handle = { loadFailed: "emptyLegs", deferHydration: true, texts: "legs" } satisfies ScreenHandle &
  DeferHydrationHandle &
  TextsHandle;
/** The texts of the empty-leg pages are loaded before a client navigation here renders (decision 035). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("legs")];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} loadFailed="emptyLegs" />;
}
