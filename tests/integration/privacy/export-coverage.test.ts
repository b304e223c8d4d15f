import { describe, expect, it } from "vitest";
import { coverageGaps, personReference, type ModelShape } from "#app/lib/personal-data-coverage";
import { db } from "#app/server/platform/db/client.server";
import { EXPORTED_MODELS, NOT_EXPORTED } from "#app/server/privacy/data-export.server";

/**
 * The completeness test of "Verilerim" (decision 055): walks the data model of the generated Prisma client — the
 * same one that talks to the database — and fails when a model that refers to a customer or a user is neither in
 * the download nor left out with a reason. A new table about people must take a side before it can merge.
 */
function dataModel(): ModelShape[] {
  const runtime = (db() as unknown as { _runtimeDataModel: { models: Record<string, { fields: ModelShape["fields"] }> } })
    ._runtimeDataModel;
  return Object.entries(runtime.models).map(([name, model]) => ({ name, fields: model.fields }));
}

describe("the download covers every model about a person", () => {
  it("reads the generated client's data model (the check is not empty)", () => {
    const models = dataModel();
    expect(models.length).toBeGreaterThan(30);
    const people = models.filter((m) => personReference(m) !== null).map((m) => m.name);
    // models known to refer to people are found as such
    expect(people).toEqual(
      expect.arrayContaining(["User", "Customer", "Session", "LegWatch", "OfferLink", "DataSubjectRequest", "ConciergeConversation"]),
    );
    expect(people).not.toContain("Airport");
  });

  it("every such model is exported or excluded with a reason, and both lists name real models", () => {
    expect(coverageGaps(dataModel(), EXPORTED_MODELS, NOT_EXPORTED)).toEqual({ missing: [], unknown: [], unexplained: [] });
  });

  it("would fail on a model added without taking a side", () => {
    const added: ModelShape = { name: "LoyaltyVoucher", fields: [{ name: "customerId", kind: "scalar", type: "String" }] };
    expect(coverageGaps([...dataModel(), added], EXPORTED_MODELS, NOT_EXPORTED).missing).toEqual([
      { model: "LoyaltyVoucher", reason: "column customerId" },
    ]);
  });
});
