import { describe, expect, it } from "vitest";
import { containsFolded, escapeLike, FOLDED_CHARACTERS, fold, foldSqlFunction, normalizeQuery, searchWords } from "./search";

describe("fold", () => {
  it.each([
    ["İSTANBUL", "istanbul"],
    ["ISPARTA", "isparta"],
    ["ılık", "ilik"],
    ["ŞAHİN", "sahin"],
    ["Çağrı Öztürk Ümit Ğ", "cagri ozturk umit g"],
    ["ZÜRİH", "zurih"],
    ["AZ", "az"],
    ["Genève Kraków Łódź", "geneve krakow lodz"],
    ["abc 123 -_", "abc 123 -_"],
  ])("%s → %s", (input, expected) => {
    expect(fold(input)).toBe(expected);
  });

  it("folds decomposed letters as their composed forms (NFC first)", () => {
    expect(fold("S\u0327ahin")).toBe("sahin"); // S + combining cedilla
    expect(fold("O\u0308zturk")).toBe("ozturk"); // O + combining diaeresis
    expect(fold("I\u0307stanbul")).toBe("istanbul"); // I + combining dot above
  });

  it("gives an empty string for nothing", () => {
    expect(fold(null)).toBe("");
    expect(fold(undefined)).toBe("");
    expect(fold("")).toBe("");
  });
});

describe("normalizeQuery", () => {
  it("folds, squeezes runs of white space and trims", () => {
    expect(normalizeQuery("  İstanbul \t  SABİHA\n ")).toBe("istanbul sabiha");
  });

  it("cuts at the maximum length", () => {
    expect(normalizeQuery("a".repeat(150))).toBe("a".repeat(100));
    expect(normalizeQuery("abcdef", 3)).toBe("abc");
  });
});

describe("escapeLike and containsFolded", () => {
  it("escapes the LIKE wildcards and the escape character", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
    expect(escapeLike("plain")).toBe("plain");
  });

  it("gives no filter for an empty or blank query, and a folded, escaped one otherwise", () => {
    expect(containsFolded("")).toBeUndefined();
    expect(containsFolded("   ")).toBeUndefined();
    expect(containsFolded(null)).toBeUndefined();
    expect(containsFolded(" Şahin_%  ")).toEqual({ contains: "sahin\\_\\%" });
  });
});

describe("foldSqlFunction", () => {
  it("maps every folded character and deletes the combining dot above", () => {
    const sql = foldSqlFunction();
    const match = /translate\(input, '((?:[^']|'')*)', '((?:[^']|'')*)'\)/.exec(sql);
    expect(match, sql).not.toBeNull();
    const [, from = "", to = ""] = match ?? [];
    expect([...from].sort()).toEqual([...FOLDED_CHARACTERS].sort());
    // the character beyond the end of `to` is the one translate() deletes
    expect([...from].length).toBe([...to].length + 1);
    expect([...from].at(-1)).toBe("\u0307");
  });
});

describe("searchWords", () => {
  it("folds each word, escapes LIKE wildcards, and keeps at most five", () => {
    expect(searchWords("  AHMET   Yılmaz ")).toEqual(["ahmet", "yilmaz"]);
    expect(searchWords("%_a")).toEqual(["\\%\\_a"]);
    expect(searchWords("a b c d e f g")).toEqual(["a", "b", "c", "d", "e"]);
    expect(searchWords("   ")).toEqual([]);
  });
});
