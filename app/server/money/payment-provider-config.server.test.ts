import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "#app/server/platform/env.server";
import {
  assertPaymentProvider,
  DEMO_PAYMENT_API_KEY,
  DEMO_PAYMENT_SECRET_KEY,
  paymentProviderConfig,
  servesPaymentDouble,
} from "./payment-provider-config.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

function setEnv(values: Record<string, string | undefined>) {
  for (const name of ["PAYMENT_PROVIDER_URL", "PAYMENT_API_KEY", "PAYMENT_SECRET_KEY"]) delete process.env[name];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnv();
}

const REAL = {
  PAYMENT_PROVIDER_URL: "https://sandbox-api.iyzipay.com/",
  PAYMENT_API_KEY: "sandbox-merchant-api-key",
  PAYMENT_SECRET_KEY: "sandbox-merchant-secret-key-0123",
};

describe("the payment provider's configuration", () => {
  it("names the built-in double on this machine's loopback address when nothing is set", () => {
    setEnv({ PORT: "3145" });
    expect(paymentProviderConfig()).toEqual({
      uri: "http://127.0.0.1:3145/demo-odeme",
      apiKey: DEMO_PAYMENT_API_KEY,
      secretKey: DEMO_PAYMENT_SECRET_KEY,
      double: true,
    });
    expect(servesPaymentDouble()).toBe(true);
  });

  it("takes the provider's address (without a trailing slash) and keys when set, and then serves no double", () => {
    setEnv(REAL);
    expect(paymentProviderConfig()).toEqual({
      uri: "https://sandbox-api.iyzipay.com",
      apiKey: REAL.PAYMENT_API_KEY,
      secretKey: REAL.PAYMENT_SECRET_KEY,
      double: false,
    });
    expect(servesPaymentDouble()).toBe(false);
  });

  it("refuses an address that is not http(s) or has a query, and a short secret", () => {
    setEnv({ ...REAL, PAYMENT_PROVIDER_URL: "ftp://pay.example" });
    expect(() => paymentProviderConfig()).toThrow(/PAYMENT_PROVIDER_URL/);
    setEnv({ ...REAL, PAYMENT_PROVIDER_URL: "https://pay.example/?x=1" });
    expect(() => paymentProviderConfig()).toThrow(/PAYMENT_PROVIDER_URL/);
    setEnv({ ...REAL, PAYMENT_SECRET_KEY: "short" });
    expect(() => paymentProviderConfig()).toThrow(/PAYMENT_SECRET_KEY/);
  });
});

describe("production on a PostgreSQL server refuses to start with the double", () => {
  it("refuses when the provider is not configured, naming what is missing", () => {
    setEnv({ NODE_ENV: "production" });
    expect(() => assertPaymentProvider("server")).toThrow(/PAYMENT_PROVIDER_URL, PAYMENT_API_KEY, PAYMENT_SECRET_KEY/);
    setEnv({ NODE_ENV: "production", ...REAL, PAYMENT_API_KEY: undefined });
    expect(() => assertPaymentProvider("server")).toThrow(/PAYMENT_API_KEY required/);
  });

  it("refuses the double's address, or either of its keys, even when all three are set", () => {
    setEnv({ NODE_ENV: "production", ...REAL, PAYMENT_PROVIDER_URL: "https://jet.example/demo-odeme/" });
    expect(() => assertPaymentProvider("server")).toThrow(/double/);
    setEnv({ NODE_ENV: "production", ...REAL, PAYMENT_API_KEY: DEMO_PAYMENT_API_KEY });
    expect(() => assertPaymentProvider("server")).toThrow(/double/);
    setEnv({ NODE_ENV: "production", ...REAL, PAYMENT_SECRET_KEY: DEMO_PAYMENT_SECRET_KEY });
    expect(() => assertPaymentProvider("server")).toThrow(/double/);
  });

  it("starts with a real provider; the embedded database and development keep the double", () => {
    setEnv({ NODE_ENV: "production", ...REAL });
    expect(() => assertPaymentProvider("server")).not.toThrow();
    setEnv({ NODE_ENV: "production" });
    expect(() => assertPaymentProvider("embedded")).not.toThrow();
    setEnv({ NODE_ENV: "development" });
    expect(() => assertPaymentProvider("server")).not.toThrow();
  });
});
