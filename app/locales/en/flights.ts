import type flights from "../tr/flights";
import type { Widen } from "../types";

const en: Widen<typeof flights> = {
  pageTitle: "Flights — Ufuk Jet",
  title: "Flight tracking",
  description: "Reservations by departure: today's, upcoming and past flights. Search by customer, city, airport, jet or reservation code.",
  tabsLabel: "Flight time",
  tabs: { today: "Today", upcoming: "Upcoming", past: "Past" },
  filters: "Flight search",
  searchLabel: "Search",
  searchPlaceholder: "Customer, city, jet or code (e.g. UJ-3F9A12C0)",
  filter: "Search",
  clear: "Clear",
  total_one: "{{count, number}} flight",
  total_other: "{{count, number}} flights",
  totalCapped: "{{count, number}}+ flights",
  tableLabel: "Flights",
  unknown: "Unknown",
  emptyFiltered: "No flight matches the search.",
  empty: { today: "No flights depart today.", upcoming: "No upcoming flights.", past: "No past flights." },
  utc: "Times in UTC (Z)",
  columns: {
    code: "Code",
    departure: "Departure → arrival (local time; UTC below)",
    route: "Route",
    customer: "Customer",
    jet: "Jet",
    passengers: "Passengers",
    amount: "Amount",
    status: "Status",
  },
};

export default en;
