import type { PrismaClient } from "#app/generated/prisma/client";
import type {
  BrokerQuoteStatus,
  Currency,
  CustomerSegment,
  JetCategory,
  JetOwnership,
  PaymentStatus,
  QuoteRequestStatus,
  ReservationStatus,
  Role,
} from "#app/generated/prisma/enums";
import { AIRPORT_CITIES, type AirportCity } from "#app/lib/airports";
import { estimatedBlockMinutesFor, planLeg, type PlannedJet } from "#app/lib/domain/charter/leg";
import { priceTrip } from "#app/lib/domain/charter/price";
import { greatCircleKm } from "#app/lib/geo";
import { hashPassword } from "#app/server/platform/auth/password.server";
import { demoId } from "#app/server/seed/demo-id.server";
import { seedDemoOffers } from "#app/server/seed/offers.server";
import { DEMO_FEED, demoFeedUrl } from "#app/server/brokerage/demo-feed.server";
import { flightMinutes } from "#app/lib/domain/customer-flight";
import { pointsForMinutes } from "#app/lib/domain/membership";
import { istanbulDateTime, parseLocalDate, todayInIstanbul } from "#app/lib/format";
import { seedConciergeDemo } from "#app/server/seed/concierge.server";
import { seedDemoLegWatches } from "#app/server/seed/leg-watches.server";

/**
 * The demo data set: five demo accounts (password DEMO_PASSWORD), brokers, the fleet, customers, routes,
 * quote requests with broker quotes, empty legs, reservations and payments, every date relative to `now`
 * so the data always looks current.
 *
 * Idempotent: every row has a fixed id derived from a name (`demoId`), and all inserts skip rows that are
 * already there, so a second call adds nothing and changes nothing. Rows that already exist under the
 * same natural key (e-mail, broker code, city pair) with another id are reused rather than duplicated.
 * All writes run in one transaction.
 */
export const DEMO_PASSWORD = "UfukJet!2026";

export const DEMO_ACCOUNTS = [
  { key: "admin", email: "admin@ufukjet.test", role: "admin", firstName: "Selin", lastName: "Aydın", phone: "+90 532 410 12 01" },
  {
    key: "operations",
    email: "operasyon@ufukjet.test",
    role: "operations",
    firstName: "Murat",
    lastName: "Kaya",
    phone: "+90 532 410 12 02",
  },
  {
    key: "broker",
    email: "broker@ufukjet.test",
    role: "broker",
    firstName: "Emre",
    lastName: "Demir",
    phone: "+90 533 627 45 10",
    broker: "ANADOLU",
  },
  {
    key: "broker2",
    email: "broker2@ufukjet.test",
    role: "broker",
    firstName: "Zeynep",
    lastName: "Koç",
    phone: "+90 535 781 33 20",
    broker: "BOSPHORUS",
  },
  {
    key: "customer",
    email: "musteri@ufukjet.test",
    role: "sales",
    firstName: "Ahmet",
    lastName: "Yılmaz",
    phone: "+90 532 555 10 01",
    customer: "ahmet",
  },
] as const satisfies ReadonlyArray<{
  key: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  broker?: string;
  customer?: string;
}>;

type AccountKey = (typeof DEMO_ACCOUNTS)[number]["key"];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// ───────────── fixed content ─────────────

const BROKERS = [
  {
    code: "ANADOLU",
    name: "Anadolu Jet Partners",
    isActive: true,
    apiEndpoint: null,
    apiKeyRequired: false,
    rateLimitPerMinute: 60,
    createdDaysAgo: 210,
  },
  {
    code: "BOSPHORUS",
    name: "Bosphorus Aviation Brokers",
    isActive: true,
    apiEndpoint: null,
    apiKeyRequired: false,
    rateLimitPerMinute: 60,
    createdDaysAgo: 180,
  },
  {
    code: "EGECHARTER",
    name: "Ege Charter Network",
    isActive: false,
    apiEndpoint: "https://api.egecharter.example/flights",
    apiKeyRequired: true,
    rateLimitPerMinute: 30,
    createdDaysAgo: 320,
  },
] as const;

type BrokerCode = (typeof BROKERS)[number]["code"];

type JetSpec = {
  key: string;
  manufacturer: string;
  model: string;
  year: number;
  seats: number;
  minPassengers: number;
  category: JetCategory;
  rangeKm: number;
  maxSpeedKmh: number;
  hourlyRate: number;
  ownership: JetOwnership;
  features: string[];
  available: boolean;
};

/** The three fleet aircraft of the landing page first; ranges converted from nautical miles. */
const JETS: JetSpec[] = [
  {
    key: "citation-excellence",
    manufacturer: "Cessna",
    model: "Citation Excellence",
    year: 2019,
    seats: 8,
    minPassengers: 4,
    category: "midsize",
    rangeKm: 6482,
    maxSpeedKmh: 815,
    hourlyRate: 165_000,
    ownership: "owned",
    features: ["Wi-Fi", "Catering", "Deri koltuk", "Kabin içi tuvalet"],
    available: true,
  },
  {
    key: "legacy-650e",
    manufacturer: "Embraer",
    model: "Legacy 650E",
    year: 2020,
    seats: 12,
    minPassengers: 6,
    category: "super_midsize",
    rangeKm: 7223,
    maxSpeedKmh: 834,
    hourlyRate: 245_000,
    ownership: "owned",
    features: ["Wi-Fi", "Tam yatar koltuk", "Catering", "Mutfak", "Geniş bagaj alanı"],
    available: true,
  },
  {
    key: "global-7500",
    manufacturer: "Bombardier",
    model: "Global 7500",
    year: 2022,
    seats: 19,
    minPassengers: 8,
    category: "ultra_long_range",
    rangeKm: 14260,
    maxSpeedKmh: 982,
    hourlyRate: 450_000,
    ownership: "managed",
    features: ["Wi-Fi", "Yatak odası", "Duş", "Tam yatar koltuk", "Catering", "Toplantı alanı"],
    available: true,
  },
  {
    key: "citation-cj3-plus",
    manufacturer: "Cessna",
    model: "Citation CJ3+",
    year: 2018,
    seats: 7,
    minPassengers: 2,
    category: "light",
    rangeKm: 3778,
    maxSpeedKmh: 778,
    hourlyRate: 150_000,
    ownership: "leased",
    features: ["Wi-Fi", "Deri koltuk", "Atıştırmalık servisi"],
    available: true,
  },
  {
    key: "challenger-350",
    manufacturer: "Bombardier",
    model: "Challenger 350",
    year: 2021,
    seats: 10,
    minPassengers: 6,
    category: "super_midsize",
    rangeKm: 5926,
    maxSpeedKmh: 870,
    hourlyRate: 230_000,
    ownership: "leased",
    features: ["Wi-Fi", "Tam yatar koltuk", "Catering", "Uydu telefonu"],
    available: true,
  },
  {
    key: "g650er",
    manufacturer: "Gulfstream",
    model: "G650ER",
    year: 2019,
    seats: 16,
    minPassengers: 8,
    category: "ultra_long_range",
    rangeKm: 13890,
    maxSpeedKmh: 982,
    hourlyRate: 420_000,
    ownership: "managed",
    features: ["Wi-Fi", "Yatak odası", "Tam yatar koltuk", "Catering", "Duş"],
    available: false,
  },
  {
    key: "falcon-7x",
    manufacturer: "Dassault",
    model: "Falcon 7X",
    year: 2017,
    seats: 14,
    minPassengers: 8,
    category: "heavy",
    rangeKm: 11020,
    maxSpeedKmh: 953,
    hourlyRate: 360_000,
    ownership: "managed",
    features: ["Wi-Fi", "Tam yatar koltuk", "Catering", "Mutfak"],
    available: true,
  },
  {
    key: "pc-24",
    manufacturer: "Pilatus",
    model: "PC-24",
    year: 2021,
    seats: 8,
    minPassengers: 2,
    category: "light",
    rangeKm: 3704,
    maxSpeedKmh: 815,
    hourlyRate: 150_000,
    ownership: "owned",
    features: ["Wi-Fi", "Kısa pist kabiliyeti", "Geniş kargo kapısı"],
    available: false,
  },
];

type CustomerSpec = {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company?: string;
  segment: CustomerSegment;
  vip: boolean;
  kyc: boolean;
  notes?: string;
  createdDaysAgo: number;
};

