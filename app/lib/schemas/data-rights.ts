import { z } from "zod";
import { CORRECTION_FIELDS } from "#app/lib/domain/data-request";
import { isPrintable, passwordToCheck, uuid } from "./fields";

/**
 * The KVKK forms (decision 055), one schema each for the browser and the server: the customer's correction
 * request, erasure request and data download, and staff's answers on /admin/data-requests. Messages are
 * translation keys.
 */

export const REQUESTED_VALUE_MAX = 300;
export const DETAILS_MAX = 1000;
export const STAFF_NOTE_MAX = 500;

/** A free text of one or more lines: CRLF as LF, trimmed, printable. */
const freeText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, required).max(max, tooLong).refine(isPrintable, "validation.invalid"));

const optionalFreeText = (max: number, tooLong: string) =>
  z
    .string({ error: "validation.invalid" })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(max, tooLong).refine(isPrintable, "validation.invalid"))
    .optional()
    .transform((v) => (v ? v : null));

/** Which data is wrong, what it should be, and (optionally) why. */
export const correctionRequestSchema = z.object({
  intent: z.literal("request-correction", { error: "validation.invalidChoice" }),
  field: z.enum(CORRECTION_FIELDS, { error: "dataRights.correction.fieldRequired" }),
  requested_value: freeText(REQUESTED_VALUE_MAX, "dataRights.correction.valueRequired", "dataRights.correction.valueTooLong"),
  details: optionalFreeText(DETAILS_MAX, "dataRights.correction.detailsTooLong"),
});
export type CorrectionRequestValue = z.infer<typeof correctionRequestSchema>;

/** The word typed to confirm an erasure when the account has no password (either spelling of the dotted İ). */
export const ERASURE_WORDS = ["SİL", "SIL"] as const;

/**
 * The erasure's confirmation: the account's password, or — for an account without one (decision 047) — the word
 * "SİL". Which one applies is the account's, so the server checks that the right one came (`erasureProof`).
 */
export const erasureRequestSchema = z.object({
  intent: z.literal("request-erasure", { error: "validation.invalidChoice" }),
  password: passwordToCheck().optional(),
  confirmation: z
    .string()
    .trim()
    .max(20, "dataRights.erasure.confirmationWrong")
    .optional()
    .refine(
      (v) => v === undefined || (ERASURE_WORDS as readonly string[]).includes(v.toLocaleUpperCase("tr")),
      "dataRights.erasure.confirmationWrong",
    ),
  /** ticked: "I have read what is erased and what is kept" */
  understood: z.literal("on", { error: "dataRights.erasure.understoodRequired" }),
});
export type ErasureRequestValue = z.infer<typeof erasureRequestSchema>;

/** The download of everything held: no fields besides the intent. */
export const dataExportSchema = z.object({ intent: z.literal("export", { error: "validation.invalidChoice" }) });

export const DATA_EXPORT_INTENTS = ["export"] as const;
export const CORRECTION_INTENTS = ["request-correction"] as const;
export const ERASURE_INTENTS = ["request-erasure"] as const;

/** Staff: complete an open request (after changing the data, or running the erasure), or reject it with a reason. */
export const staffDataRequestSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("complete"),
      id: uuid("dataRights.errors.notFound"),
      note: optionalFreeText(STAFF_NOTE_MAX, "dataRights.staff.noteTooLong"),
    }),
    z.object({
      intent: z.literal("reject"),
      id: uuid("dataRights.errors.notFound"),
      note: freeText(STAFF_NOTE_MAX, "dataRights.staff.reasonRequired", "dataRights.staff.noteTooLong"),
    }),
  ],
  { error: "validation.invalidChoice" },
);
export const STAFF_DATA_REQUEST_INTENTS = ["complete", "reject"] as const;
