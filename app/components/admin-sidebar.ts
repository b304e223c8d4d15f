import {
  BarChart3,
  CalendarCheck,
  ConciergeBell,
  CreditCard,
  FileQuestion,
  Gift,
  Handshake,
  LayoutDashboard,
  Mail,
  MessageSquareQuote,
  Plane,
  PlaneTakeoff,
  Radar,
  RouteIcon,
  Settings,
  ShieldCheck,
  Users,
  Waypoints,
  type IconComponent,
} from "#app/components/icons";
import type { Role } from "#app/generated/prisma/enums";

/**
 * The admin sidebar (spec §2.5): its groups and links, which link is active, and the collapse preference
 * kept in the `sidebar_state` cookie for 7 days.
 */

export const DASHBOARD_HREF = "/admin";

export type AdminNavKey =
  | "dashboard"
  | "reservations"
  | "jets"
  | "customers"
  | "routes"
  | "brokers"
  | "payments"
  | "flights"
  | "quoteRequests"
  | "brokerQuotes"
  | "emptyLegs"
  | "brokerFlights"
  | "concierge"
  | "offers"
  | "dataRequests"
  | "reports"
  | "settings"
  | "outbox";

export interface AdminNavItem {
  key: AdminNavKey;
  href: string;
  icon: IconComponent;
  /** Shown only to this role (the admin-only system screens). */
  onlyFor?: Role;
}

export interface AdminNavGroup {
  key: "main" | "operations" | "analysis" | "system";
  items: AdminNavItem[];
}

export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    key: "main",
    items: [
      { key: "dashboard", href: DASHBOARD_HREF, icon: LayoutDashboard },
      { key: "reservations", href: "/admin/reservations", icon: CalendarCheck },
      { key: "jets", href: "/admin/jets", icon: Plane },
      { key: "customers", href: "/admin/customers", icon: Users },
      { key: "concierge", href: "/admin/concierge", icon: ConciergeBell },
    ],
  },
  {
    key: "operations",
    items: [
      { key: "routes", href: "/admin/routes", icon: RouteIcon },
      { key: "brokers", href: "/admin/brokers", icon: Handshake },
      { key: "payments", href: "/admin/payments", icon: CreditCard },
      { key: "flights", href: "/admin/flights", icon: Radar },
      { key: "quoteRequests", href: "/admin/quote-requests", icon: FileQuestion },
      { key: "brokerQuotes", href: "/admin/broker-quotes", icon: MessageSquareQuote },
      { key: "emptyLegs", href: "/admin/empty-legs", icon: PlaneTakeoff },
      { key: "brokerFlights", href: "/admin/broker-flights", icon: Waypoints },
      { key: "offers", href: "/admin/offers", icon: Gift },
      { key: "dataRequests", href: "/admin/data-requests", icon: ShieldCheck },
    ],
  },
  {
    key: "analysis",
    items: [{ key: "reports", href: "/admin/reports", icon: BarChart3 }],
  },
  {
    key: "system",
    items: [
      { key: "settings", href: "/admin/settings", icon: Settings, onlyFor: "admin" },
      { key: "outbox", href: "/admin/settings/outbox", icon: Mail, onlyFor: "admin" },
    ],
  },
];

/** The groups and links a role may see; groups left empty are dropped. */
export function navForRole(role: Role): AdminNavGroup[] {
  return ADMIN_NAV.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.onlyFor || item.onlyFor === role),
  })).filter((group) => group.items.length > 0);
}

function trimSlash(path: string) {
  return path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") || "/" : path;
}

/**
 * The link to highlight for a path: the dashboard only on an exact match, any other link when the path
 * is the link or lies below it; when several match, the longest one wins
 * (`/admin/settings/outbox` highlights the outbox, not the settings).
 */
export function activeNavHref(pathname: string, hrefs: readonly string[]): string | null {
  const path = trimSlash(pathname);
  let best: string | null = null;
  for (const href of hrefs) {
    const matches = href === DASHBOARD_HREF ? path === href : path === href || path.startsWith(`${href}/`);
    if (matches && (best === null || href.length > best.length)) best = href;
  }
  return best;
}

// ───────────── collapse preference ─────────────

export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Whether the sidebar is expanded, read from a Cookie header (expanded unless the cookie says "false"). */
export function readSidebarState(cookieHeader: string | null): boolean {
  if (!cookieHeader) return true;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SIDEBAR_COOKIE) return rest.join("=").trim() !== "false";
  }
  return true;
}
