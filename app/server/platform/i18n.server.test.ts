import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import en from "#app/locales/en";
import tr from "#app/locales/tr";
import { detectLanguage, filledId, i18nFor, languageCookie, memoizeTexts } from "./i18n.server";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

async function plainInstance(lng: "tr" | "en") {
  const i = createInstance();
  await i.init({
    lng,
    fallbackLng: "tr",
    resources: { tr: { translation: tr }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return i;
}

/** Counts the look-ups that reach i18next under `memoizeTexts`; returns the running count. */
function countLookUps(i: Awaited<ReturnType<typeof plainInstance>>): () => number {
  let lookUps = 0;
  const original = i.t.bind(i);
  i.t = ((...args: Parameters<typeof original>) => {
    lookUps++;
    return original(...args);
  }) as typeof i.t;
  memoizeTexts(i);
  return () => lookUps;
}

describe("server translations", () => {
  it("give every key the text i18next gives, per language, through t and through the getFixedT components get", async () => {
    for (const lng of ["tr", "en"] as const) {
      const reference = await plainInstance(lng);
      const served = await i18nFor(lng);
      const fixed = served.getFixedT(lng, "translation");
      for (const key of keys(tr)) {
        // twice: the second answer comes from the kept texts
        expect(served.t(key), `${lng} ${key}`).toBe(reference.t(key));
        expect(fixed(key), `${lng} ${key}`).toBe(reference.t(key));
      }
    }
  });

  it("still interpolate and count when options are given", async () => {
    const served = await i18nFor("tr");
    expect(served.t("common.pagination.page", { page: 2, pages: 5 })).toBe("Sayfa 2 / 5");
    expect(served.t("common.pagination.page")).toBe("Sayfa {{page}} / {{pages}}");
    expect(served.t("common.pagination.page", { page: 3, pages: 4 })).toBe("Sayfa 3 / 4");
  });

  it("look a key up once, and leave another language or a key prefix to i18next", async () => {
    const i = await plainInstance("tr");
    const lookUps = countLookUps(i);
    for (let n = 0; n < 5; n++) expect(i.t("home.cta")).toBe("Uçuş Talep Et");
    expect(lookUps()).toBe(1);
    expect(i.getFixedT("en", "translation")("home.cta")).toBe(en.home.cta);
    expect(i.getFixedT("tr", "translation", "home")("cta")).toBe("Uçuş Talep Et");
  });

  it("keep a text with plain values per key and values, and still ask i18next for every other combination", async () => {
    const i = await plainInstance("tr");
    const reference = await plainInstance("tr");
    const lookUps = countLookUps(i);
    for (let n = 0; n < 4; n++) expect(i.t("common.pagination.page", { page: 2, pages: 5 })).toBe("Sayfa 2 / 5");
    expect(lookUps()).toBe(1);
    expect(i.t("common.pagination.page", { page: 3, pages: 5 })).toBe("Sayfa 3 / 5");
    expect(i.t("common.pagination.page", { page: "3", pages: 5 })).toBe("Sayfa 3 / 5");
    expect(lookUps()).toBe(3);
    // plural forms follow the count, in both languages' rules
    for (const count of [0, 1, 2, 20001, 1, 0]) {
      expect(i.t("fleet.jets.total", { count })).toBe(reference.t("fleet.jets.total", { count }));
    }
    // a value that is not a plain string, number or boolean is never kept
    const before = lookUps();
    i.t("common.pagination.page", { page: { toString: () => "7" } as unknown as number, pages: 9 });
    i.t("common.pagination.page", { page: { toString: () => "7" } as unknown as number, pages: 9 });
    expect(lookUps()).toBe(before + 2);
  });

  it("make a cache id that no value can forge", () => {
    expect(filledId("k", { name: "a" })).not.toBe(filledId("k", { name: "a\u0000other\u0000s1:B" }));
    expect(filledId("k", { a: "x", b: "y" })).not.toBe(filledId("k", { a: "x\u0000b\u0000s1:y" }));
    expect(filledId("k", { n: 1 })).not.toBe(filledId("k", { n: "1" }));
    expect(filledId("k", { n: true })).not.toBe(filledId("k", { n: "true" }));
    expect(filledId("k", { d: new Date(0) })).toBeNull();
    expect(filledId("k", { list: ["a"] })).toBeNull();
    expect(filledId("k", ["a"])).toBeNull();
    expect(filledId("k", "text")).toBeNull();
    expect(filledId("k", Object.create({ name: "inherited" }))).toBeNull();
  });
});

describe("the request's language", () => {
  const request = (path: string, cookie?: string) =>
    new Request(`http://localhost${path}`, cookie ? { headers: { Cookie: cookie } } : undefined);

  it("is Turkish without a choice, whatever the browser prefers", async () => {
    expect(await detectLanguage(new Request("http://localhost/", { headers: { "Accept-Language": "en-US,en" } }))).toBe("tr");
  });

  it("follows ?lng= first, then the cookie of an earlier choice", async () => {
    const english = await languageCookie.serialize("en");
    expect(await detectLanguage(request("/?lng=en"))).toBe("en");
    expect(await detectLanguage(request("/bos-bacaklar", english))).toBe("en");
    expect(await detectLanguage(request("/?lng=tr", english))).toBe("tr");
    // a client navigation's data request carries the same query
    expect(await detectLanguage(request("/admin/jets.data?lng=en&_routes=root"))).toBe("en");
  });

  it("ignores languages the app does not have, and cookies it did not write", async () => {
    expect(await detectLanguage(request("/?lng=de"))).toBe("tr");
    expect(await detectLanguage(request("/", "lng=en"))).toBe("tr");
    expect(await detectLanguage(request("/?lng=de", await languageCookie.serialize("en")))).toBe("en");
  });
});
