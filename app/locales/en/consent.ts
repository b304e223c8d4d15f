import type tr from "../tr/consent";
import type { Widen } from "../types";

/** Consent to e-mail (KVKK; decision 056): the profile's marketing consent, its history, the one-click withdrawal. */
const consent: Widen<typeof tr> = {
  marketing: {
    title: "Offer and campaign e-mails",
    description: "Optional; e-mails about your reservations, payments and account are not affected by this choice.",
    label:
      "I agree to receive Ufuk Jet's campaigns, discounts and special offers by e-mail. I can withdraw this consent at any time on this page or with one click through the link in every e-mail.",
    signUpLabel: "Optional: I agree to receive Ufuk Jet's campaigns and special offers.",
    signUpHint:
      "Offers are sent by e-mail; you can withdraw this consent at any time on your profile or with one click through the link in every e-mail.",
    notice: "How we process your personal data is explained in our privacy (KVKK) notice.",
    privacyLink: "Privacy (KVKK) notice",
    stateGranted: "Now: you have consented ({{date}}).",
    stateNone: "Now: you have not consented.",
    unverified: "Offer e-mails start once you have verified your e-mail address.",
    save: "Save my choice",
    savedTitle: "Your choice is saved",
    grantedText: "You agreed to receive offer and campaign e-mails.",
    withdrawnText: "Your consent to offer and campaign e-mails is withdrawn.",
    unchangedText: "That was already your choice; no new record was added.",
    errorTitle: "Your choice could not be saved",
  },
  history: {
    title: "Consent history",
    caption: "The records of your consent to offer and campaign e-mails, newest first",
    empty: "No records yet.",
    when: "Date",
    action: "Action",
    source: "Where",
    version: "Text version",
  },
  actions: {
    granted: "Consent given",
    withdrawn: "Consent withdrawn",
  },
  sources: {
    profile: "Profile page",
    sign_up: "Sign-up form",
    alert_form: "Empty-leg alert",
    unsubscribe_link: "Link in an e-mail",
    staff: "Our team",
  },
  withdraw: {
    pageTitle: "Withdraw e-mail consent — Ufuk Jet",
    title: "Offer and campaign e-mails",
    text: "If you no longer want Ufuk Jet's offer and campaign e-mails, press the button below.",
    button: "Withdraw my consent",
    done: "Your consent is withdrawn. We will send you no more offer or campaign e-mails; e-mails about your reservations are not affected.",
    invalid: "This link is not valid. Make sure you opened the whole link from the e-mail, or manage your consent on your profile.",
    tooMany: "Too many attempts. Please try again in {{minutes}} minutes.",
    again: "If you change your mind, you can give your consent again on your profile.",
    toHome: "Back to the home page",
  },
  validation: {
    intent: "This action is not recognised.",
    choice: "The checkbox's value is not valid.",
    version: "The consent text has changed; please reload the page, read the new text and save again.",
  },
};

export default consent;
