import type admin from "../tr/admin";
import type { Widen } from "../types";

const en: Widen<typeof admin> = {
  dashboard: {
    pageTitle: "Dashboard — Ufuk Jet",
    title: "Dashboard",
    description: "An overview of reservations, customers, the fleet and this month's revenue.",
    errorTitle: "Error",
    loadError: "An error occurred while loading the dashboard data.",
    retry: "Try again",
    overdue: {
      title: "Overdue balances",
      description: "Confirmed flights past their balance due date that still owe money.",
      empty: "No overdue balances.",
      line: "{{due}} due · was due by {{date}}",
    },
    stats: {
      label: "Key figures",
      totalReservations: "Total reservations",
      pendingCaption: "{{pending}} pending (draft and optional)",
      activeCustomers: "Active customers",
      activeCustomersCaption: "With a reservation that is not cancelled in the last 12 months or ahead; {{total}} customers in total",
      availableJets: "Available jets",
      availableJetsCaption: "Available now, out of {{total}} jets in the fleet",
      monthlyRevenue: "Monthly revenue",
      monthlyRevenueCaption: "Money received in {{month}} less refunds sent, in Turkish lira (₺)",
      otherCurrencies: "Other currencies: {{amounts}}",
    },
    quickActions: {
      title: "Quick actions",
      newReservation: "New reservation",
      addCustomer: "Add customer",
      jetManagement: "Jet management",
      viewReports: "View reports",
    },
    recent: {
      title: "Recent reservations",
      description: "The 5 most recently created reservations",
      viewAll: "View all",
      empty: "There are no reservations yet.",
      route: "{{from}} → {{to}}",
      openReservation: "Open the reservation of {{customer}}",
    },
    today: {
      title: "Today",
      date: "{{date}}, Istanbul time",
      flights: "Today's flights",
      flightsHint: "Reservations departing today that are not cancelled",
      pendingReservations: "Pending reservations",
      availableJets: "Available jets",
    },
  },
};

export default en;
