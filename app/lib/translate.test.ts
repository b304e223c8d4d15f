import { createInstance, type i18n as I18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "#app/locales/en";
import tr from "#app/locales/tr";
import { hasText, translate } from "./translate";

const LANGUAGES = { tr, en } as const;

/** Every text with its key, plural forms under their base key (`forms.summaryTitle`). */
function entries(node: unknown, prefix = ""): Array<[key: string, text: string]> {
  return Object.entries(node as Record<string, unknown>).flatMap(([name, value]) =>
    typeof value === "string" ? [[`${prefix}${name}`, value] as [string, string]] : entries(value, `${prefix}${name}.`),
  );
}

const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");
const placeholders = (text: string) => [...text.matchAll(/{{-?(.+?)}}/g)].map((m) => (m[1] ?? "").trim());

/** The server's instance (app/server/platform/i18n.server.ts), without its memo: what the browser has to match. */
const servers = {} as Record<keyof typeof LANGUAGES, I18n>;
beforeAll(async () => {
  for (const lng of Object.keys(LANGUAGES) as Array<keyof typeof LANGUAGES>) {
    const i = createInstance();
    await i.init({
      lng,
      fallbackLng: "tr",
      resources: { tr: { translation: tr }, en: { translation: en } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    servers[lng] = i;
  }
});

/** The value sets each key is asked with: none, every placeholder filled, counts across the plural forms, gaps. */
function valueSets(texts: string[]): Array<Record<string, unknown> | undefined> {
  const names = [...new Set(texts.flatMap(placeholders).map((p) => (p.split(",")[0] ?? "").trim()))];
  const filled = Object.fromEntries(names.map((name, i) => [name, `v${i} <${name}> & 'x'`]));
  const sets: Array<Record<string, unknown> | undefined> = [undefined, {}, filled];
  for (const count of [0, 1, 2, 7, 1234.5, 20001, -1]) sets.push({ ...filled, count }, { count });
  sets.push({ ...filled, count: "3" }, Object.fromEntries(names.map((name) => [name, null])));
  sets.push(Object.fromEntries(names.map((name) => [name, undefined])), Object.fromEntries(names.map((name) => [name, 42])));
  // i18next hands every value to Intl.NumberFormat as an option: a value named like one of its options counts
  sets.push({ ...filled, count: 12, currency: "EUR" }, { ...filled, count: 12, maximumFractionDigits: 0 }, { count: 3, style: "percent" });
  return sets;
}

describe("the browser's text lookup", () => {
  it("gives every key the text i18next gives, in both languages, with and without values", () => {
    for (const [lng, texts] of Object.entries(LANGUAGES) as Array<[keyof typeof LANGUAGES, typeof tr]>) {
      const byKey = new Map<string, string[]>();
      for (const [key, text] of entries(texts)) byKey.set(baseKey(key), [...(byKey.get(baseKey(key)) ?? []), text]);
      expect(byKey.size).toBeGreaterThan(1000);
      let compared = 0;
      for (const [key, variants] of byKey) {
        for (const values of valueSets(variants)) {
          const expected = values === undefined ? servers[lng].t(key) : servers[lng].t(key, values);
          expect(translate(texts, lng, key, values), `${lng} ${key} ${JSON.stringify(values)}`).toBe(expected);
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(20_000);
    }
  });

  it("answers like i18next for what is not a text: unknown keys, groups, plain messages", () => {
    const asked = ["errors.nope", "errors", "site.request", "Bağlantı kurulamadı.", "{{name}} geldi", "", "a.b.c.d"];
    for (const [lng, texts] of Object.entries(LANGUAGES) as Array<[keyof typeof LANGUAGES, typeof tr]>) {
      for (const key of asked) {
        for (const values of [undefined, { name: "Ali" }, { count: 2 }]) {
          expect(translate(texts, lng, key, values), `${lng} ${key}`).toBe(servers[lng].t(key, values));
        }
        expect(hasText(texts, key), `${lng} exists ${key}`).toBe(servers[lng].exists(key));
      }
      for (const [key] of entries(texts)) expect(hasText(texts, key)).toBe(true);
    }
  });

  it("is asked only for what it does: no nested $t(), no format but number", () => {
    for (const texts of Object.values(LANGUAGES)) {
      for (const [key, text] of entries(texts)) {
        expect(text, key).not.toContain("$t(");
        for (const placeholder of placeholders(text)) {
          const format = placeholder.split(",").slice(1).join(",").trim();
          expect(["", "number"], `${key}: {{${placeholder}}}`).toContain(format);
        }
      }
    }
  });
});
