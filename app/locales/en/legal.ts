import type { Widen } from "../types";
import type tr from "../tr/legal";

const legal: Widen<typeof tr> = {
  privacy: {
    title: "Notice on the Protection of Personal Data",
    updated: "Last updated: 23.11.2026",
    intro:
      "At Ufuk Jet we care about the security of your personal data. This notice explains, under article 10 of the Personal Data Protection Law No. 6698 (KVKK), how we process your personal data as data controller.",
    controllerTitle: "1. Data controller",
    controllerText: "The data controller is Ufuk Jet. Contact: {{email}} · {{phone}} · {{address}}.",
    dataTitle: "2. Personal data processed",
    dataText:
      "The name, e-mail address, phone number, departure and arrival city, date, passenger count and special requests you send through the flight request and empty-leg booking forms; your account details if you have an account; IP address and activity records for security.",
    purposeTitle: "3. Purposes",
    purposeText:
      "Preparing and sending a flight offer for your request, contacting you, running booking and operations, meeting legal obligations and protecting the service against abuse.",
    legalTitle: "4. Legal grounds",
    legalText:
      "Your personal data is processed under KVKK article 5/2: it is directly related to the conclusion or performance of a contract (c), needed to meet our legal obligations (ç), and our legitimate interest provided it does not harm your fundamental rights (f).",
    transferTitle: "5. Transfers",
    transferText:
      "To prepare an offer, your request may be shared only as far as needed with the operators who would fly it and our partner brokers, and with public authorities where the law requires. For flights needing a transfer abroad, the conditions of KVKK article 9 are met.",
    methodTitle: "6. Collection",
    methodText: "Your data is collected electronically through the forms on our website, e-mail, phone and WhatsApp.",
    retentionTitle: "7. Retention",
    retentionText:
      "Your data is kept as long as its purpose requires and for the limitation periods set by law, then deleted, destroyed or anonymised. Payments, refunds, invoices and reservation amounts are commercial records that the Tax Procedure Law (art. 253) and the Turkish Commercial Code (art. 82) keep for 10 years; passenger travel documents are deleted 30 days after the flight.",
    rightsTitle: "8. Your rights",
    rightsText:
      'Under KVKK article 11 you may learn whether your data is processed, request information, learn whether it is used for its purpose, know the third parties it is transferred to, ask for incomplete or wrong data to be corrected, deleted or destroyed, object, and claim compensation. With an account you download all your data, ask for a correction or erase your account yourself under "Your personal data (KVKK)" on your profile page; or send requests to {{email}}. They are answered within 30 days.',
    cookiesTitle: "9. Cookies",
    cookiesText: "Our site uses only cookies needed for the session, language choice and security; no advertising or tracking cookies.",
  },
  terms: {
    title: "Terms of Use",
    updated: "Last updated: 23.11.2026",
    intro: "By using this website you accept the following terms.",
    serviceTitle: "1. The service",
    serviceText:
      "Ufuk Jet offers quotation and booking brokerage for private jet flights. Flights are operated by air carriers authorised under the applicable regulations.",
    requestTitle: "2. Requests and offers",
    requestText:
      "A flight request you send is not a binding order. Offers depend on aircraft availability, operator approval, weather and airspace, and are valid for the period stated in the offer.",
    emptyLegTitle: "3. Empty-leg flights",
    emptyLegText:
      "The operator may change the date, time and price of an empty-leg flight or cancel it. A request for a published flight does not reserve a seat.",
    paymentTitle: "4. Payment and cancellation",
    paymentText: "Payment and cancellation terms are set out in the offer you confirm and in the flight contract.",
    userTitle: "5. Your obligations",
    userText: "You agree to enter correct and current information and not to misuse the site unlawfully or by automated means.",
    liabilityTitle: "6. Liability",
    liabilityText:
      "The information on the site is for general information. Fleet details and ranges are examples; exact details are in the offer.",
    lawTitle: "7. Governing law",
    lawText: "These terms are governed by Turkish law; the courts and enforcement offices of Istanbul have jurisdiction.",
    contactTitle: "8. Contact",
    contactText: "For questions write to {{email}} or call {{phone}}.",
  },
};

export default legal;
