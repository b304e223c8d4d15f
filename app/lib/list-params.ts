/**
 * Server-side list paging, search and link building — the one place for it. Every list screen reads its
 * page, search text and filters from the URL (GET forms, so they work without JavaScript and can be shared)
 * and pages in the database with `skip`/`take`.
 */
export const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE = 100_000;

/** `?page=` as a whole number ≥ 1 (anything else is page 1). */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

export interface PageWindow {
  page: number;
  pages: number;
  skip: number;
  take: number;
  total: number;
}

/** The page actually shown (a page past the end shows the last one) and its skip/take. */
export function paginate(total: number, requested: number | string | null | undefined, pageSize = DEFAULT_PAGE_SIZE): PageWindow {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(typeof requested === "number" ? requested : parsePage(requested), pages);
  return { page, pages, skip: (page - 1) * pageSize, take: pageSize, total };
}

/**
 * How far a search's total is counted (decision 028). A broad search ("a") matches most of a large table, and
 * its exact count costs more than the page itself; nobody pages through a thousand hits, they narrow the search.
 * So a search counts at most `SEARCH_COUNT_CAP + 1` rows, and the screen says "1.000+" when there were more.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** The `take` that bounds a search's count: pass it to Prisma's `count({ where, take })`. */
export const SEARCH_COUNT_TAKE = SEARCH_COUNT_CAP + 1;

/** A count taken with SEARCH_COUNT_TAKE (or LIST_COUNT_TAKE with `cap`) as the total to page over, and whether the real one is larger. */
export function cappedTotal(counted: number, cap = SEARCH_COUNT_CAP): { total: number; capped: boolean } {
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/**
 * How far a list's total is counted when it is not a search (decision 059). An exact count reads every row of the
 * filter, so a screen over a million rows paid ten times what it paid over a hundred thousand; counted up to this
 * cap it costs the same at any size. The screen then says "10.000+", and the pager reaches the cap's last page:
 * nobody pages ten thousand rows deep, they filter or search.
 */
export const LIST_COUNT_CAP = 10_000;

/** The `take` that bounds a list's count: pass it to Prisma's `count({ where, take })`. */
export const LIST_COUNT_TAKE = LIST_COUNT_CAP + 1;

/** The page window over a count taken with LIST_COUNT_TAKE, with `capped` set when the list holds more. */
export function cappedPage(
  counted: number,
  requested: number | string | null | undefined,
  pageSize = DEFAULT_PAGE_SIZE,
): PageWindow & { capped: boolean } {
  const { total, capped } = cappedTotal(counted, LIST_COUNT_CAP);
  return { ...paginate(total, requested, pageSize), capped };
}

/**
 * The largest count a sidebar badge shows; above it the badge reads "99+". The count behind a badge stops at
 * `NAV_BADGE_CAP + 1`, so every admin page pays the same for it whatever the number of unread messages.
 */
export const NAV_BADGE_CAP = 99;

/** What a badge shows for a count taken up to NAV_BADGE_CAP + 1: the number, or "99+" with `more` set. */
export function badgeFigure(count: number): { shown: string; more: boolean } {
  return count > NAV_BADGE_CAP ? { shown: `${NAV_BADGE_CAP}+`, more: true } : { shown: String(count), more: false };
}

/**
 * A search box value from the URL: control characters as spaces (no name holds one, and PostgreSQL refuses a NUL in
 * any text, so `?q=%00` would fail the query), trimmed, at most `max` characters.
 */
export function searchParam(url: URL, name = "q", max = 100): string {
  return (url.searchParams.get(name) ?? "").replace(CONTROL_CHARACTERS, " ").trim().slice(0, max);
}

// eslint-disable-next-line no-control-regex -- the control characters are what is replaced
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A value from the URL when it is one of `allowed`, else null. */
export function choiceParam<T extends string>(url: URL, name: string, allowed: readonly T[]): T | null {
  const value = url.searchParams.get(name);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

export type ParamValues = Record<string, string | number | null | undefined>;

/**
 * `pathname?…` from the current values with `changes` applied; empty values, page 1 and values equal to
 * `defaults` are left out, so links stay short. Changing anything but the page starts again at page 1.
 */
export function listHref(pathname: string, current: ParamValues, changes: ParamValues = {}, defaults: ParamValues = {}): string {
  const merged: ParamValues = { ...current, ...changes };
  if (!("page" in changes)) delete merged.page;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === null || value === undefined || value === "") continue;
    if (key === "page" && Number(value) <= 1) continue;
    if (defaults[key] !== undefined && String(defaults[key]) === String(value)) continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
