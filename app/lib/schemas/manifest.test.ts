import { describe, expect, it } from "vitest";
import { isCountryCode, removePassengerSchema, savePassengerSchema, toPassengerInput } from "./manifest";

const good = {
  intent: "save-passenger",
  given_names: " Ayşe Nur ",
  surname: "O'Neil-Yılmaz",
  sex: "F",
  nationality: "tr",
  document_type: "passport",
  document_number: "u 1234 5678",
  issuing_country: "DE",
  document_expiry: "2031-05-20",
  birth_date: "1985-07-21",
};

describe("savePassengerSchema", () => {
  it("accepts a passenger as in the document, normalised: trimmed names, upper-case codes, number without spaces", () => {
    const parsed = savePassengerSchema.safeParse(good);
    expect(parsed.success).toBe(true);
    expect(parsed.success && toPassengerInput(parsed.data)).toEqual({
      givenNames: "Ayşe Nur",
      surname: "O'Neil-Yılmaz",
      sex: "F",
      nationality: "TR",
      documentType: "passport",
      documentNumber: "U12345678",
      issuingCountry: "DE",
      documentExpiry: "2031-05-20",
      birthDate: "1985-07-21",
      notes: null,
    });
  });

  it("refuses a birth date after today and an expiry not after birth", () => {
    expect(savePassengerSchema.safeParse({ ...good, birth_date: "2999-01-01" }).success).toBe(false);
    expect(savePassengerSchema.safeParse({ ...good, document_expiry: "1985-07-21" }).success).toBe(false);
  });
});

describe("country codes", () => {
  it("knows ISO 3166-1 alpha-2 countries and refuses reserved or unknown ones", () => {
    for (const code of ["TR", "DE", "US", "GB", "XK"]) expect(isCountryCode(code), code).toBe(true);
    for (const code of ["ZZ", "EU", "UN", "QQ", "XA", "AA", "tr", "TUR", ""]) expect(isCountryCode(code), code).toBe(false);
  });
});

describe("removePassengerSchema", () => {
  it("takes a passenger id", () => {
    expect(
      removePassengerSchema.safeParse({ intent: "remove-passenger", passenger_id: "0b6f2f0e-3c1d-4c55-9b1e-2f8a7d6c5b4a" }).success,
    ).toBe(true);
    expect(removePassengerSchema.safeParse({ intent: "remove-passenger", passenger_id: "1" }).success).toBe(false);
  });
});
