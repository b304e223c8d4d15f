import type { CrossOriginCase, Lookups } from "../matrix-types";

/**
 * POSTs sent by another site, each with a change that would really happen when sent by the app's own pages:
 * every one must answer 403 and leave the database unchanged, whatever the route, role or variant of the
 * foreign origin. (The refusal itself is one middleware for every route, resource routes included.)
 */
export const CROSS_ORIGIN: CrossOriginCase[] = [
  {
    label: "staff approve a pending empty leg",
    path: "/admin/empty-legs",
    role: "admin",
    fields: (ids) => ({ intent: "approve", id: ids.found.crossOriginLeg }),
  },
  {
    label: "staff show a hidden request to brokers",
    path: "/admin/quote-requests",
    role: "operations",
    fields: (ids) => ({ intent: "set-visibility", id: ids.found.crossOriginRequest, visible_to_brokers: "true" }),
  },
  {
    label: "an admin disables a broker account",
    path: "/admin/settings",
    role: "admin",
    fields: (ids) => ({ intent: "disable", id: ids.brokerUserId }),
  },
  {
    label: "a customer's details are overwritten",
    path: "/dashboard/profile",
    role: "sales",
    fields: () => ({ intent: "update-profile", first_name: "Çapraz", last_name: "Site", phone: "" }),
  },
  {
    label: "a guest flight request is filed",
    path: "/?index",
    role: "guest",
    fields: () => ({
      intent: "flight-request",
      departure_city: "İstanbul",
      arrival_city: "Ankara",
      departure_date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      passenger_count: "2",
      name: "Çapraz Site",
      email: "capraz.site@example.com",
      phone: "0532 111 22 33",
    }),
  },
  { label: "the language switch (a resource route)", path: "/language", role: "guest", fields: () => ({ lng: "en", redirectTo: "/" }) },
];

/** The foreign-origin variants, given the app's own origin (e.g. http://127.0.0.1:40123). */
export function crossOriginHeaders(own: string): Array<[string, Record<string, string>]> {
  const url = new URL(own);
  return [
    ["a foreign Origin", { Origin: "https://evil.example" }],
    ["Origin: null", { Origin: "null" }],
    ["a look-alike host", { Origin: `${url.protocol}//${url.hostname}.evil.example${url.port ? `:${url.port}` : ""}` }],
    ["the same host on another port", { Origin: `${url.protocol}//${url.hostname}:${Number(url.port || 80) + 1}` }],
    ["Sec-Fetch-Site: cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
    ["a foreign Referer without Origin", { Referer: "https://evil.example/form.html" }],
    ["a look-alike Referer without Origin", { Referer: `${url.protocol}//${url.hostname}.evil.example${url.port ? `:${url.port}` : ""}/` }],
  ];
}

/** Demo records these rows refer to, found by SQL before the run (available as `ids.found.<name>`). */
export const lookups = {
  crossOriginLeg: `SELECT id FROM empty_legs WHERE approved = false ORDER BY created_at DESC LIMIT 1`,
  crossOriginRequest: `SELECT id FROM quote_requests WHERE NOT visible_to_brokers ORDER BY created_at DESC LIMIT 1`,
} satisfies Lookups;
