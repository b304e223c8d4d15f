import { z } from "zod";
import { AIRPORT_CITIES, distanceBetweenCities, findCity } from "#app/lib/airports";
import { CRUISE_KMH_BY_CATEGORY } from "#app/lib/domain/charter/figures";
import { JET_CATEGORIES, type JetCategory } from "#app/lib/domain/jet-category";
import { CURRENCIES, parseInteger, type Currency } from "#app/lib/format";
import { amount, optionalText, recordVersion, requiredText, uuid } from "./fields";

/**
 * The forms of the staff fleet and route books (/admin/jets, /admin/routes; spec §3, §5, §9; decision 018),
 * shared by server and browser. Messages are translation keys (`fleet.errors.*`, `validation.*`).
 */
const E = "fleet.errors";

export const JET_OWNERSHIPS = ["owned", "leased", "managed"] as const;
export type JetOwnership = (typeof JET_OWNERSHIPS)[number];

export const FLEET_LIMITS = {
  text: 100,
  yearMin: 1960,
  passengersMax: 50,
  rangeMin: 100,
  rangeMax: 20_000,
  speedMin: 100,
  speedMax: 1_200,
  features: 20,
  featureLength: 60,
  featuresText: 1_500,
  imageUrl: 500,
  distanceMax: 20_000,
  distanceReason: 200,
} as const;

/** The cities of the airport list, as the forms offer them. */
const CITY_NAMES = AIRPORT_CITIES.map((c) => c.city) as [string, ...string[]];

/** The new-jet defaults of spec §9: this year, 6 seats, 1000 km, 800 km/h, 5000 TL an hour, owned. */
export function newJetDefaults(now: Date = new Date()) {
  return {
    year_manufactured: String(now.getUTCFullYear()),
    seat_capacity: "6",
    min_passengers: "1",
    range_km: "1000",
    max_speed_kmh: "800",
    hourly_rate: "5000",
    ownership_type: "owned" as JetOwnership,
    category: "midsize" as const,
    // the category's planning cruise speed (decision 036), which staff may correct
    cruise_kmh: String(CRUISE_KMH_BY_CATEGORY.midsize),
    // where a new jet is based until staff say otherwise (decision 036)
    home_base: "İstanbul",
  };
}

/** The cruise speed a jet form stores: the one typed, else the category's planning figure (decision 036). */
export function cruiseKmhFor(category: JetCategory, typed: number | undefined): number {
  return typed ?? CRUISE_KMH_BY_CATEGORY[category];
}

/** A whole number typed into a text box, within [min, max]. */
const wholeNumber = (min: () => number, max: () => number, message: string) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(7, message)
    .refine((v) => {
      const n = parseInteger(v);
      return n !== null && n >= min() && n <= max();
    }, message)
    .transform((v) => parseInteger(v)!);

/**
 * A civil aircraft registration (tail number) as ICAO annex 7 writes it: a nationality prefix and a mark,
 * usually joined by a hyphen ("TC-UFK", "9H-VJA", "D-AXYZ", "N650GX"); stored upper-case.
 */
export const REGISTRATION_PATTERN = /^(?=.{3,10}$)[A-Z0-9]{1,3}-?[A-Z0-9]{1,6}$/;

export function normalizeRegistration(raw: string): string {
  return raw.trim().toLocaleUpperCase("en-US");
}

