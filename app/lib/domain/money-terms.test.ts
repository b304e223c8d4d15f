import { describe, expect, it } from "vitest";
import { CANCELLATION_BANDS, OPTION_HOLD_HOURS, cancellationBand, cancellationTerms, depositCents, optionDeadline } from "./money-terms";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const departure = new Date("2027-06-01T09:00:00Z");
const before = (ms: number) => new Date(departure.getTime() - ms);

describe("the cancellation policy's bands, a minute either side of each edge", () => {
  // each band from its edge (inclusive) down to the next band's edge
  for (const [index, band] of CANCELLATION_BANDS.entries()) {
    if (band.minNoticeHours === 0) continue;
    const edge = band.minNoticeHours * HOUR;
    const later = CANCELLATION_BANDS[index + 1]!;
    it(`${band.minNoticeHours} h before: ${band.percent} % at the edge and a minute earlier, ${later.percent} % a minute later`, () => {
      expect(cancellationBand(departure, before(edge + MINUTE))?.percent).toBe(band.percent);
      expect(cancellationBand(departure, before(edge))?.percent).toBe(band.percent);
      expect(cancellationBand(departure, before(edge - MINUTE))?.percent).toBe(later.percent);
    });
  }

  it("takes the whole total in the last band, up to a minute before departure, and nothing after", () => {
    expect(cancellationBand(departure, before(MINUTE))?.percent).toBe(100);
    expect(cancellationBand(departure, departure)).toBeNull();
    expect(cancellationBand(departure, before(-MINUTE))).toBeNull();
  });

  it("grows the fee as departure nears", () => {
    const percents = CANCELLATION_BANDS.map((b) => b.percent);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(CANCELLATION_BANDS.at(-1)!.minNoticeHours).toBe(0);
  });
});

describe("what cancelling costs", () => {
  const confirmed = { status: "confirmed", departure, totalCents: 1_000_000, netPaidCents: 1_000_000 };

  it("keeps the band's fee and refunds the rest of what was paid", () => {
    const terms = cancellationTerms(confirmed, before(10 * 24 * HOUR));
    expect(terms).toMatchObject({ allowed: true, percent: 50, feeCents: 500_000, refundCents: 500_000 });
  });

  it("refunds nothing when less than the fee was paid", () => {
    expect(cancellationTerms({ ...confirmed, netPaidCents: 100_000 }, before(HOUR))).toMatchObject({ feeCents: 1_000_000, refundCents: 0 });
  });

  it("costs nothing for a draft or an option, refunding all that was paid", () => {
    for (const status of ["draft", "optional"]) {
      expect(cancellationTerms({ ...confirmed, status, netPaidCents: 123 }, before(HOUR))).toMatchObject({
        allowed: true,
        feeCents: 0,
        refundCents: 123,
      });
    }
  });

  it("refuses after departure and for a final reservation", () => {
    expect(cancellationTerms(confirmed, departure)).toEqual({ allowed: false, reason: "departed" });
    expect(cancellationTerms(confirmed, before(-MINUTE))).toEqual({ allowed: false, reason: "departed" });
    // a draft or an option after its date is withdrawn free, what was paid goes back
    for (const status of ["draft", "optional"]) {
      expect(cancellationTerms({ ...confirmed, status }, before(-MINUTE))).toMatchObject({ allowed: true, feeCents: 0, percent: 0 });
    }
    for (const status of ["completed", "cancelled", "no_show"]) {
      expect(cancellationTerms({ ...confirmed, status }, before(40 * 24 * HOUR))).toEqual({ allowed: false, reason: "final" });
    }
  });

  it("charges no fee on an unpriced reservation", () => {
    expect(cancellationTerms({ ...confirmed, totalCents: null, netPaidCents: 0 }, before(HOUR))).toMatchObject({
      feeCents: 0,
      refundCents: 0,
    });
  });
});

describe("options and deposits", () => {
  it("holds an option for the hold time, never past the departure", () => {
    const now = new Date("2027-05-01T09:00:00Z");
    expect(optionDeadline(now, departure).getTime()).toBe(now.getTime() + OPTION_HOLD_HOURS * HOUR);
    const soon = new Date(now.getTime() + HOUR);
    expect(optionDeadline(now, soon).getTime()).toBe(soon.getTime());
  });

  it("takes the deposit share of the total", () => {
    expect(depositCents(1_000_000)).toBe(300_000);
    expect(depositCents(0)).toBe(0);
  });
});
