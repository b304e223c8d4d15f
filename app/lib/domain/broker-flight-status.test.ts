import { describe, expect, it } from "vitest";
import { BROKER_FLIGHT_STATUS_LOOK, BROKER_FLIGHT_STATUSES, feedStatus, isBrokerFlightStatus } from "./broker-flight-status";

describe("broker flight status", () => {
  it("keeps the three statuses a feed may send and calls anything else other", () => {
    expect(feedStatus("Available")).toBe("available");
    expect(feedStatus(" OPEN ")).toBe("open");
    expect(feedStatus("confirmed")).toBe("confirmed");
    expect(feedStatus("cancelled")).toBe("other");
    expect(feedStatus(undefined)).toBe("available");
    // a feed cannot mark its own flight as gone: only a later successful sync does
    expect(feedStatus("unavailable")).toBe("other");
  });
  it("has a look for every status", () => {
    for (const s of BROKER_FLIGHT_STATUSES) expect(BROKER_FLIGHT_STATUS_LOOK[s].labelKey).toContain(s);
    expect(isBrokerFlightStatus("open")).toBe(true);
    expect(isBrokerFlightStatus("x")).toBe(false);
  });
});
