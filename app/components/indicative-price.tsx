import { useEffect, useRef, type ChangeEvent } from "react";
import { useFetcher } from "react-router";
import { Wallet } from "#app/components/icons";
import { Button } from "#app/components/ui/button";
import { useTranslation } from "#app/lib/use-translation";
import type { GuestFormActionData } from "#app/server/brokerage/guest-request.server";

/**
 * The guest's indicative price (decision 046) beside the request form. Without JavaScript the "Fiyatı gör" button
 * posts the whole form with the price intent and the page answers the ranges with every field kept; with it, the
 * trip fields are sent by a fetcher as they change (debounced), and the button asks at once.
 */

export const PRICE_PREVIEW_INTENT = "price-preview";
const TRIP_FIELDS = ["departure_city", "arrival_city", "departure_date", "departure_time", "passenger_count"] as const;
const DEBOUNCE_MS = 400;

/** The fetcher that asks for the price, and the form's change handler that feeds it. */
export function useIndicativePrice(action: string) {
  const fetcher = useFetcher<GuestFormActionData>();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSent = useRef<string | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const ask = (form: HTMLFormElement, force = false) => {
    const all = new FormData(form);
    const trip = new FormData();
    trip.set("intent", PRICE_PREVIEW_INTENT);
    for (const name of TRIP_FIELDS) trip.set(name, String(all.get(name) ?? ""));
    // nothing to price until the route and the day are there
    if (!trip.get("departure_city") || !trip.get("arrival_city") || !trip.get("departure_date")) return;
    const key = new URLSearchParams(trip as unknown as Record<string, string>).toString();
    if (!force && key === lastSent.current) return;
    lastSent.current = key;
    void fetcher.submit(trip, { method: "post", action });
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name;
    if (!name || !(TRIP_FIELDS as readonly string[]).includes(name)) return;
    const form = event.currentTarget;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => ask(form), DEBOUNCE_MS);
  };

  return { fetcher, onChange, askNow: (form: HTMLFormElement) => ask(form, true) };
}

export function IndicativePricePanel({
  answer,
  busy,
  onAsk,
}: {
  /** the latest answer: the fetcher's, else the page's action data of a price post */
  answer: GuestFormActionData | undefined;
  busy: boolean;
  /** with JavaScript: ask through the fetcher instead of posting the page */
  onAsk?: (form: HTMLFormElement) => void;
}) {
  const { t } = useTranslation();
  const price = answer?.price ?? null;
  let body: React.ReactNode;
  if (answer?.formError) body = <p className="text-sm text-destructive">{answer.formError}</p>;
  else if (!answer || answer.price === undefined) body = <p className="text-sm text-muted-foreground">{t("site.price.empty")}</p>;
  else if (!price) body = <p className="text-sm text-muted-foreground">{t("site.price.invalid")}</p>;
  else if (price.ranges.length === 0) body = <p className="text-sm">{t("site.price.none")}</p>;
  else
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          {t("site.price.route", { from: price.from, to: price.to, passengers: price.passengers })}
        </p>
        <dl className="mt-2 grid gap-1">
          {price.ranges.map((r) => (
            <div key={`${r.category}-${r.currency}`} className="flex flex-wrap justify-between gap-x-4">
              <dt className="font-medium">{r.label}</dt>
              <dd className="tabular-nums">{r.text}</dd>
            </div>
          ))}
        </dl>
      </>
    );
  return (
    <section aria-labelledby="indicative-price-title" className="rounded-md border border-accent/40 bg-accent/5 p-4 sm:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="indicative-price-title" className="font-semibold">
          {t("site.price.title")}
        </h3>
        <Button
          type="submit"
          name="intent"
          value={PRICE_PREVIEW_INTENT}
          formNoValidate
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={
            onAsk
              ? (event) => {
                  const form = event.currentTarget.form;
                  if (!form) return;
                  event.preventDefault();
                  onAsk(form);
                }
              : undefined
          }
        >
          <Wallet aria-hidden="true" />
          {busy ? t("site.price.showing") : t("site.price.show")}
        </Button>
      </div>
      <div id="indicative-price" aria-live="polite" className="mt-2">
        {body}
      </div>
      <p className="mt-2 text-xs text-muted-foreground">{t("site.price.note")}</p>
    </section>
  );
}
