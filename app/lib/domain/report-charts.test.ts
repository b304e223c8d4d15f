import { describe, expect, it } from "vitest";
import { chartMax, valuesFor } from "#app/lib/domain/report-charts";

describe("report chart data", () => {
  it("puts each value under its label and 0 under a label with none", () => {
    expect(
      valuesFor(
        ["2040-01", "2040-02", "2040-03"],
        [
          { key: "2040-03", value: 5 },
          { key: "2040-01", value: 2 },
        ],
      ),
    ).toEqual([2, 0, 5]);
  });
  it("scales to the largest value, and to 1 when everything is 0", () => {
    expect(
      chartMax({
        series: [
          { name: "a", values: [1, 7] },
          { name: "b", values: [3] },
        ],
      }),
    ).toBe(7);
    expect(chartMax({ series: [{ name: "a", values: [0, 0] }] })).toBe(1);
  });
});
