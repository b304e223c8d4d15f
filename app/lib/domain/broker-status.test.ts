import { describe, expect, it } from "vitest";
import {
  BROKER_CODE_PATTERN,
  BROKER_STATE_LOOK,
  brokerState,
  isApiKeyText,
  isBrokerEndpoint,
  isBrokerState,
  normalizeBrokerCode,
  toggleIntent,
} from "./broker-status";

describe("broker state", () => {
  it("maps is_active to a state with its look and the change an admin may make", () => {
    expect(brokerState(true)).toBe("active");
    expect(brokerState(false)).toBe("inactive");
    expect(toggleIntent(true)).toBe("deactivate");
    expect(toggleIntent(false)).toBe("activate");
    expect(BROKER_STATE_LOOK.active.tone).toBe("success");
    expect(isBrokerState("inactive")).toBe(true);
    expect(isBrokerState("deleted")).toBe(false);
  });
});

describe("broker code", () => {
  it("is upper-cased without Turkish casing", () => {
    expect(normalizeBrokerCode("  izmir-jet ")).toBe("IZMIR-JET");
    expect(BROKER_CODE_PATTERN.test(normalizeBrokerCode("izmir"))).toBe(true);
    expect(BROKER_CODE_PATTERN.test("İZMİR")).toBe(false);
    expect(BROKER_CODE_PATTERN.test("-AB")).toBe(false);
    expect(BROKER_CODE_PATTERN.test("EMRE.KAYA")).toBe(true);
    expect(BROKER_CODE_PATTERN.test("AB+CD")).toBe(false);
  });
});

describe("broker endpoint and API key", () => {
  it("accepts only https addresses without credentials", () => {
    expect(isBrokerEndpoint("https://api.partner.example/v1/flights")).toBe(true);
    expect(isBrokerEndpoint("http://api.partner.example/flights")).toBe(false);
    expect(isBrokerEndpoint("https://user:pw@api.partner.example/")).toBe(false);
    expect(isBrokerEndpoint("javascript:alert(1)")).toBe(false);
    expect(isBrokerEndpoint("https://a.example/x#frag")).toBe(false);
    expect(isBrokerEndpoint("https://a.example/ x")).toBe(false);
    expect(isBrokerEndpoint("http://localhost:3000/demo-feeds/ufuk-demo")).toBe(true);
    expect(isBrokerEndpoint("http://127.0.0.1:4000/feed")).toBe(true);
    expect(isBrokerEndpoint("http://10.0.0.5/feed")).toBe(false);
  });
  it("accepts printable keys of 8 to 512 characters", () => {
    expect(isApiKeyText("sk_live_12345")).toBe(true);
    expect(isApiKeyText("short")).toBe(false);
    expect(isApiKeyText("with space 123")).toBe(false);
    expect(isApiKeyText("ğüşiöç12345")).toBe(false);
    expect(isApiKeyText("x".repeat(513))).toBe(false);
  });
});
