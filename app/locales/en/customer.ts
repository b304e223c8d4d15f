import type customer from "../tr/customer";
import type { Widen } from "../types";

const en: Widen<typeof customer> = {
  header: {
    areaLabel: "Customer area",
    concierge: "Concierge",
    profileMenu: "Profile menu",
    profile: "Profile",
    membership: "Membership",
    signOut: "Sign out",
  },
  segments: { individual: "Individual", vip: "VIP", agent: "Agency", corporate: "Corporate" },
  reservationStatus: {
    draft: "Draft",
    optional: "Optional",
    confirmed: "Confirmed",
    completed: "Completed",
    cancelled: "Cancelled",
    no_show: "No-show",
  },
  dashboard: {
    pageTitle: "My dashboard — Ufuk Jet",
    greetingVip: "Welcome, {{name}}",
    greeting: "Welcome, {{name}}",
    vipMember: "VIP member",
    intro: "Follow your flights, your membership and your privileges here.",
    notLinkedTitle: "Customer record pending",
    notLinked: "Your account is not linked to a customer record yet. Your flights will appear here once you verify your e-mail address.",
    newReservation: {
      title: "New reservation",
      text: "Share your route and date; we will send you a personal offer within 24 hours.",
      cta: "Request a flight",
    },
    upcoming: {
      title: "Upcoming flights",
      empty: "You have no upcoming flights.",
      viewAll: "All my flights",
    },
    history: {
      title: "Flight history",
      empty: "You have no past flights yet.",
      viewAll: "Full history",
    },
    flight: {
      route: "{{from}} → {{to}}",
      passengers_one: "{{count}} passenger",
      passengers_other: "{{count}} passengers",
      jetNotAssigned: "Jet not assigned yet",
      departure: "Departure",
      jet: "Jet",
      status: "Status",
    },
    membership: {
      title: "Membership",
      vip: "VIP member",
      tierMember: "{{tier}} member",
      segment: "Segment",
      kyc: "KYC",
      kycApproved: "KYC approved",
      kycPending: "KYC pending",
      email: "E-mail",
      details: "Membership details",
    },
    shortcuts: {
      title: "Shortcuts",
      jets: "Jet catalogue",
      jetsText: "Browse the jets of our fleet by capacity and range.",
      concierge: "Concierge",
      conciergeText: "We are at your side 24/7 for every request about your flight.",
    },
    perks: {
      title: "Your privileges",
      hotel: {
        title: "Hotel upgrade",
        text: "Room upgrades and early check-in at our partner hotels.",
      },
      transfer: {
        title: "Luxury transfer",
        text: "Chauffeured luxury car from the airport to your door.",
      },
      events: {
        title: "Exclusive events",
        text: "Invitations, launches and experiences reserved for our members.",
      },
    },
  },
  profile: {
    pageTitle: "My profile — Ufuk Jet",
    title: "My profile",
    description: "Manage your personal details and your password here.",
  },
};

export default en;
