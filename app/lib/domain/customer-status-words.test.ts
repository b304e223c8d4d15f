import { describe, expect, it } from "vitest";
import en from "#app/locales/en";
import tr from "#app/locales/tr";
import { CUSTOMER_WORDS, CUSTOMER_WORD_LOOK, offerWord, requestWord, reservationWord } from "./customer-status-words";
import { OFFER_STATES } from "./offer-response";
import { QUOTE_REQUEST_STATUSES, QUOTE_REQUEST_STATUS_LOOK } from "./quote-request-status";
import { RESERVATION_STATUSES, RESERVATION_STATUS_LOOK } from "./reservation-status";

function text(dictionary: object, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
}

describe("customer words", () => {
  it("give every reservation status a word, never a staff word", () => {
    for (const status of RESERVATION_STATUSES) {
      const word = reservationWord(status);
      expect(CUSTOMER_WORDS).toContain(word);
      if (status === "draft" || status === "optional") {
        expect(text(tr, CUSTOMER_WORD_LOOK[word].labelKey)).not.toBe(text(tr, RESERVATION_STATUS_LOOK[status].labelKey));
      }
    }
    expect(reservationWord("draft")).toBe("arranging");
    expect(reservationWord("optional")).toBe("awaitingPayment");
    expect(reservationWord("confirmed")).toBe("confirmed");
    expect(reservationWord("completed")).toBe("completed");
    expect(reservationWord("cancelled")).toBe("cancelled");
    expect(reservationWord("no_show")).toBe("notFlown");
  });

  it("never show a customer 'Taslak', 'Opsiyonel' or 'Kabul Edildi'", () => {
    const shown = CUSTOMER_WORDS.map((w) => text(tr, CUSTOMER_WORD_LOOK[w].labelKey));
    for (const staffWord of ["Taslak", "Opsiyonel", "Kabul Edildi", "Yanıt bekliyor", "Teklif Verildi"])
      expect(shown).not.toContain(staffWord);
  });

  it("give every offer state a word, an accepted one its reservation's", () => {
    for (const state of OFFER_STATES) expect(CUSTOMER_WORDS).toContain(offerWord(state));
    expect(offerWord("open")).toBe("ready");
    expect(offerWord("declined")).toBe("declined");
    expect(offerWord("expired")).toBe("expired");
    expect(offerWord("accepted")).toBe("arranging");
    expect(offerWord("accepted", "optional")).toBe("awaitingPayment");
    expect(offerWord("accepted", "confirmed")).toBe("confirmed");
  });

  it("give every request status, with any offers, a word", () => {
    for (const status of QUOTE_REQUEST_STATUSES) {
      for (const offer of [null, ...OFFER_STATES]) {
        for (const reservation of [null, ...RESERVATION_STATUSES]) {
          const word = requestWord({ status, offers: offer ? [offer] : [], reservation });
          expect(CUSTOMER_WORDS, `${status}/${offer}/${reservation}`).toContain(word);
        }
      }
    }
  });

  it("read a request the same as its offer once staff approved a quote", () => {
    // staff approving sets the request to accepted; the customer reads "Teklif hazır" on both
    expect(requestWord({ status: "accepted", offers: ["open"], reservation: null })).toBe("ready");
    expect(requestWord({ status: "accepted", offers: ["open"], reservation: null })).toBe(offerWord("open"));
    expect(text(tr, CUSTOMER_WORD_LOOK.ready.labelKey)).toBe("Teklif hazır");
    expect(text(tr, QUOTE_REQUEST_STATUS_LOOK.accepted.labelKey)).toBe("Kabul Edildi");
  });

  it("follow the trip from the request to the flight", () => {
    expect(requestWord({ status: "pending", offers: [], reservation: null })).toBe("preparing");
    // a broker's quote staff have not approved is not the customer's yet
    expect(requestWord({ status: "quoted", offers: [], reservation: null })).toBe("preparing");
    expect(requestWord({ status: "accepted", offers: ["expired", "open"], reservation: null })).toBe("ready");
    expect(requestWord({ status: "accepted", offers: ["expired"], reservation: null })).toBe("expired");
    expect(requestWord({ status: "accepted", offers: ["accepted"], reservation: "optional" })).toBe("awaitingPayment");
    expect(requestWord({ status: "accepted", offers: ["accepted"], reservation: "confirmed" })).toBe("confirmed");
    expect(requestWord({ status: "accepted", offers: ["accepted"], reservation: "completed" })).toBe("completed");
    expect(requestWord({ status: "cancelled", offers: ["declined"], reservation: null })).toBe("declined");
    expect(requestWord({ status: "cancelled", offers: [], reservation: null })).toBe("cancelled");
    // staff converting the request into a reservation counts as the reservation's word
    expect(requestWord({ status: "accepted", offers: [], reservation: "draft" })).toBe("arranging");
  });

  it("have every word in both languages, and different words read differently", () => {
    for (const dictionary of [tr, en]) {
      const labels = CUSTOMER_WORDS.map((w) => text(dictionary, CUSTOMER_WORD_LOOK[w].labelKey));
      for (const label of labels) expect(typeof label === "string" && label.length > 0).toBe(true);
      expect(new Set(labels).size).toBe(CUSTOMER_WORDS.length);
    }
    expect(text(tr, "status.customer.awaitingPayment")).toBe("Ödeme bekleniyor");
    expect(text(en, "status.customer.ready")).toBe("Offer ready");
  });
});