const CUSTOMERS: CustomerSpec[] = [
  {
    key: "ahmet",
    firstName: "Ahmet",
    lastName: "Yılmaz",
    email: "musteri@ufukjet.test",
    phone: "+90 532 555 10 01",
    company: "Yılmaz Holding",
    segment: "corporate",
    vip: true,
    kyc: true,
    notes: "Yönetim kurulu başkanı; uçuşlarda helal catering ve sessiz kabin tercih ediyor.",
    createdDaysAgo: 160,
  },
  {
    key: "irem",
    firstName: "İrem",
    lastName: "Şahin",
    email: "irem.sahin@example.com.tr",
    phone: "+90 533 214 45 67",
    segment: "vip",
    vip: true,
    kyc: true,
    notes: "Bodrum yazlığına düzenli uçuş yapıyor.",
    createdDaysAgo: 140,
  },
  {
    key: "gokhan",
    firstName: "Gökhan",
    lastName: "Öztürk",
    email: "gokhan.ozturk@example.com.tr",
    phone: "+90 532 318 90 12",
    company: "Öztürk Lojistik A.Ş.",
    segment: "corporate",
    vip: false,
    kyc: true,
    createdDaysAgo: 120,
  },
  {
    key: "isil",
    firstName: "Işıl",
    lastName: "Çelik",
    email: "isil.celik@example.com",
    phone: "+90 541 602 11 45",
    segment: "individual",
    vip: false,
    kyc: false,
    notes: "Küçük köpeğiyle seyahat ediyor.",
    createdDaysAgo: 25,
  },
  {
    key: "cagri",
    firstName: "Çağrı",
    lastName: "Aksoy",
    email: "cagri.aksoy@example.com.tr",
    phone: "+90 530 455 78 23",
    company: "Aksoy Turizm",
    segment: "agent",
    vip: false,
    kyc: true,
    createdDaysAgo: 200,
  },
  {
    key: "elif",
    firstName: "Elif",
    lastName: "Arslan",
    email: "elif.arslan@example.com",
    phone: "+90 533 871 20 09",
    segment: "vip",
    vip: true,
    kyc: true,
    createdDaysAgo: 95,
  },
  {
    key: "burak",
    firstName: "Burak",
    lastName: "Kılıç",
    email: "burak.kilic@example.com.tr",
    phone: "+90 532 700 14 88",
    company: "Kılıç Enerji",
    segment: "corporate",
    vip: false,
    kyc: true,
    createdDaysAgo: 88,
  },
  {
    key: "deniz",
    firstName: "Deniz",
    lastName: "Erdoğan",
    email: "deniz.erdogan@example.com",
    phone: "+90 544 312 67 90",
    segment: "individual",
    vip: false,
    kyc: false,
    createdDaysAgo: 12,
  },
  {
    key: "can",
    firstName: "Can",
    lastName: "Yıldız",
    email: "can.yildiz@example.com.tr",
    phone: "+90 535 226 41 73",
    segment: "vip",
    vip: true,
    kyc: true,
    notes: "Doğum günü sürprizleri için kabin süslemesi isteyebilir.",
    createdDaysAgo: 75,
  },
  {
    key: "ayse",
    firstName: "Ayşe",
    lastName: "Doğan",
    email: "ayse.dogan@example.com",
    phone: "+90 505 118 36 52",
    segment: "individual",
    vip: false,
    kyc: true,
    createdDaysAgo: 64,
  },
  {
    key: "mehmet",
    firstName: "Mehmet",
    lastName: "Özdemir",
    email: "mehmet.ozdemir@example.com.tr",
    phone: "+90 532 944 05 31",
    company: "Özdemir İnşaat",
    segment: "corporate",
    vip: true,
    kyc: true,
    createdDaysAgo: 150,
  },
  {
    key: "ece",
    firstName: "Ece",
    lastName: "Kurt",
    email: "ece.kurt@example.com.tr",
    phone: "+90 536 480 92 14",
    company: "Kurt Seyahat Acentesi",
    segment: "agent",
    vip: false,
    kyc: false,
    createdDaysAgo: 40,
  },
  {
    key: "oguz",
    firstName: "Oğuz",
    lastName: "Aydemir",
    email: "oguz.aydemir@example.com",
    phone: "+90 542 371 58 06",
    segment: "individual",
    vip: false,
    kyc: true,
    createdDaysAgo: 55,
  },
  {
    key: "sule",
    firstName: "Şule",
    lastName: "Polat",
    email: "sule.polat@example.com.tr",
    phone: "+90 533 609 77 41",
    segment: "vip",
    vip: true,
    kyc: true,
    createdDaysAgo: 110,
  },
  {
    key: "hakan",
    firstName: "Hakan",
    lastName: "Çetin",
    email: "hakan.cetin@example.com.tr",
    phone: "+90 532 251 83 60",
    company: "ÇETİN TEKSTİL SAN. VE TİC. A.Ş.",
    segment: "corporate",
    vip: false,
    kyc: true,
    createdDaysAgo: 130,
  },
  {
    key: "gizem",
    firstName: "Gizem",
    lastName: "Koçak",
    email: "gizem.kocak@example.com",
    phone: "+90 543 720 19 35",
    segment: "individual",
    vip: false,
    kyc: false,
    createdDaysAgo: 8,
  },
  {
    key: "serkan",
    firstName: "Serkan",
    lastName: "Yavuz",
    email: "serkan.yavuz@example.com.tr",
    phone: "+90 531 834 62 27",
    company: "Yavuz Travel",
    segment: "agent",
    vip: false,
    kyc: true,
    createdDaysAgo: 170,
  },
  {
    key: "nazli",
    firstName: "Nazlı",
    lastName: "Erkan",
    email: "nazli.erkan@example.com",
    phone: "+90 535 417 29 84",
    segment: "vip",
    vip: true,
    kyc: true,
    createdDaysAgo: 100,
  },
  {
    key: "tolga",
    firstName: "Tolga",
    lastName: "Güneş",
    email: "tolga.gunes@example.com.tr",
    phone: "+90 532 186 70 53",
    company: "Güneş Medya",
    segment: "corporate",
    vip: false,
    kyc: false,
    createdDaysAgo: 30,
  },
  {
    key: "pinar",
    firstName: "Pınar",
    lastName: "Aslan",
    email: "pinar.aslan@example.com",
    phone: "+90 546 293 14 68",
    segment: "individual",
    vip: false,
    kyc: true,
    createdDaysAgo: 70,
  },
  {
    key: "omer",
    firstName: "Ömer Faruk",
    lastName: "Tekin",
    email: "omerfaruk.tekin@example.com.tr",
    phone: "+90 532 677 41 02",
    company: "Tekin Gıda",
    segment: "corporate",
    vip: false,
    kyc: true,
    createdDaysAgo: 90,
  },
  {
    key: "leyla",
    firstName: "Leyla",
    lastName: "Karaca",
    email: "leyla.karaca@example.com",
    phone: null,
    segment: "individual",
    vip: false,
    kyc: false,
    createdDaysAgo: 18,
  },
  {
    key: "kerem",
    firstName: "Kerem",
    lastName: "Bulut",
    email: "kerem.bulut@example.com.tr",
    phone: "+90 533 502 86 17",
    segment: "vip",
    vip: true,
    kyc: true,
    createdDaysAgo: 60,
  },
  {
    key: "umit",
    firstName: "Ümit",
    lastName: "Güler",
    email: "umit.guler@example.com",
    phone: "+90 537 841 25 90",
    segment: "individual",
    vip: false,
    kyc: false,
    createdDaysAgo: 5,
  },
  {
    key: "alirza",
    firstName: "Ali Rıza",
    lastName: "Şimşek",
    email: "alirza.simsek@example.com.tr",
    phone: "+90 532 399 60 44",
    company: "Şimşek Holding",
    segment: "corporate",
    vip: true,
    kyc: true,
    notes: "Ekip uçuşlarında 10+ yolcu; fatura holding adına kesilir.",
    createdDaysAgo: 180,
  },
  {
    key: "khalid",
    firstName: "Khalid",
    lastName: "Al Mansouri",
    email: "khalid.almansouri@example.com",
    phone: "+971 50 412 7730",
    segment: "vip",
    vip: true,
    kyc: true,
    createdDaysAgo: 45,
  },
];

type CustomerKey = string;

/** Routes as [departure city, arrival city] (Turkish names of AIRPORT_CITIES). */
const ROUTES: Array<[string, string]> = [
  ["İstanbul", "Ankara"],
  ["İstanbul", "İzmir"],
  ["İstanbul", "Antalya"],
  ["İstanbul", "Bodrum"],
  ["İstanbul", "Dalaman"],
  ["İstanbul", "Trabzon"],
  ["Ankara", "Antalya"],
  ["İzmir", "Bodrum"],
  ["İstanbul", "Londra"],
  ["İstanbul", "Paris"],
  ["İstanbul", "Nice"],
  ["İstanbul", "Cenevre"],
  ["İstanbul", "Münih"],
  ["İstanbul", "Dubai"],
  ["İstanbul", "Doha"],
  ["Ankara", "Londra"],
  ["Antalya", "Münih"],
  ["Bodrum", "Londra"],
  ["Londra", "İstanbul"],
  ["Dubai", "İstanbul"],
  ["Bodrum", "İstanbul"],
  ["İzmir", "Atina"],
];

