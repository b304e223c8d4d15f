import { describe, expect, it } from "vitest";
import { CSV_BOM, attachment, csvCell, csvDocument } from "./csv.server";

describe("csv", () => {
  it("starts with a BOM, quotes every cell and ends lines with CRLF", () => {
    const text = csvDocument(["Müşteri", "Tutar"], [["Şule Işık", "₺1.250,00"], [null, 5]]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe('"Müşteri","Tutar"\r\n"Şule Işık","₺1.250,00"\r\n"","5"\r\n');
  });

  it("doubles quotes and keeps line breaks inside a cell", () => {
    expect(csvCell('a "b"\nc')).toBe('"a ""b""\nc"');
  });

  it("neutralises spreadsheet formulas", () => {
    for (const v of ["=1+1", "+90 555", "-2", "@SUM(A1)", "\tx", "\rx"]) expect(csvCell(v)).toBe(`"'${v}"`);
    expect(csvCell("İstanbul")).toBe('"İstanbul"');
  });

  it("names downloads with an ASCII fallback and the UTF-8 name", () => {
    expect(attachment("rezervasyonlar-ş.csv")).toBe(`attachment; filename="rezervasyonlar-_.csv"; filename*=UTF-8''rezervasyonlar-%C5%9F.csv`);
  });
});
