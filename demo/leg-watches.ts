import type { PrismaClient } from "#app/generated/prisma/client";
import { AIRPORT_CITIES } from "#app/lib/airports";
import { toLocalDateInput } from "#app/lib/format";
import { demoId } from "./id";

/**
 * Demo empty-leg watches (decision 027): the demo customer's İstanbul → Nice and a confirmed guest's
 * İstanbul → Londra, so /dashboard/alerts has content and the access matrix has a watch that is not the demo
 * customer's. Stable ids; a second run adds nothing.
 */
const DAY = 86_400_000;

function cityEnd(city: string) {
  const airports = AIRPORT_CITIES.filter((a) => a.city === city);
  const first = airports[0]!;
  return {
    kind: "city",
    label: city,
    city,
    codes: airports.flatMap((a) => [a.icao, a.iata]),
    points: airports.map((a) => ({ code: a.icao, latitude: a.latitude, longitude: a.longitude })),
    latitude: first.latitude,
    longitude: first.longitude,
  };
}

function columns(from: ReturnType<typeof cityEnd>, to: ReturnType<typeof cityEnd>) {
  return {
    fromKind: from.kind,
    fromLabel: from.label,
    fromCity: from.city,
    fromCodes: from.codes,
    fromPoints: from.points,
    fromLatitude: from.latitude,
    fromLongitude: from.longitude,
    toKind: to.kind,
    toLabel: to.label,
    toCity: to.city,
    toCodes: to.codes,
    toPoints: to.points,
    toLatitude: to.latitude,
    toLongitude: to.longitude,
  };
}

export async function seedDemoLegWatches(prisma: PrismaClient, now: Date = new Date()) {
  const customer = await prisma.user.findUnique({ where: { email: "musteri@ufukjet.test" }, select: { id: true } });
  const day = (offset: number) => new Date(`${toLocalDateInput(new Date(now.getTime() + offset * DAY))}T00:00:00.000Z`);
  const rows = [
    ...(customer
      ? [
          {
            id: demoId("leg-watch", "musteri-istanbul-nice"),
            userId: customer.id,
            status: "active" as const,
            confirmedAt: now,
            ...columns(cityEnd("İstanbul"), cityEnd("Nice")),
            dateFrom: day(1),
            dateTo: day(60),
            passengers: 2,
          },
        ]
      : []),
    {
      id: demoId("leg-watch", "guest-istanbul-londra"),
      guestEmail: "alarm.misafir@example.com",
      status: "active" as const,
      confirmedAt: now,
      ...columns(cityEnd("İstanbul"), cityEnd("Londra")),
      dateFrom: day(2),
      dateTo: day(40),
      passengers: 4,
    },
  ];
  await prisma.legWatch.createMany({ data: rows, skipDuplicates: true });
}
