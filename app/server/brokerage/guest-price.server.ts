import type { RouterContextProvider } from "react-router";
import { pricePreviewSchema } from "#app/lib/schemas/guest-trip";
import { parseForm } from "#app/lib/schemas/parse";
import { flightRequestAction, reply } from "#app/server/brokerage/guest-request.server";
import { indicativePrice } from "#app/server/fleet/indicative-price.server";
import { badRequest } from "#app/server/platform/http.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { hitRateLimit } from "#app/server/platform/rate-limit.server";
import { clientIp } from "#app/server/platform/request.server";

/**
 * The landing page's form has two submit buttons (decision 046): "Talep Gönder" (intent `flight-request`, the
 * form's hidden field) and "Fiyatı gör" (its own `intent` value, `price-preview`, sent after the hidden one). The
 * price intent checks the trip fields alone, counts against its own per-IP limit, writes nothing and answers the
 * indicative price with every field kept; without JavaScript it is one more round trip, with it a fetcher sends the
 * trip fields as they are filled in.
 */

export const FLIGHT_REQUEST_INTENT = "flight-request";
export const PRICE_PREVIEW_INTENT = "price-preview";

/** Price look-ups allowed per client IP and window before the answer is 429 (a guest typing, with JavaScript). */
export const PRICE_PREVIEW_LIMIT = 120;
export const PRICE_PREVIEW_WINDOW_SECONDS = 60 * 60;

export function pricePreviewRateLimitKey(ip: string) {
  return `guest-price:ip:${ip}`;
}

type Ctx = Readonly<RouterContextProvider>;

/** The intent a post names: the submitter's value comes after the form's hidden field. */
export function postedIntent(form: FormData): string | null {
  const values = form.getAll("intent").filter((v): v is string => typeof v === "string");
  return values.at(-1) ?? null;
}

/** The indicative price of the trip typed: field errors (400), the limit (429), or the ranges (200). */
export async function pricePreviewAction(form: FormData, context: Ctx) {
  const t = getT(context);
  const submission = parseForm(form, { schema: pricePreviewSchema });
  if (submission.status !== "success") {
    return reply({ result: submission.reply(), formError: null, errorTitle: null, price: null }, 400);
  }
  const limit = await hitRateLimit(pricePreviewRateLimitKey(clientIp(context)), PRICE_PREVIEW_LIMIT, PRICE_PREVIEW_WINDOW_SECONDS);
  if (!limit.allowed) {
    return reply(
      {
        result: submission.reply(),
        formError: t("site.price.tooMany", { minutes: Math.ceil(limit.retryAfterSeconds / 60) }),
        errorTitle: t("site.request.errorTitle"),
        price: null,
      },
      429,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }
  const v = submission.value;
  const language = getLanguage(context);
  const price = await indicativePrice(
    { from: v.departure_city, to: v.arrival_city, departure: v.departure, day: v.departure_date, passengers: v.passenger_count },
    { t, locale: language === "en" ? "en" : "tr" },
  );
  return reply({ result: submission.reply(), formError: null, errorTitle: null, price }, 200);
}

/** The landing page's action: the request, or the indicative price. */
export async function homeAction({ request, context }: { request: Request; context: Ctx }) {
  const form = await request.formData();
  const intent = postedIntent(form);
  if (intent === PRICE_PREVIEW_INTENT) return pricePreviewAction(form, context);
  if (intent !== FLIGHT_REQUEST_INTENT) badRequest();
  return flightRequestAction({ form, context });
}
