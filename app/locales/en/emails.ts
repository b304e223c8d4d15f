import type tr from "../tr/emails";
import type { Widen } from "../types";

/** English copies of every e-mail (same keys as ../tr/emails.ts). */
const emails: Widen<typeof tr> = {
  none: "—",
  verifyEmail: {
    subject: "Ufuk Jet — please confirm your e-mail address",
    text: "Hello {{name}},\n\nYour Ufuk Jet account has been created. Open this link to confirm your e-mail address:\n{{link}}\n\nThe link is valid for 48 hours.\n\nUfuk Jet",
  },
  signupExisting: {
    subject: "Your Ufuk Jet account",
    text: "Hello,\n\nSomeone asked to open a new Ufuk Jet account with this e-mail address, but an account with it already exists.\nIf you do not remember your password, contact us from the sign-in page. If this was not you, you can ignore this e-mail.\n\nUfuk Jet",
  },
  staffWelcome: {
    subject: "Your Ufuk Jet account has been created",
    text: "Hello {{name}},\n\nA Ufuk Jet account has been created for you.\n\nE-mail: {{email}}\n{{passwordLine}}\n\nSign in: {{signInUrl}}\n\nOpen this link to confirm your e-mail address (valid for 7 days):\n{{verifyUrl}}\n\nUfuk Jet",
    generatedPassword: "Your temporary password: {{password}}\nPlease change it on your profile page after signing in.",
    passwordFromAdmin: "Your administrator will give you your password.",
  },
  passwordReset: {
    subject: "Your Ufuk Jet password has been reset",
    text: "Hello {{name}},\n\nAn administrator reset the password of your Ufuk Jet account and your open sessions were signed out.\n\nYour temporary password: {{password}}\nPlease change it on your profile page after signing in.\n\nSign in: {{signInUrl}}\n\nUfuk Jet",
  },
  passwordChanged: {
    subject: "Ufuk Jet — your password was changed",
    text: "Hello {{name}},\n\nThe password of your Ufuk Jet account was changed at {{time}}.\nIf you did not make this change, please contact us at once.\n\nUfuk Jet",
  },
  dataRequestStaff: {
    subject: "Personal data request ({{kind}}): {{customer}}",
    text: "{{customer}} <{{email}}> made a request about their personal data (KVKK article 11).\n\nKind: {{kind}}\nState: {{state}}\n{{details}}\nAnswer due by: {{due}}\n\nRequests: {{link}}",
    kind: { access: "Download of the data", correction: "Correction", erasure: "Erasure" },
    state: { open: "Open", completed: "Completed", rejected: "Rejected" },
    field: { first_name: "First name", last_name: "Last name", email: "E-mail", phone: "Phone", company: "Company", other: "Other" },
    blockers: "Held by: {{list}}",
    blocker: { upcoming_flight: "an upcoming flight", balance_due: "a balance due", refund_pending: "a refund not yet sent" },
    erased: "The erasure ran at once; this e-mail carries no name or address.",
  },
  dataRequestAnswered: {
    subject: "Your personal data request was answered: {{kind}} — {{state}}",
    text: "{{greeting}}\n\nWe answered the request about your personal data (KVKK article 11) you made on {{date}}.\n\nRequest: {{kind}}\nOutcome: {{state}}\n\n{{outcome}}\n\nOur note: {{note}}\n\n{{linkLine}}\n\nUfuk Jet",
    greeting: "Hello {{name}},",
    greetingAnonymous: "Hello,",
    outcome: {
      completed: "We carried out your request.",
      correctionCompleted: "We made the correction you asked for in our records.",
      erasureCompleted:
        "Your personal data was erased or made anonymous and your account was closed. The records tax and commercial law require us to keep (reservation amounts, payments, refunds) are kept without your name or contact details. We will send no further e-mail to this address.",
      rejected:
        "We rejected your request for the reason below. If you find our answer insufficient, you may complain to the Personal Data Protection Board within 30 days of learning of it, and in any case within 60 days of your request (KVKK article 14).",
    },
    linkProfile: "You can see your requests and where they stand on your profile: {{link}}",
    linkPrivacy: "About how personal data is processed: {{link}}",
  },
  guestRequestReceived: {
    subject: "We received your flight request — {{from}} → {{to}}",
    text: "Dear {{name}},\n\nWe received your flight request {{from}} → {{to}}.\nDeparture: {{date}}\nPassengers: {{passengers}}\n\nWe will contact you with a personalised offer within 24 hours.\n\n{{offerLinkLine}}\n\nQuestions: {{phone}} · {{email}}\n\nUfuk Jet",
    offerLink:
      "No account needed: open your request, and your offer once it is ready, through this link (valid for {{days}} days, works once):\n{{link}}",
    offerLinkNone: "We will let you know by e-mail when your offer is ready.",
  },
  guestRequestStaff: {
    subject: "New flight request: {{from}} → {{to}} ({{date}})",
    text: "A new guest flight request has arrived.\n\nCustomer: {{name}} <{{email}}>, {{phone}}\nRoute: {{from}} → {{to}}\nDeparture: {{date}}\nPassengers: {{passengers}}\nEmpty leg: {{leg}}\nSpecial requests: {{notes}}\n\nRequests: {{link}}",
  },
  wizardRequestReceived: {
    subject: "Your flight request was received — {{route}}",
    text: "Dear {{name}},\n\nWe received the flight request you sent with the reservation wizard.\n\n{{legs}}\nPassengers: {{passengers}}\nExtras: {{extras}}\nSpecial requests: {{notes}}\n\nWe will contact you with a personalised offer within 24 hours. You can follow your requests in your account: {{link}}\n\nUfuk Jet",
  },
  wizardRequestStaff: {
    subject: "New customer request: {{route}} ({{date}})",
    text: "A customer sent a flight request with the reservation wizard ({{count}} legs, one quote request per leg).\n\nCustomer: {{name}} <{{email}}>\n{{legs}}\nPassengers: {{passengers}}\nPreferred jet: {{jet}}\nExtras: {{extras}}\nSpecial requests: {{notes}}\n\nRequests: {{staffLink}}",
  },
  wizardParts: {
    catering: "Premium catering",
    ground_transport: "Ground transfer",
    vip_lounge: "VIP lounge",
    leg: "Leg {{n}}: {{from}} → {{to}}, {{date}}",
    anyJet: "Our team will suggest one",
  },
  quoteRequestVisible: {
    subject: "New quote request: {{route}}",
    text: "Hello,\n\nA new quote request is open to brokers.\n\nRoute: {{route}}\nDeparture: {{date}}\nPassengers: {{pax}}\n\nTo quote: {{url}}\n\nUfuk Jet",
  },
  quoteApproved: {
    subject: "Your quote was approved: {{route}}",
    text: "Hello,\n\nYour quote of {{price}} for the {{route}} request was approved.\n\nYour quotes: {{url}}\n\nUfuk Jet",
  },
  quoteRejected: {
    subject: "Your quote was rejected: {{route}}",
    text: "Hello,\n\nYour quote of {{price}} for the {{route}} request was rejected.\n\nYour quotes: {{url}}\n\nUfuk Jet",
  },
  quoteClosed: {
    subject: "Your quote was closed: {{route}}",
    text: "Hello,\n\nYour quote of {{price}} for the {{route}} request was closed: another quote was approved or the request was closed.\n\nYour quotes: {{url}}\n\nUfuk Jet",
  },
  quoteReceived: {
    subject: "New broker quote: {{route}}",
    text: "Hello,\n\n{{broker}} sent a quote of {{price}} for the {{route}} request.\n\nTo review: {{url}}\n\nUfuk Jet",
  },
  emptyLegApproved: {
    subject: "Your empty leg was approved: {{route}}",
    text: "Hello,\n\nYour empty-leg flight was approved and published.\n\n{{summary}}\n\nUfuk Jet",
  },
  emptyLegRejected: {
    subject: "Your empty leg was rejected: {{route}}",
    text: "Hello,\n\nYour empty-leg flight was rejected and deleted.\n\n{{summary}}\n\nUfuk Jet",
  },
  emptyLegWithdrawn: {
    subject: "Your empty leg was unpublished: {{route}}",
    text: "Hello,\n\nThe approval of your empty-leg flight was withdrawn and it is no longer published. You can edit it and send it for approval again.\n\n{{summary}}\n\nUfuk Jet",
  },
  brokerSignupPending: {
    subject: "Broker sign-up awaiting approval: {{company}}",
    text: "Hello,\n\n{{name}} ({{email}}) signed up as a broker. The company {{company}} ({{code}}) stays inactive until it is approved; until then it sees no quote requests, quotes or empty legs.\n\nTo review and activate it: {{link}}\n\nUfuk Jet",
  },
  brokerActivated: {
    subject: "Your broker account has been approved",
    text: "Hello {{name}},\n\nYour Ufuk Jet broker account for {{company}} has been approved. You can now see quote requests, send quotes and publish empty legs.\n\nBroker portal: {{link}}\n\nUfuk Jet",
  },
  emptyLegAwaitingApproval: {
    subject: "Empty leg awaiting approval: {{route}}",
    text: "Hello,\n\n{{broker}} added a new empty leg; it awaits an admin's approval.\n\n{{summary}}\n\nTo review: {{link}}\n\nUfuk Jet",
  },
  paymentReceived: {
    subject: "We received your payment — {{amount}}",
    text: "Dear {{name}},\n\nWe received your payment of {{amount}} for your flight {{route}} ({{date}}).\nTransaction reference: {{reference}}\n\nThank you.\n\nUfuk Jet",
  },
  paymentRefunded: {
    subject: "Your payment was refunded — {{amount}}",
    text: "Dear {{name}},\n\nYour payment of {{amount}} for your flight {{route}} ({{date}}) was refunded. Depending on your bank it may take a few working days to reach your account.\nTransaction reference: {{reference}}\n\nUfuk Jet",
  },
  offerReady: {
    subject: "{{status}}: {{route}}",
    text: "Dear {{name}},\n\nYour offer for the flight {{route}} ({{date}}, {{pax}} passengers) is ready.\n\nStatus: {{status}}\nPrice: {{price}}\nValid until: {{validUntil}}\n\n{{accountLine}}\n{{url}}\n\nUfuk Jet",
    linkSignedUp: "To see, accept or decline the offer:",
    linkSignUp:
      "To see the offer, sign up with this e-mail address ({{email}}), verify it and sign in; your earlier requests will appear in your account:",
    linkOneTime:
      "To see, accept or decline the offer, open the link; no account needed (the link is valid for {{days}} days and works once):",
  },
  offerLinkFresh: {
    subject: "A new link to your offer: {{route}}",
    text: "Hello,\n\nA new link was asked for your flight request {{route}} ({{date}}). To open your request and your offer:\n{{link}}\n\nThe link is valid for {{days}} days and works once. If you did not ask for it, you can ignore this e-mail.\n\nUfuk Jet",
  },
  offerAcceptedCustomer: {
    subject: "Your jet is held — {{status}}: {{route}} ({{code}})",
    text: "Dear {{name}},\n\nYou accepted the offer for {{route}} ({{date}}); your jet is held for you under reservation {{code}}.\n\nStatus: {{status}}\nAmount: {{price}}\nDeposit: {{deposit}}\nPay the deposit by: {{deadline}} (Istanbul time)\n\nYou can pay the deposit by card on your flight's page; once it is in, your reservation is confirmed:\n{{url}}\n\nUfuk Jet",
  },
  offerMarketing: {
    subject: "An offer for you: {{title}} ({{location}})",
    text: "Dear {{name}},\n\nWe have a new offer: {{title}}, {{location}}.\n\nPrice: {{price}} (instead of {{original}})\nValid until: {{validUntil}}\n\nAll our offers: {{url}}\n\nYou receive this e-mail because you agreed to receive offers and campaigns by e-mail. You can withdraw that consent with one click:\n{{withdraw}}\n\nUfuk Jet",
  },
  optionReminder: {
    subject: "Your option is about to expire: {{route}} ({{code}})",
    text: "Dear {{name}},\n\nThe deposit for option {{code}}, your flight {{route}} ({{date}}), is due by {{deadline}} (Istanbul time).\n\nDeposit due: {{amount}}\n\nYou can pay the deposit by card on your flight's page; once it is in, your reservation is confirmed. At the deadline the option is released and the jet freed:\n{{url}}\n\nUfuk Jet",
  },
  offerAcceptedStaff: {
    subject: "Offer accepted: {{route}} ({{code}})",
    text: "Hello,\n\n{{customer}} <{{email}}> accepted the offer of {{price}} for {{route}} ({{date}}).\nReservation {{code}} ({{status}}) was created.\n\nReservation: {{url}}\n\nUfuk Jet",
  },
  offerDeclinedStaff: {
    subject: "Offer declined: {{route}}",
    text: "Hello,\n\n{{customer}} <{{email}}> declined the offer of {{price}} for {{route}} ({{date}}); the request was closed.\nReason: {{reason}}\n\nRequests: {{url}}\n\nUfuk Jet",
  },
  reservationConfirmed: {
    subject: "Your reservation is confirmed: {{route}} ({{code}})",
    text: "Dear {{name}},\n\nYour reservation {{code}} is confirmed.\n\nStatus: {{status}}\nRoute: {{route}}\nDeparture: {{departure}}\nArrival: {{arrival}}\nAmount: {{amount}}\n\nHave a pleasant flight.\n\nUfuk Jet",
  },
  reservationCancelled: {
    subject: "Your reservation was cancelled: {{route}} ({{code}})",
    text: "Dear {{name}},\n\nYour reservation {{code}} was cancelled.\n\nStatus: {{status}}\nRoute: {{route}}\nDeparture: {{departure}}\nArrival: {{arrival}}\nCancellation fee: {{fee}}\nRefund due: {{refund}}\n\nContact us with any questions.\n\nUfuk Jet",
  },
  optionExpired: {
    subject: "Your reservation's payment time has run out: {{route}} ({{code}})",
    text: "Dear {{name}},\n\nThe deposit for your reservation {{code}} did not arrive by {{deadline}}, so the reservation was released and the jet is free again.\n\nStatus: {{status}}\nRoute: {{route}}\nDeparture: {{departure}}\nAmount: {{amount}}\n\nContact us to book again.\n\nUfuk Jet",
  },
  optionExpiredStaff: {
    subject: "Option expired, jet released: {{code}} ({{route}})",
    text: "The option {{code}} for {{name}} expired at {{deadline}} without a deposit; the reservation was cancelled and the jet released.\n\nRoute: {{route}}\nDeparture: {{departure}}\nAmount: {{amount}}\n\nUfuk Jet",
  },
  customerCancelledStaff: {
    subject: "Customer cancelled a reservation: {{code}} ({{route}})",
    text: "{{customer}} <{{email}}> cancelled reservation {{code}} in the customer area.\n\nRoute: {{route}}\nDeparture: {{departure}}\nArrival: {{arrival}}\nReason: {{message}}\n\nReservation: {{link}}",
  },
  cancelRequestStaff: {
    subject: "Cancellation request: {{code}} ({{route}})",
    text: "{{customer}} <{{email}}> asked to cancel the confirmed reservation {{code}}.\n\nRoute: {{route}}\nDeparture: {{departure}}\nArrival: {{arrival}}\nReason: {{message}}\n\nReservation: {{link}}",
  },
  changeRequestStaff: {
    subject: "Change request: {{code}} ({{route}})",
    text: "{{customer}} <{{email}}> asked for a change to reservation {{code}}.\n\nRoute: {{route}}\nDeparture: {{departure}}\nArrival: {{arrival}}\n\nRequest:\n{{message}}\n\nReservation: {{link}}",
  },
  conciergeToStaff: {
    subject: "Concierge: new message from {{customer}}",
    text: "{{customer}} <{{email}}> wrote through the concierge:\n\n{{message}}\n\nTo answer: {{link}}",
  },
  conciergeToCustomer: {
    subject: "Your Ufuk Jet Concierge answer",
    text: "Hello {{name}},\n\nOur concierge team answered your message:\n\n{{message}}\n\nThe whole conversation: {{link}}\n\nUfuk Jet",
  },
  legAlertConfirm: {
    subject: "Confirm your empty-leg alert — {{from}} → {{to}}",
    text: "Hello,\n\nSomeone asked for an empty-leg alert for {{from}} → {{to}} ({{window}}, {{passengers}} passengers). To start the alert, open this link:\n{{link}}\n\nThe link works for 48 hours. If you did not ask for this, ignore this e-mail; an unconfirmed alert sends nothing.\n\nUfuk Jet",
  },
  legAlertMatch: {
    subject: "Empty leg: {{legFrom}} → {{legTo}}, {{departure}}",
    text: "Hello,\n\nAn empty leg matching your alert {{watchFrom}} → {{watchTo}} ({{window}}) has been published.\n\n{{legFrom}} → {{legTo}}\nDeparture: {{departure}} (local time at the departure airport)\nAircraft: {{aircraft}}\nSeats: {{seats}}\nPrice: {{price}}\n{{closeness}}\n\nTo request it: {{link}}\n\nTo stop this alert: {{unsubscribe}}\n\nUfuk Jet",
    exact: "Exactly the route you are watching.",
    near: "A nearby route: the departure is {{departureKm}} km and the arrival {{arrivalKm}} km from the places you watch.",
  },
};

export default emails;
