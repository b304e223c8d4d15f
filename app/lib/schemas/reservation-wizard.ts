import { z } from "zod";
import { findCity } from "#app/lib/airports";
import { WIZARD_EXTRAS, type WizardExtra } from "#app/lib/domain/pricing";
import { FALLBACK_PLACE_ZONE, parseLocalDate, todayInIstanbul } from "#app/lib/format";
import { MAX_DAYS_AHEAD, SPECIAL_REQUESTS_MAX, maxDepartureDate } from "#app/lib/schemas/flight-request";
import { isPrintable, UUID_PATTERN } from "#app/lib/schemas/fields";
import { GUEST_DEFAULT_DEPARTURE_TIME } from "#app/lib/domain/quote-terms";
import { clockProblem } from "#app/lib/schemas/guest-trip";

/**
 * The customer's reservation wizard (/dashboard/reservation, spec §2.20, §4, §5; decision 017). It works without
 * JavaScript: every step is a POST of the whole draft (the fields of the other steps ride along as hidden
 * fields), the server checks the steps up to the one being left and answers with the next step, or with 400 and
 * the field errors. Messages are translation keys.
 */

export const WIZARD_STEPS = [1, 2, 3] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The POST intents of the wizard. */
export const WIZARD_INTENTS = ["continue", "back", "pick-route", "add-leg", "confirm"] as const;
export type WizardIntent = (typeof WIZARD_INTENTS)[number];

export const FLIGHT_TYPES = ["one_way", "round_trip", "multi_city"] as const;
export type FlightType = (typeof FLIGHT_TYPES)[number];

/** Spec §2.20 and §9: passengers 1 to 20. */
export const WIZARD_PASSENGERS = { min: 1, max: 20, default: 1 } as const;

/** A multi-city trip: the first leg plus at most this many further legs. */
export const MAX_EXTRA_LEGS = 4;

/** How many characters of one raw field the draft keeps for redisplay (longer input is refused anyway). */
const RAW_MAX = SPECIAL_REQUESTS_MAX + 100;

const TRUE_VALUES = ["1", "on", "true"];
const FALSE_VALUES = ["0", "off", "false"];

/** A checkbox or a `1`/`0` query parameter → ticked or not. */
export function isTicked(value: string | null | undefined): boolean {
  return !!value && TRUE_VALUES.includes(value);
}

export interface DraftLeg {
  departure_city: string;
  arrival_city: string;
  departure_date: string;
}

/** The draft exactly as typed (strings), to show it again after any step. */
export interface WizardDraft {
  idempotency_key: string;
  flight_type: string;
  departure_city: string;
  arrival_city: string;
  departure_date: string;
  /** the preferred time of the first departure, `HH:MM` at its airport */
  departure_time: string;
  return_date: string;
  legs: DraftLeg[];
  passenger_count: string;
  jet_id: string;
  catering: string;
  ground_transport: string;
  vip_lounge: string;
  special_requests: string;
}

export const EMPTY_LEG: DraftLeg = { departure_city: "", arrival_city: "", departure_date: "" };

export function emptyDraft(): WizardDraft {
  return {
    idempotency_key: "",
    flight_type: "one_way",
    departure_city: "",
    arrival_city: "",
    departure_date: "",
    departure_time: GUEST_DEFAULT_DEPARTURE_TIME,
    return_date: "",
    legs: [],
    passenger_count: String(WIZARD_PASSENGERS.default),
    jet_id: "",
    catering: "",
    ground_transport: "",
    vip_lounge: "",
    special_requests: "",
  };
}

const one = (form: FormData | URLSearchParams, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, RAW_MAX) : "";
};