/** Comma-separated features as a list: trimmed, empty items dropped, repeats (ignoring case) kept once. */
export function parseFeatures(text: string | undefined | null): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of text.split(",")) {
    const value = item.trim().replace(/\s+/g, " ");
    if (!value) continue;
    const key = value.toLocaleLowerCase("tr");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** An image address the screens may show: an absolute https URL with a host and no user name or password. */
export function isSafeImageUrl(raw: string): boolean {
  if (raw.length > FLEET_LIMITS.imageUrl || /\s/.test(raw)) return false;
  try {
    const url = new URL(raw);
    return url.protocol === "https:" && url.hostname.includes(".") && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const jetFields = {
  manufacturer: requiredText(FLEET_LIMITS.text),
  model: requiredText(FLEET_LIMITS.text),
  registration: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .transform(normalizeRegistration)
    .refine((v) => REGISTRATION_PATTERN.test(v), `${E}.registration`),
  year_manufactured: wholeNumber(
    () => FLEET_LIMITS.yearMin,
    () => new Date().getUTCFullYear() + 1,
    `${E}.year`,
  ),
  category: z.enum(JET_CATEGORIES, { error: "validation.invalidChoice" }),
  min_passengers: wholeNumber(
    () => 1,
    () => FLEET_LIMITS.passengersMax,
    `${E}.passengers`,
  ),
  seat_capacity: wholeNumber(
    () => 1,
    () => FLEET_LIMITS.passengersMax,
    `${E}.passengers`,
  ),
  range_km: wholeNumber(
    () => FLEET_LIMITS.rangeMin,
    () => FLEET_LIMITS.rangeMax,
    `${E}.range`,
  ),
  max_speed_kmh: wholeNumber(
    () => FLEET_LIMITS.speedMin,
    () => FLEET_LIMITS.speedMax,
    `${E}.speed`,
  ),
  /** the planning cruise speed the charter engine times legs with; empty → the category's figure (decision 036) */
  cruise_kmh: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    wholeNumber(
      () => FLEET_LIMITS.speedMin,
      () => FLEET_LIMITS.speedMax,
      `${E}.cruise`,
    ).optional(),
  ),
  hourly_rate: amount(),
  ownership_type: z.enum(JET_OWNERSHIPS, { error: "validation.invalidChoice" }),
  /** the city the jet starts from before its first flight (decision 036) */
  home_base: z.enum(CITY_NAMES, { error: `${E}.homeBase` }),
  features: optionalText(FLEET_LIMITS.featuresText).superRefine((v, ctx) => {
    const list = parseFeatures(v);
    if (list.length > FLEET_LIMITS.features) ctx.addIssue({ code: "custom", message: `${E}.featuresTooMany` });
    else if (list.some((f) => f.length > FLEET_LIMITS.featureLength)) ctx.addIssue({ code: "custom", message: `${E}.featureTooLong` });
  }),
  image_url: z
    .string()
    .trim()
    .refine((v) => isSafeImageUrl(v), `${E}.imageUrl`)
    .optional(),
};

const passengerRange = (
  value: { min_passengers: number; seat_capacity: number; category: JetCategory; max_speed_kmh: number; cruise_kmh?: number },
  ctx: z.RefinementCtx,
) => {
  if (value.min_passengers > value.seat_capacity) {
    ctx.addIssue({ code: "custom", path: ["min_passengers"], message: `${E}.passengerRange` });
  }
  // a jet cruises below its top speed: the typed figure, or the category's one the form would store
  if (cruiseKmhFor(value.category, value.cruise_kmh) > value.max_speed_kmh) {
    ctx.addIssue({ code: "custom", path: ["cruise_kmh"], message: `${E}.cruiseAboveMax` });
  }
};

/** The jet fields alone (the browser's check of both the add and the edit form). */
export const jetFieldsSchema = z.object(jetFields).superRefine(passengerRange);
export type JetFieldsInput = z.input<typeof jetFieldsSchema>;
export type JetFieldsOutput = z.output<typeof jetFieldsSchema>;

export const createJetSchema = z.object({ intent: z.literal("create"), ...jetFields }).superRefine(passengerRange);

export const updateJetSchema = z
  .object({ intent: z.literal("update"), id: uuid(`${E}.jetNotFound`), version: recordVersion(), ...jetFields })
  .superRefine(passengerRange);

/** The per-row changes of /admin/jets: availability on or off, and delete after a confirmation. */
export const jetChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("toggle"), id: uuid(`${E}.jetNotFound`), version: recordVersion() }),
  // without `confirm=yes` the screen first asks (the no-JavaScript confirmation step)
  z.object({ intent: z.literal("delete"), id: uuid(`${E}.jetNotFound`), confirm: z.literal("yes").optional() }),
]);

