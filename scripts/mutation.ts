/**
 * `npm run test:mutation`: a small mutation check of the rules the product trusts most — the status machines
 * (app/lib/domain), safe redirects, search folding, the role guard and the conditional updates of quote and
 * empty-leg decisions. Each mutant below is one deliberate bug (a deleted condition, a flipped comparison, a
 * dropped owner filter…). For each, one at a time: the source text is replaced, the related test files run,
 * the file is restored. A mutant is "killed" when its tests fail and "survived" when they pass.
 *
 *   npm run test:mutation                   every mutant
 *   npm run test:mutation -- --only quotes  mutants whose id contains "quotes"
 *   npm run test:mutation -- --list         list the mutants without running them
 *   npm run test:mutation -- --dry          report the mutants whose source text is no longer found
 *
 * A mutant whose source text is no longer found (the code moved on) is skipped and reported, never applied
 * elsewhere; update its text here. Exit code 1 when a mutant survived.
 *
 * Left out on purpose (equivalent mutants: no test can tell them apart from the original):
 *   - the second layer of a locked delete (empty-leg reject, broker delete): the `FOR UPDATE` read and the
 *     `deleteMany` carry the same conditions, so removing one of them alone changes nothing; the mutants
 *     below remove the condition from both;
 *   - `updatedAt`-style bookkeeping and the `status: current.status` re-check of a request's status change,
 *     which only matters between two concurrent transactions on a PostgreSQL server (PGlite runs them one
 *     after the other).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

interface Mutant {
  id: string;
  file: string;
  /** pairs of [original text, replacement]; every original must occur exactly once */
  edits: Array<[string, string]>;
  tests: string[];
}

const DOMAIN = "app/lib/domain";
const QUOTE_TESTS = ["tests/integration/brokerage/quotes.test.ts"];
const LEG_TESTS = ["tests/integration/empty-legs/empty-legs.test.ts"];
const GUARD_TESTS = ["tests/integration/platform/auth.test.ts", "tests/integration/platform/guard.test.ts"];
const PAYMENT_TESTS = ["tests/integration/money/payments.test.ts"];
const CUSTOMER_TESTS = ["tests/integration/customers/customers.test.ts"];
const FLEET_TESTS = ["tests/integration/fleet/fleet.test.ts"];
const SEARCH_TESTS = ["app/lib/search.test.ts", "tests/integration/platform/database.test.ts"];
const OFFER_TESTS = ["tests/integration/brokerage/customer-requests.test.ts"];
const STAFF_OFFER_TESTS = ["tests/integration/service/offers.test.ts"];

const m = (id: string, file: string, edits: Array<[string, string]>, tests: string[]): Mutant => ({ id, file, edits, tests });

