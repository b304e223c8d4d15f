import { useTranslation } from "#app/lib/use-translation";
import { StatusBadge } from "#app/components/status-badge";
import { hoursAndMinutes, type FlightCard } from "#app/lib/domain/customer-flight";
import { CUSTOMER_WORD_LOOK, reservationWord } from "#app/lib/domain/customer-status-words";
import { cityName } from "#app/lib/airports";
import { formatPlaceDate, formatPlaceDateTime, formatPlaceTime, placeDateInput, type PlaceTime } from "#app/lib/format";
import { useLocale } from "#app/lib/use-pending";

/** A duration as "2 sa 50 dk". */
export function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  return <>{t("myFlights.card.durationValue", hoursAndMinutes(minutes))}</>;
}

/** The services a flight includes (catering, ground transport), or "none". */
export function ServicesText({ flight }: { flight: Pick<FlightCard, "catering" | "groundTransport"> }) {
  const { t } = useTranslation();
  const services = [
    flight.catering ? t("myFlights.card.catering") : null,
    flight.groundTransport ? t("myFlights.card.groundTransport") : null,
  ].filter(Boolean);
  return <>{services.length > 0 ? services.join(", ") : t("myFlights.card.noServices")}</>;
}

/**
 * An arrival at its airport: the clock and zone ("11:00 BST"), with the date too when it is another day there
 * than the departure's day at its own airport.
 */
export function formatArrival(arrival: PlaceTime, departure: PlaceTime, locale: "tr" | "en"): string {
  return placeDateInput(arrival) === placeDateInput(departure) ? formatPlaceTime(arrival, locale) : formatPlaceDateTime(arrival, locale);
}

/**
 * A customer's flight as a card (spec §2.20 "Upcoming flights", "History"): the reservation code as flight
 * number, aircraft, status, departure and arrival (each in its airport's local time, with the zone) with cities and airports, date, duration,
 * passengers and included services. `actions` are the card's links (details, PDF, rebook).
 */
export function FlightCardView({ flight, actions, extra }: { flight: FlightCard; actions: React.ReactNode; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `flight-${flight.id}-title`;
  return (
    <article aria-labelledby={headingId} data-flight-id={flight.id} className="flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-primary">
            <span className="sr-only">{t("myFlights.card.flightNumber")}: </span>
            <span className="font-mono">{flight.code}</span>
            <span className="ml-2 font-normal text-muted-foreground">
              {t("myFlights.card.route", { from: cityName(flight.from, locale), to: cityName(flight.to, locale) })}
            </span>
          </h2>
          <p className="text-sm text-muted-foreground">
            <span className="sr-only">{t("myFlights.card.aircraft")}: </span>
            {flight.jet ?? t("myFlights.card.jetNotAssigned")}
          </p>
        </div>
        <div>
          <span className="sr-only">{t("myFlights.card.status")}: </span>
          <StatusBadge look={CUSTOMER_WORD_LOOK[reservationWord(flight.status)]} />
        </div>
      </header>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t("myFlights.card.departure")}</dt>
          <dd>
            <span className="font-medium tabular-nums">
              <time dateTime={flight.departure.at}>{formatPlaceTime(flight.departure, locale)}</time>
            </span>{" "}
            {cityName(flight.from, locale)} <span className="text-muted-foreground">({flight.fromAirport})</span>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t("myFlights.card.arrival")}</dt>
          <dd>
            <span className="font-medium tabular-nums">
              {flight.arrival ? (
                <time dateTime={flight.arrival.at}>{formatArrival(flight.arrival, flight.departure, locale)}</time>
              ) : (
                t("myFlights.card.arrivalUnknown")
              )}
            </span>{" "}
            {cityName(flight.to, locale)} <span className="text-muted-foreground">({flight.toAirport})</span>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t("myFlights.card.date")}</dt>
          <dd className="font-medium tabular-nums">{formatPlaceDate(flight.departure, locale)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t("myFlights.card.duration")}</dt>
          <dd className="font-medium">
            <Duration minutes={flight.durationMinutes} />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t("myFlights.card.passengers")}</dt>
          <dd className="font-medium">{t("myFlights.card.passengersValue", { count: flight.passengerCount })}</dd>
        </div>
        <div className="flex flex-col gap-0.5 lg:col-span-2">
          <dt className="text-muted-foreground">{t("myFlights.card.services")}</dt>
          <dd className="font-medium">
            <ServicesText flight={flight} />
          </dd>
        </div>
        {extra}
      </dl>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </article>
  );
}
