import { all, type MatrixRow } from "../matrix-types";

/** A guest request that fails validation (same cities, bad phone): answered 400 for everybody, nothing written. */
const badFlightRequest = () => ({
  departure_city: "İstanbul",
  arrival_city: "İstanbul",
  departure_date: "2000-01-01",
  passenger_count: "13",
  name: "Matris Deneme",
  email: "matris@example.com",
  phone: "abc",
});

export const rows: MatrixRow[] = [
  {
    id: "routes/public/home",
    // "?index" makes the `.data` POST reach the index route's action, as React Router's own forms do
    path: "/?index",
    get: all("page"),
    posts: [
      { intent: "flight-request", fields: badFlightRequest, expect: all("400") },
      { intent: "flight-request", fields: () => ({}), expect: all("400") },
      // the indicative price (decision 046): the trip fields alone, field errors for everybody, nothing written
      { intent: "price-preview", fields: badFlightRequest, expect: all("400") },
      { intent: "price-preview", fields: () => ({}), expect: all("400") },
      { intent: "unknown-intent", fields: badFlightRequest, expect: all("400") },
    ],
  },
  { id: "routes/public/privacy", path: "/gizlilik", get: all("page"), note: "read-only legal text" },
  { id: "routes/public/terms", path: "/kullanim-kosullari", get: all("page"), note: "read-only legal text" },
  { id: "routes/system/robots", path: "/robots.txt", get: all("page"), note: "resource route without action" },
  { id: "routes/system/sitemap", path: "/sitemap.xml", get: all("page"), note: "resource route without action" },
];
