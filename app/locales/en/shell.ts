import type shell from "../tr/shell";
import type { Widen } from "../types";

const en: Widen<typeof shell> = {
  adminTitle: "Back office",
  navLabel: "Back office menu",
  groups: {
    main: "Main menu",
    operations: "Operations",
    analysis: "Analysis",
    system: "System",
  },
  nav: {
    dashboard: "Dashboard",
    reservations: "Reservations",
    jets: "Fleet",
    customers: "Customers",
    routes: "Routes",
    brokers: "Brokers",
    payments: "Payments",
    flights: "Flight tracking",
    quoteRequests: "Quote requests",
    brokerQuotes: "Broker quotes",
    emptyLegs: "Empty legs",
    brokerFlights: "Broker flights",
    concierge: "Concierge",
    offers: "Offers",
    reports: "Reports",
    settings: "Settings",
    outbox: "E-mail outbox",
  },
  search: "Search",
  searchPlaceholder: "Search flights...",
  notifications: "Notifications: quote requests",
  collapseSidebar: "Collapse menu",
  expandSidebar: "Expand menu",
  sidebarShortcut: "Shortcut: Ctrl/⌘ + B",
  openMenu: "Open menu",
  menu: "Menu",
  signedInAs: "Signed in as {{email}}",
  navBadge_one: "({{count}} unread)",
  navBadge_other: "({{count}} unread)",
  navBadgeMore: "(more than {{count}} unread)",
  signOut: "Sign out",
  profile: "Profile",
  account: "Account",
};

export default en;
