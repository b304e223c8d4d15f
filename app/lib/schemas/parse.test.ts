import { describe, expect, it } from "vitest";
import { stripBidiControls, withoutBidiControls } from "./parse";

describe("stripBidiControls", () => {
  it.each([
    ["Arabic letter mark U+061C", "Ali\u061CVeli"],
    ["left-to-right mark U+200E", "Ali\u200EVeli"],
    ["right-to-left mark U+200F", "Ali\u200FVeli"],
    ["right-to-left override U+202E", "Ali\u202EVeli"],
    ["pop directional formatting U+202C", "Ali\u202CVeli"],
    ["first strong isolate U+2068", "Ali\u2068Veli"],
    ["pop directional isolate U+2069", "Ali\u2069Veli"],
    ["zero-width space U+200B", "Ali\u200BVeli"],
    ["word joiner U+2060", "Ali\u2060Veli"],
    ["invisible separator U+2063", "Ali\u2063Veli"],
    ["byte order mark U+FEFF", "\uFEFFAliVeli"],
    ["soft hyphen U+00AD", "Ali\u00ADVeli"],
    ["Mongolian vowel separator U+180E", "Ali\u180EVeli"],
    ["interlinear annotation anchor U+FFF9", "Ali\uFFF9Veli"],
  ])("drops the %s", (_name, input) => {
    expect(stripBidiControls(input)).toBe("AliVeli");
  });

  it("drops every one of them at once, wherever they sit", () => {
    expect(stripBidiControls("\u061C\u200E\u200F\u202A\u202B\u202D\u2066\u2067İst\u200Banbul\uFEFF")).toBe("İstanbul");
  });

  it("keeps the joiners Persian words and emoji need, and every letter of Turkish and Arabic", () => {
    expect(stripBidiControls("می\u200Cخواهم")).toBe("می\u200Cخواهم");
    expect(stripBidiControls("👩\u200D✈️")).toBe("👩\u200D✈️");
    expect(stripBidiControls("Çağrı Şükrü Öğün İı — محمد")).toBe("Çağrı Şükrü Öğün İı — محمد");
  });

  it("cleans every text value of a form and keeps its files", () => {
    const form = new FormData();
    form.append("name", "Ay\u061Cşe");
    form.append("name", "Fat\u200Fma");
    const file = new File(["x"], "a.txt");
    form.append("doc", file);
    const clean = withoutBidiControls(form) as FormData;
    expect(clean.getAll("name")).toEqual(["Ayşe", "Fatma"]);
    expect(clean.get("doc")).toBeInstanceOf(File);
  });
});
