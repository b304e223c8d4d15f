/**
 * The IANA time zone at a point, for the airport build scripts (scripts/build-airports.ts,
 * scripts/build-airport-time-zones.ts; decision 043). The zone comes from the time-zone boundary polygons of
 * the `geo-tz` package (devDependency; its data ships inside the package, nothing is downloaded), in its
 * "all" data set, which keeps each country's own zone (Europe/Amsterdam, not Europe/Brussels, though the two
 * have kept the same clocks since 1970). Only the build scripts use it: the app reads the zones they write.
 */
import { find } from "geo-tz/all";

/** The zone at a latitude and longitude; throws when there is none or the runtime does not know it. */
export function timeZoneAt(latitude: number, longitude: number, label: string): string {
  const zones = find(latitude, longitude);
  const zone = zones[0];
  if (!zone) throw new Error(`${label}: no time zone at ${latitude}, ${longitude}`);
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
  } catch {
    throw new Error(`${label}: time zone ${zone} is not known to this runtime`);
  }
  return zone;
}
