import { z } from "zod";
import { parseLocalDate, todayInIstanbul } from "#app/lib/format";
import { isPrintable, uuid } from "./fields";

/**
 * The passenger manifest's forms (decision 053), on the customer's flight page and on the staff's manifest page:
 * one passenger added or corrected (`save-passenger`, a `passenger_id` to correct one) and one removed
 * (`remove-passenger`). Names as in the travel document; countries are ISO 3166-1 alpha-2 codes; the document
 * number is stored upper-case without spaces. Messages are translation keys.
 */
export const MANIFEST_INTENTS = ["save-passenger", "remove-passenger"] as const;

export const PASSENGER_SEXES = ["F", "M", "X"] as const;
export type PassengerSex = (typeof PASSENGER_SEXES)[number];
export const DOCUMENT_TYPES = ["passport", "national_id"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const PASSENGER_NAME_MAX = 80;
export const PASSENGER_NOTES_MAX = 500;
/** Letters of any script, with spaces, hyphens, apostrophes and dots between them. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
const DOCUMENT_NUMBER_PATTERN = /^[A-Z0-9]{5,20}$/;

let regionNames: Intl.DisplayNames | null = null;

/** Whether a code is an ISO 3166-1 alpha-2 region the runtime knows (TR, DE…). */
export function isCountryCode(code: string): boolean {
  // user-assigned and reserved codes the runtime still names (ZZ "Unknown Region", EU, UN…) are no country
  if (!/^[A-Z]{2}$/.test(code) || /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/.test(code)) return false;
  regionNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  try {
    return regionNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

const personName = (message: string) =>
  z
    .string({ error: "manifest.errors.nameRequired" })
    .trim()
    .min(1, "manifest.errors.nameRequired")
    .max(PASSENGER_NAME_MAX, "manifest.errors.nameLong")
    .refine((v) => NAME_PATTERN.test(v) && !/\s{2}/.test(v), message);

const country = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, message);

/** A calendar date `YYYY-MM-DD` between two years, inclusive. */
const calendarDate = (required: string, invalid: string, years: [number, number]) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => {
      const d = parseLocalDate(v);
      return d !== null && d.year >= years[0] && d.year <= years[1] && /^\d{4}-\d{2}-\d{2}$/.test(v);
    }, invalid);

export const savePassengerSchema = z
  .object({
    intent: z.literal("save-passenger"),
    passenger_id: uuid("manifest.errors.notFound").optional(),
    given_names: personName("manifest.errors.givenNamesInvalid"),
    surname: personName("manifest.errors.surnameInvalid"),
    sex: z.enum(PASSENGER_SEXES, { error: "manifest.errors.sexRequired" }),
    nationality: country("manifest.errors.nationalityInvalid"),
    document_type: z.enum(DOCUMENT_TYPES, { error: "manifest.errors.documentTypeRequired" }),
    document_number: z
      .string({ error: "manifest.errors.documentNumberRequired" })
      .transform((v) => v.replace(/\s+/g, "").toUpperCase())
      .refine((v) => v.length > 0, "manifest.errors.documentNumberRequired")
      .refine((v) => DOCUMENT_NUMBER_PATTERN.test(v), "manifest.errors.documentNumberInvalid"),
    issuing_country: country("manifest.errors.issuingCountryInvalid"),
    document_expiry: calendarDate("manifest.errors.expiryRequired", "manifest.errors.expiryInvalid", [2000, 2100]),
    birth_date: calendarDate("manifest.errors.birthDateRequired", "manifest.errors.birthDateInvalid", [1900, 2100]),
    notes: z
      .string()
      .trim()
      .max(PASSENGER_NOTES_MAX, "manifest.errors.notesLong")
      .refine(isPrintable, "manifest.errors.textInvalid")
      .optional(),
  })
  .superRefine((v, ctx) => {
    // born today at the latest (in Istanbul), and the document not expired before the passenger was born
    if (v.birth_date > todayInIstanbul())
      ctx.addIssue({ code: "custom", path: ["birth_date"], message: "manifest.errors.birthDateFuture" });
    else if (v.document_expiry <= v.birth_date)
      ctx.addIssue({ code: "custom", path: ["document_expiry"], message: "manifest.errors.expiryInvalid" });
  });

export const removePassengerSchema = z.object({
  intent: z.literal("remove-passenger"),
  passenger_id: uuid("manifest.errors.notFound"),
});

export type SavePassengerValue = z.infer<typeof savePassengerSchema>;

/** The values a service stores for one passenger (no form fields). */
export interface PassengerInput {
  givenNames: string;
  surname: string;
  sex: PassengerSex;
  nationality: string;
  documentType: DocumentType;
  documentNumber: string;
  issuingCountry: string;
  documentExpiry: string;
  birthDate: string;
  notes: string | null;
}

export function toPassengerInput(v: SavePassengerValue): PassengerInput {
  return {
    givenNames: v.given_names,
    surname: v.surname,
    sex: v.sex,
    nationality: v.nationality,
    documentType: v.document_type,
    documentNumber: v.document_number,
    issuingCountry: v.issuing_country,
    documentExpiry: v.document_expiry,
    birthDate: v.birth_date,
    notes: v.notes || null,
  };
}
