import { describe, expect, it } from "vitest";
import { formatDateTime, istanbulDateTime, parseLocalDateTime } from "../format";
import { wallTimeOf, wallTimeToInstant, zoneLabel, type WallTime } from "./dates";

/**
 * Wall times in any zone (decision 043): the instant a clock shows, the clock an instant shows, the zone's short
 * name, and the rule at clock changes — in 2026 Europe moves forward on 29 March (London 01:00 → 02:00, Paris
 * 02:00 → 03:00) and back on 25 October (London 02:00 → 01:00, Paris 03:00 → 02:00); Türkiye does not change.
 */
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const wall = (s: string): WallTime => {
  const [date, time] = s.split("T") as [string, string];
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return { year, month, day, hour, minute };
};
const at = (s: string, zone: string) => iso(wallTimeToInstant(wall(s), zone));
const clock = (instant: string, zone: string) => {
  const w = wallTimeOf(new Date(instant), zone);
  if (!w) return null;
  const p = (n: number) => String(n).padStart(2, "0");
  return `${w.year}-${p(w.month)}-${p(w.day)}T${p(w.hour)}:${p(w.minute)}`;
};

describe("spring forward, 29 March 2026", () => {
  it("refuses the wall times London skips (01:00–01:59) and keeps those around them", () => {
    expect(at("2026-03-29T00:59", "Europe/London")).toBe("2026-03-29T00:59:00.000Z");
    expect(at("2026-03-29T01:00", "Europe/London")).toBeNull();
    expect(at("2026-03-29T01:30", "Europe/London")).toBeNull();
    expect(at("2026-03-29T01:59", "Europe/London")).toBeNull();
    expect(at("2026-03-29T02:00", "Europe/London")).toBe("2026-03-29T01:00:00.000Z");
  });

  it("refuses the wall times Paris skips (02:00–02:59), 02:30 among them", () => {
    expect(at("2026-03-29T01:59", "Europe/Paris")).toBe("2026-03-29T00:59:00.000Z");
    expect(at("2026-03-29T02:00", "Europe/Paris")).toBeNull();
    expect(at("2026-03-29T02:30", "Europe/Paris")).toBeNull();
    expect(at("2026-03-29T03:00", "Europe/Paris")).toBe("2026-03-29T01:00:00.000Z");
  });

  it("shows the jump on the clock", () => {
    expect(clock("2026-03-29T00:59:00Z", "Europe/London")).toBe("2026-03-29T00:59");
    expect(clock("2026-03-29T01:00:00Z", "Europe/London")).toBe("2026-03-29T02:00");
    expect(clock("2026-03-29T00:59:00Z", "Europe/Paris")).toBe("2026-03-29T01:59");
    expect(clock("2026-03-29T01:00:00Z", "Europe/Paris")).toBe("2026-03-29T03:00");
  });
});

describe("fall back, 25 October 2026", () => {
  it("takes the earlier of London's two 01:30s", () => {
    expect(clock("2026-10-25T00:30:00Z", "Europe/London")).toBe("2026-10-25T01:30");
    expect(clock("2026-10-25T01:30:00Z", "Europe/London")).toBe("2026-10-25T01:30");
    expect(at("2026-10-25T01:30", "Europe/London")).toBe("2026-10-25T00:30:00.000Z");
    expect(at("2026-10-25T00:59", "Europe/London")).toBe("2026-10-24T23:59:00.000Z");
    expect(at("2026-10-25T02:00", "Europe/London")).toBe("2026-10-25T02:00:00.000Z");
  });

  it("takes the earlier of Paris's two 02:30s", () => {
    expect(clock("2026-10-25T00:30:00Z", "Europe/Paris")).toBe("2026-10-25T02:30");
    expect(clock("2026-10-25T01:30:00Z", "Europe/Paris")).toBe("2026-10-25T02:30");
    expect(at("2026-10-25T02:30", "Europe/Paris")).toBe("2026-10-25T00:30:00.000Z");
    expect(at("2026-10-25T03:00", "Europe/Paris")).toBe("2026-10-25T02:00:00.000Z");
  });

  it("changes nothing in Istanbul on either night", () => {
    for (const day of ["2026-03-29", "2026-10-25"]) {
      for (let h = 0; h < 24; h++) {
        const hh = String(h).padStart(2, "0");
        const instant = wallTimeToInstant(wall(`${day}T${hh}:30`), "Europe/Istanbul");
        expect(instant?.getTime(), `${day} ${hh}:30`).toBe(Date.parse(`${day}T${hh}:30:00+03:00`));
      }
    }
  });
});

