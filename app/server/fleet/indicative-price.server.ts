import { distanceBetweenCities } from "#app/lib/airports";
import { indicativeRanges, type CategoryRange } from "#app/lib/domain/charter/indicative";
import { formatMoney, JET_HOURLY_RATE_CURRENCY, type AppLocale } from "#app/lib/format";
import { db } from "#app/server/platform/db/client.server";
import { jetPositionsAt } from "#app/server/fleet/jet-positions.server";

/**
 * The guest's indicative price (decision 046): per jet category, the range of the charter engine's estimate over the
 * active fleet's jets that can fly the trip, positioned from where each jet is at the departure. Reads only.
 */

/** The most jets one estimate looks at (the fleet is far smaller; a bound for a request anybody may send). */
const FLEET_BOUND = 200;

export interface IndicativeTripInput {
  from: string;
  to: string;
  /** the departure instant (where each jet is then) */
  departure: Date;
  /** the flight day at the departure airport, `YYYY-MM-DD` (for the day minimum) */
  day: string;
  passengers: number;
}

export interface IndicativeRangeView extends CategoryRange {
  /** the category's name in the page's language */
  label: string;
  /** "₺120.000 – ₺180.000", or one amount when min = max */
  text: string;
}

export interface IndicativePrice {
  from: string;
  to: string;
  passengers: number;
  ranges: IndicativeRangeView[];
}

/**
 * The key of a category's name under `aircraft.categories` ("very_light" → "veryLight"), as JET_CATEGORY_LABEL_KEY
 * writes it; built here so the landing page's modules carry no category texts (decision 035).
 */
export function labelKeyOf(category: CategoryRange["category"]): string {
  return category.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export async function indicativePrice(
  input: IndicativeTripInput,
  view: { t: (key: string) => string; locale: AppLocale },
): Promise<IndicativePrice> {
  const rows = await db().jet.findMany({
    where: { isAvailable: true, seatCapacity: { gte: input.passengers } },
    orderBy: [{ hourlyRate: "asc" }, { id: "asc" }],
    select: { id: true, category: true, rangeKm: true, cruiseKmh: true, seatCapacity: true, hourlyRate: true, homeBase: true },
    take: FLEET_BOUND,
  });
  const positions = await jetPositionsAt(rows, input.departure);
  const jets = rows.map((r) => ({
    id: r.id,
    category: r.category,
    rangeKm: r.rangeKm,
    cruiseKmh: r.cruiseKmh,
    seatCapacity: r.seatCapacity,
    hourlyRate: Number(r.hourlyRate),
    currency: JET_HOURLY_RATE_CURRENCY,
    position: positions.get(r.id) ?? r.homeBase,
  }));
  const ranges = indicativeRanges(
    jets,
    { from: input.from, to: input.to, day: input.day, passengers: input.passengers },
    distanceBetweenCities,
  );
  const { t } = view;
  const money = (amount: number, currency: CategoryRange["currency"]) => formatMoney(amount, currency, { decimals: 0 }, view.locale);
  return {
    from: input.from,
    to: input.to,
    passengers: input.passengers,
    ranges: ranges.map((r) => ({
      ...r,
      label: t(`aircraft.categories.${labelKeyOf(r.category)}`),
      text: r.min === r.max ? money(r.min, r.currency) : `${money(r.min, r.currency)} – ${money(r.max, r.currency)}`,
    })),
  };
}
