import { describe, expect, it } from "vitest";
import { coverageGaps, personReference, type ModelShape } from "./personal-data-coverage";

const scalar = (name: string) => ({ name, kind: "scalar", type: "String" });
const relation = (name: string, type: string) => ({ name, kind: "object", type });

const MODELS: ModelShape[] = [
  { name: "Customer", fields: [scalar("id"), scalar("email")] },
  { name: "Airport", fields: [scalar("id"), scalar("city")] },
  { name: "Loyalty", fields: [scalar("id"), relation("customer", "Customer")] },
];

describe("which models refer to a person", () => {
  it("a relation to Customer or User", () => {
    expect(personReference({ name: "X", fields: [relation("owner", "User")] })).toBe("relation owner → User");
    expect(personReference({ name: "X", fields: [relation("buyer", "Customer")] })).toBe("relation buyer → Customer");
    expect(personReference({ name: "X", fields: [relation("jet", "Jet")] })).toBeNull();
  });

  it("a customerId, userId or email column, or one ending so", () => {
    for (const name of ["customerId", "userId", "email", "customerUserId", "guestEmail", "payerCustomerId"]) {
      expect(personReference({ name: "X", fields: [scalar(name)] })).toBe(`column ${name}`);
    }
    for (const name of ["emailStatus", "useridx", "customer", "createdBy"]) {
      expect(personReference({ name: "X", fields: [scalar(name)] })).toBeNull();
    }
  });
});

describe("the completeness check", () => {
  it("passes when every person model is exported or excluded with a reason", () => {
    expect(coverageGaps(MODELS, ["Customer"], { Loyalty: "points are kept by the partner, not here" })).toEqual({
      missing: [],
      unknown: [],
      unexplained: [],
    });
  });

  it("fails on a new model that refers to a customer and is in neither list", () => {
    const withNew = [...MODELS, { name: "ConsentRecord", fields: [scalar("id"), scalar("customerId")] }];
    expect(coverageGaps(withNew, ["Customer", "Loyalty"], {}).missing).toEqual([{ model: "ConsentRecord", reason: "column customerId" }]);
  });

  it("fails on a listed model that no longer exists, and on an exclusion without a real reason", () => {
    const gaps = coverageGaps(MODELS, ["Customer", "Loyalty", "Gone"], { Airport: "" });
    expect(gaps.unknown).toEqual(["Gone"]);
    expect(gaps.unexplained).toEqual(["Airport"]);
  });
});
