// `npm run seed:large -- [--scale 0.01] [--yes]`: fills the database named by the environment
// (DATABASE_URL, or the embedded database in DATA_DIR) with benchmark volumes: 50 000 customers,
// 100 000 quote requests (with their broker quotes), 20 000 empty legs, 100 000 reservations and
// 100 000 payments, plus the brokers, users, jets and routes they refer to. `--scale` multiplies every
// count (default 1).
//
// The rows are generated inside the database (INSERT … SELECT … FROM generate_series) from arrays of
// Turkish names and the airport cities; values are pseudo-random but derived from the row number through
// a hash, so every run looks alike. Running it again is safe: it adds another batch of rows with new
// ids (e-mails, broker codes and payment references carry a per-run tag), and routes that already exist
// are reused.
//
// The embedded database can be opened by one process only: stop the app first. A PostgreSQL server is
// only filled when --yes is given.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { dataDir, databaseFromEnv, type Database } from "#app/server/platform/db/client.server";
import { applyMigrations } from "#app/server/platform/db/migrate.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { hashPassword } from "#app/server/platform/auth/password.server";

const BASE_COUNTS = {
  customers: 50_000,
  quoteRequests: 100_000,
  emptyLegs: 20_000,
  reservations: 100_000,
  payments: 100_000,
  // customer accounts with a concierge conversation each, and five messages per conversation
  conciergeConversations: 20_000,
};
const BROKERS = 12;
const BROKER_USERS = 24;
const STAFF_USERS = 6;
const JET_COPIES = 4;
const DEMO_PASSWORD = "UfukJet!2026";
const TEMP_TABLES = ["brokers", "users", "jets", "routes", "airports", "customers", "requests", "reservations", "aircraft"]
  .map((name) => `pg_temp.seed_${name}`)
  .join(", ");

function parseArgs(argv: string[]) {
  let scale = 1;
  let yes = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--yes" || arg === "-y") yes = true;
    else if (arg === "--scale" || arg.startsWith("--scale=")) {
      const raw = arg.includes("=") ? arg.slice("--scale=".length) : argv[++i];
      scale = Number(raw);
      if (!Number.isFinite(scale) || scale <= 0 || scale > 100) {
        throw new Error(`--scale needs a number above 0 (at most 100), got "${raw ?? ""}"`);
      }
    } else if (arg === "--help" || arg === "-h") {
      console.log("Usage: npm run seed:large -- [--scale 0.01] [--yes]");
      process.exit(0);
    } else throw new Error(`Unknown argument "${arg}" (use --scale N and --yes)`);
  }
  return { scale, yes };
}

// ───────────── SQL helpers ─────────────

const lit = (value: string) => `'${value.replaceAll("'", "''")}'`;
const arr = (values: readonly string[]) => `ARRAY[${values.map(lit).join(", ")}]`;
/** A value of `values` chosen by a hash expression (0 … 999 999). */
const pick = (values: readonly string[], hash: string) => `(${arr(values)})[1 + (${hash}) % ${values.length}]`;
/** A deterministic pseudo-random integer 0 … 999 999 for row `i` and a salt. */
const h = (i: string, salt: number) => `pg_temp.h(${i}, ${salt})`;

