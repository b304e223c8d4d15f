import { describe, expect, it } from "vitest";
import en from "./en";
import tr from "./tr";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

function values(obj: object): string[] {
  return Object.values(obj).flatMap((v) => (typeof v === "object" && v !== null ? values(v) : [String(v)]));
}

describe("translations", () => {
  it("have the same keys in Turkish and English", () => {
    expect(keys(en).sort()).toEqual(keys(tr).sort());
  });

  it("keep the same interpolation placeholders", () => {
    const placeholders = (s: string | undefined) => (s?.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    // keys() and values() walk in the same order: zip them once (not once per key)
    const trValues = values(tr);
    const enValues = values(en);
    const trFlat = Object.fromEntries(keys(tr).map((k, i) => [k, trValues[i]]));
    const enFlat = Object.fromEntries(keys(en).map((k, i) => [k, enValues[i]]));
    expect(Object.keys(trFlat).length).toBeGreaterThan(100);
    for (const key of Object.keys(trFlat)) expect(placeholders(enFlat[key]), key).toEqual(placeholders(trFlat[key]));
  });

  it("carry the spec's Turkish texts verbatim", () => {
    expect(tr.errors.forbiddenTitle).toBe("Yetkisiz Erişim");
    expect(tr.errors.forbiddenText).toBe("Bu sayfaya erişim yetkiniz bulunmamaktadır.");
    expect(tr.home.cta).toBe("Uçuş Talep Et");
  });

  it("have no empty text", () => {
    for (const v of [...values(tr), ...values(en)]) expect(v.trim()).not.toBe("");
  });
});
