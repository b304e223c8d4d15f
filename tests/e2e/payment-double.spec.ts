import { createRequire } from "node:module";
import { expect, test } from "./fixtures";

/**
 * The card payment provider's stand-in as `npm start` serves it (decision 045): the production build on the
 * embedded database answers the provider's client library at /demo-odeme, and a person pays on its hosted page —
 * card form, 3-D step, the page that returns to the shop — with JavaScript on and off.
 */
// the stand-in's development keys (app/server/money/payment-provider-config.server.ts), the app's defaults, at the
// address the app names for it: its own port (each project runs its own server)
const merchant = (baseURL: string | undefined) => ({
  uri: `http://127.0.0.1:${new URL(baseURL!).port}/demo-odeme`,
  apiKey: "demo-odeme-api-anahtari",
  secretKey: "demo-odeme-gizli-anahtari-yalnizca-gelistirme",
});
type Merchant = ReturnType<typeof merchant>;

type Answer = Record<string, unknown>;
interface Resource {
  create(request: object, callback: (error: Error | null, result: Answer) => void): void;
  retrieve(request: object, callback: (error: Error | null, result: Answer) => void): void;
}
const Iyzipay = createRequire(import.meta.url)("iyzipay") as new (config: Merchant) => {
  checkoutFormInitialize: Resource;
  checkoutForm: Resource;
};
const promised = (run: (cb: (e: Error | null, r: Answer) => void) => void) =>
  new Promise<Answer>((resolve, reject) => run((e, r) => (e ? reject(e) : resolve(r))));

const callbackOf = (baseURL: string | undefined) => new URL("/odeme/sonuc", baseURL).href;

async function initialize(baseURL: string | undefined, price: string) {
  return promised((cb) =>
    new Iyzipay(merchant(baseURL)).checkoutFormInitialize.create(
      {
        locale: "tr",
        conversationId: `e2e-${Date.now()}`,
        price,
        paidPrice: price,
        currency: "EUR",
        basketId: "e2e-basket",
        paymentGroup: "PRODUCT",
        callbackUrl: callbackOf(baseURL),
        buyer: {
          id: "e2e",
          name: "Ayşe",
          surname: "Yılmaz",
          email: "ayse@example.test",
          identityNumber: "11111111111",
          registrationAddress: "Levent",
          city: "İstanbul",
          country: "Türkiye",
          ip: "127.0.0.1",
        },
        billingAddress: { contactName: "Ayşe Yılmaz", city: "İstanbul", country: "Türkiye", address: "Levent" },
        basketItems: [{ id: "UJ-E2E", name: "Kapora", category1: "Charter", itemType: "VIRTUAL", price }],
      },
      cb,
    ),
  );
}

test("a demo deposit is paid on the stand-in's hosted page with the test card and its 3-D code", async ({ page, baseURL }) => {
  const started = await initialize(baseURL, "3000.00");
  expect(started).toMatchObject({ status: "success" });
  await page.goto(String(started.paymentPageUrl));
  await expect(page.locator("[data-amount]")).toHaveText("€3.000,00");
  await page.getByLabel("Kart üzerindeki ad").fill("Ayse Yilmaz");
  await page.getByLabel("Kart numarası").fill("5528 7900 0000 0008");
  await page.getByLabel("Son kullanma (AA/YY)").fill("12/30");
  await page.getByLabel("Güvenlik kodu (CVC)").fill("123");
  await page.getByRole("button", { name: "€3.000,00 öde" }).click();
  await expect(page.getByRole("heading", { name: "3-D Secure doğrulama" })).toBeVisible();
  await page.getByLabel("Doğrulama kodu").fill("283126");
  await page.getByRole("button", { name: "Onayla" }).click();
  await expect(page.getByRole("heading", { name: "Ödeme alındı" })).toBeVisible();
  // the way back to the shop posts the token to its callback, as the provider does
  const back = page.locator("form", { has: page.getByRole("button", { name: "Mağazaya dön" }) });
  await expect(back).toHaveAttribute("action", callbackOf(baseURL));
  await expect(back.locator('input[name="token"]')).toHaveValue(String(started.token));

  const client = new Iyzipay(merchant(baseURL));
  const result = await promised((cb) => client.checkoutForm.retrieve({ locale: "tr", token: started.token }, cb));
  expect(result).toMatchObject({ status: "success", paymentStatus: "SUCCESS", paidPrice: 3000, currency: "EUR", basketId: "e2e-basket" });
});

test("the declined test card ends on the stand-in's failure page and the result says FAILURE", async ({ page, baseURL }) => {
  const started = await initialize(baseURL, "150.00");
  await page.goto(String(started.paymentPageUrl));
  await page.getByLabel("Kart üzerindeki ad").fill("Ayse Yilmaz");
  await page.getByLabel("Kart numarası").fill("4111111111111129");
  await page.getByLabel("Son kullanma (AA/YY)").fill("12/30");
  await page.getByLabel("Güvenlik kodu (CVC)").fill("123");
  await page.getByRole("button", { name: "€150,00 öde" }).click();
  await page.getByLabel("Doğrulama kodu").fill("283126");
  await page.getByRole("button", { name: "Onayla" }).click();
  await expect(page.getByRole("heading", { name: "Ödeme yapılamadı" })).toBeVisible();
  await expect(page.getByText("yetersiz bakiye")).toBeVisible();
  const client = new Iyzipay(merchant(baseURL));
  const result = await promised((cb) => client.checkoutForm.retrieve({ locale: "tr", token: started.token }, cb));
  expect(result).toMatchObject({ paymentStatus: "FAILURE", errorCode: "10051" });
});

test("a request not signed with the configured secret is refused", async ({ baseURL }) => {
  const forged = new Iyzipay({ ...merchant(baseURL), secretKey: "not-the-configured-secret" });
  const answer = await promised((cb) => forged.checkoutForm.retrieve({ locale: "tr", token: "x" }, cb));
  expect(answer).toMatchObject({ status: "failure", errorCode: "1000" });
});
