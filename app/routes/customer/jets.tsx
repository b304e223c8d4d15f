import { ArrowLeft, CalendarPlus, Gauge, MapPin, Plane, RouteIcon, Users, Wallet } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/jets";
import { ErrorView } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { Badge } from "#app/components/ui/badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#app/components/ui/card";
import { Select } from "#app/components/ui/select";
import { CAPACITY_BANDS, CATALOGUE_CATEGORY_CHIPS, JET_CATEGORY_LABEL_KEY } from "#app/lib/domain/jet-category";
import { formatNumber, formatPercent, formatPrice, JET_HOURLY_RATE_CURRENCY } from "#app/lib/format";
import { choiceParam, listHref } from "#app/lib/list-params";
import { privatePageMeta } from "#app/lib/seo";
import { useLocale } from "#app/lib/use-pending";
import { cn } from "#app/lib/utils";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { getT } from "#app/server/platform/i18n.server";
import { listCatalogue, type CatalogueJet } from "#app/server/fleet/jet-catalogue.server";
import { AIRPORT_CITIES, cityName } from "#app/lib/airports";
import { Duration } from "#app/components/flight-card";
import { fromPlace } from "#app/lib/turkish-suffix";

const CITY_NAMES = AIRPORT_CITIES.map((c) => c.city);
import { pageUrl } from "#app/server/platform/request.server";

/**
 * Customer → jet catalogue (spec §2.20): the `jets` table with the category chips (all, then every category of the
 * dictionary, decision 049; the stored category) and the capacity bands (by the upper bound of the passenger range),
 * both GET forms; cards with availability ('Müsait' / 'Rezerve'), passenger range, range, speed, hourly rate and
 * features; "reserve" opens the wizard with the jet chosen and is disabled for a reserved jet. With a departure city
 * chosen (`?from=`), each card shows the positioning leg the jet needs from where it is, its block time and its
 * billed line (charter engine, decision 036). Read-only.
 */
export const INTENTS = [] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request);
  const url = pageUrl(request);
  const category = choiceParam(url, "category", CATALOGUE_CATEGORY_CHIPS);
  const capacity = choiceParam(url, "capacity", CAPACITY_BANDS);
  const from = choiceParam(url, "from", CITY_NAMES);
  const { jets, window } = await listCatalogue({ category, capacity, from, page: url.searchParams.get("page") });
  return { title: getT(context)("wizard.catalogue.pageTitle"), category, capacity, from, jets, ...window };
}

function Fact({ icon: Icon, label, value }: { icon: typeof Plane; label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </dt>
      <dd className="text-sm font-medium">{value}</dd>
    </div>
  );
}

