import { describe, expect, it } from "vitest";
import {
  badgeFigure,
  cappedPage,
  cappedTotal,
  choiceParam,
  LIST_COUNT_CAP,
  LIST_COUNT_TAKE,
  listHref,
  NAV_BADGE_CAP,
  paginate,
  parsePage,
  SEARCH_COUNT_CAP,
  searchParam,
} from "./list-params";

describe("parsePage", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["0", 1],
    ["-3", 1],
    ["2.5", 1],
    ["abc", 1],
    ["7", 7],
    ["100001", 1],
  ])("%s → %d", (input, expected) => expect(parsePage(input)).toBe(expected));
});

describe("paginate", () => {
  it("computes skip and take", () => {
    expect(paginate(60, "3", 25)).toEqual({ page: 3, pages: 3, skip: 50, take: 25, total: 60 });
  });
  it("shows the last page for a page past the end", () => {
    expect(paginate(30, "9", 25).page).toBe(2);
  });
  it("has one page when empty", () => {
    expect(paginate(0, "4")).toMatchObject({ page: 1, pages: 1, skip: 0 });
  });
});

describe("searchParam and choiceParam", () => {
  it("trims and cuts the search text", () => {
    const url = new URL(`http://x/?q=${encodeURIComponent("  İstanbul  ")}&long=${"a".repeat(300)}`);
    expect(searchParam(url)).toBe("İstanbul");
    expect(searchParam(url, "long", 10)).toHaveLength(10);
  });
  it("reads control characters as spaces (a NUL would fail the database query)", () => {
    const url = new URL("http://x/?q=%00Ay%C5%9Fe%00Y%C4%B1lmaz%07%7F&nul=%00");
    expect(searchParam(url)).toBe("Ayşe Yılmaz");
    expect(searchParam(url, "nul")).toBe("");
  });
  it("accepts only allowed choices", () => {
    const url = new URL("http://x/?status=pending&sort=evil");
    expect(choiceParam(url, "status", ["pending", "quoted"] as const)).toBe("pending");
    expect(choiceParam(url, "sort", ["price"] as const)).toBeNull();
  });
});

describe("listHref", () => {
  it("keeps filters, drops empty values and page 1", () => {
    expect(listHref("/l", { q: "ank", status: "", page: 1 })).toBe("/l?q=ank");
  });
  it("resets the page when a filter changes", () => {
    expect(listHref("/l", { q: "a", page: 4 }, { status: "pending" })).toBe("/l?q=a&status=pending");
  });
  it("sets the page", () => {
    expect(listHref("/l", { q: "a b" }, { page: 3 })).toBe("/l?q=a+b&page=3");
  });
  it("leaves out default values", () => {
    expect(listHref("/l", { sort: "departure" }, {}, { sort: "departure" })).toBe("/l");
  });
});

describe("badgeFigure", () => {
  it("shows the count up to the cap and '99+' above it", () => {
    expect(NAV_BADGE_CAP).toBe(99);
    expect(badgeFigure(1)).toEqual({ shown: "1", more: false });
    expect(badgeFigure(99)).toEqual({ shown: "99", more: false });
    expect(badgeFigure(100)).toEqual({ shown: "99+", more: true });
    expect(badgeFigure(100_000)).toEqual({ shown: "99+", more: true });
  });
});

describe("capped counts (decision 059)", () => {
  it("a count one past the cap is the cap, marked; the cap itself and below are exact", () => {
    expect(LIST_COUNT_TAKE).toBe(LIST_COUNT_CAP + 1);
    expect(cappedTotal(LIST_COUNT_TAKE, LIST_COUNT_CAP)).toEqual({ total: LIST_COUNT_CAP, capped: true });
    expect(cappedTotal(LIST_COUNT_CAP, LIST_COUNT_CAP)).toEqual({ total: LIST_COUNT_CAP, capped: false });
    // without a cap given, a search's
    expect(cappedTotal(SEARCH_COUNT_CAP + 1)).toEqual({ total: SEARCH_COUNT_CAP, capped: true });
  });

  it("pages over the cap: the last page is the cap's, a page past it shows that one", () => {
    expect(cappedPage(LIST_COUNT_TAKE, "9999", 25)).toEqual({
      page: 400,
      pages: 400,
      skip: 9975,
      take: 25,
      total: LIST_COUNT_CAP,
      capped: true,
    });
    expect(cappedPage(3, null, 25)).toEqual({ page: 1, pages: 1, skip: 0, take: 25, total: 3, capped: false });
  });
});