/** The draft carried by a POST (unknown fields are ignored; at most MAX_EXTRA_LEGS further legs are kept). */
export function readDraft(form: FormData): WizardDraft {
  const legs: DraftLeg[] = [];
  for (let i = 0; i < MAX_EXTRA_LEGS; i++) {
    const leg = {
      departure_city: one(form, `legs[${i}].departure_city`),
      arrival_city: one(form, `legs[${i}].arrival_city`),
      departure_date: one(form, `legs[${i}].departure_date`),
    };
    legs.push(leg);
  }
  for (let last = legs.at(-1); last && isBlankLeg(last); last = legs.at(-1)) legs.pop();
  return {
    idempotency_key: one(form, "idempotency_key"),
    flight_type: one(form, "flight_type"),
    departure_city: one(form, "departure_city"),
    arrival_city: one(form, "arrival_city"),
    departure_date: one(form, "departure_date"),
    departure_time: one(form, "departure_time"),
    return_date: one(form, "return_date"),
    legs,
    passenger_count: one(form, "passenger_count"),
    jet_id: one(form, "jet_id"),
    catering: one(form, "catering"),
    ground_transport: one(form, "ground_transport"),
    vip_lounge: one(form, "vip_lounge"),
    special_requests: one(form, "special_requests"),
  };
}

export function isBlankLeg(leg: DraftLeg): boolean {
  return !leg.departure_city.trim() && !leg.arrival_city.trim() && !leg.departure_date.trim();
}

/**
 * The draft a GET starts from (spec: the history page's "rebook" links and the catalogue's reserve button):
 * `from`, `to`, `passengers`, `jetId`, `catering` and `groundTransport` (1/0). Values are only prefilled;
 * the first continue checks them like typed ones.
 */
export function draftFromQuery(url: URL): WizardDraft {
  const draft = emptyDraft();
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 100);
  const from = findCity(get("from"));
  const to = findCity(get("to"));
  draft.departure_city = from?.city ?? get("from");
  draft.arrival_city = to?.city ?? get("to");
  const passengers = get("passengers");
  if (/^\d{1,2}$/.test(passengers)) draft.passenger_count = String(Number(passengers));
  const jetId = get("jetId");
  if (UUID_PATTERN.test(jetId)) draft.jet_id = jetId.toLowerCase();
  if (isTicked(get("catering"))) draft.catering = "1";
  if (isTicked(get("groundTransport"))) draft.ground_transport = "1";
  return draft;
}

// ───────────── validation ─────────────

export const WIZARD_ERRORS = {
  required: "validation.required",
  invalid: "validation.invalid",
  invalidChoice: "validation.invalidChoice",
  tooLong: "validation.tooLong",
  unknownCity: "wizard.errors.unknownCity",
  sameCity: "wizard.errors.sameCity",
  date: "wizard.errors.invalidDate",
  pastDate: "wizard.errors.pastDate",
  farDate: "wizard.errors.farDate",
  returnRequired: "wizard.errors.returnRequired",
  returnBeforeDeparture: "wizard.errors.returnAfterDeparture",
  legRequired: "wizard.errors.legRequired",
  legsTooMany: "wizard.errors.legsTooMany",
  legOrder: "wizard.errors.legOrder",
  passengers: "wizard.errors.passengers",
  step: "wizard.errors.step",
  draftKey: "wizard.errors.draftKey",
} as const;

