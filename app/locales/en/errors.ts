import type { Widen } from "../types";
import type tr from "../tr/errors";

const errors: Widen<typeof tr> = {
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
  /** a PDF download refused while the render pool's queue is full (decision 057) */
  documentsBusy: "The server is very busy right now; the document could not be prepared. Please try again in a few seconds.",
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
};

export default errors;
