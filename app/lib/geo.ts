/** Great-circle distances for flight planning and quotes. */

export type LatLng = { latitude: number; longitude: number };

/** Mean Earth radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0;

/** One international nautical mile, in kilometres. */
export const KM_PER_NAUTICAL_MILE = 1.852;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points (haversine on a sphere), rounded to whole kilometres. */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const phi1 = toRadians(a.latitude);
  const phi2 = toRadians(b.latitude);
  const dPhi = phi2 - phi1;
  const dLambda = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dPhi / 2) ** 2 + Math.cos(phi1) * Math.cos(phi2) * Math.sin(dLambda / 2) ** 2;
  const centralAngle = 2 * Math.atan2(Math.sqrt(h), Math.sqrt(Math.max(0, 1 - h)));
  return Math.round(EARTH_RADIUS_KM * centralAngle);
}

export function kmToNauticalMiles(km: number): number {
  return km / KM_PER_NAUTICAL_MILE;
}

export function nauticalMilesToKm(nauticalMiles: number): number {
  return nauticalMiles * KM_PER_NAUTICAL_MILE;
}
