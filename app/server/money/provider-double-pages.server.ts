import { escapeHtml } from "#app/lib/escape-html";
import { fromCents } from "#app/lib/domain/money";
import { formatMoney, type Currency } from "#app/lib/format";

/**
 * DEMO ONLY: the pages of the payment provider double (provider-double.server.ts) — the hosted card form, the
 * bank's 3-D step and the page that takes the customer back to the shop by posting `token` to its callback, as the
 * provider does. Plain HTML forms, no script: they work with JavaScript off. Turkish, like the provider's own page.
 */

/** The double's test cards: one is charged, one is declined by the "bank" after the 3-D step. */
export const TEST_CARDS = {
  success: "5528790000000008",
  declined: "4111111111111129",
} as const;

/** The code the double's 3-D page accepts; any other code fails the payment. */
export const TEST_3DS_CODE = "283126";

export interface PageSession {
  token: string;
  priceCents: number;
  currency: string;
  basketId: string;
  callbackUrl: string;
}

export interface DoublePage {
  status: number;
  html: string;
  /** origins the page's forms may post to besides its own (the shop's callback) */
  formTargets: string[];
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Demo ödeme sağlayıcısı</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2.5rem auto;padding:0 1.25rem;color:#1d2433"><p style="background:#fff4d6;border:1px solid #e8c66a;padding:.5rem .75rem;border-radius:.375rem;font-size:.875rem">Bu bir <strong>test ödeme sayfasıdır</strong>: gerçek kart bilgisi girmeyin, hiçbir karttan para çekilmez.</p><main>${body}</main></body></html>`;
}

const field = (name: string, label: string, attrs = "") =>
  `<p><label for="${name}" style="display:block;font-weight:600">${label}</label><input id="${name}" name="${name}" ${attrs} style="width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box"></p>`;

const button = (label: string) =>
  `<button type="submit" style="padding:.6rem 1.2rem;font-size:1rem;background:#1d2433;color:#fff;border:0;border-radius:.375rem">${escapeHtml(label)}</button>`;

/** The amount as the app shows money (the double takes only the app's currencies). */
const amountText = (s: PageSession) => formatMoney(fromCents(s.priceCents), s.currency as Currency);
const amount = (s: PageSession) => escapeHtml(amountText(s));

/** The hosted card form (GET the page, or a refused card number). */
export function cardPage(base: string, s: PageSession, error?: string): DoublePage {
  const body = `<h1>Kartla ödeme</h1><p>Tutar: <strong data-amount>${amount(s)}</strong><br>Sipariş: ${escapeHtml(s.basketId)}</p>${
    error ? `<p role="alert" style="color:#a11">${escapeHtml(error)}</p>` : ""
  }<form method="post" action="${escapeHtml(`${base}/odeme`)}"><input type="hidden" name="token" value="${escapeHtml(s.token)}">${field(
    "cardHolderName",
    "Kart üzerindeki ad",
    'autocomplete="off" required',
  )}${field("cardNumber", "Kart numarası", 'inputmode="numeric" autocomplete="off" required')}${field(
    "expiry",
    "Son kullanma (AA/YY)",
    'autocomplete="off" placeholder="12/30" required',
  )}${field("cvc", "Güvenlik kodu (CVC)", 'inputmode="numeric" autocomplete="off" required')}${button(`${amountText(s)} öde`)}</form>
<h2 style="font-size:1rem;margin-top:2rem">Test kartları</h2><ul><li><code>${TEST_CARDS.success}</code> — ödeme başarılı</li><li><code>${TEST_CARDS.declined}</code> — banka reddeder (yetersiz bakiye)</li></ul><p>Son kullanma ileri bir tarih, CVC herhangi üç rakam; 3-D doğrulama kodu <code>${TEST_3DS_CODE}</code>.</p>`;
  return { status: error ? 400 : 200, html: layout("Kartla ödeme", body), formTargets: [] };
}

/** The bank's 3-D Secure step: a code field. */
export function threeDsPage(base: string, s: PageSession, lastFour: string): DoublePage {
  const body = `<h1>3-D Secure doğrulama</h1><p>Kartınız (**** ${escapeHtml(lastFour)}) ile ${amount(s)} tutarındaki ödemeyi onaylamak için bankanızın gönderdiği kodu yazın. Test kodu: <code>${TEST_3DS_CODE}</code>.</p><form method="post" action="${escapeHtml(
    `${base}/odeme/3d`,
  )}"><input type="hidden" name="token" value="${escapeHtml(s.token)}">${field("code", "Doğrulama kodu", 'inputmode="numeric" autocomplete="one-time-code" required')}${button("Onayla")}</form>`;
  return { status: 200, html: layout("3-D Secure doğrulama", body), formTargets: [] };
}

/** The end of the provider's page: the customer goes back to the shop, which asks the provider for the result. */
export function returnPage(s: PageSession, outcome: { paid: boolean; message: string }): DoublePage {
  const body = `<h1>${outcome.paid ? "Ödeme alındı" : "Ödeme yapılamadı"}</h1><p>${escapeHtml(outcome.message)}</p><form method="post" action="${escapeHtml(
    s.callbackUrl,
  )}"><input type="hidden" name="token" value="${escapeHtml(s.token)}">${button("Mağazaya dön")}</form>`;
  return {
    status: 200,
    html: layout(outcome.paid ? "Ödeme alındı" : "Ödeme yapılamadı", body),
    formTargets: [new URL(s.callbackUrl).origin],
  };
}

export function missingPage(): DoublePage {
  return {
    status: 404,
    html: layout(
      "Ödeme oturumu bulunamadı",
      "<h1>Ödeme oturumu bulunamadı</h1><p>Bu ödeme bağlantısı geçersiz ya da süresi dolmuş. Mağazaya dönüp yeniden deneyin.</p>",
    ),
    formTargets: [],
  };
}

/** The page's own Content-Security-Policy: no script, and forms only to itself and to the shop's callback. */
export function pageSecurityPolicy(page: DoublePage): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${page.formTargets.join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}
