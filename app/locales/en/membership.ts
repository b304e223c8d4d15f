import type tr from "../tr/membership";
import type { Widen } from "../types";

/** English copies of ../tr/membership.ts. */
const membership: Widen<typeof tr> = {
  pageTitle: "Membership — Ufuk Jet",
  title: "My membership",
  description: "Your tier is set by the points your completed flights earn.",
  notLinked: "Your membership appears once your e-mail address is verified and your customer record is created.",
  tierLabel: "Membership tier",
  active: "Active",
  points: "Points",
  flightHours: "Flight time",
  completedFlights: "Completed flights",
  progressTo: "Progress to {{tier}}",
  topTier: "You are at the top tier",
  pointsToNext: "{{points}} points to {{tier}}.",
  rule: "Every completed flight hour earns {{points}} points.",
  datesTitle: "Membership period",
  joinedOn: "Joined on",
  renewsOn: "Renews on",
  daysLeft_one: "{{count}} day left",
  daysLeft_other: "{{count}} days left",
  autoRenewOn: "Auto-renewal is on",
  autoRenewOff: "Auto-renewal is off",
  turnOn: "Turn auto-renewal on",
  turnOff: "Turn auto-renewal off",
  comparisonTitle: "Tier comparison",
  yourTier: "your tier",
  columns: { tier: "Tier", points: "Points needed", hours: "Flight hours", catering: "Catering discount" },
  tiers: { standard: "Standard", premium: "Premium", elite: "Elite", vip_black: "VIP Black" },
  activityTitle: "Recent point activity",
  activityEmpty: "No point activity yet. Your first completed flight will earn points.",
  activityFlight: "Flight: {{from}} → {{to}}",
  activityAdjustment: "Points adjustment",
  activityPoints: "{{points}} points",
  historyLink: "Flight history",
  wizardDiscount: "Membership discount: {{percent}}",
  toasts: {
    savedTitle: "Saved",
    errorTitle: "Could not be done",
    autoRenewOn: "Auto-renewal switched on.",
    autoRenewOff: "Auto-renewal switched off.",
  },
  errors: {
    intent: "Invalid action.",
    autoRenew: "Choose 'on' or 'off' for auto-renewal.",
  },
};

export default membership;
