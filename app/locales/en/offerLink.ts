import type tr from "../tr/offerLink";
import type { Widen } from "../types";

/** English copies of ../tr/offerLink.ts. The one link to the offer: the page of the link in a guest's e-mails (/teklif/ac, decision 047). */
const offerLink: Widen<typeof tr> = {
  pageTitle: "Open your offer — Ufuk Jet",
  title: "Open your offer",
  text: "Your flight request {{from}} → {{to}} ({{date}}, {{passengers}} passengers). When you continue you are signed in as {{email}}; if there is no account for this address, one is opened for you.",
  button: "Open my offer",
  busy: "Opening...",
  once: "The link works once; after opening it you stay signed in to your account.",
  invalidTitle: "Invalid link",
  invalidText: "This link was not recognised. Make sure you copied the whole address from the e-mail, or ask for a new link below.",
  expiredTitle: "The link has expired",
  expiredText: "This link has expired. You can ask for a new link below.",
  usedTitle: "The link was used",
  usedText: "This link was used before. If you signed in, carry on from your account; if not, ask for a new link below.",
  refusedTitle: "This link cannot sign you in",
  refusedText:
    "This e-mail address belongs to a staff or broker account. These accounts cannot sign in with an e-mail link; please sign in with your e-mail and password on the sign-in page.",
  disabledTitle: "Account closed",
  disabledText: "The account of this e-mail address is closed. Please contact us.",
  otherSessionTitle: "Signed in with another account",
  otherSessionText: "This browser is signed in as {{current}}. This link belongs to another e-mail address; sign out first to continue.",
  signOut: "Sign out and continue",
  toSignIn: "Go to sign-in",
  toRequests: "Go to my requests",
  fresh: {
    title: "Ask for a new link",
    text: "Enter the e-mail address of your request. If a request belongs to this address we send a new link to that address only.",
    email: "E-mail",
    submit: "Send a new link",
    busy: "Sending...",
    sentTitle: "Request received",
    sent: "If a request belongs to this address, a new link will be sent within a few minutes. Check your e-mail (the spam folder too).",
    tooMany: "Too many requests. Please try again in {{minutes}} minutes.",
    errorTitle: "The link could not be requested",
  },
  signedInTitle: "Welcome",
  signedInText: "You signed in with your offer link.",
  accountCreatedText: "Your account was opened and you are signed in. If you like, set a password on your profile page.",
};

export default offerLink;