const text = z.string({ error: WIZARD_ERRORS.invalid }).optional();
const legShape = z.object({ departure_city: text, arrival_city: text, departure_date: text });

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: string, message: string) => ctx.addIssue({ code: "custom", path: path.split("."), message });
const present = (value: string | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** A leg's cities and date as the airport list names them. */
export interface TripLeg {
  from: string;
  to: string;
  /** `YYYY-MM-DD` (Istanbul) */
  date: string;
  /** the preferred time at the departure airport (`HH:MM`; the first leg's, when typed); else the default hour */
  time?: string | null;
}

export interface WizardValue {
  flight_type: FlightType;
  passenger_count: number;
  jet_id: string | null;
  /** every leg of the trip in order: one-way 1, round trip 2 (out and back), multi-city 2 to 5 */
  legs: [TripLeg, ...TripLeg[]];
  extras: Record<WizardExtra, boolean>;
  special_requests: string | null;
  idempotency_key: string | null;
}

/**
 * The wizard's checks up to step `upTo` (1: flight, 2: add-ons and requests, 3: the confirmation's draft key).
 * `today` (Istanbul, `YYYY-MM-DD`) is read when a submission is checked unless given (tests).
 */
export function createWizardSchema(options: { upTo: WizardStep; today?: () => string; now?: () => Date }) {
  const today = options.today ?? (() => todayInIstanbul());
  const clockNow = options.now ?? (() => new Date());
  return z
    .object({
      idempotency_key: text,
      flight_type: text,
      departure_city: text,
      arrival_city: text,
      departure_date: text,
      departure_time: text,
      return_date: text,
      legs: z.array(legShape.optional(), { error: WIZARD_ERRORS.invalid }).max(MAX_EXTRA_LEGS, WIZARD_ERRORS.legsTooMany).optional(),
      passenger_count: text,
      jet_id: text,
      catering: text,
      ground_transport: text,
      vip_lounge: text,
      special_requests: text,
    })
    .superRefine((v, ctx) => {
      const now = today();
      const last = maxDepartureDate(now);
      for (const f of [
        "flight_type",
        "departure_city",
        "arrival_city",
        "departure_date",
        "departure_time",
        "return_date",
        "passenger_count",
        "jet_id",
      ] as const) {
        if (v[f] && !isPrintable(v[f])) issue(ctx, f, WIZARD_ERRORS.invalid);
      }
      const checkCity = (path: string, value: string | undefined) => {
        if (!present(value)) {
          issue(ctx, path, WIZARD_ERRORS.required);
          return undefined;
        }
        const city = value.trim().length > 100 ? undefined : findCity(value.trim());
        if (!city) issue(ctx, path, WIZARD_ERRORS.unknownCity);
        return city;
      };
      const checkDate = (path: string, value: string | undefined, missing: string = WIZARD_ERRORS.required) => {
        const date = present(value) ? value.trim() : "";
        const problem = !date
          ? missing
          : !parseLocalDate(date)
            ? WIZARD_ERRORS.date
            : date < now
              ? WIZARD_ERRORS.pastDate
              : date > last
                ? WIZARD_ERRORS.farDate
                : null;
        if (problem) issue(ctx, path, problem);
        return problem ? null : date;
      };

      // step 1: the flight
      const type = v.flight_type?.trim();
      if (!present(type)) issue(ctx, "flight_type", WIZARD_ERRORS.required);
      else if (!(FLIGHT_TYPES as readonly string[]).includes(type)) issue(ctx, "flight_type", WIZARD_ERRORS.invalidChoice);
      const from = checkCity("departure_city", v.departure_city);
      const to = checkCity("arrival_city", v.arrival_city);
      if (from && to && from.city === to.city) issue(ctx, "arrival_city", WIZARD_ERRORS.sameCity);
      const departure = checkDate("departure_date", v.departure_date);
      // the preferred time of the first departure, at its airport (decision 046); empty: the default hour
      if (present(v.departure_time)) {
        const problem = clockProblem(departure, v.departure_time.trim(), from?.timeZone ?? FALLBACK_PLACE_ZONE, { now: clockNow });
        if (problem) issue(ctx, "departure_time", problem);
      }
      if (type === "round_trip") {
        const back = checkDate("return_date", v.return_date, WIZARD_ERRORS.returnRequired);
        if (departure && back && back <= departure) issue(ctx, "return_date", WIZARD_ERRORS.returnBeforeDeparture);
      }
      if (type === "multi_city") {
        const legs = v.legs ?? [];
        let previous = departure;
        let filled = 0;
        legs.forEach((leg, i) => {
          if (!leg || (!present(leg.departure_city) && !present(leg.arrival_city) && !present(leg.departure_date))) return;
          filled++;
          for (const f of ["departure_city", "arrival_city", "departure_date"] as const) {
            if (leg[f] && !isPrintable(leg[f])) issue(ctx, `legs[${i}].${f}`, WIZARD_ERRORS.invalid);
          }
          const a = checkCity(`legs[${i}].departure_city`, leg.departure_city);
          const b = checkCity(`legs[${i}].arrival_city`, leg.arrival_city);
          if (a && b && a.city === b.city) issue(ctx, `legs[${i}].arrival_city`, WIZARD_ERRORS.sameCity);
          const date = checkDate(`legs[${i}].departure_date`, leg.departure_date);
          if (date && previous && date < previous) issue(ctx, `legs[${i}].departure_date`, WIZARD_ERRORS.legOrder);
          if (date) previous = date;
        });
        if (filled === 0) {
          issue(ctx, "legs[0].departure_city", WIZARD_ERRORS.legRequired);
        }
      }
      if (!present(v.passenger_count)) issue(ctx, "passenger_count", WIZARD_ERRORS.required);
      else {
        const raw = v.passenger_count.trim();
        const n = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
        if (!(n >= WIZARD_PASSENGERS.min && n <= WIZARD_PASSENGERS.max)) issue(ctx, "passenger_count", WIZARD_ERRORS.passengers);
      }
      if (present(v.jet_id) && !UUID_PATTERN.test(v.jet_id.trim())) issue(ctx, "jet_id", WIZARD_ERRORS.invalidChoice);

      // step 2: add-ons and requests
      if (options.upTo >= 2) {
        for (const extra of WIZARD_EXTRAS) {
          const value = v[extra];
          if (value !== undefined && !TRUE_VALUES.includes(value) && !FALSE_VALUES.includes(value))
            issue(ctx, extra, WIZARD_ERRORS.invalidChoice);
        }
        const notes = v.special_requests ?? "";
        if (notes.trim().length > SPECIAL_REQUESTS_MAX) issue(ctx, "special_requests", WIZARD_ERRORS.tooLong);
        else if (!isPrintable(notes)) issue(ctx, "special_requests", WIZARD_ERRORS.invalid);
      }

      // step 3: the draft's key, which makes a second confirmation of the same draft write nothing
      if (options.upTo >= 3 && !(present(v.idempotency_key) && UUID_PATTERN.test(v.idempotency_key.trim()))) {
        issue(ctx, "idempotency_key", WIZARD_ERRORS.draftKey);
      }
    })
    .transform((v): WizardValue => {
      const type = v.flight_type!.trim() as FlightType;
      const from = findCity(v.departure_city!.trim())!.city;
      const to = findCity(v.arrival_city!.trim())!.city;
      const date = v.departure_date!.trim();
      const legs: WizardValue["legs"] = [{ from, to, date, ...(present(v.departure_time) ? { time: v.departure_time.trim() } : {}) }];
      if (type === "round_trip") legs.push({ from: to, to: from, date: v.return_date!.trim() });
      if (type === "multi_city") {
        for (const leg of v.legs ?? []) {
          if (!leg || !present(leg.departure_city)) continue;
          legs.push({
            from: findCity(leg.departure_city.trim())!.city,
            to: findCity(leg.arrival_city!.trim())!.city,
            date: leg.departure_date!.trim(),
          });
        }
      }
      const notes = v.special_requests?.trim();
      return {
        flight_type: type,
        passenger_count: Number(v.passenger_count!.trim()),
        jet_id: present(v.jet_id) ? v.jet_id.trim().toLowerCase() : null,
        legs,
        extras: {
          catering: isTicked(v.catering),
          ground_transport: isTicked(v.ground_transport),
          vip_lounge: isTicked(v.vip_lounge),
        },
        special_requests: notes ? notes : null,
        idempotency_key: present(v.idempotency_key) ? v.idempotency_key.trim().toLowerCase() : null,
      };
    });
}

/** The step a POST says it was on: 1 to 3, or null for anything else. */
export function parseStep(value: FormDataEntryValue | null): WizardStep | null {
  if (typeof value !== "string") return null;
  const n = Number(value);
  return (WIZARD_STEPS as readonly number[]).includes(n) && /^[123]$/.test(value) ? (n as WizardStep) : null;
}

export { MAX_DAYS_AHEAD };