/** Where the jet must fly from to depart from the chosen city, with its block time and billed line. */
function PositioningNote({ positioning }: { positioning: NonNullable<CatalogueJet["positioning"]> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (positioning.kind === "none") {
    return (
      <p className="text-sm text-muted-foreground" data-testid="positioning">
        {t("wizard.catalogue.noPositioning")}
      </p>
    );
  }
  const city = cityName(positioning.from, locale);
  if (positioning.kind === "impossible") {
    return (
      <p className="text-sm text-muted-foreground" data-testid="positioning">
        {t("wizard.catalogue.positioningImpossible", { city, to: cityName(positioning.to, locale) })}
      </p>
    );
  }
  return (
    <p className="text-sm" data-testid="positioning">
      <span className="font-medium">{t("wizard.summary.positioningLine", { place: fromPlace(city, locale) })}</span>
      {": "}
      {t("wizard.summary.blockTime")} <Duration minutes={positioning.minutes} />
      {" · "}
      {formatPrice(positioning.amount, positioning.currency, locale)}{" "}
      <span className="text-muted-foreground">
        ({t("wizard.summary.positioningShare", { percent: formatPercent(positioning.rateShare, locale) })})
      </span>
    </p>
  );
}

function JetCard({ jet }: { jet: CatalogueJet }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = `${jet.manufacturer} ${jet.model}`;
  const headingId = `jet-${jet.id}`;
  return (
    <li>
      <Card aria-labelledby={headingId} role="article" className="h-full" data-testid="jet-card">
        <CardHeader>
          <CardTitle as="h2" id={headingId} className="text-lg">
            {name}
          </CardTitle>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{t(JET_CATEGORY_LABEL_KEY[jet.category])}</Badge>
            <span className="sr-only">{t("wizard.catalogue.availability")}: </span>
            {jet.available ? (
              <Badge variant="success">{t("wizard.catalogue.available")}</Badge>
            ) : (
              <Badge variant="warning">{t("wizard.catalogue.reserved")}</Badge>
            )}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3">
            <Fact
              icon={Users}
              label={t("wizard.catalogue.passengers")}
              value={t("wizard.catalogue.passengerRange", { min: jet.minPassengers, max: jet.seatCapacity })}
            />
            <Fact
              icon={RouteIcon}
              label={t("wizard.catalogue.range")}
              value={t("wizard.catalogue.rangeValue", { km: formatNumber(jet.rangeKm, 0, locale) })}
            />
            <Fact
              icon={Gauge}
              label={t("wizard.catalogue.speed")}
              value={t("wizard.catalogue.speedValue", { kmh: formatNumber(jet.maxSpeedKmh, 0, locale) })}
            />
            <Fact
              icon={Wallet}
              label={t("wizard.catalogue.hourlyRate")}
              value={formatPrice(jet.hourlyRate, JET_HOURLY_RATE_CURRENCY, locale)}
            />
            <Fact
              icon={MapPin}
              label={t("wizard.catalogue.position")}
              value={t(jet.airborne ? "wizard.catalogue.positionAirborne" : "wizard.catalogue.positionAt", {
                city: cityName(jet.position, locale),
              })}
            />
          </dl>
          {jet.positioning ? <PositioningNote positioning={jet.positioning} /> : null}
          <div className="flex flex-col gap-1">
            <h3 className="text-xs text-muted-foreground">{t("wizard.catalogue.features")}</h3>
            {jet.features.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5">
                {jet.features.map((feature) => (
                  <li key={feature}>
                    <Badge variant="secondary">{feature}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t("wizard.catalogue.noFeatures")}</p>
            )}
          </div>
        </CardContent>
        <CardFooter className="flex flex-col items-stretch gap-2">
          {jet.available ? (
            <Link
              to={`/dashboard/reservation?jetId=${jet.id}`}
              className={buttonVariants({ variant: "default" })}
              aria-label={t("wizard.catalogue.reserveFor", { jet: name })}
            >
              <CalendarPlus aria-hidden="true" />
              {t("wizard.catalogue.reserve")}
            </Link>
          ) : (
            <>
              <Button type="button" disabled aria-describedby={`${headingId}-reserved`}>
                <CalendarPlus aria-hidden="true" />
                {t("wizard.catalogue.reserve")}
              </Button>
              <p id={`${headingId}-reserved`} className="text-sm text-muted-foreground">
                {t("wizard.catalogue.reservedHint")}
              </p>
            </>
          )}
        </CardFooter>
      </Card>
    </li>
  );
}

export default function JetCatalogue({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { jets, category, capacity, from, page, pages, total } = loaderData;
  const locale = useLocale();
  const current = { category, capacity, from, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/dashboard/jets", current, changes);
  const chips = [null, ...CATALOGUE_CATEGORY_CHIPS] as const;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <Link to="/dashboard" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "self-start")}>
          <ArrowLeft aria-hidden="true" />
          {t("wizard.catalogue.back")}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-primary">{t("wizard.catalogue.title")}</h1>
        <p className="text-muted-foreground">{t("wizard.catalogue.description")}</p>
      </div>

      <Form method="get" aria-label={t("wizard.catalogue.filters")} className="flex flex-col gap-4 rounded-lg border bg-card p-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t("wizard.catalogue.category")}</legend>
          <div className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <button
                key={chip ?? "all"}
                type="submit"
                name="category"
                value={chip ?? ""}
                aria-pressed={category === chip}
                className={cn(buttonVariants({ variant: category === chip ? "default" : "outline", size: "sm" }), "rounded-full")}
              >
                {chip ? t(JET_CATEGORY_LABEL_KEY[chip]) : t("wizard.catalogue.allCategories")}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-2 text-sm font-medium">
            {t("wizard.catalogue.capacity")}
            <Select
              name="capacity"
              defaultValue={capacity ?? ""}
              wrapperClassName="min-w-56"
              options={[
                { value: "", label: t("wizard.catalogue.allCapacities") },
                ...CAPACITY_BANDS.map((band) => ({ value: band, label: t(`wizard.catalogue.capacityBands.${band}`) })),
              ]}
            />
          </label>
          <label className="flex flex-col gap-2 text-sm font-medium">
            {t("wizard.catalogue.from")}
            <Select
              name="from"
              defaultValue={from ?? ""}
              wrapperClassName="min-w-56"
              options={[
                { value: "", label: t("wizard.catalogue.anyFrom") },
                ...AIRPORT_CITIES.map((c) => ({ value: c.city, label: cityName(c.city, locale) })),
              ]}
            />
          </label>
          {/* every submit button carries the category: a chip its own, this one the current one */}
          <Button type="submit" variant="secondary" name="category" value={category ?? ""}>
            {t("wizard.catalogue.filter")}
          </Button>
          {category || capacity || from ? (
            <Link to="/dashboard/jets" className={buttonVariants({ variant: "ghost" })}>
              {t("wizard.catalogue.clear")}
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="text-sm text-muted-foreground" role="status">
        {t("wizard.catalogue.total", { count: total })}
      </p>

      {jets.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
          <Plane aria-hidden="true" className="size-8 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t("wizard.catalogue.emptyTitle")}</h2>
          <p className="text-sm text-muted-foreground">{t("wizard.catalogue.emptyText")}</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jets.map((jet) => (
            <JetCard key={jet.id} jet={jet} />
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} href={(p) => href({ page: p })} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/dashboard" />;
}
