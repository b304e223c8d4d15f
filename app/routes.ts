import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The map of the product, grouped by area. Every route module guards its own loader and action
 * (app/server/platform/auth/guard.server.ts); a layout's check never protects its children.
 * The access matrix (tests/access/matrix.ts) must have a row for every route listed here.
 */
export default [
  // ── public ──
  index("routes/public/home.tsx"),
  route("bos-bacaklar", "routes/public/empty-legs.tsx"),
  route("bos-bacaklar/:legId/talep", "routes/public/empty-leg-request.tsx"),
  route("bos-bacaklar/alarm/onay", "routes/public/leg-alert-confirm.tsx"),
  route("bos-bacaklar/alarm/iptal", "routes/public/leg-alert-unsubscribe.tsx"),
  // the one-click withdrawal of the marketing e-mails' consent (decision 056)
  route("iletisim-izni/geri-cek", "routes/public/consent-withdraw.tsx"),
  // the link to the offer in a guest's e-mails (decision 047)
  route("teklif/ac", "routes/public/offer-link.tsx"),
  route("gizlilik", "routes/public/privacy.tsx"),
  route("kullanim-kosullari", "routes/public/terms.tsx"),
  route("robots.txt", "routes/system/robots.ts"),
  route("sitemap.xml", "routes/system/sitemap.ts"),
  route("api/airports", "routes/api/airports.ts"),
  // the card provider's callback (decision 045): posted by the provider's page, no session
  route("odeme/sonuc", "routes/public/checkout-result.ts"),

  // ── auth ──
  route("auth", "routes/auth/auth.tsx", { id: "auth" }),
  route("login", "routes/auth/auth.tsx", { id: "login" }),
  route("admin/login", "routes/auth/auth.tsx", { id: "admin-login" }),
  route("broker/login", "routes/auth/auth.tsx", { id: "broker-login" }),
  route("auth/verify", "routes/auth/verify.tsx"),
  route("logout", "routes/auth/logout.ts"),

  // ── admin area (admin, operations) ──
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("settings", "routes/admin/settings/users.tsx"),
    route("settings/outbox", "routes/admin/settings/outbox.tsx"),
    route("payments", "routes/admin/payments.tsx"),
    route("flights", "routes/admin/flights.tsx"),
    route("payments/export", "routes/admin/payments-export.ts"),
    route("reports", "routes/admin/reports.tsx"),
    route("reports/export", "routes/admin/reports-export.ts"),
    route("reservations", "routes/admin/reservations.tsx"),
    route("reservations/export", "routes/admin/reservations-export.ts"),
    route("reservations/new", "routes/admin/reservation-form.tsx", { id: "admin-reservation-new" }),
    route("reservations/:reservationId", "routes/admin/reservation-form.tsx", { id: "admin-reservation-edit" }),
    route("reservations/:reservationId/pdf", "routes/admin/reservation-pdf.ts"),
    route("reservations/:reservationId/manifest", "routes/admin/reservation-manifest.tsx"),
    route("reservations/:reservationId/manifest.csv", "routes/admin/reservation-manifest-export.ts", { id: "admin-manifest-csv" }),
    route("reservations/:reservationId/manifest.pdf", "routes/admin/reservation-manifest-export.ts", { id: "admin-manifest-pdf" }),
    route("reservations/:reservationId/requests", "routes/admin/reservation-requests.ts"),
    route("quote-requests", "routes/admin/quote-requests.tsx"),
    route("broker-quotes", "routes/admin/broker-quotes.tsx"),
    route("empty-legs", "routes/admin/empty-legs.tsx"),
    route("customers", "routes/admin/customers.tsx"),
    route("customers/:customerId", "routes/admin/customer.tsx"),
    route("jets", "routes/admin/jets.tsx"),
    route("routes", "routes/admin/routes.tsx"),
    route("brokers", "routes/admin/brokers.tsx"),
    route("broker-flights", "routes/admin/broker-flights.tsx"),
    route("concierge", "routes/admin/concierge.tsx"),
    route("concierge/:conversationId", "routes/admin/concierge-conversation.tsx"),
    route("offers", "routes/admin/offers.tsx"),
    route("data-requests", "routes/admin/data-requests.tsx"),
    route("*", "routes/system/area-not-found.tsx", { id: "admin-not-found" }),
  ]),

  // ── broker area (broker with a broker link) ──
  route("broker", "routes/broker/layout.tsx", [
    index("routes/broker/dashboard.tsx"),
    route("quote-requests", "routes/broker/quote-requests.tsx"),
    route("quote/:requestId", "routes/broker/quote.tsx"),
    route("empty-legs", "routes/broker/empty-legs.tsx"),
    route("empty-legs/new", "routes/broker/empty-leg-form.tsx", { id: "broker-empty-leg-new" }),
    route("empty-legs/:legId/edit", "routes/broker/empty-leg-form.tsx", { id: "broker-empty-leg-edit" }),
    route("profile", "routes/broker/profile.tsx"),
    route("*", "routes/system/area-not-found.tsx", { id: "broker-not-found" }),
  ]),

  // ── customer area (sales) ──
  route("dashboard", "routes/customer/layout.tsx", [
    index("routes/customer/dashboard.tsx"),
    route("profile", "routes/customer/profile.tsx"),
    route("profile/verilerim.json", "routes/customer/data-export.ts"),
    route("profile/duzeltme", "routes/customer/data-correction.tsx"),
    route("profile/silme", "routes/customer/data-erasure.tsx"),
    route("requests", "routes/customer/requests.tsx"),
    route("jets", "routes/customer/jets.tsx"),
    route("reservation", "routes/customer/reservation.tsx"),
    route("flights", "routes/customer/flights.tsx"),
    route("upcoming-flights", "routes/customer/flights.tsx", { id: "customer-upcoming-flights" }),
    route("flights/:reservationId", "routes/customer/flight.tsx"),
    route("flights/:reservationId/pdf", "routes/customer/flight-pdf.ts"),
    route("history", "routes/customer/history.tsx"),
    route("concierge", "routes/customer/concierge.tsx"),
    route("offers", "routes/customer/offers.tsx"),
    route("alerts", "routes/customer/alerts.tsx"),
    route("membership", "routes/customer/membership.tsx"),
    route("*", "routes/system/area-not-found.tsx", { id: "customer-not-found" }),
  ]),
  // spec §2's address of the flights screen: the customer's guard, then a redirect to /dashboard/flights (decision 049)
  route("upcoming-flights", "routes/customer/upcoming-flights.ts"),

  // ── system ──
  route("healthz", "routes/system/healthz.ts"),
  route("language", "routes/system/language.ts"),
  route("ui/sidebar", "routes/system/sidebar.ts"),
  route("demo-feeds/:feed", "routes/system/demo-feed.ts"),

  // ── fallback: the 404 page (also lets the i18n middleware run for unknown paths) ──
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