describe("a leg across a clock change", () => {
  it("lasts the difference of its instants, not of its wall clocks", () => {
    // Nice 01:30 CET → London 03:30 BST on the spring-forward night: 2 h in the air, not 2 h by the clocks' reading
    const off = wallTimeToInstant(wall("2026-03-29T01:30"), "Europe/Paris")!;
    const on = wallTimeToInstant(wall("2026-03-29T03:30"), "Europe/London")!;
    expect((on.getTime() - off.getTime()) / 60_000).toBe(120);
    // Istanbul 23:00 → Paris 02:45 on the fall-back night (the first 02:45): 4 h 45 min
    const dep = wallTimeToInstant(wall("2026-10-24T23:00"), "Europe/Istanbul")!;
    const arr = wallTimeToInstant(wall("2026-10-25T02:45"), "Europe/Paris")!;
    expect((arr.getTime() - dep.getTime()) / 60_000).toBe(285);
  });
});

describe("round trips", () => {
  const ZONES = ["Europe/London", "Europe/Paris", "Europe/Istanbul"] as const;

  it("give every instant of 2026 back from its wall clock, but the second pass of a repeated hour", () => {
    for (const zone of ZONES) {
      let repeated = 0;
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 + 60_000 * 7) {
        const w = wallTimeOf(new Date(t), zone)!;
        const back = wallTimeToInstant(w, zone)!;
        if (back.getTime() !== t) {
          repeated++;
          // the earlier instant of a repeated wall time: exactly one hour before, on the fall-back night
          expect(t - back.getTime(), `${zone} ${new Date(t).toISOString()}`).toBe(3_600_000);
          expect(new Date(t).toISOString().slice(0, 10), zone).toBe("2026-10-25");
        }
      }
      expect(repeated <= 1, zone).toBe(true);
    }
  });

  it("give every wall time of 2026 back from its instant, and refuse only the skipped hour", () => {
    for (const zone of ZONES) {
      const refused: string[] = [];
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 30 * 60_000) {
        const d = new Date(t);
        const w: WallTime = {
          year: d.getUTCFullYear(),
          month: d.getUTCMonth() + 1,
          day: d.getUTCDate(),
          hour: d.getUTCHours(),
          minute: d.getUTCMinutes(),
        };
        const instant = wallTimeToInstant(w, zone);
        if (!instant) refused.push(d.toISOString().slice(0, 16));
        else expect(wallTimeOf(instant, zone)).toEqual({ ...w, second: 0 });
      }
      const expected = {
        "Europe/London": ["2026-03-29T01:00", "2026-03-29T01:30"],
        "Europe/Paris": ["2026-03-29T02:00", "2026-03-29T02:30"],
        "Europe/Istanbul": [],
      }[zone];
      expect(refused, zone).toEqual(expected);
    }
  });

  it("read an Istanbul wall time as the Istanbul functions do", () => {
    expect(iso(wallTimeToInstant(wall("2026-11-23T00:30"), "Europe/Istanbul"))).toBe(iso(parseLocalDateTime("2026-11-23T00:30")));
    expect(iso(wallTimeToInstant(wall("2026-07-01T09:00"), "Europe/Istanbul"))).toBe(iso(istanbulDateTime("2026-07-01", "09:00")));
    const instant = wallTimeToInstant(wall("2026-11-23T13:00"), "Europe/Paris")!;
    // 13:00 in Nice is 15:00 in Istanbul
    expect(formatDateTime(instant)).toBe("23.11.2026 15:00 GMT+3");
  });
});

