import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resetEnv } from "#app/server/platform/env.server";
import { startCheckout, type CheckoutCustomer } from "#app/server/money/payment-checkout.server";
import { TEST_3DS_CODE, TEST_CARDS } from "#app/server/money/provider-double-pages.server";
import { createProviderDouble, type ProviderDouble } from "#app/server/money/provider-double.server";
import { makeCustomerUser, makeReservation } from "./factories";

/**
 * What the card payment tests share (decision 045): a customer with an option of 10,000 EUR (or the reservation
 * asked for) and the checkout's view of them, and the provider's stand-in on a throwaway HTTP server that the real
 * client library is pointed at.
 */
export async function cardCustomer(reservation: Parameters<typeof makeReservation>[0] = {}) {
  const { customer, user } = await makeCustomerUser();
  const r = await makeReservation({
    customerId: customer.id,
    status: "optional",
    totalAmount: "10000.00",
    currency: "EUR",
    ...reservation,
  });
  const actor: CheckoutCustomer = {
    userId: user.id,
    customerId: customer.id,
    ip: "203.0.113.9",
    locale: "tr",
    baseUrl: "http://localhost:3000",
  };
  return { customer, reservation: r, actor };
}

/**
 * Serves a new stand-in at `http://127.0.0.1:<port>/p` and points the app's configuration at it. `intercept` sees
 * each request first (its path below `/p`) and may answer it itself (answers true). `stop()` closes the server
 * and puts the environment back.
 */
export async function serveProviderDouble(
  keys: { apiKey: string; secretKey: string },
  intercept?: (path: string, req: Parameters<ProviderDouble["handle"]>[0], res: Parameters<ProviderDouble["handle"]>[1]) => boolean,
) {
  const saved = { ...process.env };
  const holder: { double?: ProviderDouble } = {};
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const path = url.pathname.replace(/^\/p/, "");
    if (intercept?.(path, req, res)) return;
    void holder.double!.handle(req, res, path, url.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/p`;
  holder.double = createProviderDouble({ ...keys, base });
  process.env.PAYMENT_PROVIDER_URL = base;
  process.env.PAYMENT_API_KEY = keys.apiKey;
  process.env.PAYMENT_SECRET_KEY = keys.secretKey;
  resetEnv();
  return {
    base,
    stop: async () => {
      process.env = { ...saved };
      resetEnv();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const form = (url: string, fields: Record<string, string>) => fetch(url, { method: "POST", body: new URLSearchParams(fields) });

/**
 * Starts the checkout and goes through the stand-in's hosted page at `base` with `card` and `code`, as the customer
 * does; answers the attempt's token (the callback is the caller's to make).
 */
export async function payOnPage(
  base: string,
  reservationId: string,
  actor: CheckoutCustomer,
  card: string = TEST_CARDS.success,
  code = TEST_3DS_CODE,
) {
  const started = await startCheckout(reservationId, actor);
  const token = new URL(started.paymentPageUrl).searchParams.get("token")!;
  await form(`${base}/odeme`, { token, cardNumber: card });
  const end = await form(`${base}/odeme/3d`, { token, code });
  if (end.status !== 200) throw new Error(`the stand-in's 3-D step answered ${end.status}`);
  return { token, started };
}
