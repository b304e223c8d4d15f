import { describe, expect, it } from "vitest";
import enEmails from "#app/locales/en/emails";
import trEmails from "#app/locales/tr/emails";
import { composeEmail, textToHtml } from "./texts.server";

function flat(obj: object, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(obj).flatMap(([k, v]) =>
      typeof v === "object" && v !== null ? Object.entries(flat(v, `${prefix}${k}.`)) : [[`${prefix}${k}`, String(v)]],
    ),
  );
}
const placeholders = (s: string | undefined) => (s?.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe("e-mail texts", () => {
  const tr = flat(trEmails);
  const en = flat(enEmails);

  it("have the same keys and placeholders in Turkish and English", () => {
    expect(Object.keys(tr).length).toBeGreaterThan(20);
    expect(Object.keys(en).sort()).toEqual(Object.keys(tr).sort());
    for (const key of Object.keys(tr)) expect(placeholders(en[key]), key).toEqual(placeholders(tr[key]));
  });

  it("fill every placeholder, and write '—' for a missing value", async () => {
    const mail = await composeEmail("guestRequestStaff", {
      name: "Ayşe Yılmaz",
      email: "ayse@example.com",
      phone: "+90 532 000 00 00",
      from: "İstanbul",
      to: "Londra",
      date: "20.12.2026",
      passengers: 3,
      leg: null,
      notes: undefined,
      link: "https://ufukjet.example/admin/quote-requests",
    });
    expect(mail.subject).toBe("Yeni uçuş talebi: İstanbul → Londra (20.12.2026)");
    expect(mail.text).toContain("Boş bacak: —");
    expect(mail.text).toContain("Özel istekler: —");
    expect(mail.text).not.toMatch(/{{|}}/);
    expect(mail.html).toContain('<a href="https://ufukjet.example/admin/quote-requests">');
  });

  it("are written in the guest's language when asked", async () => {
    const mail = await composeEmail(
      "guestRequestReceived",
      { name: "Jane", from: "London", to: "Istanbul", date: "20/12/2026", passengers: 2, phone: "1", email: "x" },
      "en",
    );
    expect(mail.subject).toBe("We received your flight request — London → Istanbul");
  });

  it("make HTML from the text: escaped, paragraphs, line breaks and links", () => {
    expect(textToHtml("Merhaba <b>Ali</b>,\n\nSatır 1\nSatır 2: https://x.example/a?b=1&c=2")).toBe(
      '<p>Merhaba &lt;b&gt;Ali&lt;/b&gt;,</p><p>Satır 1<br>Satır 2: <a href="https://x.example/a?b=1&amp;c=2">https://x.example/a?b=1&amp;c=2</a></p>',
    );
  });
});