/** Route base price: 180 TRY per great-circle kilometre, rounded to 1 000 TRY, at least 45 000 TRY. */
const BASE_PRICE_PER_KM = 180;
const MIN_BASE_PRICE = 45_000;
const CATERING_PRICE = 18_500;
const GROUND_TRANSPORT_PRICE = 9_500;

const SPECIAL_REQUESTS = [
  "Havalimanında VIP karşılama ve araç transferi rica ediyoruz.",
  "Helal catering, taze meyve ve Türk kahvesi.",
  "Yolculardan biri tekerlekli sandalye kullanıyor; biniş desteği gerekli.",
  "Kabinde doğum günü pastası ve şampanya ikramı.",
  "Toplantı için sessiz kabin ve kesintisiz Wi-Fi şart.",
  "Küçük köpeğimizle seyahat edeceğiz (kafesli, 6 kg).",
  "Ekstra bagaj: iki golf çantası.",
  "Vegan ve glutensiz menü seçenekleri.",
  "Çocuk koltuğu ve bebek maması hazır olsun.",
  "Varışta helikopter transferi için bilgi istiyoruz.",
];

// ───────────── helpers ─────────────

function airport(city: string): AirportCity {
  const found = AIRPORT_CITIES.find((c) => c.city === city);
  if (!found) throw new Error(`Demo data: unknown city "${city}"`);
  return found;
}

function airportLabel(city: string) {
  const a = airport(city);
  return `${a.city} (${a.iata})`;
}

/** The broker company a demo broker account belongs to. */
function accountBroker(key: AccountKey): BrokerCode {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account || !("broker" in account)) throw new Error(`Demo data: "${key}" is not a broker account`);
  return account.broker;
}

function routeKey(from: string, to: string) {
  return `${from}→${to}`;
}

function roundTo(value: number, step: number) {
  return Math.round(value / step) * step;
}

/** Flight duration for arrival times: the charter engine's block time for the jet (a midsize jet's without one). */
function flightMs(distanceKm: number, jet: PlannedJet | null = null) {
  return estimatedBlockMinutesFor(distanceKm, jet) * 60_000;
}

/** A demo flight's price by the charter engine: hourly rate × billable block time, with the day minimum (decision 036). */
function enginePrice(distanceKm: number, jet: PlannedJet & { hourlyRate: number }, day: string): number {
  const plan = planLeg(distanceKm, jet);
  if (!plan.ok) return 0;
  return priceTrip(jet.hourlyRate * 100, [{ from: "", to: "", day, plan: plan.plan }]).totalCents / 100;
}

function clock(now: Date) {
  const today = parseLocalDate(todayInIstanbul(now));
  if (!today) throw new Error(`Demo data: no Istanbul day for ${now.toISOString()}`);
  const { year: y, month: m, day: d } = today;
  /** Istanbul wall-clock time `hour:minute` on the day `days` from today (Istanbul calendar). */
  const at = (days: number, hour: number, minute = 0) => {
    const day = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
    return istanbulDateTime(day, `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`)!;
  };
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const endOfToday = at(1, 0).getTime();
  /** Three departures later today (Istanbul time), evenly spread over what is left of the day. */
  const laterToday = (): [Date, Date, Date] => {
    const quarter = 15 * 60_000;
    const start = Math.ceil((now.getTime() + 30 * 60_000) / quarter) * quarter;
    if (start + 3 * quarter < endOfToday) {
      const step = Math.min(2.5 * HOUR, Math.floor((endOfToday - start) / 3 / quarter) * quarter);
      const stepAt = (k: number) => new Date(start + k * step);
      return [stepAt(0), stepAt(1), stepAt(2)];
    }
    const left = endOfToday - now.getTime();
    const shareAt = (k: number) => new Date(now.getTime() + Math.floor((left * k) / 4));
    return [shareAt(1), shareAt(2), shareAt(3)];
  };
  return { at, ago, laterToday };
}

// ───────────── the seed ─────────────

