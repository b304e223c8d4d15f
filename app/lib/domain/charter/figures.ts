/**
 * The planning figures of the charter engine, in one place (decision 036). Every price and every time the product
 * computes for a flight comes from these through the engine's modules; change a figure here and every screen,
 * document and the demo data follow.
 */
import type { JetCategory } from "#app/lib/domain/jet-category";

/** Flights follow airways, not the great circle: the distance flown is the great-circle distance plus this share. */
export const ROUTING_ALLOWANCE = 0.07;

/** Taxi-out plus taxi-in of one sector (one take-off and one landing), in minutes. */
export const TAXI_MINUTES_PER_SECTOR = 12;

/** Block times are planned in steps of this many minutes, rounded up. */
export const BLOCK_ROUNDING_MINUTES = 5;

/** Share of the published range held back (reserves, alternates, winds): the usable range is the rest. */
export const RANGE_RESERVE = 0.1;

/** Ground time of a technical (fuel) stop, between its landing and its take-off, in minutes. */
export const TECH_STOP_GROUND_MINUTES = 45;

/** A leg may need at most this many technical stops; beyond it the jet is not offered for the leg. */
export const MAX_TECH_STOPS = 1;

/** Minimum time between a jet's arrival and its next departure (cleaning, catering, fuel, crew), in minutes. */
export const TURNAROUND_MINUTES = 45;

/** Minimum billable flight time per flight day of a trip, in minutes (operators commonly bill 1–2 hours). */
export const MINIMUM_BILLABLE_MINUTES_PER_DAY = 120;

/** Positioning (ferry) legs are billed at this share of the hourly rate. */
export const POSITIONING_RATE_SHARE = 0.75;

/** A scheduled leg may last at most this long from departure to arrival (longer is an input error). */
export const MAX_LEG_MINUTES = 24 * 60;

/**
 * Planning cruise speeds (true airspeed) per category, in km/h: turboprop ~280 kt, very light ~340, light ~400,
 * midsize ~430, super-midsize ~450, heavy ~470, ultra long range ~480 (1 kt = 1.852 km/h, rounded to 5 km/h).
 * A jet's own cruise speed, when staff set one, wins over its category's.
 */
export const CRUISE_KMH_BY_CATEGORY: Readonly<Record<JetCategory, number>> = {
  turboprop: 520,
  very_light: 630,
  light: 740,
  midsize: 795,
  super_midsize: 835,
  heavy: 870,
  ultra_long_range: 890,
};

/** A broker's quote further than this share from the engine's estimate for its jet and trip is marked for staff. */
export const PRICE_SIGNAL_TOLERANCE = 0.35;
