import { describe, expect, it } from "vitest";
import { fromPlace, withAblative } from "./turkish-suffix";

describe("withAblative", () => {
  it.each([
    ["Londra", "Londra'dan"],
    ["İstanbul", "İstanbul'dan"],
    ["Paris", "Paris'ten"],
    ["Berlin", "Berlin'den"],
    ["Bodrum", "Bodrum'dan"],
    ["İzmir", "İzmir'den"],
    ["Dubai", "Dubai'den"],
    ["Moskova", "Moskova'dan"],
    ["Antalya", "Antalya'dan"],
    ["Münih", "Münih'ten"],
    ["Ankara", "Ankara'dan"],
  ])("%s → %s", (name, expected) => {
    expect(withAblative(name)).toBe(expected);
  });

  it("leaves an empty name as it is", () => {
    expect(withAblative("")).toBe("");
  });
});

describe("fromPlace", () => {
  it("suffixes the name in Turkish and leaves it as it is in English", () => {
    expect(fromPlace("Londra", "tr")).toBe("Londra'dan");
    expect(fromPlace("London", "en")).toBe("London");
  });
});
