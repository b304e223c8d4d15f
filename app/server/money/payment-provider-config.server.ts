import { env } from "#app/server/platform/env.server";

/**
 * Which card payment provider this installation talks to (decision 045). The client library (iyzipay) is given
 * PAYMENT_PROVIDER_URL, PAYMENT_API_KEY and PAYMENT_SECRET_KEY; left unset they name the built-in test double that
 * the app serves itself at DEMO_PAYMENT_PATH (like the demo broker feed), so a fresh `npm start` can pay a demo
 * deposit with a test card. On a PostgreSQL server in production the double is refused at start.
 */

/** Where the app serves the provider double (only while the configuration names it). */
export const DEMO_PAYMENT_PATH = "/demo-odeme";

/** The double's merchant credentials when none are configured. Never valid at the real provider. */
export const DEMO_PAYMENT_API_KEY = "demo-odeme-api-anahtari";
export const DEMO_PAYMENT_SECRET_KEY = "demo-odeme-gizli-anahtari-yalnizca-gelistirme";

export interface PaymentProviderConfig {
  /** the base address given to the client library, without a trailing slash */
  uri: string;
  apiKey: string;
  secretKey: string;
  /** true when the configuration names the built-in double (its address, or any of its keys) */
  double: boolean;
}

/** The double's address on this machine: always the loopback address, so the app's calls never leave it. */
export function demoPaymentUrl(): string {
  return `http://127.0.0.1:${env().PORT}${DEMO_PAYMENT_PATH}`;
}

/** True for an address whose path is the double's, on any host (a production check must not be fooled by a name). */
export function isDoubleAddress(uri: string): boolean {
  try {
    return new URL(uri).pathname.replace(/\/+$/, "") === DEMO_PAYMENT_PATH;
  } catch {
    return false;
  }
}

export function paymentProviderConfig(): PaymentProviderConfig {
  const e = env();
  const uri = (e.PAYMENT_PROVIDER_URL ?? demoPaymentUrl()).replace(/\/+$/, "");
  const apiKey = e.PAYMENT_API_KEY ?? DEMO_PAYMENT_API_KEY;
  const secretKey = e.PAYMENT_SECRET_KEY ?? DEMO_PAYMENT_SECRET_KEY;
  const double = isDoubleAddress(uri) || apiKey === DEMO_PAYMENT_API_KEY || secretKey === DEMO_PAYMENT_SECRET_KEY;
  return { uri, apiKey, secretKey, double };
}

/**
 * Whether this app serves the double at DEMO_PAYMENT_PATH: only when the configured provider is this app's own
 * double (its loopback address), so an installation that talks to the real provider shows no test payment page.
 */
export function servesPaymentDouble(): boolean {
  const { uri } = paymentProviderConfig();
  return uri === demoPaymentUrl();
}

/**
 * On a PostgreSQL server in production a payment must reach the real provider: refuse to start when the provider's
 * address or keys are missing or name the double. The embedded database (`npm start`, demos) keeps the double.
 */
export function assertPaymentProvider(kind: "embedded" | "server") {
  const e = env();
  if (kind !== "server" || e.NODE_ENV !== "production") return;
  const missing = (["PAYMENT_PROVIDER_URL", "PAYMENT_API_KEY", "PAYMENT_SECRET_KEY"] as const).filter((name) => !e[name]);
  if (missing.length) {
    throw new Error(`${missing.join(", ")} required when running on a PostgreSQL server in production (the card payment provider)`);
  }
  if (paymentProviderConfig().double) {
    throw new Error(
      `PAYMENT_PROVIDER_URL and the PAYMENT_* keys name the built-in test double (${DEMO_PAYMENT_PATH}), refused in production`,
    );
  }
}
