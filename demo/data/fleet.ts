import type { JetCategory, JetOwnership } from "#app/generated/prisma/enums";

export type JetSpec = {
  key: string;
  manufacturer: string;
  model: string;
  year: number;
  seats: number;
  minPassengers: number;
  category: JetCategory;
  rangeKm: number;
  maxSpeedKmh: number;
  /** planning cruise speed (km/h) the charter engine times legs with (decision 036) */
  cruiseKmh: number;
  hourlyRate: number;
  /** the city the jet is based at (where it is before its first flight, decision 036) */
  homeBase: string;
  ownership: JetOwnership;
  features: string[];
  available: boolean;
};

/**
 * The demo fleet, the three aircraft of the landing page first; ranges converted from nautical miles. Block times,
 * prices and positioning come from the charter engine (app/lib/domain/charter) with these figures.
 */
export const JETS: JetSpec[] = [
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
    cruiseKmh: 800,
    hourlyRate: 165_000,
    homeBase: "İstanbul",
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
    cruiseKmh: 830,
    hourlyRate: 245_000,
    homeBase: "İstanbul",
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
    cruiseKmh: 900,
    hourlyRate: 450_000,
    homeBase: "İstanbul",
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
    cruiseKmh: 720,
    hourlyRate: 150_000,
    homeBase: "Ankara",
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
    cruiseKmh: 830,
    hourlyRate: 230_000,
    homeBase: "İstanbul",
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
    cruiseKmh: 900,
    hourlyRate: 420_000,
    homeBase: "İstanbul",
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
    cruiseKmh: 870,
    hourlyRate: 360_000,
    homeBase: "İstanbul",
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
    cruiseKmh: 700,
    hourlyRate: 150_000,
    homeBase: "İzmir",
    ownership: "owned",
    features: ["Wi-Fi", "Kısa pist kabiliyeti", "Geniş kargo kapısı"],
    available: false,
  },
];
