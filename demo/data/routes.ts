/** Routes as [departure city, arrival city] (Turkish names of AIRPORT_CITIES). */
export const ROUTES: Array<[string, string]> = [
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
export const BASE_PRICE_PER_KM = 180;
export const MIN_BASE_PRICE = 45_000;
export const CATERING_PRICE = 18_500;
export const GROUND_TRANSPORT_PRICE = 9_500;
