import { ArrowRight, CalendarClock, Plane, Users } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Badge } from "#app/components/ui/badge";
import { formatPlaceDateTime, formatPrice } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import type { PublicLeg } from "#app/server/empty-legs/public-empty-legs.server";
import { useLocale } from "#app/lib/use-pending";
import { airportName } from "#app/lib/airports";
import { aircraftTypeLabel } from "#app/lib/aircraft";

/** The price as guests see it: no decimals, currency code, or 'Fiyat Talep Edilir' (spec §2.21, §9). */
export function usePublicLegPrice() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (leg: Pick<PublicLeg, "price" | "currency">) =>
    leg.price === null ? t("site.legs.priceOnRequest") : formatPrice(leg.price, leg.currency, locale);
}

/** Aircraft type and model with the 'Müsait' badge; `titleId` labels the surrounding section. */
export function PublicLegHeader({ leg, titleId, className }: { leg: PublicLeg; titleId?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn("flex items-start justify-between gap-3", className)}>
      <div className="min-w-0">
        <h2 id={titleId} className="text-lg font-semibold text-primary">
          {aircraftTypeLabel(leg.aircraftType, t)}
        </h2>
        {leg.aircraftModel ? <p className="text-sm text-muted-foreground">{leg.aircraftModel}</p> : null}
      </div>
      <Badge variant="success">{t("site.legs.available")}</Badge>
    </div>
  );
}

/** Route, operator, departure (at its airport, with the zone), capacity, optionally the price, and notes of a published empty leg. */
export function PublicLegFacts({ leg, showPrice = false, className }: { leg: PublicLeg; showPrice?: boolean; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = usePublicLegPrice();
  return (
    <dl className={cn("grid gap-3 text-sm", className)}>
      <div>
        <dt className="sr-only">{t("site.legs.route")}</dt>
        <dd className="flex flex-wrap items-center gap-2 text-base font-medium">
          <Plane aria-hidden="true" className="size-4 text-muted-foreground" />
          <span>{airportName(leg.departureAirport, locale)}</span>
          <ArrowRight aria-label="→" className="size-4 text-muted-foreground" />
          <span>{airportName(leg.arrivalAirport, locale)}</span>
        </dd>
      </div>
      {leg.operatorName ? (
        <div className="flex gap-2">
          <dt className="text-muted-foreground">{t("site.legs.operator")}:</dt>
          <dd>{leg.operatorName}</dd>
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <dt>
          <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
          <span className="sr-only">{t("site.legs.departure")}</span>
        </dt>
        <dd>
          <time dateTime={leg.departureTime.at}>{formatPlaceDateTime(leg.departureTime, locale)}</time>
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt>
          <Users aria-hidden="true" className="size-4 text-muted-foreground" />
          <span className="sr-only">{t("site.legs.capacity")}</span>
        </dt>
        <dd>{leg.seatCapacity === null ? t("site.legs.noCapacity") : t("site.legs.capacityValue", { count: leg.seatCapacity })}</dd>
      </div>
      {showPrice ? (
        <div className="flex gap-2">
          <dt className="text-muted-foreground">{t("site.legs.price")}:</dt>
          <dd className="font-semibold">{price(leg)}</dd>
        </div>
      ) : null}
      {leg.notes ? (
        <div>
          <dt className="sr-only">{t("site.legs.notes")}</dt>
          <dd className="rounded-md bg-muted/60 p-3 text-muted-foreground">{leg.notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}