describe("what is refused", () => {
  it("answers null for an invalid date, clock time or zone", () => {
    expect(wallTimeToInstant({ year: 2026, month: 2, day: 30, hour: 9, minute: 0 }, "Europe/Paris")).toBeNull();
    expect(wallTimeToInstant({ year: 2026, month: 13, day: 1, hour: 9, minute: 0 }, "Europe/Paris")).toBeNull();
    expect(wallTimeToInstant({ year: 2026, month: 1, day: 1, hour: 24, minute: 0 }, "Europe/Paris")).toBeNull();
    expect(wallTimeToInstant({ year: 2026, month: 1, day: 1, hour: 9, minute: 60 }, "Europe/Paris")).toBeNull();
    expect(wallTimeToInstant({ year: 2026, month: 1, day: 1, hour: -1, minute: 0 }, "Europe/Paris")).toBeNull();
    expect(wallTimeToInstant({ year: 2026, month: 1, day: 1, hour: 9.5, minute: 0 }, "Europe/Paris")).toBeNull();
    expect(wallTimeToInstant({ year: 2026, month: 1, day: 1, hour: 9, minute: 0 }, "Mars/Olympus")).toBeNull();
    expect(wallTimeOf(new Date("2026-01-01T00:00:00Z"), "Mars/Olympus")).toBeNull();
    expect(wallTimeOf(new Date(Number.NaN), "Europe/Paris")).toBeNull();
  });

  it("keeps the seconds it is given", () => {
    expect(iso(wallTimeToInstant({ year: 2026, month: 6, day: 1, hour: 9, minute: 0, second: 30 }, "Europe/London"))).toBe(
      "2026-06-01T08:00:30.000Z",
    );
    expect(wallTimeOf(new Date("2026-06-01T08:00:30.900Z"), "Europe/London")).toEqual({
      year: 2026,
      month: 6,
      day: 1,
      hour: 9,
      minute: 0,
      second: 30,
    });
  });
});

describe("zoneLabel", () => {
  const winter = new Date("2026-01-15T12:00:00Z");
  const summer = new Date("2026-07-15T12:00:00Z");

  it("names the zone as timetables do, summer and winter", () => {
    expect(zoneLabel(winter, "Europe/Paris")).toBe("CET");
    expect(zoneLabel(summer, "Europe/Paris")).toBe("CEST");
    expect(zoneLabel(winter, "Europe/London")).toBe("GMT");
    expect(zoneLabel(summer, "Europe/London")).toBe("BST");
    expect(zoneLabel(winter, "Europe/Istanbul")).toBe("GMT+3");
    expect(zoneLabel(summer, "Europe/Istanbul")).toBe("GMT+3");
  });

  it("changes at the instant the clocks change", () => {
    expect(zoneLabel(new Date("2026-03-29T00:59:59Z"), "Europe/Paris")).toBe("CET");
    expect(zoneLabel(new Date("2026-03-29T01:00:00Z"), "Europe/Paris")).toBe("CEST");
    expect(zoneLabel(new Date("2026-10-25T00:59:59Z"), "Europe/London")).toBe("BST");
    expect(zoneLabel(new Date("2026-10-25T01:00:00Z"), "Europe/London")).toBe("GMT");
  });

  it("is the same in both languages and ASCII only, a minus included", () => {
    for (const zone of ["Europe/Paris", "Asia/Dubai", "America/New_York", "America/St_Johns", "Asia/Kolkata"]) {
      expect(zoneLabel(winter, zone, "en"), zone).toBe(zoneLabel(winter, zone, "tr"));
      expect(zoneLabel(winter, zone), zone).toMatch(/^[\x21-\x7E]+$/);
    }
    expect(zoneLabel(winter, "America/St_Johns")).toMatch(/^GMT-3:30$|^NST$/);
  });

  it("is empty for an invalid instant or zone", () => {
    expect(zoneLabel(new Date(Number.NaN), "Europe/Paris")).toBe("");
    expect(zoneLabel(winter, "Mars/Olympus")).toBe("");
  });
});
