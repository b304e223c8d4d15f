import { describe, expect, it } from "vitest";
import { customerValues } from "./customer-changes.server";
import { auditChanges, customerWhere } from "./customers.server";

describe("auditChanges", () => {
  it("lists only the fields whose value differs, as text", () => {
    expect(
      auditChanges({ firstName: "Ali", segment: "individual", isVip: false }, { firstName: "Ali", segment: "agent", isVip: true }),
    ).toEqual([
      { field: "segment", from: "individual", to: "agent" },
      { field: "isVip", from: "false", to: "true" },
    ]);
  });

  it("treats a missing side (a new record) and null or empty text as no value", () => {
    expect(auditChanges(null, { email: "a@b.co", phone: null, notes: "" })).toEqual([{ field: "email", from: null, to: "a@b.co" }]);
    expect(auditChanges({ phone: "0532 111 22 33" }, { phone: null })).toEqual([{ field: "phone", from: "0532 111 22 33", to: null }]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
    expect(auditChanges("text", 5)).toEqual([]);
  });
});

describe("customerValues", () => {
  it("stores empty optional fields as null, no last name as empty text, and the phone with single spaces", () => {
    expect(customerValues({ first_name: "Ece", email: "ece@example.com", segment: "individual", phone: " 0532  111 22 33 " })).toEqual({
      firstName: "Ece",
      lastName: "",
      email: "ece@example.com",
      phone: "0532 111 22 33",
      companyName: null,
      segment: "individual",
      notes: null,
    });
    expect(
      customerValues({ first_name: "Ece", last_name: "Kurt", email: "e@x.co", segment: "vip", company_name: "Kurt A.Ş.", notes: "Not" }),
    ).toMatchObject({ lastName: "Kurt", companyName: "Kurt A.Ş.", notes: "Not", phone: null });
  });
});

describe("customerWhere", () => {
  it("needs every word (at most five) to match the folded search text, wildcards escaped", () => {
    expect(customerWhere("")).toEqual({ AND: [] });
    expect(customerWhere("ŞAHİN  irem")).toEqual({ AND: [{ searchText: { contains: "sahin" } }, { searchText: { contains: "irem" } }] });
    expect(customerWhere("50%_off")).toEqual({ AND: [{ searchText: { contains: "50\\%\\_off" } }] });
    expect(customerWhere("a b c d e f g").AND).toHaveLength(5);
  });
});