export async function seedDemo(prisma: PrismaClient, now: Date = new Date()): Promise<void> {
  const { at, ago, laterToday } = clock(now);

  // Rows that may already exist under their natural key with another id are reused.
  const accountEmails = DEMO_ACCOUNTS.map((a) => a.email);
  const customerEmails = CUSTOMERS.map((c) => c.email);
  const [existingUsers, existingBrokers, existingCustomers, existingRoutes] = await prisma.$transaction([
    prisma.user.findMany({ where: { email: { in: accountEmails } }, select: { id: true, email: true } }),
    prisma.broker.findMany({
      where: { code: { in: [...BROKERS.map((b) => b.code), DEMO_FEED.brokerCode] } },
      select: { id: true, code: true },
    }),
    prisma.customer.findMany({ where: { email: { in: customerEmails } }, select: { id: true, email: true } }),
    prisma.route.findMany({
      where: { OR: ROUTES.map(([from, to]) => ({ departureCity: from, arrivalCity: to })) },
      select: { id: true, departureCity: true, arrivalCity: true },
    }),
  ]);
  const userIdByEmail = new Map(existingUsers.map((u) => [u.email, u.id]));
  const brokerIdByCode = new Map(existingBrokers.map((b) => [b.code, b.id]));
  const customerIdByEmail = new Map(existingCustomers.map((c) => [c.email, c.id]));
  const routeIdByKey = new Map(existingRoutes.map((r) => [routeKey(r.departureCity, r.arrivalCity), r.id]));

  const userId = (key: AccountKey) => {
    const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
    return userIdByEmail.get(account.email) ?? demoId("user", account.email);
  };
  const brokerId = (code: BrokerCode) => brokerIdByCode.get(code) ?? demoId("broker", code);
  const customerSpec = (key: CustomerKey) => {
    const spec = CUSTOMERS.find((c) => c.key === key);
    if (!spec) throw new Error(`Demo data: unknown customer "${key}"`);
    return spec;
  };
  const customerId = (key: CustomerKey) => {
    const spec = customerSpec(key);
    return customerIdByEmail.get(spec.email) ?? demoId("customer", spec.email);
  };
  const jetSpec = (key: string) => {
    const spec = JETS.find((j) => j.key === key);
    if (!spec) throw new Error(`Demo data: unknown jet "${key}"`);
    return spec;
  };
  const jetId = (key: string) => demoId("jet", jetSpec(key).key);

  // Password hashing is slow: hash once, and only when an account is missing.
  const missingAccount = DEMO_ACCOUNTS.some((a) => !userIdByEmail.has(a.email));
  const passwordHash = missingAccount ? await hashPassword(DEMO_PASSWORD) : "";

  // ── brokers
  const brokers: Array<{
    id: string;
    name: string;
    code: string;
    apiEndpoint: string | null;
    apiKeyRequired: boolean;
    rateLimitPerMinute: number;
    isActive: boolean;
    lastSyncedAt: Date | null;
    lastSyncError: string | null;
    createdAt: Date;
  }> = BROKERS.map((b) => ({
    id: brokerId(b.code),
    name: b.name,
    code: b.code,
    apiEndpoint: b.apiEndpoint,
    apiKeyRequired: b.apiKeyRequired,
    rateLimitPerMinute: b.rateLimitPerMinute,
    isActive: b.isActive,
    lastSyncedAt: b.apiEndpoint ? ago(41 * DAY) : null,
    lastSyncError: b.apiEndpoint ? "Bağlantı zaman aşımına uğradı (30 sn)" : null,
    createdAt: ago(b.createdDaysAgo * DAY),
  }));

  // the demo partner whose feed the app serves itself (DEMO ONLY, app/server/brokerage/demo-feed.server.ts)
  brokers.push({
    id: brokerIdByCode.get(DEMO_FEED.brokerCode) ?? demoId("broker", DEMO_FEED.brokerCode),
    name: DEMO_FEED.brokerName,
    code: DEMO_FEED.brokerCode,
    apiEndpoint: demoFeedUrl(),
    apiKeyRequired: false,
    rateLimitPerMinute: 60,
    isActive: true,
    lastSyncedAt: null,
    lastSyncError: null,
    createdAt: ago(30 * DAY),
  });

  // ── users and profiles
  const users = DEMO_ACCOUNTS.map((a, index) => ({
    id: userId(a.key),
    email: a.email,
    passwordHash,
    emailVerifiedAt: ago((240 - index * 10) * DAY - HOUR),
    createdAt: ago((240 - index * 10) * DAY),
  }));
  const profiles = DEMO_ACCOUNTS.map((a, index) => {
    const customer = "customer" in a ? customerSpec(a.customer) : undefined;
    return {
      id: userId(a.key),
      role: a.role,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      phone: a.phone,
      brokerId: "broker" in a ? brokerId(a.broker) : null,
      customerId: customer ? customerId(customer.key) : null,
      isVip: customer?.vip ?? false,
      segment: customer?.segment ?? "individual",
      kycStatus: customer?.kyc ?? false,
      createdAt: ago((240 - index * 10) * DAY),
    };
  });

  // ── customers
  const customers = CUSTOMERS.map((c) => ({
    id: customerId(c.key),
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    companyName: c.company ?? null,
    segment: c.segment,
    notes: c.notes ?? null,
    isVip: c.vip,
    kycStatus: c.kyc,
    createdAt: ago(c.createdDaysAgo * DAY + 7 * HOUR),
  }));

  // ── jets
  const jets = JETS.map((j, index) => ({
    id: jetId(j.key),
    manufacturer: j.manufacturer,
    model: j.model,
    yearManufactured: j.year,
    seatCapacity: j.seats,
    minPassengers: j.minPassengers,
    category: j.category,
    rangeKm: j.rangeKm,
    maxSpeedKmh: j.maxSpeedKmh,
    hourlyRate: j.hourlyRate,
    ownershipType: j.ownership,
    features: j.features,
    isAvailable: j.available,
    createdAt: ago((365 - index * 20) * DAY),
  }));

  // ── routes
  const routeInfo = new Map<string, { id: string; distanceKm: number; basePrice: number }>();
  const routes = ROUTES.map(([from, to], index) => {
    const a = airport(from);
    const b = airport(to);
    const distanceKm = greatCircleKm(a, b);
    const basePrice = Math.max(MIN_BASE_PRICE, roundTo(distanceKm * BASE_PRICE_PER_KM, 1000));
    const id = routeIdByKey.get(routeKey(from, to)) ?? demoId("route", routeKey(from, to));
    routeInfo.set(routeKey(from, to), { id, distanceKm, basePrice });
    return {
      id,
      departureCity: a.city,
      departureCountry: a.country,
      departureAirport: `${a.name} (${a.iata})`,
      arrivalCity: b.city,
      arrivalCountry: b.country,
      arrivalAirport: `${b.name} (${b.iata})`,
      distanceKm,
      basePrice,
      currency: "TRY" as Currency,
      createdAt: ago((300 - index * 5) * DAY),
    };
  });
  const route = (from: string, to: string) => {
    const info = routeInfo.get(routeKey(from, to));
    if (!info) throw new Error(`Demo data: no route ${from} → ${to}`);
    return info;
  };

  // ── empty legs (created by the broker users; approved ones in the future are public)
  type LegSpec = {
    key: string;
    by: "broker" | "broker2";
    from: string;
    to: string;
    day: number;
    hour: number;
    type: string;
    model: string;
    operator: string;
    price: number | null;
    currency: Currency;
    seats: number | null;
    approved: boolean;
    noArrival?: boolean;
    notes?: string;
  };
  const LEGS: LegSpec[] = [
    {
      key: "bodrum-istanbul",
      by: "broker",
      from: "Bodrum",
      to: "İstanbul",
      day: 3,
      hour: 14,
      type: "Midsize Jet",
      model: "Cessna Citation XLS+",
      operator: "Anadolu Jet Partners",
      price: 6_500,
      currency: "USD",
      seats: 8,
      approved: true,
      notes: "Dönüş bacağı; kalkış saati ±2 saat esnek.",
    },
    {
      key: "istanbul-cenevre",
      by: "broker",
      from: "İstanbul",
      to: "Cenevre",
      day: 6,
      hour: 10,
      type: "Heavy Jet",
      model: "Dassault Falcon 900LX",
      operator: "Sky Anatolia Havacılık",
      price: 12_900,
      currency: "EUR",
      seats: 12,
      approved: true,
    },
    {
      key: "londra-istanbul",
      by: "broker2",
      from: "Londra",
      to: "İstanbul",
      day: 9,
      hour: 16,
      type: "Super Midsize Jet",
      model: "Bombardier Challenger 350",
      operator: "Bosphorus Aviation Brokers",
      price: 14_500,
      currency: "EUR",
      seats: 9,
      approved: true,
    },
    {
      key: "dubai-istanbul",
      by: "broker2",
      from: "Dubai",
      to: "İstanbul",
      day: 12,
      hour: 8,
      type: "Ultra Long Range Jet",
      model: "Gulfstream G650ER",
      operator: "Gulf Executive Aviation",
      price: null,
      currency: "USD",
      seats: 14,
      approved: true,
      notes: "Fiyat için iletişime geçin.",
    },
    {
      key: "antalya-munih",
      by: "broker",
      from: "Antalya",
      to: "Münih",
      day: 15,
      hour: 11,
      type: "Light Jet",
      model: "Embraer Phenom 300E",
      operator: "Anadolu Jet Partners",
      price: 210_000,
      currency: "TRY",
      seats: 7,
      approved: true,
    },
    {
      key: "nice-istanbul",
      by: "broker2",
      from: "Nice",
      to: "İstanbul",
      day: 4,
      hour: 13,
      type: "Midsize Jet",
      model: "Hawker 900XP",
      operator: "Riviera Jets",
      price: 9_800,
      currency: "EUR",
      seats: null,
      approved: true,
    },
    {
      key: "izmir-atina",
      by: "broker",
      from: "İzmir",
      to: "Atina",
      day: 8,
      hour: 9,
      type: "Light Jet",
      model: "Cessna Citation CJ3+",
      operator: "Ege Hava Taksi",
      price: 3_900,
      currency: "EUR",
      seats: 6,
      approved: false,
    },
    {
      key: "istanbul-doha",
      by: "broker2",
      from: "İstanbul",
      to: "Doha",
      day: 18,
      hour: 22,
      type: "Heavy Jet",
      model: "Bombardier Global 6000",
      operator: "Bosphorus Aviation Brokers",
      price: 28_000,
      currency: "USD",
      seats: 13,
      approved: false,
    },
    {
      key: "ankara-antalya",
      by: "broker",
      from: "Ankara",
      to: "Antalya",
      day: 2,
      hour: 17,
      type: "Light Jet",
      model: "Pilatus PC-24",
      operator: "Anadolu Jet Partners",
      price: null,
      currency: "TRY",
      seats: 8,
      approved: false,
      noArrival: true,
    },
    {
      key: "istanbul-bodrum-past",
      by: "broker",
      from: "İstanbul",
      to: "Bodrum",
      day: -6,
      hour: 12,
      type: "Light Jet",
      model: "Embraer Phenom 300",
      operator: "Anadolu Jet Partners",
      price: 150_000,
      currency: "TRY",
      seats: 7,
      approved: true,
    },
    {
      key: "paris-istanbul-past",
      by: "broker2",
      from: "Paris",
      to: "İstanbul",
      day: -14,
      hour: 15,
      type: "Heavy Jet",
      model: "Dassault Falcon 7X",
      operator: "Seine Aviation",
      price: 18_000,
      currency: "EUR",
      seats: 14,
      approved: true,
    },
    {
      key: "milano-istanbul-past",
      by: "broker2",
      from: "Milano",
      to: "İstanbul",
      day: -3,
      hour: 10,
      type: "Midsize Jet",
      model: "Learjet 75 Liberty",
      operator: "Lombardia Air Charter",
      price: 7_200,
      currency: "EUR",
      seats: 8,
      approved: false,
    },
  ];
  const legId = (key: string) => demoId("empty-leg", key);
  const emptyLegs = LEGS.map((leg, index) => {
    const departure = at(leg.day, leg.hour);
    const createdAt = new Date(Math.min(now.getTime() - (2 + (index % 5)) * DAY, departure.getTime() - 4 * DAY));
    return {
      id: legId(leg.key),
      aircraftType: leg.type,
      aircraftModel: leg.model,
      operatorName: leg.operator,
      departureAirport: airportLabel(leg.from),
      arrivalAirport: airportLabel(leg.to),
      departureAirportCode: airport(leg.from).icao,
      arrivalAirportCode: airport(leg.to).icao,
      departureDatetime: departure,
      arrivalDatetime: leg.noArrival ? null : new Date(departure.getTime() + flightMs(greatCircleKm(airport(leg.from), airport(leg.to)))),
      price: leg.price,
      currency: leg.currency,
      seatCapacity: leg.seats,
      notes: leg.notes ?? null,
      approved: leg.approved,
      approvedAt: leg.approved ? new Date(createdAt.getTime() + 5 * HOUR) : null,
      approvedBy: leg.approved ? userId("operations") : null,
      createdBy: userId(leg.by),
      brokerId: brokerId(accountBroker(leg.by)),
      createdAt,
    };
  });

  // ── quote requests (09:00 Istanbul time departures)
  type RequestSpec = {
    key: string;
    customer: CustomerKey;
    from: string;
    to: string;
    day: number;
    pax: number;
    status: QuoteRequestStatus;
    visible: boolean;
    by: AccountKey | null;
    createdDaysAgo: number;
    special?: string;
    emptyLeg?: string;
  };
  const REQUESTS: RequestSpec[] = [
    {
      key: "q01",
      customer: "irem",
      from: "İstanbul",
      to: "Bodrum",
      day: 12,
      pax: 4,
      status: "pending",
      visible: true,
      by: null,
      createdDaysAgo: 1,
      special: SPECIAL_REQUESTS[0],
    },
    {
      key: "q02",
      customer: "can",
      from: "İstanbul",
      to: "Nice",
      day: 20,
      pax: 6,
      status: "pending",
      visible: true,
      by: null,
      createdDaysAgo: 2,
      special: SPECIAL_REQUESTS[3],
    },
    {
      key: "q03",
      customer: "gokhan",
      from: "Ankara",
      to: "Londra",
      day: 16,
      pax: 3,
      status: "pending",
      visible: true,
      by: "operations",
      createdDaysAgo: 3,
      special: SPECIAL_REQUESTS[4],
    },
    {
      key: "q04",
      customer: "isil",
      from: "İstanbul",
      to: "Antalya",
      day: 9,
      pax: 2,
      status: "pending",
      visible: false,
      by: null,
      createdDaysAgo: 0.2,
      special: SPECIAL_REQUESTS[5],
    },
    {
      key: "q05",
      customer: "ahmet",
      from: "İstanbul",
      to: "Dubai",
      day: 25,
      pax: 8,
      status: "pending",
      visible: true,
      by: "customer",
      createdDaysAgo: 0.5,
      special: SPECIAL_REQUESTS[1],
    },
    {
      key: "q06",
      customer: "deniz",
      from: "İstanbul",
      to: "Cenevre",
      day: 6,
      pax: 5,
      status: "pending",
      visible: false,
      by: null,
      createdDaysAgo: 1.5,
      emptyLeg: "istanbul-cenevre",
    },
    {
      key: "q07",
      customer: "mehmet",
      from: "İstanbul",
      to: "Londra",
      day: 14,
      pax: 7,
      status: "quoted",
      visible: true,
      by: "operations",
      createdDaysAgo: 2,
      special: SPECIAL_REQUESTS[6],
    },
    {
      key: "q08",
      customer: "elif",
      from: "İstanbul",
      to: "Paris",
      day: 18,
      pax: 4,
      status: "quoted",
      visible: true,
      by: null,
      createdDaysAgo: 5,
    },
    {
      key: "q09",
      customer: "khalid",
      from: "Dubai",
      to: "İstanbul",
      day: 10,
      pax: 6,
      status: "quoted",
      visible: true,
      by: null,
      createdDaysAgo: 1,
      special: SPECIAL_REQUESTS[1],
    },
    {
      key: "q10",
      customer: "sule",
      from: "Bodrum",
      to: "Londra",
      day: 30,
      pax: 5,
      status: "quoted",
      visible: false,
      by: "operations",
      createdDaysAgo: 4,
      special: SPECIAL_REQUESTS[7],
    },
    {
      key: "q11",
      customer: "burak",
      from: "İstanbul",
      to: "Münih",
      day: 8,
      pax: 3,
      status: "quoted",
      visible: true,
      by: null,
      createdDaysAgo: 7,
    },
    {
      key: "q12",
      customer: "ahmet",
      from: "İstanbul",
      to: "Londra",
      day: 6,
      pax: 6,
      status: "accepted",
      visible: true,
      by: "customer",
      createdDaysAgo: 5,
      special: SPECIAL_REQUESTS[4],
    },
    {
      key: "q13",
      customer: "nazli",
      from: "İstanbul",
      to: "Antalya",
      day: -10,
      pax: 4,
      status: "accepted",
      visible: false,
      by: "operations",
      createdDaysAgo: 20,
      special: SPECIAL_REQUESTS[8],
    },
    {
      key: "q14",
      customer: "alirza",
      from: "İstanbul",
      to: "Dubai",
      day: -20,
      pax: 10,
      status: "accepted",
      visible: false,
      by: "operations",
      createdDaysAgo: 29,
    },
    {
      key: "q15",
      customer: "hakan",
      from: "Ankara",
      to: "Antalya",
      day: 4,
      pax: 2,
      status: "accepted",
      visible: false,
      by: "operations",
      createdDaysAgo: 9,
    },
    {
      key: "q16",
      customer: "kerem",
      from: "İstanbul",
      to: "Trabzon",
      day: 11,
      pax: 3,
      status: "accepted",
      visible: true,
      by: null,
      createdDaysAgo: 6,
      special: SPECIAL_REQUESTS[9],
    },
    {
      key: "q17",
      customer: "ece",
      from: "İzmir",
      to: "Bodrum",
      day: -5,
      pax: 9,
      status: "cancelled",
      visible: false,
      by: null,
      createdDaysAgo: 14,
    },
    {
      key: "q18",
      customer: "tolga",
      from: "İstanbul",
      to: "Ankara",
      day: 7,
      pax: 1,
      status: "cancelled",
      visible: false,
      by: null,
      createdDaysAgo: 10,
    },
    {
      key: "q19",
      customer: "pinar",
      from: "Antalya",
      to: "Münih",
      day: -15,
      pax: 2,
      status: "cancelled",
      visible: false,
      by: null,
      createdDaysAgo: 24,
      special: SPECIAL_REQUESTS[2],
    },
    {
      key: "q20",
      customer: "serkan",
      from: "İstanbul",
      to: "Doha",
      day: 22,
      pax: 12,
      status: "cancelled",
      visible: true,
      by: "operations",
      createdDaysAgo: 6,
    },
    // the demo customer's offers awaiting an answer at /dashboard/requests (bq17, bq18)
    {
      key: "q21",
      customer: "ahmet",
      from: "İstanbul",
      to: "Londra",
      day: 40,
      pax: 4,
      status: "accepted",
      visible: true,
      by: "customer",
      createdDaysAgo: 2,
    },
    {
      key: "q22",
      customer: "ahmet",
      from: "İstanbul",
      to: "Dubai",
      day: 42,
      pax: 4,
      status: "accepted",
      visible: true,
      by: "customer",
      createdDaysAgo: 2,
    },
  ];
  const requestId = (key: string) => demoId("quote-request", key);
  const quoteRequests = REQUESTS.map((q) => ({
    id: requestId(q.key),
    customerId: customerId(q.customer),
    routeId: route(q.from, q.to).id,
    emptyLegId: q.emptyLeg ? legId(q.emptyLeg) : null,
    passengerCount: q.pax,
    departureDatetime: at(q.day, 9),
    // like a guest's form, the demo requests name a day, not a time (09:00 is the placeholder)
    departureDateOnly: true,
    specialRequests: q.special ?? null,
    status: q.status,
    visibleToBrokers: q.visible,
    createdBy: q.by ? userId(q.by) : null,
    createdAt: ago(q.createdDaysAgo * DAY),
  }));

  // ── broker quotes (expires_at = submitted_at + validity)
  type QuoteSpec = {
    key: string;
    request: string;
    by: "broker" | "broker2";
    price: number;
    currency: Currency;
    validity: 24 | 48 | 72 | 168;
    submittedHoursAgo: number;
    status: BrokerQuoteStatus;
    jet?: string;
    notes?: string;
    decidedHoursAgo?: number;
    decidedBy?: AccountKey | null;
    decisionNote?: string;
  };
  const OTHER_APPROVED = "Talep için başka bir teklif onaylandı.";
  const QUOTES: QuoteSpec[] = [
    {
      key: "bq01",
      request: "q07",
      by: "broker",
      price: 48_500,
      currency: "USD",
      validity: 48,
      submittedHoursAgo: 5,
      status: "pending",
      jet: "legacy-650e",
      notes: "Catering ve VIP terminal dahildir.",
    },
    {
      key: "bq02",
      request: "q07",
      by: "broker2",
      price: 44_900,
      currency: "EUR",
      validity: 72,
      submittedHoursAgo: 20,
      status: "pending",
      jet: "challenger-350",
      notes: "Londra'da Heathrow yerine Farnborough inişi mümkün.",
    },
    { key: "bq03", request: "q08", by: "broker", price: 31_500, currency: "EUR", validity: 168, submittedHoursAgo: 48, status: "pending" },
    {
      key: "bq04",
      request: "q08",
      by: "broker2",
      price: 29_800,
      currency: "EUR",
      validity: 24,
      submittedHoursAgo: 96,
      status: "expired",
      decisionNote: "Geçerlilik süresi doldu.",
    },
    {
      key: "bq05",
      request: "q09",
      by: "broker2",
      price: 38_000,
      currency: "USD",
      validity: 48,
      submittedHoursAgo: 3,
      status: "pending",
      jet: "falcon-7x",
      notes: "Fiyata yakıt ve iniş ücretleri dahil.",
    },
    {
      key: "bq06",
      request: "q10",
      by: "broker",
      price: 1_950_000,
      currency: "TRY",
      validity: 72,
      submittedHoursAgo: 30,
      status: "pending",
    },
    {
      key: "bq07",
      request: "q11",
      by: "broker",
      price: 21_400,
      currency: "EUR",
      validity: 48,
      submittedHoursAgo: 144,
      status: "expired",
      decisionNote: "Geçerlilik süresi doldu.",
    },
    {
      key: "bq08",
      request: "q11",
      by: "broker2",
      price: 26_000,
      currency: "USD",
      validity: 72,
      submittedHoursAgo: 72,
      status: "rejected",
      decidedHoursAgo: 50,
      decidedBy: "operations",
      notes: "Münih için slot onayı bekleniyor.",
    },
    {
      key: "bq09",
      request: "q12",
      by: "broker2",
      price: 52_000,
      currency: "USD",
      validity: 72,
      submittedHoursAgo: 96,
      status: "approved",
      jet: "global-7500",
      decidedHoursAgo: 72,
      decidedBy: "admin",
      notes: "Global 7500, yatak odası ve duş mevcut.",
    },
    {
      key: "bq10",
      request: "q12",
      by: "broker",
      price: 56_500,
      currency: "USD",
      validity: 48,
      submittedHoursAgo: 84,
      status: "rejected",
      decidedHoursAgo: 72,
      decidedBy: null,
      decisionNote: OTHER_APPROVED,
    },
    {
      key: "bq11",
      request: "q13",
      by: "broker",
      price: 620_000,
      currency: "TRY",
      validity: 48,
      submittedHoursAgo: 18 * 24,
      status: "approved",
      jet: "citation-excellence",
      decidedHoursAgo: 17 * 24,
      decidedBy: "operations",
    },
    {
      key: "bq12",
      request: "q14",
      by: "broker2",
      price: 64_000,
      currency: "USD",
      validity: 168,
      submittedHoursAgo: 27 * 24,
      status: "approved",
      jet: "global-7500",
      decidedHoursAgo: 25 * 24,
      decidedBy: "admin",
    },
    {
      key: "bq13",
      request: "q14",
      by: "broker",
      price: 69_900,
      currency: "USD",
      validity: 48,
      submittedHoursAgo: 26 * 24,
      status: "rejected",
      decidedHoursAgo: 25 * 24,
      decidedBy: null,
      decisionNote: OTHER_APPROVED,
    },
    {
      key: "bq14",
      request: "q17",
      by: "broker2",
      price: 4_200,
      currency: "EUR",
      validity: 24,
      submittedHoursAgo: 12 * 24,
      status: "expired",
      decisionNote: "Geçerlilik süresi doldu.",
    },
    {
      key: "bq15",
      request: "q20",
      by: "broker",
      price: 41_000,
      currency: "USD",
      validity: 72,
      submittedHoursAgo: 4 * 24,
      status: "rejected",
      decidedHoursAgo: 3 * 24,
      decidedBy: "operations",
      notes: "12 yolcu için Legacy 650E önerilir.",
    },
    {
      key: "bq16",
      request: "q16",
      by: "broker",
      price: 385_000,
      currency: "TRY",
      validity: 72,
      submittedHoursAgo: 3 * 24,
      status: "approved",
      jet: "challenger-350",
      decidedHoursAgo: 2 * 24,
      decidedBy: "operations",
    },
    {
      key: "bq17",
      request: "q21",
      by: "broker2",
      price: 49_500,
      currency: "USD",
      validity: 168,
      submittedHoursAgo: 30,
      status: "approved",
      jet: "global-7500",
      decidedHoursAgo: 24,
      decidedBy: "admin",
      notes: "Broker notu: müşteriye gösterilmez.",
    },
    {
      key: "bq18",
      request: "q22",
      by: "broker",
      price: 41_800,
      currency: "EUR",
      validity: 168,
      submittedHoursAgo: 30,
      status: "approved",
      jet: "challenger-350",
      decidedHoursAgo: 24,
      decidedBy: "operations",
    },
  ];
  const brokerQuotes = QUOTES.map((q) => {
    const submittedAt = ago(q.submittedHoursAgo * HOUR);
    return {
      id: demoId("broker-quote", q.key),
      quoteRequestId: requestId(q.request),
      brokerId: brokerId(accountBroker(q.by)),
      userId: userId(q.by),
      quotedPrice: q.price,
      currency: q.currency,
      jetOfferedId: q.jet ? jetId(q.jet) : null,
      validityHours: q.validity,
      brokerNotes: q.notes ?? null,
      expiresAt: new Date(submittedAt.getTime() + q.validity * HOUR),
      submittedAt,
      status: q.status,
      decidedAt: q.decidedHoursAgo !== undefined ? ago(q.decidedHoursAgo * HOUR) : null,
      decidedBy: q.decidedBy ? userId(q.decidedBy) : null,
      decisionNote: q.decisionNote ?? null,
    };
  });

  // ── reservations
  type When = { day: number; hour: number; minute?: number } | { today: 0 | 1 | 2 };
  type ReservationSpec = {
    customer: CustomerKey;
    from: string;
    to: string;
    jet: string | null;
    when: When;
    status: ReservationStatus;
    pax: number;
    catering?: boolean;
    ground?: boolean;
    noTotal?: boolean;
    special?: string;
    /** the accepted quote request this reservation was converted from */
    quote?: string;
  };
  const RESERVATIONS: ReservationSpec[] = [
    // completed, in the past
    {
      customer: "ahmet",
      from: "İstanbul",
      to: "Londra",
      jet: "legacy-650e",
      when: { day: -58, hour: 9 },
      status: "completed",
      pax: 6,
      catering: true,
      ground: true,
    },
    {
      customer: "irem",
      from: "İstanbul",
      to: "Bodrum",
      jet: "citation-cj3-plus",
      when: { day: -51, hour: 11, minute: 30 },
      status: "completed",
      pax: 4,
      catering: true,
    },
    {
      customer: "mehmet",
      from: "İstanbul",
      to: "Dubai",
      jet: "global-7500",
      when: { day: -45, hour: 8 },
      status: "completed",
      pax: 12,
      catering: true,
      ground: true,
    },
    {
      customer: "can",
      from: "İstanbul",
      to: "Nice",
      jet: "challenger-350",
      when: { day: -38, hour: 10 },
      status: "completed",
      pax: 5,
      catering: true,
      special: SPECIAL_REQUESTS[3],
    },
    {
      customer: "alirza",
      from: "İstanbul",
      to: "Dubai",
      jet: "global-7500",
      when: { day: -20, hour: 9 },
      status: "completed",
      pax: 10,
      catering: true,
      ground: true,
      quote: "q14",
    },
    {
      customer: "nazli",
      from: "İstanbul",
      to: "Antalya",
      jet: "citation-excellence",
      when: { day: -10, hour: 9 },
      status: "completed",
      pax: 4,
      special: SPECIAL_REQUESTS[8],
      quote: "q13",
    },
    {
      customer: "gokhan",
      from: "İstanbul",
      to: "Ankara",
      jet: "pc-24",
      when: { day: -33, hour: 7, minute: 30 },
      status: "completed",
      pax: 3,
    },
    {
      customer: "sule",
      from: "Bodrum",
      to: "Londra",
      jet: "falcon-7x",
      when: { day: -27, hour: 13 },
      status: "completed",
      pax: 6,
      catering: true,
    },
    {
      customer: "khalid",
      from: "Dubai",
      to: "İstanbul",
      jet: "g650er",
      when: { day: -14, hour: 16 },
      status: "completed",
      pax: 8,
      catering: true,
      ground: true,
    },
    {
      customer: "omer",
      from: "İstanbul",
      to: "Münih",
      jet: "challenger-350",
      when: { day: -3, hour: 8, minute: 30 },
      status: "completed",
      pax: 4,
      ground: true,
    },
    // cancelled
    { customer: "ece", from: "İzmir", to: "Bodrum", jet: "citation-cj3-plus", when: { day: -40, hour: 12 }, status: "cancelled", pax: 5 },
    {
      customer: "pinar",
      from: "Antalya",
      to: "Münih",
      jet: "citation-excellence",
      when: { day: -12, hour: 10 },
      status: "cancelled",
      pax: 2,
    },
    { customer: "tolga", from: "İstanbul", to: "Ankara", jet: "citation-cj3-plus", when: { day: 5, hour: 9 }, status: "cancelled", pax: 1 },
    {
      customer: "serkan",
      from: "İstanbul",
      to: "Doha",
      jet: "legacy-650e",
      when: { day: 19, hour: 9 },
      status: "cancelled",
      pax: 11,
      catering: true,
    },
    { customer: "burak", from: "Ankara", to: "Londra", jet: "falcon-7x", when: { day: 33, hour: 7 }, status: "cancelled", pax: 3 },
    // confirmed: three later today, one yesterday not yet closed, the rest ahead
    {
      customer: "ahmet",
      from: "İstanbul",
      to: "Ankara",
      jet: "citation-excellence",
      when: { today: 0 },
      status: "confirmed",
      pax: 3,
      ground: true,
      special: SPECIAL_REQUESTS[4],
    },
    {
      customer: "elif",
      from: "İstanbul",
      to: "Bodrum",
      jet: "challenger-350",
      when: { today: 1 },
      status: "confirmed",
      pax: 5,
      catering: true,
      ground: true,
    },
    {
      customer: "kerem",
      from: "İstanbul",
      to: "Nice",
      jet: "legacy-650e",
      when: { today: 2 },
      status: "confirmed",
      pax: 7,
      catering: true,
    },
    {
      customer: "hakan",
      from: "Ankara",
      to: "Antalya",
      jet: "citation-cj3-plus",
      when: { day: -1, hour: 18 },
      status: "confirmed",
      pax: 2,
    },
    { customer: "irem", from: "Bodrum", to: "İstanbul", jet: "citation-cj3-plus", when: { day: 1, hour: 17 }, status: "confirmed", pax: 4 },
    {
      customer: "mehmet",
      from: "İstanbul",
      to: "Cenevre",
      jet: "falcon-7x",
      when: { day: 2, hour: 8 },
      status: "confirmed",
      pax: 6,
      catering: true,
      ground: true,
    },
    {
      customer: "ahmet",
      from: "İstanbul",
      to: "Londra",
      jet: "global-7500",
      when: { day: 6, hour: 9 },
      status: "confirmed",
      pax: 6,
      catering: true,
      ground: true,
      special: SPECIAL_REQUESTS[1],
      quote: "q12",
    },
    {
      customer: "hakan",
      from: "Ankara",
      to: "Antalya",
      jet: "citation-excellence",
      when: { day: 4, hour: 9 },
      status: "confirmed",
      pax: 2,
      quote: "q15",
    },
    {
      customer: "kerem",
      from: "İstanbul",
      to: "Trabzon",
      jet: "challenger-350",
      when: { day: 11, hour: 9 },
      status: "confirmed",
      pax: 3,
      special: SPECIAL_REQUESTS[9],
      quote: "q16",
    },
    {
      customer: "alirza",
      from: "İstanbul",
      to: "Doha",
      jet: "global-7500",
      when: { day: 16, hour: 10 },
      status: "confirmed",
      pax: 14,
      catering: true,
      ground: true,
    },
    {
      customer: "cagri",
      from: "İstanbul",
      to: "Dalaman",
      jet: "legacy-650e",
      when: { day: 24, hour: 11 },
      status: "confirmed",
      pax: 10,
      catering: true,
    },
    { customer: "ayse", from: "İstanbul", to: "İzmir", jet: "pc-24", when: { day: 38, hour: 15 }, status: "confirmed", pax: 3 },
    {
      customer: "khalid",
      from: "İstanbul",
      to: "Dubai",
      jet: "g650er",
      when: { day: 52, hour: 20 },
      status: "confirmed",
      pax: 8,
      catering: true,
    },
    // optional (held slots)
    {
      customer: "can",
      from: "İstanbul",
      to: "Paris",
      jet: "challenger-350",
      when: { day: 3, hour: 10 },
      status: "optional",
      pax: 4,
      catering: true,
    },
    { customer: "oguz", from: "İstanbul", to: "Antalya", jet: "citation-cj3-plus", when: { day: 6, hour: 12 }, status: "optional", pax: 2 },
    {
      customer: "sule",
      from: "İstanbul",
      to: "Londra",
      jet: "falcon-7x",
      when: { day: 13, hour: 9 },
      status: "optional",
      pax: 5,
      catering: true,
      ground: true,
    },
    { customer: "cagri", from: "İzmir", to: "Atina", jet: null, when: { day: 21, hour: 14 }, status: "optional", pax: 6 },
    {
      customer: "gokhan",
      from: "Ankara",
      to: "Londra",
      jet: "legacy-650e",
      when: { day: 29, hour: 8 },
      status: "optional",
      pax: 4,
      special: SPECIAL_REQUESTS[4],
    },
    {
      customer: "nazli",
      from: "Antalya",
      to: "Münih",
      jet: "citation-excellence",
      when: { day: 44, hour: 11 },
      status: "optional",
      pax: 3,
    },
    { customer: "umit", from: "İstanbul", to: "Bodrum", jet: "pc-24", when: { day: 57, hour: 10 }, status: "optional", pax: 2 },
    // draft
    { customer: "deniz", from: "İstanbul", to: "Cenevre", jet: "challenger-350", when: { day: 9, hour: 9 }, status: "draft", pax: 5 },
    {
      customer: "gizem",
      from: "İstanbul",
      to: "Antalya",
      jet: "citation-cj3-plus",
      when: { day: 17, hour: 10 },
      status: "draft",
      pax: 3,
      noTotal: true,
      special: SPECIAL_REQUESTS[5],
    },
    { customer: "leyla", from: "İstanbul", to: "Paris", jet: null, when: { day: 26, hour: 9 }, status: "draft", pax: 2, noTotal: true },
    {
      customer: "isil",
      from: "İstanbul",
      to: "Trabzon",
      jet: "citation-excellence",
      when: { day: 35, hour: 13 },
      status: "draft",
      pax: 4,
      catering: true,
    },
    {
      customer: "ece",
      from: "İstanbul",
      to: "Münih",
      jet: "legacy-650e",
      when: { day: 48, hour: 9 },
      status: "draft",
      pax: 9,
      catering: true,
      ground: true,
    },
    {
      customer: "omer",
      from: "Londra",
      to: "İstanbul",
      jet: "falcon-7x",
      when: { day: 60, hour: 18 },
      status: "draft",
      pax: 5,
      noTotal: true,
    },
    // the demo customer's own flights page: an option and a draft they may cancel at once, and a cancelled
    // flight of the year before for the history's year filter (appended, so earlier ids stay the same)
    {
      customer: "ahmet",
      from: "İstanbul",
      to: "Bodrum",
      jet: "challenger-350",
      when: { day: 75, hour: 10 },
      status: "optional",
      pax: 4,
      catering: true,
    },
    {
      customer: "ahmet",
      from: "İstanbul",
      to: "Nice",
      jet: "citation-excellence",
      when: { day: 90, hour: 11 },
      status: "draft",
      pax: 2,
      ground: true,
    },
    {
      customer: "ahmet",
      from: "İstanbul",
      to: "Antalya",
      jet: "citation-cj3-plus",
      when: { day: -400, hour: 9 },
      status: "cancelled",
      pax: 3,
    },
    // the demo customer's earlier flights: with the London flight above they make a Premium membership (decision 023)
    {
      customer: "ahmet",
      from: "İstanbul",
      to: "Dubai",
      jet: "global-7500",
      when: { day: -30, hour: 10 },
      status: "completed",
      pax: 5,
      catering: true,
    },
    { customer: "ahmet", from: "İstanbul", to: "Nice", jet: "challenger-350", when: { day: -75, hour: 9 }, status: "completed", pax: 4 },
    {
      customer: "ahmet",
      from: "İstanbul",
      to: "Londra",
      jet: "legacy-650e",
      when: { day: -100, hour: 8 },
      status: "completed",
      pax: 6,
      catering: true,
    },
    { customer: "ahmet", from: "Dubai", to: "İstanbul", jet: "g650er", when: { day: -27, hour: 15 }, status: "completed", pax: 5 },
  ];
  const todays = laterToday();
  const reservationRows = RESERVATIONS.map((r, index) => {
    const info = route(r.from, r.to);
    const departure = "today" in r.when ? todays[r.when.today] : at(r.when.day, r.when.hour, r.when.minute ?? 0);
    const jet = r.jet ? jetSpec(r.jet) : null;
    const flight = jet ? enginePrice(info.distanceKm, jet, departure.toISOString().slice(0, 10)) : Math.round(info.basePrice * 1.2);
    const extras = (r.catering ? CATERING_PRICE : 0) + (r.ground ? GROUND_TRANSPORT_PRICE : 0);
    const totalAmount = r.noTotal ? null : roundTo(flight + extras, 500);
    const createdAt = new Date(
      Math.min(now.getTime() - (1 + (index % 20)) * DAY - (index % 7) * HOUR, departure.getTime() - (3 + (index % 9)) * DAY),
    );
    return {
      id: demoId("reservation", `r${String(index + 1).padStart(2, "0")}`),
      customerId: customerId(r.customer),
      routeId: info.id,
      jetId: jet ? jetId(jet.key) : null,
      departureDatetime: departure,
      arrivalDatetime: new Date(departure.getTime() + flightMs(info.distanceKm, jet)),
      passengerCount: r.pax,
      cateringRequired: r.catering ?? false,
      groundTransportRequired: r.ground ?? false,
      specialRequests: r.special ?? null,
      status: r.status,
      totalAmount,
      currency: "TRY" as Currency,
      quoteRequestId: r.quote ? requestId(r.quote) : null,
      createdAt,
    };
  });

  // ── membership points: every completed flight earned its points when it was completed (decision 023)
  const membershipPoints = RESERVATIONS.flatMap((r, index) => {
    if (r.status !== "completed") return [];
    const row = reservationRows[index]!;
    const minutes = flightMinutes({
      departureDatetime: row.departureDatetime,
      arrivalDatetime: row.arrivalDatetime,
      distanceKm: route(r.from, r.to).distanceKm,
      jet: r.jet ? jetSpec(r.jet) : null,
    });
    return [
      {
        customerId: row.customerId,
        reservationId: row.id,
        kind: "flight" as const,
        points: pointsForMinutes(minutes),
        flightMinutes: minutes,
        createdAt: row.arrivalDatetime,
      },
    ];
  });

  // ── payments (paid_at only for paid and refunded)
  type PaymentSpec = {
    reservation: number;
    share: number;
    status: PaymentStatus;
    method: "Kredi Kartı" | "Havale/EFT" | "Kurumsal Fatura";
    afterDays: number;
  };
  const PAYMENTS: PaymentSpec[] = [
    // completed flights: paid in full, two in deposit + balance, one partial refund
    { reservation: 1, share: 0.3, status: "paid", method: "Kurumsal Fatura", afterDays: 1 },
    { reservation: 1, share: 0.7, status: "paid", method: "Kurumsal Fatura", afterDays: 6 },
    { reservation: 2, share: 1, status: "paid", method: "Kredi Kartı", afterDays: 0 },
    { reservation: 3, share: 0.3, status: "paid", method: "Havale/EFT", afterDays: 1 },
    { reservation: 3, share: 0.7, status: "paid", method: "Havale/EFT", afterDays: 7 },
    { reservation: 4, share: 1, status: "paid", method: "Kredi Kartı", afterDays: 0 },
    { reservation: 5, share: 1, status: "paid", method: "Kurumsal Fatura", afterDays: 2 },
    { reservation: 6, share: 1, status: "paid", method: "Kredi Kartı", afterDays: 0 },
    { reservation: 7, share: 1, status: "paid", method: "Havale/EFT", afterDays: 1 },
    { reservation: 8, share: 1, status: "paid", method: "Kredi Kartı", afterDays: 0 },
    { reservation: 9, share: 1, status: "paid", method: "Havale/EFT", afterDays: 2 },
    { reservation: 9, share: 0.02, status: "refunded", method: "Havale/EFT", afterDays: 3 },
    { reservation: 10, share: 1, status: "paid", method: "Kurumsal Fatura", afterDays: 1 },
    // cancelled
    { reservation: 11, share: 0.3, status: "refunded", method: "Kredi Kartı", afterDays: 0 },
    { reservation: 12, share: 1, status: "refunded", method: "Havale/EFT", afterDays: 1 },
    { reservation: 13, share: 1, status: "failed", method: "Kredi Kartı", afterDays: 0 },
    { reservation: 14, share: 0.3, status: "refunded", method: "Kurumsal Fatura", afterDays: 2 },
    // confirmed
    { reservation: 16, share: 1, status: "paid", method: "Kurumsal Fatura", afterDays: 1 },
    { reservation: 17, share: 0.3, status: "paid", method: "Kredi Kartı", afterDays: 0 },
    { reservation: 17, share: 0.7, status: "pending", method: "Kredi Kartı", afterDays: 2 },
    { reservation: 18, share: 1, status: "paid", method: "Havale/EFT", afterDays: 1 },
    { reservation: 19, share: 1, status: "paid", method: "Kredi Kartı", afterDays: 0 },
    { reservation: 20, share: 0.3, status: "paid", method: "Kredi Kartı", afterDays: 0 },
    { reservation: 21, share: 0.3, status: "failed", method: "Kredi Kartı", afterDays: 0 },
    { reservation: 21, share: 0.3, status: "paid", method: "Havale/EFT", afterDays: 1 },
    { reservation: 22, share: 0.3, status: "paid", method: "Kurumsal Fatura", afterDays: 1 },
    { reservation: 22, share: 0.7, status: "pending", method: "Kurumsal Fatura", afterDays: 2 },
    { reservation: 23, share: 1, status: "pending", method: "Havale/EFT", afterDays: 1 },
    { reservation: 25, share: 0.3, status: "paid", method: "Kurumsal Fatura", afterDays: 2 },
    { reservation: 26, share: 0.3, status: "pending", method: "Havale/EFT", afterDays: 1 },
    { reservation: 28, share: 0.3, status: "paid", method: "Kredi Kartı", afterDays: 0 },
    // optional
    { reservation: 29, share: 0.3, status: "pending", method: "Kredi Kartı", afterDays: 0 },
    { reservation: 30, share: 0.3, status: "failed", method: "Kredi Kartı", afterDays: 0 },
    { reservation: 31, share: 0.3, status: "pending", method: "Havale/EFT", afterDays: 1 },
    { reservation: 33, share: 0.3, status: "pending", method: "Kurumsal Fatura", afterDays: 1 },
    { reservation: 34, share: 0.3, status: "failed", method: "Kredi Kartı", afterDays: 0 },
  ];
  const payments = PAYMENTS.map((p, index) => {
    const reservation = reservationRows[p.reservation - 1];
    if (!reservation) throw new Error(`Demo data: payment ${index + 1} on reservation ${p.reservation}, which is not in the list`);
    if (reservation.totalAmount === null) throw new Error(`Demo data: payment ${index + 1} on a reservation without a total`);
    const createdAt = new Date(
      Math.min(reservation.createdAt.getTime() + p.afterDays * DAY + (2 + (index % 5)) * HOUR, now.getTime() - ((index % 3) + 1) * HOUR),
    );
    const settled = p.status === "paid" || p.status === "refunded";
    const settleDelay = p.method === "Kredi Kartı" ? 2 * 60_000 : p.method === "Havale/EFT" ? 4 * HOUR : 20 * HOUR;
    return {
      id: demoId("payment", `p${String(index + 1).padStart(2, "0")}`),
      reservationId: reservation.id,
      amount: roundTo(reservation.totalAmount * p.share, 100),
      currency: "TRY" as Currency,
      paymentMethod: p.method,
      status: p.status,
      paidAt: settled ? new Date(Math.min(createdAt.getTime() + settleDelay, now.getTime() - 60_000)) : null,
      createdAt,
      transactionReference: `UJ-${createdAt.getUTCFullYear()}-${String(120 + index).padStart(6, "0")}`,
    };
  });

  // two e-mails the mail server refused, so the outbox screen shows a failed delivery and its retry
  const failedEmails = customers.slice(0, 2).map((c, index) => ({
    id: demoId("outbox-email", `failed-${index + 1}`),
    to: c.email,
    subject: "Ufuk Jet uçuş talebiniz alındı",
    text: `Merhaba ${c.firstName},\n\nUçuş talebiniz alındı; ekibimiz en kısa sürede size dönecek.\n\nUfuk Jet`,
    template: "guest-request-received",
    status: "failed" as const,
    attempts: 5,
    lastError: "550 5.1.1 Mailbox unavailable",
    createdAt: new Date(now.getTime() - (index + 2) * DAY),
  }));

  await prisma.$transaction([
    prisma.broker.createMany({ data: brokers, skipDuplicates: true }),
    ...(missingAccount ? [prisma.user.createMany({ data: users, skipDuplicates: true })] : []),
    prisma.customer.createMany({ data: customers, skipDuplicates: true }),
    prisma.userProfile.createMany({ data: profiles, skipDuplicates: true }),
    prisma.jet.createMany({ data: jets, skipDuplicates: true }),
    prisma.route.createMany({ data: routes, skipDuplicates: true }),
    prisma.emptyLeg.createMany({ data: emptyLegs, skipDuplicates: true }),
    prisma.quoteRequest.createMany({ data: quoteRequests, skipDuplicates: true }),
    prisma.brokerQuote.createMany({ data: brokerQuotes, skipDuplicates: true }),
    prisma.reservation.createMany({ data: reservationRows, skipDuplicates: true }),
    prisma.membershipPoint.createMany({ data: membershipPoints, skipDuplicates: true }),
    prisma.payment.createMany({ data: payments, skipDuplicates: true }),
    prisma.outboxEmail.createMany({ data: failedEmails, skipDuplicates: true }),
  ]);
  const conciergeCustomer = DEMO_ACCOUNTS.find((a) => a.key === "customer")!;
  await seedConciergeDemo(prisma, {
    customerUserId: userId("customer"),
    staffUserId: userId("operations"),
    customerName: `${conciergeCustomer.firstName} ${conciergeCustomer.lastName}`,
    customerEmail: conciergeCustomer.email,
    now,
  });
  await seedDemoOffers(prisma, now, userId("operations"));
  await seedDemoLegWatches(prisma, { demo: demoId }, now);
}
