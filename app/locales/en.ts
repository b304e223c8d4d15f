import type { Translation } from "./tr";
import shell from "./en/shell";
import site from "./en/site";
import quotes from "./en/quotes";
import emptyLegs from "./en/emptyLegs";
import admin from "./en/admin";
import broker from "./en/broker";
import customer from "./en/customer";
import settings from "./en/settings";
import payments from "./en/payments";
import flights from "./en/flights";
import profile from "./en/profile";
import forms from "./en/forms";
import aircraft from "./en/aircraft";
import reservations from "./en/reservations";
import customerRequests from "./en/customerRequests";
import customers from "./en/customers";
import wizard from "./en/wizard";
import fleet from "./en/fleet";
import myFlights from "./en/myFlights";
import reports from "./en/reports";
import brokers from "./en/brokers";
import brokerFlights from "./en/brokerFlights";
import offers from "./en/offers";
import concierge from "./en/concierge";
import legAlerts from "./en/legAlerts";
import brokerSyncRuns from "./en/brokerSyncRuns";
import membership from "./en/membership";

const en: Translation = {
  brand: "Ufuk Jet",
  common: {
    home: "Home",
    backHome: "Back to home",
    loading: "Loading...",
    close: "Close",
    save: "Save",
    cancel: "Cancel",
    search: "Search",
    language: "Language",
    languages: { tr: "Türkçe", en: "English" },
    switchLanguage: "Change language",
    skipToContent: "Skip to content",
    unknown: "Unknown",
    notSet: "Not set",
    yes: "Yes",
    no: "No",
    pagination: {
      label: "Pages",
      previous: "Previous",
      next: "Next",
      page: "Page {{page}} of {{pages}}",
    },
  },
  meta: {
    defaultTitle: "Ufuk Jet — Private Jet Charter",
    defaultDescription:
      "Charter a private jet with Ufuk Jet: a personalised offer within 24 hours, discounted empty-leg flights and 24/7 concierge service.",
  },
  nav: {
    fleet: "Fleet",
    howItWorks: "How it works",
    services: "Services",
    about: "About",
    emptyLegs: "Empty legs",
    customerLogin: "Customer login",
    brokerLogin: "Broker login",
    staffLogin: "Staff login",
    requestFlight: "Request a flight",
  },
  home: {
    heroTitle: "A horizon of your own in the sky",
    heroText: "Request your private jet in minutes; we come back with a personal offer within 24 hours.",
    cta: "Request a flight",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundText: "The page you are looking for was not found. Check the address or go back home.",
    unauthorizedTitle: "Please sign in",
    unauthorizedText: "Please sign in to see this page.",
    forbiddenTitle: "Unauthorised access",
    forbiddenText: "You are not allowed to access this page.",
    serverTitle: "Something went wrong",
    serverText: "An unexpected error occurred. Please try again shortly.",
    badRequestTitle: "Invalid request",
    badRequestText: "Your request could not be processed. Please check the details and try again.",
    badFormText: "The form could not be read. Please reload the page and try again.",
    nulText: "The submitted text contains an invalid character (NUL). Please type it again and retry.",
    tooManyTitle: "Too many attempts",
    tooManyText: "Too many requests were sent. Please wait a moment and try again.",
    conflictTitle: "Already done",
    conflictText: "This record changed in the meantime. Reload the page and try again.",
    requestId: "Error code: {{id}}",
    profileLoading: "Loading profile...",
    noBrokerLink: "Broker details not found",
    brokerPendingTitle: "Waiting for approval",
    brokerPendingText:
      "Your broker account has been created and is waiting for approval by the Ufuk Jet team. Once approved you will see quote requests and empty legs here; we will let you know by e-mail.",
    loadFailedTitle: "Error",
    loadFailed: {
      brokers: "An error occurred while loading brokers",
      brokerFlights: "Failed to fetch broker flights",
      flights: "Failed to load flights",
      payments: "Payments could not be loaded.",
      emptyLegs: "Empty legs could not be loaded.",
      quoteRequests: "Failed to load quote requests",
      brokerQuotes: "Failed to load broker quotes",
      brokerQuoteRequests: "Quote requests could not be loaded",
      brokerQuoteRequest: "The quote request could not be loaded",
    },
  },
  status: {
    payment: { pending: "Pending", paid: "Paid", failed: "Failed", refunded: "Refunded" },
  },
  validation: {
    amount: "Enter a valid amount (e.g. 48,500 or 48500.50).",
    amountPositive: "The amount must be greater than zero.",
    amountTooHigh: "The amount is too large.",
    amountDecimals: "The amount may have at most two decimals.",
    invalid: "This field contains characters that are not allowed.",
    required: "This field is required.",
    email: "Enter a valid e-mail address.",
    tooLong: "This field can be at most {{max}} characters.",
    passwordMin: "The password must be at least 8 characters.",
    passwordMax: "The password can be at most 128 characters.",
    passwordMismatch: "The passwords do not match.",
    invalidRole: "Invalid role.",
    invalidChoice: "Invalid choice.",
    phone: "Enter a valid phone number.",
    integer: "Enter a whole number.",
    staleForm: "The form arrived incomplete; reload the page and try again.",
    staleRecord: "Someone else changed this record while you were editing it. Reload the page and check their changes.",
    number: "Enter a valid number.",
  },
  auth: {
    signInTab: "Sign in",
    signUpTab: "Sign up",
    email: "E-mail",
    password: "Password",
    firstName: "First name",
    lastName: "Last name",
    role: "Account type",
    roles: { admin: "Admin", operations: "Operations", broker: "Broker", sales: "Customer" },
    signIn: "Sign in",
    signUp: "Sign up",
    signingIn: "Signing in...",
    signingUp: "Creating account...",
    signOut: "Sign out",
    passwordHint: "At least 8 characters.",
    headings: {
      auth: {
        title: "Welcome to Ufuk Jet",
        description: "Sign in to your account or create a new one.",
        subtitle: "Your private jet experience is one click away.",
      },
      login: { title: "Customer login", description: "Manage your flights and reservations.", subtitle: "Ufuk Jet customer area" },
      admin: { title: "Staff login", description: "Sign in to reach the back office.", subtitle: "Ufuk Jet back office" },
      broker: {
        title: "Broker login",
        description: "Answer quote requests and publish your empty legs.",
        subtitle: "Ufuk Jet broker portal",
      },
    },
    pageTitles: {
      auth: "Sign in / Sign up — Ufuk Jet",
      login: "Customer login — Ufuk Jet",
      admin: "Staff login — Ufuk Jet",
      broker: "Broker login — Ufuk Jet",
    },
    signInErrorTitle: "Sign-in error",
    signUpErrorTitle: "Sign-up error",
    invalidCredentials: "Wrong e-mail or password.",
    accountDisabled: "This account has been disabled. Please contact your administrator.",
    successTitle: "Success",
    welcomeAdmin: "Welcome to the back office.",
    welcome: "Welcome back, {{name}}.",
    signUpSuccessTitle: "Sign-up complete",
    signUpSuccessText: "Your account was created. Please check your e-mail.",
    signOutTitle: "Signed out",
    signOutText: "You signed out securely.",
    tooManyAttempts: "Too many attempts. Please try again in {{minutes}} minutes.",
    insecureConnection:
      "Sign-in failed: this page was opened over an unencrypted connection (http://) and your browser does not keep the secure session cookie on it. Please open the address with https://; on a self-hosted install in your own network, the administrator can allow sign-in over HTTP with INSECURE_COOKIES=1.",
    verifyTitle: "E-mail verification",
    verifyText: "Press the button below to verify your e-mail address.",
    verifyButton: "Verify my e-mail",
    verifyDone: "Your e-mail address is verified. You can sign in.",
    verifyInvalid: "The verification link is invalid or has expired.",
    profileLoading: "Loading profile...",
  },
  shell,
  site,
  quotes,
  emptyLegs,
  admin,
  broker,
  customer,
  settings,
  payments,
  flights,
  profile,
  forms,
  aircraft,
  reservations,
  customerRequests,
  customers,
  wizard,
  fleet,
  myFlights,
  reports,
  brokers,
  brokerFlights,
  offers,
  concierge,
  legAlerts,
  brokerSyncRuns,
  membership,
  footer: {
    rights: "© {{year}} Ufuk Jet. All rights reserved.",
  },
};

export default en;