export const MUTANTS: Mutant[] = [
  // ── status machines ──
  m(
    "broker-quote: pending can no longer expire",
    `${DOMAIN}/broker-quote-status.ts`,
    [[`pending: ["approved", "rejected", "expired"]`, `pending: ["approved", "rejected"]`]],
    [`${DOMAIN}/broker-quote-status.test.ts`],
  ),
  m(
    "broker-quote: expiry boundary <= → <",
    `${DOMAIN}/broker-quote-status.ts`,
    [["quote.expiresAt.getTime() <= now.getTime()", "quote.expiresAt.getTime() < now.getTime()"]],
    [`${DOMAIN}/broker-quote-status.test.ts`],
  ),
  m(
    "broker-quote: expiry ignores the status",
    `${DOMAIN}/broker-quote-status.ts`,
    [[`return quote.status === "pending" && quote.expiresAt`, "return quote.expiresAt"]],
    [`${DOMAIN}/broker-quote-status.test.ts`],
  ),
  m(
    "broker-quote: effective status ignores expiry",
    `${DOMAIN}/broker-quote-status.ts`,
    [[`isExpired(quote, now) ? "expired" : quote.status`, "quote.status"]],
    [`${DOMAIN}/broker-quote-status.test.ts`],
  ),
  m(
    "broker-quote: isFinal flipped",
    `${DOMAIN}/broker-quote-status.ts`,
    [["nextStatuses(status).length === 0", "nextStatuses(status).length !== 0"]],
    [`${DOMAIN}/broker-quote-status.test.ts`],
  ),
  m(
    "empty-leg: a published leg may be rejected",
    `${DOMAIN}/empty-leg-status.ts`,
    [[`published: ["withdraw"],`, `published: ["withdraw", "reject"],`]],
    [`${DOMAIN}/empty-leg-status.test.ts`],
  ),
  m(
    "empty-leg: a pending leg may not be rejected",
    `${DOMAIN}/empty-leg-status.ts`,
    [[`pending: ["approve", "reject"],`, `pending: ["approve"],`]],
    [`${DOMAIN}/empty-leg-status.test.ts`],
  ),
  m(
    "empty-leg: listing boundary >= → >",
    `${DOMAIN}/empty-leg-status.ts`,
    [["leg.departureDatetime.getTime() >= now.getTime()", "leg.departureDatetime.getTime() > now.getTime()"]],
    [`${DOMAIN}/empty-leg-status.test.ts`],
  ),
  m(
    "empty-leg: listing ignores approval",
    `${DOMAIN}/empty-leg-status.ts`,
    [["return leg.approved && leg.departureDatetime", "return leg.departureDatetime"]],
    [`${DOMAIN}/empty-leg-status.test.ts`],
  ),
  m(
    "empty-leg: brokers may edit a published leg",
    `${DOMAIN}/empty-leg-status.ts`,
    [
      [
        `canBrokerEdit(leg: ApprovableLeg): boolean {\n  return emptyLegState(leg) === "pending";`,
        `canBrokerEdit(leg: ApprovableLeg): boolean {\n  return emptyLegState(leg) !== "deleted";`,
      ],
    ],
    [`${DOMAIN}/empty-leg-status.test.ts`],
  ),
  m(
    "empty-leg: brokers may delete a published leg",
    `${DOMAIN}/empty-leg-status.ts`,
    [
      [
        `canBrokerDelete(leg: ApprovableLeg): boolean {\n  return emptyLegState(leg) === "pending";`,
        `canBrokerDelete(leg: ApprovableLeg): boolean {\n  return emptyLegState(leg) !== "deleted";`,
      ],
    ],
    [`${DOMAIN}/empty-leg-status.test.ts`],
  ),
  m(
    "flight-time: zero distance gives an hour",
    `${DOMAIN}/flight-time.ts`,
    [["distanceKm <= 0) return 0", "distanceKm < 0) return 0"]],
    [`${DOMAIN}/flight-time.test.ts`],
  ),
  m(
    "flight-time: hours rounded instead of up",
    `${DOMAIN}/flight-time.ts`,
    [["Math.ceil(distanceKm / KM_PER_FLIGHT_HOUR)", "Math.round(distanceKm / KM_PER_FLIGHT_HOUR)"]],
    [`${DOMAIN}/flight-time.test.ts`],
  ),
  m(
    "quote-terms: validity in minutes",
    `${DOMAIN}/quote-terms.ts`,
    [["validityHours * 3_600_000", "validityHours * 60_000"]],
    [`${DOMAIN}/flight-time.test.ts`],
  ),
  m(
    "quote-terms: any validity accepted",
    `${DOMAIN}/quote-terms.ts`,
    [["if (!isQuoteValidityHours(validityHours)) {", "if (false) {"]],
    [`${DOMAIN}/flight-time.test.ts`],
  ),
  m(
    "metrics: ratio of zero total",
    `${DOMAIN}/metrics.ts`,
    [["total <= 0) return 0", "total < 0) return 0"]],
    [`${DOMAIN}/flight-time.test.ts`],
  ),
  m(
    "payment: a failed payment may be paid",
    `${DOMAIN}/payment-status.ts`,
    [[`failed: ["pending"],`, `failed: ["pending", "paid"],`]],
    [`${DOMAIN}/payment-status.test.ts`],
  ),
  m("payment: no refunds", `${DOMAIN}/payment-status.ts`, [[`paid: ["refunded"],`, `paid: [],`]], [`${DOMAIN}/payment-status.test.ts`]),
  m(
    "quote-request: brokers may quote an accepted request",
    `${DOMAIN}/quote-request-status.ts`,
    [[`BROKER_QUOTABLE = ["pending", "quoted"] as const`, `BROKER_QUOTABLE = ["pending", "quoted", "accepted"] as const`]],
    [`${DOMAIN}/quote-request-status.test.ts`, ...QUOTE_TESTS],
  ),
  m(
    "quote-request: quoted → pending removed",
    `${DOMAIN}/quote-request-status.ts`,
    [[`quoted: ["accepted", "cancelled", "pending"],`, `quoted: ["accepted", "cancelled"],`]],
    [`${DOMAIN}/quote-request-status.test.ts`],
  ),
  m(
    "quote-request: accepted → quoted added",
    `${DOMAIN}/quote-request-status.ts`,
    [[`accepted: ["cancelled"],`, `accepted: ["cancelled", "quoted"],`]],
    [`${DOMAIN}/quote-request-status.test.ts`],
  ),
  m(
    "reservation: confirmed → draft added",
    `${DOMAIN}/reservation-status.ts`,
    [[`confirmed: ["completed", "cancelled"],`, `confirmed: ["completed", "cancelled", "draft"],`]],
    [`${DOMAIN}/reservation-status.test.ts`],
  ),
  m(
    "reservation: optional no longer pending",
    `${DOMAIN}/reservation-status.ts`,
    [[`PENDING_RESERVATION_STATUSES = ["draft", "optional"] as const`, `PENDING_RESERVATION_STATUSES = ["draft"] as const`]],
    [`${DOMAIN}/reservation-status.test.ts`],
  ),

  // ── safe redirects (string-level edits that survive a rewrite of the surrounding code) ──
  m(
    "safe-redirect: protocol-relative allowed",
    "app/lib/safe-redirect.ts",
    [[`path.startsWith("//") ||`, "false ||"]],
    ["app/lib/safe-redirect.test.ts"],
  ),
  m(
    "safe-redirect: no length limit",
    "app/lib/safe-redirect.ts",
    [["value.length > MAX_LENGTH", "value.length > MAX_LENGTH * 1000"]],
    ["app/lib/safe-redirect.test.ts"],
  ),
  m(
    "safe-redirect: DEL character allowed",
    "app/lib/safe-redirect.ts",
    [[" || ch.charCodeAt(0) === 0x7f", ""]],
    ["app/lib/safe-redirect.test.ts"],
  ),
  m(
    "safe-redirect: control characters allowed",
    "app/lib/safe-redirect.ts",
    [["ch.charCodeAt(0) < 0x20", "ch.charCodeAt(0) < 0x09"]],
    ["app/lib/safe-redirect.test.ts"],
  ),
  m(
    "safe-redirect: hash dropped",
    "app/lib/safe-redirect.ts",
    [["url.pathname + url.search + url.hash", "url.pathname + url.search"]],
    ["app/lib/safe-redirect.test.ts"],
  ),

  // ── search folding ──
  m("search: dotless ı not folded", "app/lib/search.ts", [[`["İIıi", "i"]`, `["İIi", "i"]`]], SEARCH_TESTS),
  m("search: Ş not folded", "app/lib/search.ts", [[`["Şş", "s"]`, `["ş", "s"]`]], SEARCH_TESTS),
  m("search: Z not lower-cased", "app/lib/search.ts", [[`ch <= "Z"`, `ch < "Z"`]], SEARCH_TESTS),
  m("search: no NFC normalisation", "app/lib/search.ts", [[`input.normalize("NFC")`, "input"]], SEARCH_TESTS),
  m("search: spaces not squeezed", "app/lib/search.ts", [[`.replace(/\\s+/g, " ").trim()`, ".trim()"]], SEARCH_TESTS),
  m("search: query not trimmed", "app/lib/search.ts", [[`.replace(/\\s+/g, " ").trim()`, `.replace(/\\s+/g, " ")`]], SEARCH_TESTS),
  m("search: query length unlimited", "app/lib/search.ts", [[".slice(0, maxLength)", ""]], SEARCH_TESTS),
  m("search: backslash not escaped", "app/lib/search.ts", [["/[\\\\%_]/g", "/[%_]/g"]], SEARCH_TESTS),
  m("search: underscore not escaped", "app/lib/search.ts", [["/[\\\\%_]/g", "/[\\\\%]/g"]], SEARCH_TESTS),
  m(
    "search: empty query filters",
    "app/lib/search.ts",
    [["return q ? { contains: escapeLike(q) } : undefined;", "return { contains: escapeLike(q) };"]],
    SEARCH_TESTS,
  ),
  m("search: SQL function deletes nothing", "app/lib/search.ts", [["  from += DELETED;", ""]], SEARCH_TESTS),

  // ── the role guard ──
  m(
    "guard: user without profile passes",
    "app/server/platform/auth/guard.server.ts",
    [[`if (!user.profile) httpError(403, "errors.profileLoading");`, ""]],
    GUARD_TESTS,
  ),
  m(
    "guard: role not checked",
    "app/server/platform/auth/guard.server.ts",
    [["if (!roles.includes(user.profile.role)) httpError(403);", ""]],
    GUARD_TESTS,
  ),
  m(
    "guard: broker link not checked",
    "app/server/platform/auth/guard.server.ts",
    [[`if (!user.profile.brokerId) httpError(403, "errors.noBrokerLink");`, ""]],
    GUARD_TESTS,
  ),
  m(
    "guard: an inactive (unvetted) broker company is let in",
    "app/server/platform/auth/guard.server.ts",
    [["if (!broker.isActive) {", "if (false) {"]],
    ["tests/integration/brokerage/brokers.test.ts"],
  ),
  m(
    "guard: brokers in the admin area",
    `${DOMAIN}/roles.ts`,
    [[`admin: ["admin", "operations"],`, `admin: ["admin", "operations", "broker"],`]],
    GUARD_TESTS,
  ),
  m(
    "guard: operations are admins",
    "app/server/platform/auth/guard.server.ts",
    [[`requireRole(request, ["admin"])`, `requireRole(request, ["admin", "operations"])`]],
    GUARD_TESTS,
  ),
  m(
    "guard: .data keeps _routes in redirectTo",
    "app/server/platform/auth/guard.server.ts",
    [[`    url.searchParams.delete("_routes");\n`, ""]],
    GUARD_TESTS,
  ),
  m(
    "guard: /_root.data not turned into /",
    "app/server/platform/auth/guard.server.ts",
    [[`if (pathname === "/_root") pathname = "/";`, ""]],
    GUARD_TESTS,
  ),
  m(
    "guard: .data suffix kept",
    "app/server/platform/auth/guard.server.ts",
    [[`pathname = pathname.slice(0, -".data".length);`, ""]],
    GUARD_TESTS,
  ),
  m(
    "guard: operations land on /dashboard",
    `${DOMAIN}/roles.ts`,
    [[`return role === "admin" || role === "operations";`, `return role === "admin";`]],
    GUARD_TESTS,
  ),

  // ── quote decisions (conditional updates) ──
  m(
    "quotes: approve without 'still pending'",
    "app/server/brokerage/staff-quote-decisions.server.ts",
    [
      [
        `where: { id: input.id, status: "pending", expiresAt: { gt: now }, quoteRequest:`,
        `where: { id: input.id, expiresAt: { gt: now }, quoteRequest:`,
      ],
    ],
    QUOTE_TESTS,
  ),
  m(
    "quotes: approve without 'not expired'",
    "app/server/brokerage/staff-quote-decisions.server.ts",
    [
      [
        `where: { id: input.id, status: "pending", expiresAt: { gt: now }, quoteRequest:`,
        `where: { id: input.id, status: "pending", quoteRequest:`,
      ],
    ],
    QUOTE_TESTS,
  ),
  m(
    "quotes: approve without 'request still open'",
    "app/server/brokerage/staff-quote-decisions.server.ts",
    [[`expiresAt: { gt: now }, quoteRequest: { status: { in: [...BROKER_QUOTABLE] } } },`, `expiresAt: { gt: now } },`]],
    QUOTE_TESTS,
  ),
  m(
    "quotes: approve's expiry boundary gt → gte",
    "app/server/brokerage/staff-quote-decisions.server.ts",
    [
      [
        `where: { id: input.id, status: "pending", expiresAt: { gt: now }, quoteRequest:`,
        `where: { id: input.id, status: "pending", expiresAt: { gte: now }, quoteRequest:`,
      ],
    ],
    QUOTE_TESTS,
  ),
  m(
    "quotes: reject without 'still pending'",
    "app/server/brokerage/staff-quote-decisions.server.ts",
    [
      [
        `where: { id: input.id, status: "pending", expiresAt: { gt: now } },\n      data: { status: "rejected"`,
        `where: { id: input.id, expiresAt: { gt: now } },\n      data: { status: "rejected"`,
      ],
    ],
    QUOTE_TESTS,
  ),
  m(
    "quotes: reject without 'not expired'",
    "app/server/brokerage/staff-quote-decisions.server.ts",
    [
      [
        `where: { id: input.id, status: "pending", expiresAt: { gt: now } },\n      data: { status: "rejected"`,
        `where: { id: input.id, status: "pending" },\n      data: { status: "rejected"`,
      ],
    ],
    QUOTE_TESTS,
  ),
  m(
    "quotes: sweep boundary lte → lt",
    "app/server/brokerage/quotes.server.ts",
    [[`expiresAt: { lte: now } }`, `expiresAt: { lt: now } }`]],
    QUOTE_TESTS,
  ),
  m(
    "quotes: request status ignores the machine",
    "app/server/brokerage/staff-quote-requests.server.ts",
    [["if (!canTransition(current.status, input.to)) throw", "if (false) throw"]],
    QUOTE_TESTS,
  ),
  m(
    "quotes: reopen ignores live quotes",
    "app/server/brokerage/staff-quote-requests.server.ts",
    [[`if (current.status === "quoted" && input.to === "pending") {`, "if (false) {"]],
    QUOTE_TESTS,
  ),
  m(
    "quotes: reopen ignores an approved quote",
    "app/server/brokerage/staff-quote-requests.server.ts",
    [[`status: { in: ["pending", "approved"] }`, `status: { in: ["pending"] }`]],
    QUOTE_TESTS,
  ),
  m(
    "quotes: closing a request keeps its quotes",
    "app/server/brokerage/staff-quote-requests.server.ts",
    [["if (!isBrokerQuotable(input.to)) await closePendingQuotes", "if (isBrokerQuotable(input.to)) await closePendingQuotes"]],
    QUOTE_TESTS,
  ),
  m(
    "quotes: visibility repeat changes again",
    "app/server/brokerage/staff-quote-requests.server.ts",
    [["where: { id: input.id, visibleToBrokers: !input.visible },", "where: { id: input.id },"]],
    QUOTE_TESTS,
  ),
  m(
    "quotes: submit on any request status",
    "app/server/brokerage/broker-quoting.server.ts",
    [
      [
        `await tx.quoteRequest.updateMany({ where: { ...visible, status: "quoted" }, data: { updatedAt: now } })`,
        `await tx.quoteRequest.updateMany({ where: { ...visible }, data: { updatedAt: now } })`,
      ],
    ],
    QUOTE_TESTS,
  ),
  m(
    "quotes: submit on a hidden request",
    "app/server/brokerage/broker-quoting.server.ts",
    [["const visible = { id: input.requestId, visibleToBrokers: true };", "const visible = { id: input.requestId };"]],
    QUOTE_TESTS,
  ),

  // ── customer book (conditional updates) ──
  m(
    "customers: a switch changes a record already so",
    "app/server/customers/customer-changes.server.ts",
    [["where: { id: input.id, [column]: !input.value },", "where: { id: input.id },"]],
    CUSTOMER_TESTS,
  ),
  m(
    "customers: an edit ignores the version it was opened on",
    "app/server/customers/customer-changes.server.ts",
    [["where: { id: input.id, updatedAt: input.version }", "where: { id: input.id }"]],
    CUSTOMER_TESTS,
  ),

  // ── empty-leg decisions (conditional updates and ownership) ──
  m(
    "legs: approve without 'pending'",
    "app/server/empty-legs/empty-legs.server.ts",
    [
      [
        "where: { id: input.id, approved: false },\n      data: { approved: true,",
        "where: { id: input.id },\n      data: { approved: true,",
      ],
    ],
    LEG_TESTS,
  ),
  m(
    "legs: withdraw without 'published'",
    "app/server/empty-legs/empty-legs.server.ts",
    [["where: { id: input.id, approved: true },", "where: { id: input.id },"]],
    LEG_TESTS,
  ),
  m(
    "legs: reject without 'pending' (both layers)",
    "app/server/empty-legs/empty-legs.server.ts",
    [
      [
        '.where("id", "=", input.id)\n      .where("approved", "=", false)\n      .forUpdate()',
        '.where("id", "=", input.id)\n      .forUpdate()',
      ],
      ["deleteMany({ where: { id: input.id, approved: false } })", "deleteMany({ where: { id: input.id } })"],
    ],
    LEG_TESTS,
  ),
  m(
    "legs: broker update without the owner filter",
    "app/server/empty-legs/broker-empty-legs.server.ts",
    [
      [
        "where: { id, createdBy: user.id, approved: false },\n      data: { ...value",
        "where: { id, approved: false },\n      data: { ...value",
      ],
    ],
    LEG_TESTS,
  ),
  m(
    "legs: broker update without 'pending'",
    "app/server/empty-legs/broker-empty-legs.server.ts",
    [
      [
        "where: { id, createdBy: user.id, approved: false },\n      data: { ...value",
        "where: { id, createdBy: user.id },\n      data: { ...value",
      ],
    ],
    LEG_TESTS,
  ),
  m(
    "legs: broker delete without the owner filter (both layers)",
    "app/server/empty-legs/broker-empty-legs.server.ts",
    [
      [
        '.where("id", "=", id)\n      .where("created_by", "=", user.id)\n      .where("approved", "=", false)',
        '.where("id", "=", id)\n      .where("approved", "=", false)',
      ],
      ["deleteMany({ where: { id, createdBy: user.id, approved: false } })", "deleteMany({ where: { id, approved: false } })"],
    ],
    LEG_TESTS,
  ),
  m(
    "legs: broker delete without 'pending' (both layers)",
    "app/server/empty-legs/broker-empty-legs.server.ts",
    [
      [
        '.where("created_by", "=", user.id)\n      .where("approved", "=", false)\n      .forUpdate()',
        '.where("created_by", "=", user.id)\n      .forUpdate()',
      ],
      ["deleteMany({ where: { id, createdBy: user.id, approved: false } })", "deleteMany({ where: { id, createdBy: user.id } })"],
    ],
    LEG_TESTS,
  ),
  m(
    "legs: broker action without the early ownership check",
    "app/server/empty-legs/broker-empty-leg-forms.server.ts",
    [
      [
        `    const own = await brokerEmptyLeg(user, id);\n    if (!own) return notFound("emptyLegs.broker.toasts.notFound");\n    if (own.approved)`,
        `    const own = await brokerEmptyLeg(user, id);\n    if (own?.approved)`,
      ],
    ],
    LEG_TESTS,
  ),
  m(
    "legs: broker action without the early 'approved' check",
    "app/server/empty-legs/broker-empty-leg-forms.server.ts",
    [[`    if (own.approved) return refuse("approved", "emptyLegs.broker.toasts.saveFailed");\n`, ""]],
    LEG_TESTS,
  ),
  m(
    "legs: delete confirmation step for a foreign leg",
    "app/server/empty-legs/broker-empty-leg-forms.server.ts",
    [[`      const own = await brokerEmptyLeg(user, id);\n      if (!own) return notFound("emptyLegs.broker.toasts.notFound");\n`, ""]],
    LEG_TESTS,
  ),
  m(
    "legs: a broker reads any leg",
    "app/server/empty-legs/broker-empty-legs.server.ts",
    [["where: { id, createdBy: user.id }, select: legSelect", "where: { id }, select: legSelect"]],
    LEG_TESTS,
  ),
  m(
    "legs: a broker lists every leg",
    "app/server/empty-legs/broker-empty-legs.server.ts",
    [["where: { createdBy: user.id },\n    orderBy", "where: {},\n    orderBy"]],
    LEG_TESTS,
  ),
  // ── payments and the reservation code ──
  m(
    "payment: refund from any state",
    "app/server/money/payment-changes.server.ts",
    [["where: { id: input.id, status: { in: from } },", "where: { id: input.id },"]],
    PAYMENT_TESTS,
  ),
  m(
    "payment: paid without paid_at",
    "app/server/money/payment-changes.server.ts",
    [[`...(input.to === "paid" ? { paidAt: now } : {})`, "..." + "({})"]],
    PAYMENT_TESTS,
  ),
  m(
    "payment: a refused change still audits",
    "app/server/money/payment-changes.server.ts",
    [[`if (changed.count !== 1) throw new PaymentError("alreadyChanged");`, "void changed;"]],
    PAYMENT_TESTS,
  ),
  m(
    "payment: a failed payment can be paid directly",
    `${DOMAIN}/payment-status.ts`,
    [[`failed: ["pending"],`, `failed: ["pending", "paid"],`]],
    [`${DOMAIN}/payment-status.test.ts`, ...PAYMENT_TESTS],
  ),
  m(
    "payment: search ignores the reference",
    "app/server/money/payment-book.server.ts",
    [[`{ transactionReference: { contains: escapeLike(word), mode: "insensitive" as const } },`, ""]],
    PAYMENT_TESTS,
  ),
  // ── the fleet and route books (decision 018) ──
  m(
    "fleet: a jet edit ignores the version",
    "app/server/fleet/jets.server.ts",
    [["updateMany({ where: { id: input.id, updatedAt: input.version }, data })", "updateMany({ where: { id: input.id }, data })"]],
    FLEET_TESTS,
  ),
  m(
    "fleet: delete ignores reservations",
    "app/server/fleet/jets.server.ts",
    [["if (reservations + quotes > 0) throw", "if (quotes > 0) throw"]],
    FLEET_TESTS,
  ),
  m(
    "fleet: a draft reservation makes a jet busy",
    "app/server/fleet/jets.server.ts",
    [
      [
        `export const HOLDING_STATUSES = ["optional", "confirmed"] as const;`,
        `export const HOLDING_STATUSES = ["draft", "optional", "confirmed"] as const;`,
      ],
    ],
    FLEET_TESTS,
  ),
  m(
    "fleet: a route edit ignores the version",
    "app/server/fleet/route-book.server.ts",
    [
      [
        "route.updateMany({ where: { id: input.id, updatedAt: input.version }, data })",
        "route.updateMany({ where: { id: input.id }, data })",
      ],
    ],
    FLEET_TESTS,
  ),
  m(
    "reservation code: lower case",
    `${DOMAIN}/reservation-code.ts`,
    [[".slice(0, 8).toUpperCase()", ".slice(0, 8)"]],
    [`${DOMAIN}/reservation-code.test.ts`],
  ),
  m(
    "reservation code: prefix without the UJ- form",
    `${DOMAIN}/reservation-code.ts`,
    [["/^(?:uj-?)?([0-9a-f]{8})$/i", "/^([0-9a-f]{8})$/i"]],
    [`${DOMAIN}/reservation-code.test.ts`],
  ),
  m(
    "reservation code: upper bound of the range too low",
    `${DOMAIN}/reservation-code.ts`,
    [["`${prefix}-ffff-ffff-ffff-ffffffffffff`", "`${prefix}-0000-0000-0000-00000000000f`"]],
    [`${DOMAIN}/reservation-code.test.ts`],
  ),
  // ── the customer's answer to an offer (decision 015) ──
  m(
    "offers: expiry boundary <= → <",
    `${DOMAIN}/offer-response.ts`,
    [["offer.expiresAt.getTime() <= now.getTime()", "offer.expiresAt.getTime() < now.getTime()"]],
    [`${DOMAIN}/offer-response.test.ts`],
  ),
  m(
    "offers: a converted request's offer is not accepted",
    `${DOMAIN}/offer-response.ts`,
    [[`if (offer.converted) return "accepted";`, ""]],
    [`${DOMAIN}/offer-response.test.ts`],
  ),
  m(
    "offers: the refusal's expiry boundary <= → <",
    "app/server/brokerage/offer-answers.server.ts",
    [
      [
        "if (offer.expiresAt.getTime() <= now.getTime()) return new QuoteOfferError",
        "if (offer.expiresAt.getTime() < now.getTime()) return new QuoteOfferError",
      ],
    ],
    OFFER_TESTS,
  ),
  m(
    "offers: any customer's approved offer is found",
    "app/server/brokerage/customer-requests.server.ts",
    [['return { id, status: "approved", quoteRequest: { customerId } };', 'return { id, status: "approved" };']],
    OFFER_TESTS,
  ),
  m(
    "offers: the list is not scoped to the customer",
    "app/server/brokerage/customer-requests.server.ts",
    [["  const where: Prisma.QuoteRequestWhereInput = {\n    customerId,\n", "  const where: Prisma.QuoteRequestWhereInput = {\n"]],
    OFFER_TESTS,
  ),
  // ── published offers (decision 025) ──
  m(
    "published offers: publish no longer requires a draft",
    "app/server/service/offers.server.ts",
    [["where: { id: input.id, publishedAt: null, validUntil: { gt: now } },", "where: { id: input.id, validUntil: { gt: now } },"]],
    STAFF_OFFER_TESTS,
  ),
  m(
    "published offers: an expired offer can be published",
    "app/server/service/offers.server.ts",
    [["where: { id: input.id, publishedAt: null, validUntil: { gt: now } },", "where: { id: input.id, publishedAt: null },"]],
    STAFF_OFFER_TESTS,
  ),
  m(
    "published offers: unpublish no longer requires a published offer",
    "app/server/service/offers.server.ts",
    [
      [
        "where: { id: input.id, publishedAt: { not: null }, validUntil: { gt: now } },",
        "where: { id: input.id, validUntil: { gt: now } },",
      ],
    ],
    STAFF_OFFER_TESTS,
  ),
  m(
    "published offers: an expired offer can be unpublished",
    "app/server/service/offers.server.ts",
    [
      [
        "where: { id: input.id, publishedAt: { not: null }, validUntil: { gt: now } },",
        "where: { id: input.id, publishedAt: { not: null } },",
      ],
    ],
    STAFF_OFFER_TESTS,
  ),
  m(
    "published offers: an edit ignores the record's version",
    "app/server/service/offers.server.ts",
    [["updateMany({ where: { id: input.id, updatedAt: input.version }, data })", "updateMany({ where: { id: input.id }, data })"]],
    STAFF_OFFER_TESTS,
  ),
  m(
    "published offers: customers see expired offers",
    "app/server/service/offers.server.ts",
    [
      [
        'if (state === "published") return { publishedAt: { not: null }, validUntil: { gt: now } };',
        'if (state === "published") return { publishedAt: { not: null } };',
      ],
    ],
    STAFF_OFFER_TESTS,
  ),
  m(
    "published offers: customers see drafts",
    "app/server/service/offers.server.ts",
    [
      [
        'if (state === "published") return { publishedAt: { not: null }, validUntil: { gt: now } };',
        'if (state === "published") return { validUntil: { gt: now } };',
      ],
    ],
    STAFF_OFFER_TESTS,
  ),
  // ── KVKK requests (decision 055) ──
  m(
    "data-request: an answered request counts as overdue",
    `${DOMAIN}/data-request.ts`,
    [[`return request.state === "open" && now.getTime() > request.dueAt.getTime();`, "return now.getTime() > request.dueAt.getTime();"]],
    [`${DOMAIN}/data-request.test.ts`],
  ),
  m(
    "data-request: a cancelled flight ahead holds an erasure",
    `${DOMAIN}/data-request.ts`,
    [
      [
        `const LIVE_STATUSES: readonly string[] = ["draft", "optional", "confirmed"];`,
        `const LIVE_STATUSES: readonly string[] = ["draft", "optional", "confirmed", "cancelled"];`,
      ],
    ],
    [`${DOMAIN}/data-request.test.ts`],
  ),
  m(
    "data-request: staff complete a request that was already answered",
    "app/server/privacy/staff-data-requests.server.ts",
    [
      [
        `where: { id: request.id, state: "open" },\n      data: { state: "completed"`,
        `where: { id: request.id },\n      data: { state: "completed"`,
      ],
    ],
    ["tests/integration/privacy/staff-data-requests.test.ts"],
  ),
  m(
    "data-request: completing a request e-mails the customer nothing",
    "app/server/privacy/staff-data-requests.server.ts",
    [[`    await mailCustomerAboutAnswer(tx, request, recipient, "completed", input.note);\n`, ""]],
    ["tests/integration/privacy/staff-data-requests.test.ts"],
  ),
  m(
    "data-request: the answer e-mail skips decision 049's check of the asking account",
    "app/server/privacy/staff-data-requests.server.ts",
    [["...(request.userId ? { causedBy: request.userId } : {})", ""]],
    ["tests/integration/privacy/staff-data-requests.test.ts"],
  ),
  m(
    "data-export: the download reads every customer's reservations",
    "app/server/privacy/data-export.server.ts",
    [
      [
        'where: { customerId: { in: customerIds } },\n    orderBy: { departureDatetime: "asc" },',
        'where: {},\n    orderBy: { departureDatetime: "asc" },',
      ],
    ],
    ["tests/integration/privacy/data-rights.test.ts"],
  ),
];