const FIRST_NAMES = [
  "Ahmet",
  "Mehmet",
  "Mustafa",
  "Ali",
  "Hüseyin",
  "Hasan",
  "İbrahim",
  "İsmail",
  "Osman",
  "Yusuf",
  "Murat",
  "Ömer",
  "Emre",
  "Burak",
  "Can",
  "Cem",
  "Deniz",
  "Efe",
  "Kerem",
  "Oğuz",
  "Serkan",
  "Tolga",
  "Umut",
  "Volkan",
  "Çağrı",
  "Gökhan",
  "Barış",
  "Onur",
  "Koray",
  "Şahin",
  "Ayşe",
  "Fatma",
  "Emine",
  "Hatice",
  "Zeynep",
  "Elif",
  "Merve",
  "Esra",
  "Büşra",
  "Özlem",
  "Derya",
  "Gül",
  "Şule",
  "Şeyma",
  "İrem",
  "Işıl",
  "Ece",
  "Selin",
  "Pınar",
  "Gizem",
  "Nazlı",
  "Leyla",
  "Sevgi",
  "Tuğba",
  "Yasemin",
  "Çiğdem",
  "Ebru",
  "Aslı",
  "Damla",
  "Ülkü",
];
const LAST_NAMES = [
  "Yılmaz",
  "Kaya",
  "Demir",
  "Şahin",
  "Çelik",
  "Yıldız",
  "Yıldırım",
  "Öztürk",
  "Aydın",
  "Özdemir",
  "Arslan",
  "Doğan",
  "Kılıç",
  "Aslan",
  "Çetin",
  "Kara",
  "Koç",
  "Kurt",
  "Özkan",
  "Şimşek",
  "Polat",
  "Özer",
  "Erdoğan",
  "Güneş",
  "Aksoy",
  "Bulut",
  "Keskin",
  "Ünal",
  "Tekin",
  "Karaca",
  "Uçar",
  "Aydemir",
  "Erkan",
  "Koçak",
  "Yavuz",
  "Güler",
  "Bozkurt",
  "Acar",
  "Tan",
  "Turan",
  "Altun",
  "Çakır",
  "Sarı",
  "Işık",
  "Avcı",
  "Taş",
  "Kaplan",
  "Korkmaz",
  "Özgür",
  "Ateş",
];
const COMPANY_SUFFIXES = ["Holding", "İnşaat A.Ş.", "Lojistik", "Enerji", "Tekstil San. ve Tic. A.Ş.", "Gıda", "Medya", "Yatırım"];
const AGENCY_SUFFIXES = ["Turizm", "Seyahat Acentesi", "Travel", "VIP Turizm"];
const EMAIL_DOMAINS = ["example.com", "example.com.tr", "example.org", "example.net"];
const CUSTOMER_NOTES = [
  "Helal catering tercih ediyor.",
  "Evcil hayvanla seyahat eder.",
  "Faturayı şirket adına ister.",
  "Sabah uçuşlarını tercih ediyor.",
];
const SPECIAL_REQUESTS = [
  "Havalimanında VIP karşılama ve araç transferi rica ediyoruz.",
  "Helal catering, taze meyve ve Türk kahvesi.",
  "Yolculardan biri tekerlekli sandalye kullanıyor; biniş desteği gerekli.",
  "Kabinde doğum günü pastası ve şampanya ikramı.",
  "Toplantı için sessiz kabin ve kesintisiz Wi-Fi şart.",
  "Küçük köpeğimizle seyahat edeceğiz (kafesli).",
  "Ekstra bagaj: iki golf çantası.",
  "Vegan ve glutensiz menü seçenekleri.",
  "Çocuk koltuğu ve bebek maması hazır olsun.",
  "Varışta helikopter transferi için bilgi istiyoruz.",
  "Kayak ekipmanı için ek bagaj alanı.",
  "Dönüş tarihi henüz belli değil, esnek teklif rica ederiz.",
];
const BROKER_NAMES = [
  "Anadolu",
  "Boğaziçi",
  "Ege",
  "Akdeniz",
  "Karadeniz",
  "Kapadokya",
  "Marmara",
  "Trakya",
  "Toros",
  "Fırat",
  "Dicle",
  "Kaçkar",
];
const BROKER_KINDS = ["Jet Partners", "Aviation", "Charter", "Air Brokers"];
const OPERATORS = [
  "Anadolu Jet Partners",
  "Bosphorus Aviation Brokers",
  "Sky Anatolia Havacılık",
  "Ege Hava Taksi",
  "Gulf Executive Aviation",
  "Riviera Jets",
  "Seine Aviation",
  "Lombardia Air Charter",
  "Alpine Private Jets",
  "Kapadokya Air",
];
const PAYMENT_METHODS = ["Kredi Kartı", "Kredi Kartı", "Havale/EFT", "Kurumsal Fatura"];
const BROKER_NOTES = [
  "Catering ve VIP terminal dahildir.",
  "Fiyata yakıt ve iniş ücretleri dahil.",
  "Alternatif havalimanına iniş mümkün.",
  "Ekip konaklaması fiyata dahil değildir.",
];

/** Istanbul wall-clock time: `day` days from today (Istanbul calendar) at `minutes` past midnight. */
const istanbulTime = (now: string, day: string, minutes: string) =>
  `((date_trunc('day', ${now} AT TIME ZONE 'Europe/Istanbul') + (${day}) * interval '1 day' + (${minutes}) * interval '1 minute') AT TIME ZONE 'Europe/Istanbul')`;

// ───────────── run ─────────────

type Runner = Awaited<ReturnType<Database["runner"]>>;

