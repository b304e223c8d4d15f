/**
 * Turkish-aware search folding — the one place for it.
 *
 * `fold()` turns text into its search form: İ, I, ı and i all become "i"; ş/s, ğ/g, ç/c, ö/o, ü/u (and
 * the accented letters of European city and person names) lose their marks; ASCII letters are
 * lower-cased. The database has the same rule as the SQL function `tr_fold()` (created by the first
 * migration from `foldSqlFunction()`), which fills the generated `search_text` columns, so a search runs
 * as `search_text LIKE '%' || fold(query) || '%'` on a trigram index. A test checks both give the same
 * answer for every character below.
 */

/** Pairs "from → to"; `to` of "" deletes the character (a stray combining dot above). */
const FOLD_GROUPS: Array<[string, string]> = [
  ["İIıi", "i"],
  ["Şş", "s"],
  ["Ğğ", "g"],
  ["Çç", "c"],
  ["Öö", "o"],
  ["Üü", "u"],
  ["ÂâÁáÀàÄäÃãÅåĄą", "a"],
  ["ÊêÉéÈèËëĘęĚě", "e"],
  ["ÎîÍíÌìÏï", "i"],
  ["ÔôÓóÒòÕõØø", "o"],
  ["ÛûÚúÙùŮů", "u"],
  ["ÑñŃńŇň", "n"],
  ["Łł", "l"],
  ["ŚśŠšß", "s"],
  ["ŹźŻżŽž", "z"],
  ["ĆćČč", "c"],
  ["Řř", "r"],
  ["Ýý", "y"],
  ["Ďď", "d"],
  ["Ťť", "t"],
];
const DELETED = "\u0307";

const FOLD_MAP = new Map<string, string>();
for (const [chars, to] of FOLD_GROUPS) for (const ch of chars) FOLD_MAP.set(ch, to);
FOLD_MAP.set(DELETED, "");

/** Every character the rule changes besides A–Z (exported for the consistency test). */
export const FOLDED_CHARACTERS = [...FOLD_MAP.keys()].join("");

export function fold(input: string | null | undefined): string {
  if (!input) return "";
  let out = "";
  for (const ch of input.normalize("NFC")) {
    const mapped = FOLD_MAP.get(ch);
    if (mapped !== undefined) out += mapped;
    else if (ch >= "A" && ch <= "Z") out += ch.toLowerCase();
    else out += ch;
  }
  return out;
}

/** A search box value made ready for a `LIKE` on a `search_text` column: folded, spaces squeezed. */
export function normalizeQuery(input: string | null | undefined, maxLength = 100): string {
  return fold(input).replace(/\s+/g, " ").trim().slice(0, maxLength);
}

function sqlString(s: string) {
  return `'${s.replace(/'/g, "''")}'`;
}

/** The SQL definition of tr_fold(), generated from the same table as fold(). */
export function foldSqlFunction(): string {
  let from = "";
  let to = "";
  for (const [ch, target] of FOLD_MAP) {
    if (target === "") continue;
    from += ch;
    to += target;
  }
  from += DELETED; // characters beyond the end of `to` are deleted by translate()
  return (
    `CREATE OR REPLACE FUNCTION tr_fold(input text) RETURNS text\n` +
    `  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT\n` +
    `  RETURN lower(translate(input, ${sqlString(from)}, ${sqlString(to)}) COLLATE "C");`
  );
}

/** Escapes LIKE wildcards (%, _ and the escape character) so user text matches literally. */
export function escapeLike(input: string): string {
  return input.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The Prisma filter for "search_text contains the query" (Prisma's `contains` does not escape wildcards).
 * Returns undefined for an empty query, so callers can spread it conditionally.
 */
export function containsFolded(query: string | null | undefined): { contains: string } | undefined {
  const q = normalizeQuery(query);
  return q ? { contains: escapeLike(q) } : undefined;
}

/** The words of a search as a multi-word filter matches them (each must be contained): folded, LIKE-escaped, at most five. */
export function searchWords(q: string): string[] {
  return q
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .flatMap((word) => containsFolded(word)?.contains ?? []);
}