type Outcome = "killed" | "survived" | "skipped";

function count(haystack: string, needle: string) {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
}

function apply(source: string, mutant: Mutant): { text: string } | { problem: string } {
  let text = source;
  for (const [from, to] of mutant.edits) {
    const n = count(text, from);
    if (n === 0) return { problem: `source text not found: ${JSON.stringify(from.slice(0, 60))}` };
    if (n > 1) return { problem: `source text found ${n} times: ${JSON.stringify(from.slice(0, 60))}` };
    text = text.replace(from, () => to);
  }
  return { text };
}

function runTests(files: string[]): boolean {
  const projects = new Set(files.map((f) => (f.startsWith("tests/integration/") ? "integration" : "unit")));
  const args = ["vitest", "run", "--bail=1", "--reporter=dot", ...[...projects].flatMap((p) => ["--project", p]), ...files];
  const result = spawnSync("npx", args, { stdio: "ignore", env: { ...process.env, NODE_ENV: "test" }, timeout: 300_000 });
  return result.status === 0;
}

function main() {
  const argv = process.argv.slice(2);
  const onlyIndex = argv.indexOf("--only");
  const only = onlyIndex >= 0 ? argv[onlyIndex + 1] : null;
  const mutants = MUTANTS.filter((mu) => !only || mu.id.includes(only));
  if (argv.includes("--list")) {
    for (const mu of mutants) console.log(`${mu.id}  [${mu.file}]`);
    return;
  }
  const root = process.cwd();
  if (argv.includes("--dry")) {
    let stale = 0;
    for (const mu of mutants) {
      const mutated = apply(readFileSync(path.join(root, mu.file), "utf8"), mu);
      if ("problem" in mutated) {
        stale++;
        console.log(`SKIPPED   ${mu.id} (${mutated.problem})`);
      }
    }
    console.log(`${mutants.length - stale} of ${mutants.length} mutants apply`);
    return;
  }
  const files = [...new Set(mutants.flatMap((mu) => mu.tests))];
  console.log(`checking the unmutated code first (${files.length} test files)…`);
  if (!runTests(files)) {
    console.error("the related tests fail on the unmutated code; fix them first");
    process.exit(2);
  }
  let current: { file: string; original: string } | null = null;
  const restore = () => {
    if (current) writeFileSync(current.file, current.original);
    current = null;
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      restore();
      process.exit(130);
    });
  }
  const results: Array<{ id: string; outcome: Outcome; note?: string }> = [];
  for (const mu of mutants) {
    const file = path.join(root, mu.file);
    const original = readFileSync(file, "utf8");
    const mutated = apply(original, mu);
    if ("problem" in mutated) {
      results.push({ id: mu.id, outcome: "skipped", note: mutated.problem });
      console.log(`SKIPPED   ${mu.id} (${mutated.problem})`);
      continue;
    }
    current = { file, original };
    const started = Date.now();
    let passed: boolean;
    try {
      writeFileSync(file, mutated.text);
      passed = runTests(mu.tests);
    } finally {
      restore();
    }
    const outcome: Outcome = passed ? "survived" : "killed";
    results.push({ id: mu.id, outcome });
    console.log(`${outcome.toUpperCase().padEnd(9)} ${mu.id} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  const killed = results.filter((r) => r.outcome === "killed").length;
  const survived = results.filter((r) => r.outcome === "survived");
  const skipped = results.filter((r) => r.outcome === "skipped");
  const ran = killed + survived.length;
  console.log("");
  console.log(`mutants: ${results.length}, killed: ${killed}, survived: ${survived.length}, skipped: ${skipped.length}`);
  console.log(`mutation score: ${ran === 0 ? "n/a" : `${((killed / ran) * 100).toFixed(1)}% (${killed}/${ran})`}`);
  for (const s of survived) console.log(`  survived: ${s.id}`);
  for (const s of skipped) console.log(`  skipped:  ${s.id} — ${s.note}`);
  if (survived.length > 0) process.exitCode = 1;
}

main();