async function main() {
  const { scale, yes } = parseArgs(process.argv.slice(2));
  const count = (n: number) => Math.max(1, Math.round(n * scale));
  const counts = {
    customers: count(BASE_COUNTS.customers),
    quoteRequests: count(BASE_COUNTS.quoteRequests),
    emptyLegs: count(BASE_COUNTS.emptyLegs),
    reservations: count(BASE_COUNTS.reservations),
    payments: count(BASE_COUNTS.payments),
    conciergeConversations: Math.min(count(BASE_COUNTS.conciergeConversations), count(BASE_COUNTS.customers)),
  };

  let database: Database;
  try {
    database = databaseFromEnv();
  } catch (error) {
    console.error(`seed:large: could not open the database: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return;
  }
  if (database.kind === "server" && !yes) {
    console.error(
      "seed:large: DATABASE_URL points to a PostgreSQL server. This script adds hundreds of thousands of made-up rows " +
        "to it and they cannot be told apart from real data afterwards. Run it again with --yes if that is what you want.",
    );
    await database.close();
    process.exitCode = 1;
    return;
  }
  const where = database.kind === "embedded" ? `embedded database in ${path.join(dataDir(), "pglite")}` : "PostgreSQL server";

  let runner: Runner;
  try {
    runner = await database.runner();
    await runner.query("SELECT 1");
  } catch (error) {
    console.error(`seed:large: could not open the ${where}: ${error instanceof Error ? error.message : String(error)}`);
    if (database.kind === "embedded") {
      console.error("The embedded database can be used by one process at a time: stop the app (npm run dev / npm start) and try again.");
    }
    await database.close().catch(() => undefined);
    process.exitCode = 1;
    return;
  }

  const started = performance.now();
  const tag = randomBytes(3).toString("hex");
  const TAG = tag.toUpperCase();
  const now = `${lit(new Date().toISOString())}::timestamptz`;
  console.log(`seed:large into the ${where}, scale ${scale}, run tag ${tag}`);
  if (database.kind === "embedded") {
    // PGlite does not notice a second process on the same folder: both would write and damage it.
    console.log("  (the app must be stopped while this runs: the embedded database allows one process at a time)");
  }

  const timed = async (label: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    console.log(`  ${label.padEnd(48)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s`);
  };
  const step = (label: string, sql: string) => timed(label, () => runner.exec(sql));
  const one = async (sql: string) => {
    const [row] = await runner.query<Record<string, unknown>>(sql);
    if (!row) throw new Error(`No row from: ${sql}`);
    return Number(Object.values(row)[0]);
  };

  try {
    await timed("migrations", () => applyMigrations(runner, { log: (m) => console.log(`  ${m}`) }));
    await timed("airports", () => seedAirports(database.prisma));
    const passwordHash = await hashPassword(DEMO_PASSWORD);

    await step(
      "helpers",
      `
      CREATE OR REPLACE FUNCTION pg_temp.h(i bigint, salt int) RETURNS int
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN abs(hashint8(i * 1000003 + salt) % 1000000);
      CREATE OR REPLACE FUNCTION pg_temp.km(lat1 float8, lon1 float8, lat2 float8, lon2 float8) RETURNS int
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN round(6371.0 * 2 * asin(least(1.0, sqrt(
          sin(radians(lat2 - lat1) / 2) ^ 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lon2 - lon1) / 2) ^ 2))))::int;
      DROP TABLE IF EXISTS ${TEMP_TABLES};
      `,
    );

    // ── brokers, users, jets
    await step(
      `brokers ${BROKERS}, users ${BROKER_USERS + STAFF_USERS}, jets ${10 * JET_COPIES}`,
      `
      CREATE TEMP TABLE seed_brokers AS
        SELECT i AS n, gen_random_uuid() AS id, (${arr(BROKER_NAMES)})[i] || ' ' || (${arr(BROKER_KINDS)})[1 + i % 4] AS name
        FROM generate_series(1, ${BROKERS}) i;
      INSERT INTO brokers (id, name, code, api_key_required, rate_limit_per_minute, is_active, created_at, updated_at)
        SELECT id, name, 'B${TAG}' || lpad(n::text, 2, '0'), false, 60, n % 6 <> 0, ${now} - (400 - n * 10) * interval '1 day', ${now}
        FROM seed_brokers;

      CREATE TEMP TABLE seed_users AS
        SELECT i AS n, gen_random_uuid() AS id,
          CASE WHEN i <= ${BROKER_USERS} THEN 'broker' WHEN i <= ${BROKER_USERS + 2} THEN 'admin' ELSE 'operations' END::role AS role,
          CASE WHEN i <= ${BROKER_USERS} THEN 1 + (i - 1) % ${BROKERS} END AS broker_n,
          ${pick(FIRST_NAMES, h("i", 901))} AS first_name, ${pick(LAST_NAMES, h("i", 902))} AS last_name
        FROM generate_series(1, ${BROKER_USERS + STAFF_USERS}) i;
      INSERT INTO users (id, email, password_hash, email_verified_at, created_at, updated_at)
        SELECT id, role::text || n || '.${tag}@bench.ufukjet.test', ${lit(passwordHash)}, ${now} - interval '300 days', ${now} - interval '301 days', ${now}
        FROM seed_users;
      INSERT INTO user_profiles (id, role, first_name, last_name, email, phone, broker_id, created_at, updated_at)
        SELECT u.id, u.role, u.first_name, u.last_name, u.role::text || u.n || '.${tag}@bench.ufukjet.test',
          '+90 53' || (u.n % 10) || ' ' || lpad((${h("u.n", 903)} % 1000)::text, 3, '0') || ' ' || lpad((${h("u.n", 904)} % 100)::text, 2, '0') || ' ' || lpad((${h("u.n", 905)} % 100)::text, 2, '0'),
          b.id, ${now} - interval '301 days', ${now}
        FROM seed_users u LEFT JOIN seed_brokers b ON b.n = u.broker_n;

      CREATE TEMP TABLE seed_jets AS
        SELECT row_number() OVER (ORDER BY copy, m.model)::int AS n, gen_random_uuid() AS id, m.*
        FROM (VALUES
          ('Cessna', 'Citation Excellence', 8, 6482, 815, 165000),
          ('Embraer', 'Legacy 650E', 12, 7223, 834, 245000),
          ('Bombardier', 'Global 7500', 19, 14260, 982, 450000),
          ('Cessna', 'Citation CJ3+', 7, 3778, 778, 150000),
          ('Bombardier', 'Challenger 350', 10, 5926, 870, 230000),
          ('Gulfstream', 'G650ER', 16, 13890, 982, 420000),
          ('Dassault', 'Falcon 7X', 14, 11020, 953, 360000),
          ('Pilatus', 'PC-24', 8, 3704, 815, 150000),
          ('Embraer', 'Phenom 300E', 8, 3650, 839, 160000),
          ('Cessna', 'Citation Latitude', 9, 5000, 826, 200000)
        ) AS m(manufacturer, model, seats, range_km, speed, rate)
        CROSS JOIN generate_series(1, ${JET_COPIES}) copy;
      ALTER TABLE seed_jets ADD COLUMN hourly int;
      UPDATE seed_jets SET hourly = rate * (90 + ${h("n", 912)} % 21) / 100;
      INSERT INTO jets (id, manufacturer, model, year_manufactured, seat_capacity, range_km, max_speed_kmh, hourly_rate,
                        ownership_type, features, is_available, created_at, updated_at)
        SELECT id, manufacturer, model, 2012 + ${h("n", 911)} % 13, seats, range_km, speed, hourly,
          (ARRAY['owned', 'leased', 'managed'])[1 + ${h("n", 913)} % 3]::jet_ownership,
          CASE ${h("n", 914)} % 4
            WHEN 0 THEN ARRAY['Wi-Fi', 'Catering']
            WHEN 1 THEN ARRAY['Wi-Fi', 'Tam yatar koltuk', 'Catering']
            WHEN 2 THEN ARRAY['Wi-Fi', 'Yatak odası', 'Tam yatar koltuk', 'Catering', 'Duş']
            ELSE ARRAY['Wi-Fi', 'Deri koltuk', 'Mutfak']
          END,
          ${h("n", 915)} % 5 <> 0, ${now} - (500 - n * 5) * interval '1 day', ${now}
        FROM seed_jets;
      `,
    );

    // ── routes between all airport cities (existing pairs are kept)
    await step(
      "routes (every pair of airport cities)",
      `
      CREATE TEMP TABLE seed_airports AS
        SELECT row_number() OVER (ORDER BY region, sort_order)::int AS n, city, country, name, iata,
          city || ' (' || trim(iata) || ')' AS label, latitude::float8 AS lat, longitude::float8 AS lon
        FROM airports;
      INSERT INTO routes (id, departure_city, departure_country, departure_airport, arrival_city, arrival_country, arrival_airport,
                          distance_km, base_price, currency, created_at, updated_at)
        SELECT gen_random_uuid(), a.city, a.country, a.name || ' (' || trim(a.iata) || ')', b.city, b.country, b.name || ' (' || trim(b.iata) || ')',
          d.km, greatest(45000, round(d.km * 180 / 1000.0) * 1000), 'TRY', ${now} - interval '400 days', ${now}
        FROM seed_airports a JOIN seed_airports b ON a.n <> b.n
        CROSS JOIN LATERAL (SELECT pg_temp.km(a.lat, a.lon, b.lat, b.lon) AS km) d
        WHERE d.km > 0
        ON CONFLICT (departure_city, arrival_city) DO NOTHING;
      CREATE TEMP TABLE seed_routes AS
        SELECT row_number() OVER (ORDER BY (departure_city = 'İstanbul' OR arrival_city = 'İstanbul') DESC, departure_city, arrival_city)::int AS n,
          id, distance_km, base_price, (departure_city = 'İstanbul' OR arrival_city = 'İstanbul') AS istanbul
        FROM routes;
      ALTER TABLE seed_routes ADD PRIMARY KEY (n);
      `,
    );
    const routeCount = await one("SELECT count(*) FROM seed_routes");
    const istanbulRoutes = Math.max(1, await one("SELECT count(*) FROM seed_routes WHERE istanbul"));
    const airportCount = await one("SELECT count(*) FROM seed_airports");
    if (routeCount === 0 || airportCount < 2) throw new Error("no routes: the airports table is empty");
    /** Half of the trips touch İstanbul, the rest use any route. */
    const routeN = (i: string, salt: number) =>
      `CASE WHEN ${h(i, salt)} % 2 = 0 THEN 1 + ${h(i, salt + 1)} % ${istanbulRoutes} ELSE 1 + ${h(i, salt + 1)} % ${routeCount} END`;

    // ── customers
    await step(
      `customers ${counts.customers.toLocaleString("tr-TR")}`,
      `
      CREATE TEMP TABLE seed_customers AS
        SELECT i AS n, gen_random_uuid() AS id FROM generate_series(1, ${counts.customers}) i;
      ALTER TABLE seed_customers ADD PRIMARY KEY (n);
      INSERT INTO customers (id, first_name, last_name, email, phone, company_name, segment, notes, is_vip, kyc_status, created_at, updated_at)
        SELECT id, first_name, last_name,
          replace(tr_fold(first_name), ' ', '') || '.' || replace(tr_fold(last_name), ' ', '') || '.${tag}' || n || '@' || ${pick(EMAIL_DOMAINS, h("n", 5))},
          CASE WHEN ${h("n", 6)} % 20 = 0 THEN NULL ELSE
            '+90 5' || (30 + ${h("n", 7)} % 26) || ' ' || lpad((${h("n", 8)} % 1000)::text, 3, '0') || ' ' ||
            lpad((${h("n", 9)} % 100)::text, 2, '0') || ' ' || lpad((${h("n", 10)} % 100)::text, 2, '0') END,
          CASE segment WHEN 'corporate' THEN last_name || ' ' || ${pick(COMPANY_SUFFIXES, h("n", 11))}
                       WHEN 'agent' THEN last_name || ' ' || ${pick(AGENCY_SUFFIXES, h("n", 11))} END,
          segment,
          CASE WHEN ${h("n", 12)} % 8 = 0 THEN ${pick(CUSTOMER_NOTES, h("n", 13))} END,
          segment = 'vip' OR ${h("n", 14)} % 12 = 0,
          ${h("n", 15)} % 10 < 7,
          created_at, created_at
        FROM (
          SELECT n, id,
            ${pick(FIRST_NAMES, h("n", 1))} AS first_name,
            ${pick(LAST_NAMES, h("n", 2))} AS last_name,
            (ARRAY['individual', 'individual', 'individual', 'vip', 'agent', 'corporate', 'corporate'])[1 + ${h("n", 3)} % 7]::customer_segment AS segment,
            ${now} - (${h("n", 4)} % 525600) * interval '1 minute' - interval '1 day' AS created_at
          FROM seed_customers
        ) c;
      `,
    );

    // ── empty legs
    await step(
      `empty legs ${counts.emptyLegs.toLocaleString("tr-TR")}`,
      `
      CREATE TEMP TABLE seed_aircraft AS
        SELECT row_number() OVER ()::int AS n, * FROM (VALUES
          ('Light Jet', 'Cessna Citation CJ3+', 7, 5500), ('Light Jet', 'Embraer Phenom 300E', 8, 6000),
          ('Light Jet', 'Pilatus PC-24', 8, 6500), ('Midsize Jet', 'Cessna Citation XLS+', 9, 8500),
          ('Midsize Jet', 'Hawker 900XP', 8, 8000), ('Midsize Jet', 'Learjet 75 Liberty', 8, 7500),
          ('Super Midsize Jet', 'Bombardier Challenger 350', 10, 12500), ('Super Midsize Jet', 'Embraer Praetor 600', 12, 12000),
          ('Heavy Jet', 'Dassault Falcon 7X', 14, 18000), ('Heavy Jet', 'Embraer Legacy 650E', 13, 16000),
          ('Heavy Jet', 'Bombardier Global 6000', 13, 22000), ('Ultra Long Range Jet', 'Gulfstream G650ER', 16, 28000),
          ('Ultra Long Range Jet', 'Bombardier Global 7500', 19, 32000)
        ) AS a(type, model, seats, usd);
      INSERT INTO empty_legs (id, aircraft_type, aircraft_model, operator_name, departure_airport, arrival_airport,
                              departure_datetime, arrival_datetime, price, currency, seat_capacity, notes, approved, approved_at,
                              approved_by, created_by, broker_id, created_at, updated_at)
        SELECT gen_random_uuid(), ac.type, ac.model, ${pick(OPERATORS, h("i", 105))}, da.label, aa.label,
          dep, dep + round(pg_temp.km(da.lat, da.lon, aa.lat, aa.lon) / 780.0 * 60 + 20) * interval '1 minute',
          CASE WHEN ${h("i", 106)} % 10 = 0 THEN NULL
               ELSE round(ac.usd * (60 + ${h("i", 107)} % 80) / 100.0 * CASE cur WHEN 'EUR' THEN 0.92 WHEN 'TRY' THEN 42 ELSE 1 END, -2) END,
          cur::currency,
          CASE WHEN ${h("i", 108)} % 10 = 0 THEN NULL ELSE ac.seats END,
          CASE WHEN ${h("i", 109)} % 6 = 0 THEN 'Kalkış saati ±2 saat esnek.' END,
          approved, CASE WHEN approved THEN created + interval '3 hours' END,
          CASE WHEN approved THEN (SELECT id FROM seed_users WHERE role = 'operations' ORDER BY n LIMIT 1) END,
          u.id, b.id, created, created
        FROM (
          SELECT i, dep, ${h("i", 110)} % 10 < 7 AS approved,
            least(dep - (1 + ${h("i", 111)} % 30) * interval '1 day', ${now} - (1 + ${h("i", 112)} % 43200) * interval '1 minute' - interval '3 hours') AS created,
            (ARRAY['USD', 'USD', 'USD', 'USD', 'USD', 'EUR', 'EUR', 'EUR', 'TRY', 'TRY'])[1 + ${h("i", 113)} % 10] AS cur
          FROM (SELECT i, ${istanbulTime(now, `${h("i", 101)} % 730 - 365`, `(6 + ${h("i", 102)} % 17) * 60 + 15 * (${h("i", 103)} % 4)`)} AS dep
                FROM generate_series(1, ${counts.emptyLegs}) i) g
        ) l
        JOIN seed_airports da ON da.n = 1 + ${h("i", 120)} % ${airportCount}
        JOIN seed_airports aa ON aa.n = 1 + (${h("i", 120)} % ${airportCount} + 1 + ${h("i", 121)} % ${airportCount - 1}) % ${airportCount}
        JOIN seed_aircraft ac ON ac.n = 1 + ${h("i", 122)} % 13
        JOIN seed_users u ON u.n = 1 + ${h("i", 123)} % ${BROKER_USERS}
        JOIN seed_brokers b ON b.n = u.broker_n;
      `,
    );

    // ── quote requests (guest form default: 09:00 Istanbul time) and broker quotes
    await step(
      `quote requests ${counts.quoteRequests.toLocaleString("tr-TR")}`,
      `
      CREATE TEMP TABLE seed_requests AS
        SELECT i AS n, gen_random_uuid() AS id, dep, status,
          -- open requests are recent (last 10 days), the others were made up to 60 days ago
          least(dep - (1 + ${h("i", 203)} % 45) * interval '1 day' - (${h("i", 205)} % 1440) * interval '1 minute',
                ${now} - (5 + ${h("i", 206)} % CASE WHEN status IN ('pending', 'quoted') THEN 14400 ELSE 86400 END) * interval '1 minute') AS created
        FROM (
          SELECT i, dep,
            CASE WHEN dep < ${now}
              THEN (ARRAY['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'cancelled', 'cancelled', 'cancelled', 'quoted', 'quoted', 'pending'])[1 + ${h("i", 204)} % 12]
              ELSE (ARRAY['pending', 'pending', 'pending', 'pending', 'quoted', 'quoted', 'quoted', 'accepted', 'accepted', 'cancelled'])[1 + ${h("i", 204)} % 10]
            END::quote_request_status AS status
          FROM (SELECT i, ${istanbulTime(now, `${h("i", 201)} % 730 - 365`, `CASE WHEN ${h("i", 202)} % 10 < 7 THEN 540 ELSE (7 + ${h("i", 202)} % 14) * 60 END`)} AS dep
                FROM generate_series(1, ${counts.quoteRequests}) i) g
        ) r;
      INSERT INTO quote_requests (id, customer_id, route_id, empty_leg_id, passenger_count, departure_datetime, special_requests,
                                  status, visible_to_brokers, created_by, created_at, updated_at)
        SELECT q.id, c.id, r.id, NULL, 1 + ${h("q.n", 210)} % 12, q.dep,
          CASE WHEN ${h("q.n", 211)} % 10 < 4 THEN ${pick(SPECIAL_REQUESTS, h("q.n", 212))} END,
          q.status,
          CASE WHEN q.status IN ('pending', 'quoted') THEN ${h("q.n", 213)} % 10 < 7 ELSE ${h("q.n", 213)} % 10 < 3 END,
          CASE WHEN ${h("q.n", 214)} % 10 < 4 THEN NULL ELSE (SELECT s.id FROM seed_users s WHERE s.n = ${BROKER_USERS} + 1 + ${h("q.n", 215)} % ${STAFF_USERS}) END,
          q.created, q.created
        FROM seed_requests q
        JOIN seed_customers c ON c.n = 1 + ${h("q.n", 216)} % ${counts.customers}
        JOIN seed_routes r ON r.n = ${routeN("q.n", 217)};
      `,
    );
    await step(
      "broker quotes (quoted, accepted, some cancelled)",
      `
      INSERT INTO broker_quotes (id, quote_request_id, broker_id, user_id, quoted_price, currency, jet_offered_id, validity_hours,
                                 broker_notes, expires_at, submitted_at, status, decided_at, decided_by, decision_note)
        SELECT gen_random_uuid(), q.id, b.id, u.id,
          round((8000 + ${h("q.n + k", 301)} % 50000) * CASE cur WHEN 'EUR' THEN 0.92 WHEN 'TRY' THEN 42 ELSE 1 END, -2),
          cur::currency,
          CASE WHEN ${h("q.n + k", 302)} % 3 = 0 THEN (SELECT j.id FROM seed_jets j WHERE j.n = 1 + ${h("q.n + k", 303)} % ${10 * JET_COPIES}) END,
          validity,
          CASE WHEN ${h("q.n + k", 304)} % 3 = 0 THEN ${pick(BROKER_NOTES, h("q.n + k", 305))} END,
          submitted + validity * interval '1 hour', submitted,
          q.quote_status::broker_quote_status,
          CASE WHEN q.quote_status IN ('approved', 'rejected') THEN least(submitted + interval '2 hours', ${now} - interval '1 minute') END,
          CASE WHEN q.quote_status IN ('approved', 'rejected') AND NOT (k = 2 AND q.request_status = 'accepted')
            THEN (SELECT s.id FROM seed_users s WHERE s.n = ${BROKER_USERS} + 1 + ${h("q.n", 306)} % ${STAFF_USERS}) END,
          CASE WHEN q.quote_status = 'expired' THEN 'Geçerlilik süresi doldu.'
               WHEN k = 2 AND q.request_status = 'accepted' THEN 'Talep için başka bir teklif onaylandı.' END
        FROM (
          SELECT q.n, q.id, q.status AS request_status, k, submitted, validity,
            (ARRAY['USD', 'USD', 'EUR', 'TRY'])[1 + ${h("q.n + k", 307)} % 4] AS cur,
            CASE
              WHEN q.status = 'accepted' AND k = 1 THEN 'approved'
              WHEN q.status = 'accepted' THEN 'rejected'
              WHEN submitted + validity * interval '1 hour' <= ${now} THEN CASE WHEN ${h("q.n + k", 308)} % 2 = 0 THEN 'expired' ELSE 'rejected' END
              WHEN q.status = 'quoted' THEN 'pending'
              ELSE 'rejected'
            END AS quote_status
          FROM seed_requests q
          CROSS JOIN generate_series(1, 2) k
          CROSS JOIN LATERAL (SELECT
            greatest(q.created + interval '1 minute', least(q.created + (1 + ${h("q.n + k", 309)} % 48) * interval '1 hour', ${now} - interval '3 hours')) AS submitted,
            (ARRAY[24, 48, 72, 168])[1 + ${h("q.n + k", 310)} % 4] AS validity) s
          WHERE (q.status IN ('quoted', 'accepted') AND (k = 1 OR ${h("q.n", 311)} % 2 = 0))
             OR (q.status = 'cancelled' AND k = 1 AND ${h("q.n", 311)} % 3 = 0)
        ) q
        JOIN seed_users u ON u.n = 1 + (${h("q.n", 312)} + k) % ${BROKER_USERS}
        JOIN seed_brokers b ON b.n = u.broker_n;
      `,
    );

    // ── reservations
    await step(
      `reservations ${counts.reservations.toLocaleString("tr-TR")}`,
      `
      CREATE TEMP TABLE seed_reservations AS
        SELECT i AS n, gen_random_uuid() AS id, dep, status, created,
          CASE WHEN ${h("i", 404)} % 100 = 0 THEN NULL ELSE 1 + ${h("i", 405)} % ${10 * JET_COPIES} END AS jet_n,
          ${routeN("i", 406)} AS route_n,
          ${h("i", 408)} % 3 = 0 AS catering, ${h("i", 409)} % 4 = 0 AS ground,
          ${h("i", 410)} % 40 = 0 AS no_total
        FROM (
          SELECT i, dep,
            CASE WHEN dep < ${now}
              THEN (ARRAY['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'cancelled', 'cancelled', 'cancelled', 'cancelled', 'confirmed'])[1 + ${h("i", 403)} % 20]
              ELSE (ARRAY['draft', 'draft', 'draft', 'draft', 'optional', 'optional', 'optional', 'optional', 'optional', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'cancelled', 'cancelled', 'cancelled'])[1 + ${h("i", 403)} % 20]
            END::reservation_status AS status,
            least(dep - (1 + ${h("i", 411)} % 60) * interval '1 day', ${now} - (10 + ${h("i", 412)} % 129600) * interval '1 minute') AS created
          FROM (SELECT i, ${istanbulTime(now, `${h("i", 401)} % 730 - 365`, `(6 + ${h("i", 402)} % 17) * 60 + 15 * (${h("i", 407)} % 4)`)} AS dep
                FROM generate_series(1, ${counts.reservations}) i) g
        ) r;
      ALTER TABLE seed_reservations ADD PRIMARY KEY (n);
      ALTER TABLE seed_reservations ADD COLUMN total numeric(12, 2);
      -- the database refuses a jet held twice at once (reservations_no_double_booking): an optional or
      -- confirmed reservation whose jet is still flying an earlier held reservation flies without an assigned jet
      ALTER TABLE seed_reservations ADD COLUMN arr timestamptz;
      UPDATE seed_reservations s SET arr = s.dep + round(r.distance_km / 780.0 * 60 + 20) * interval '1 minute'
        FROM seed_routes r WHERE r.n = s.route_n;
      UPDATE seed_reservations s SET jet_n = NULL
        FROM (SELECT n, dep, max(arr) OVER (PARTITION BY jet_n ORDER BY dep, n ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS busy_until
                FROM seed_reservations WHERE jet_n IS NOT NULL AND status IN ('optional', 'confirmed')) c
        WHERE c.n = s.n AND c.busy_until > c.dep;
      INSERT INTO reservations (id, customer_id, route_id, jet_id, departure_datetime, arrival_datetime, passenger_count,
                                catering_required, ground_transport_required, special_requests, status, total_amount, currency,
                                created_at, updated_at)
        SELECT s.id, c.id, r.id, j.id, s.dep, s.arr,
          1 + ${h("s.n", 420)} % coalesce(least(j.seats, 14), 8),
          s.catering, s.ground,
          CASE WHEN ${h("s.n", 421)} % 10 < 3 THEN ${pick(SPECIAL_REQUESTS, h("s.n", 422))} END,
          s.status,
          CASE WHEN s.no_total THEN NULL
               ELSE round((coalesce(j.hourly * ceil(r.distance_km / 500.0), r.base_price * 1.2)
                           + CASE WHEN s.catering THEN 18500 ELSE 0 END + CASE WHEN s.ground THEN 9500 ELSE 0 END) / 500) * 500 END,
          'TRY', s.created, s.created
        FROM seed_reservations s
        JOIN seed_customers c ON c.n = 1 + ${h("s.n", 423)} % ${counts.customers}
        JOIN seed_routes r ON r.n = s.route_n
        LEFT JOIN seed_jets j ON j.n = s.jet_n;
      UPDATE seed_reservations s SET total = r.total_amount FROM reservations r WHERE r.id = s.id;
      `,
    );

    // ── payments (one per reservation in turn; status follows the reservation)
    await step(
      `payments ${counts.payments.toLocaleString("tr-TR")}`,
      `
      INSERT INTO payments (id, reservation_id, amount, currency, payment_method, status, paid_at, created_at, updated_at, transaction_reference)
        SELECT gen_random_uuid(), p.reservation_id,
          round(coalesce(p.total, 150000) * CASE WHEN ${h("p.i", 502)} % 3 = 0 THEN 0.3 ELSE 1 END, -2),
          'TRY', ${pick(PAYMENT_METHODS, h("p.i", 503))}, p.status,
          CASE WHEN p.status IN ('paid', 'refunded') THEN least(p.created + (2 + ${h("p.i", 504)} % 600) * interval '1 minute', ${now} - interval '1 minute') END,
          p.created, p.created,
          'UJ-' || to_char(p.created AT TIME ZONE 'Europe/Istanbul', 'YYYY') || '-${TAG}-' || lpad(p.i::text, 6, '0')
        FROM (
          SELECT p.i, s.id AS reservation_id, s.total,
            CASE s.status
              WHEN 'completed' THEN (ARRAY['paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'refunded'])[1 + ${h("p.i", 505)} % 10]
              WHEN 'confirmed' THEN (ARRAY['paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'pending', 'pending', 'pending', 'failed'])[1 + ${h("p.i", 505)} % 10]
              WHEN 'optional' THEN (ARRAY['pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'failed', 'failed', 'paid'])[1 + ${h("p.i", 505)} % 10]
              WHEN 'draft' THEN (ARRAY['pending', 'pending', 'pending', 'pending', 'failed'])[1 + ${h("p.i", 505)} % 5]
              ELSE (ARRAY['refunded', 'refunded', 'refunded', 'failed'])[1 + ${h("p.i", 505)} % 4]
            END::payment_status AS status,
            least(s.created + (${h("p.i", 506)} % 7200) * interval '1 minute', ${now} - (2 + ${h("p.i", 507)} % 600) * interval '1 minute') AS created
          FROM generate_series(1, ${counts.payments}) p(i)
          JOIN seed_reservations s ON s.n = 1 + (p.i - 1) % ${counts.reservations}
        ) p;
      `,
    );

    // ── concierge (decision 024): customer accounts for the first customers, one conversation each, five
    // messages alternating customer/staff; every third conversation still awaits an answer with unread messages
    await step(
      `concierge ${counts.conciergeConversations.toLocaleString("tr-TR")} conversations, ${(counts.conciergeConversations * 5).toLocaleString("tr-TR")} messages`,
      `
      CREATE TEMP TABLE seed_concierge AS
        SELECT c.n, c.id AS customer_id, gen_random_uuid() AS user_id, gen_random_uuid() AS conversation_id,
          k.first_name, k.last_name, k.email,
          ${now} - (${h("c.n", 701)} % 525600) * interval '1 minute' AS last_at,
          c.n % 3 = 0 AS awaiting
        FROM seed_customers c JOIN customers k ON k.id = c.id
        WHERE c.n <= ${counts.conciergeConversations};
      INSERT INTO users (id, email, password_hash, email_verified_at, created_at, updated_at)
        SELECT user_id, email, ${lit(passwordHash)}, last_at - interval '30 days', last_at - interval '30 days', ${now} FROM seed_concierge;
      INSERT INTO user_profiles (id, role, first_name, last_name, email, customer_id, created_at, updated_at)
        SELECT user_id, 'sales', first_name, last_name, email, customer_id, last_at - interval '30 days', ${now} FROM seed_concierge;
      INSERT INTO concierge_conversations (id, customer_user_id, assigned_staff_id, search_text, awaiting_since, last_message_at,
          last_message_side, last_message_preview, created_at, updated_at)
        SELECT s.conversation_id, s.user_id, CASE WHEN s.n % 4 = 0 THEN (SELECT id FROM seed_users WHERE role = 'operations' LIMIT 1) END,
          tr_fold(s.first_name || ' ' || s.last_name || ' ' || s.email),
          CASE WHEN s.awaiting THEN s.last_at END, s.last_at,
          CASE WHEN s.awaiting THEN 'customer' ELSE 'staff' END::concierge_side,
          ${pick(SPECIAL_REQUESTS, h("s.n", 702))}, s.last_at - interval '4 hours', s.last_at
        FROM seed_concierge s;
      INSERT INTO concierge_messages (id, conversation_id, author_user_id, author_side, body, created_at, read_at)
        SELECT gen_random_uuid(), s.conversation_id,
          CASE WHEN (m + CASE WHEN s.awaiting THEN 1 ELSE 0 END) % 2 = 1 THEN s.user_id END,
          CASE WHEN (m + CASE WHEN s.awaiting THEN 1 ELSE 0 END) % 2 = 1 THEN 'customer' ELSE 'staff' END::concierge_side,
          ${pick(SPECIAL_REQUESTS, h("s.n * 7 + m", 703))},
          s.last_at - (4 - m) * interval '1 hour',
          CASE WHEN s.awaiting AND m = 4 THEN NULL ELSE s.last_at - (4 - m) * interval '1 hour' + interval '10 minutes' END
        FROM seed_concierge s CROSS JOIN generate_series(0, 4) m;
      DROP TABLE seed_concierge;
      `,
    );

    // ── KVKK requests (decision 055): one for every tenth customer, of every kind and state, arrived over the past
    // year; the open ones of the last 40 days are partly past their 30 days
    await step(
      `KVKK requests ${Math.ceil(counts.customers / 10).toLocaleString("tr-TR")}`,
      `
      INSERT INTO data_subject_requests (id, customer_id, kind, state, field, requested_value, due_at, resolved_at, staff_note,
          created_at, updated_at)
        SELECT gen_random_uuid(), c.id, r.kind, r.state,
          CASE WHEN r.kind = 'correction' THEN 'phone' END,
          CASE WHEN r.kind = 'correction' THEN '+90 532 000 00 00' END,
          r.created + interval '30 days',
          CASE WHEN r.state <> 'open' THEN r.created + interval '3 days' END,
          CASE WHEN r.state = 'rejected' THEN 'Kimlik doğrulanamadı.' END,
          r.created, r.created
        FROM seed_customers c
        CROSS JOIN LATERAL (SELECT
            (ARRAY['access', 'correction', 'correction', 'erasure'])[1 + ${h("c.n", 801)} % 4]::data_request_kind AS kind,
            CASE WHEN ${h("c.n", 802)} % 5 = 0 THEN 'open' WHEN ${h("c.n", 802)} % 5 = 1 THEN 'rejected' ELSE 'completed' END::data_request_state AS state,
            ${now} - (${h("c.n", 803)} % 525600) * interval '1 minute' - CASE WHEN ${h("c.n", 802)} % 5 = 0 THEN interval '0' ELSE interval '5 days' END AS created
        ) r
        WHERE c.n % 10 = 0;
      `,
    );

    await step(
      "ANALYZE",
      `
      DROP TABLE IF EXISTS ${TEMP_TABLES};
      ANALYZE users, user_profiles, brokers, jets, routes, customers, empty_legs, quote_requests, broker_quotes, reservations, payments;
      ANALYZE concierge_conversations, concierge_messages, data_subject_requests;
      `,
    );

    const totals = await runner.query<{ t: string; n: number }>(`
      SELECT 'customers' AS t, count(*)::int AS n FROM customers UNION ALL
      SELECT 'routes', count(*)::int FROM routes UNION ALL
      SELECT 'jets', count(*)::int FROM jets UNION ALL
      SELECT 'brokers', count(*)::int FROM brokers UNION ALL
      SELECT 'users', count(*)::int FROM users UNION ALL
      SELECT 'empty_legs', count(*)::int FROM empty_legs UNION ALL
      SELECT 'quote_requests', count(*)::int FROM quote_requests UNION ALL
      SELECT 'broker_quotes', count(*)::int FROM broker_quotes UNION ALL
      SELECT 'reservations', count(*)::int FROM reservations UNION ALL
      SELECT 'payments', count(*)::int FROM payments UNION ALL
      SELECT 'concierge_messages', count(*)::int FROM concierge_messages`);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s; rows now in the database:`);
    for (const row of totals) console.log(`  ${row.t.padEnd(16)} ${row.n.toLocaleString("tr-TR").padStart(10)}`);
  } finally {
    await runner.release();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`seed:large failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
