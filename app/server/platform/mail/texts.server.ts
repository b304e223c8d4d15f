import { createInstance, type TFunction } from "i18next";
import { DEFAULT_LANGUAGE, type Language } from "#app/locales";
import enEmails from "#app/locales/en/emails";
import trEmails from "#app/locales/tr/emails";
import enStatus from "#app/locales/en/status";
import trStatus from "#app/locales/tr/status";
import type { CustomerWord } from "#app/lib/domain/customer-status-words";
import { escapeHtml } from "#app/lib/escape-html";

/**
 * The one way an e-mail is written: its subject and text come from app/locales/<lng>/emails.ts through
 * i18next (the same placeholders as the screens), in the recipient's language (Turkish unless a guest wrote
 * in English), and the HTML part is made from the text. Links are absolute, built from PUBLIC_URL by the
 * caller.
 */
export type EmailName = Exclude<keyof typeof trEmails, "none">;

const instances = new Map<Language, Promise<TFunction>>();

function emailT(lng: Language): Promise<TFunction> {
  let t = instances.get(lng);
  if (!t) {
    const i = createInstance();
    t = i
      .init({
        lng,
        fallbackLng: DEFAULT_LANGUAGE,
        resources: { tr: { emails: trEmails }, en: { emails: enEmails } },
        defaultNS: "emails",
        ns: ["emails"],
        interpolation: { escapeValue: false },
        returnNull: false,
      })
      .then(() => i.t);
    instances.set(lng, t);
  }
  return t;
}

/** Paragraphs at blank lines, line breaks within them, and every http(s) address a link. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
      return `<p>${escaped.replace(/\n/g, "<br>")}</p>`;
    })
    .join("");
}

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

/** An e-mail named `name` with `values` filled in; a text value that is missing reads "—". */
export async function composeEmail(
  name: EmailName,
  values: Record<string, string | number | null | undefined>,
  lng: Language = DEFAULT_LANGUAGE,
): Promise<ComposedEmail> {
  const t = await emailT(lng);
  const none = t("none");
  const filled = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v === null || v === undefined || v === "" ? none : String(v)]),
  );
  const subject = t(`${name}.subject`, filled);
  const text = t(`${name}.text`, filled);
  return { subject, text, html: textToHtml(text) };
}

/** A single line of an e-mail's texts (e.g. the password line of the staff welcome). */
export async function emailLine(
  key: string,
  values: Record<string, string | number> = {},
  lng: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  return (await emailT(lng))(key, values);
}

/**
 * The word a customer reads for where the trip stands (lib/domain/customer-status-words.ts), in the recipient's
 * language: every customer e-mail that names a status names it with this, never with a staff word.
 */
export function customerWordText(word: CustomerWord, lng: Language = DEFAULT_LANGUAGE): string {
  return (lng === "en" ? enStatus : trStatus).customer[word];
}