export type JetFormValue = z.infer<typeof createJetSchema>;

/** The stored columns of a valid jet form (the only data it can write). */
export function jetData(v: Omit<JetFormValue, "intent">) {
  return {
    manufacturer: v.manufacturer,
    model: v.model,
    registration: v.registration,
    yearManufactured: v.year_manufactured,
    category: v.category,
    minPassengers: v.min_passengers,
    seatCapacity: v.seat_capacity,
    rangeKm: v.range_km,
    maxSpeedKmh: v.max_speed_kmh,
    cruiseKmh: cruiseKmhFor(v.category, v.cruise_kmh),
    hourlyRate: v.hourly_rate.toFixed(2),
    ownershipType: v.ownership_type,
    homeBase: v.home_base,
    features: parseFeatures(v.features),
    imageUrl: v.image_url ?? null,
  };
}

/** Every POST intent of /admin/jets (the access matrix has a row for each). */
export const JET_INTENTS = ["create", "update", "toggle", "delete"] as const;

// ───────────── routes ─────────────

const routeFields = {
  departure_city: z.enum(CITY_NAMES, { error: `${E}.city` }),
  arrival_city: z.enum(CITY_NAMES, { error: `${E}.city` }),
  base_price: amount(),
  currency: z.enum(CURRENCIES as readonly [Currency, ...Currency[]], { error: "validation.invalidChoice" }).default("TRY"),
  /** empty: the great-circle distance between the two airports */
  distance_km: wholeNumber(
    () => 1,
    () => FLEET_LIMITS.distanceMax,
    `${E}.distance`,
  ).optional(),
  distance_reason: optionalText(FLEET_LIMITS.distanceReason),
};

type RouteShape = { departure_city: string; arrival_city: string; distance_km?: number; distance_reason?: string };

const routeRules = (value: RouteShape, ctx: z.RefinementCtx) => {
  if (value.departure_city === value.arrival_city) {
    ctx.addIssue({ code: "custom", path: ["arrival_city"], message: `${E}.sameCity` });
    return;
  }
  const computed = distanceBetweenCities(value.departure_city, value.arrival_city);
  if (value.distance_km !== undefined && value.distance_km !== computed && !value.distance_reason) {
    ctx.addIssue({ code: "custom", path: ["distance_reason"], message: `${E}.distanceReason` });
  }
};

/** The route fields alone (the browser's check of both the add and the edit form). */
export const routeFieldsSchema = z.object(routeFields).superRefine(routeRules);
export type RouteFieldsInput = z.input<typeof routeFieldsSchema>;
export type RouteFieldsOutput = z.output<typeof routeFieldsSchema>;

export const createRouteSchema = z.object({ intent: z.literal("create"), ...routeFields }).superRefine(routeRules);

export const updateRouteSchema = z
  .object({ intent: z.literal("update"), id: uuid(`${E}.routeNotFound`), version: recordVersion(), ...routeFields })
  .superRefine(routeRules);

export type RouteFormValue = z.infer<typeof createRouteSchema>;

/**
 * The stored columns of a valid route form: countries and airports from the airport data, the distance the
 * great-circle one unless overridden (then with its reason).
 */
export function routeData(v: Omit<RouteFormValue, "intent">) {
  const from = findCity(v.departure_city)!;
  const to = findCity(v.arrival_city)!;
  const computed = distanceBetweenCities(from.city, to.city)!;
  const overridden = v.distance_km !== undefined && v.distance_km !== computed;
  return {
    departureCity: from.city,
    departureCountry: from.country,
    departureAirport: `${from.name} (${from.iata})`,
    arrivalCity: to.city,
    arrivalCountry: to.country,
    arrivalAirport: `${to.name} (${to.iata})`,
    distanceKm: overridden ? v.distance_km! : computed,
    distanceReason: overridden ? v.distance_reason! : null,
    basePrice: v.base_price.toFixed(2),
    currency: v.currency,
  };
}

/** Every POST intent of /admin/routes (the access matrix has a row for each). */
export const ROUTE_INTENTS = ["create", "update"] as const;
