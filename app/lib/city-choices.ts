/**
 * The cities a guest chooses from (the landing page's request form): names and regions only, from
 * app/data/city-choices.json, which scripts/build-airports.ts writes next to airports.json. The form draws its
 * lists from this small file instead of the airport data with codes and coordinates (decision 035);
 * airports.test.ts keeps the two files in step.
 */
import data from "../data/city-choices.json";
import { REGIONS, type AirportRegion } from "./airport-regions";

export type CityChoice = {
  /** City name as shown to Turkish users, e.g. "Londra". */
  readonly city: string;
  /** City name in English, e.g. "London". */
  readonly cityEn: string;
  readonly region: AirportRegion;
};

/** Every city, ordered by region (REGIONS order) and then by its position in the region. */
export const CITY_CHOICES: readonly CityChoice[] = data as CityChoice[];

/** The cities grouped by region, in REGIONS order, each group in list order. */
export function cityChoicesByRegion(): Array<{ region: AirportRegion; cities: readonly CityChoice[] }> {
  return REGIONS.map((region) => ({ region, cities: CITY_CHOICES.filter((c) => c.region === region) }));
}
