/**
 * The browser's text lookup (decision 035): i18next's `t` for what this app's texts use — nested keys, `{{name}}`
 * values, `{{count, number}}` and `_one`/`_other` plurals by Intl.PluralRules — in well under a kilobyte instead of
 * i18next's 15 KB gzipped. The server renders with i18next itself; `translate.test.ts` asks both for every key in
 * both languages with and without values and requires the same text, so a page hydrates without a mismatch, and
 * refuses texts that use an i18next feature this does not do (nesting with `$t(`, other formats).
 */

export type Texts = Record<string, unknown>;
export type TextValues = Record<string, unknown>;

/**
 * A value at a dotted path, as i18next reads keys and interpolated values: own properties along the path, else
 * keys that themselves hold dots (`customers.audit.actions` has `"customer.create"`), longest first at each step.
 */
function at(node: unknown, path: string): unknown {
  let value: unknown = node;
  for (const part of path.split(".")) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, part)) {
      value = undefined;
      break;
    }
    value = (value as Record<string, unknown>)[part];
  }
  return value != null ? value : withDottedKeys(node, path);
}

/** i18next's `deepFind`. */
function withDottedKeys(node: unknown, path: string): unknown {
  if (!node) return undefined;
  const own = (object: object, name: string) => (Object.hasOwn(object, name) ? (object as Record<string, unknown>)[name] : undefined);
  const whole = (node as Record<string, unknown>)[path];
  if (whole) return own(node as object, path);
  const tokens = path.split(".");
  let current: unknown = node;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== "object") return undefined;
    let next: unknown;
    let name = "";
    for (let j = i; j < tokens.length; ++j) {
      name += (j === i ? "" : ".") + tokens[j];
      next = own(current, name);
      if (next !== undefined) {
        if (["string", "number", "boolean"].includes(typeof next) && j < tokens.length - 1) continue;
        i = j + 1;
        break;
      }
    }
    if (next === undefined) return undefined;
    current = next;
  }
  return current;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(lng: string, count: unknown): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count as number);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** i18next's `number` format: Intl.NumberFormat with every value of the call as its options; the value as it is if that fails. */
function formatNumber(value: unknown, lng: string, options: TextValues): unknown {
  try {
    const id = lng + JSON.stringify(options);
    let format = numberFormats.get(id);
    if (!format) numberFormats.set(id, (format = new Intl.NumberFormat(lng, options)));
    return format.format(value as number);
  } catch {
    return value;
  }
}

/** The `{{…}}` placeholders filled in like i18next with `escapeValue: false`: a missing value leaves the placeholder. */
function interpolate(text: string, values: TextValues, lng: string): string {
  return text.replace(/{{(-?)(.+?)}}/g, (whole, _raw: string, inner: string) => {
    const placeholder = inner.trim();
    const [name = "", ...format] = placeholder.split(",");
    const key = name.trim();
    let value = at(values, key);
    if (format.length && value != null && format.join(",").trim().toLowerCase() === "number") {
      value = formatNumber(value, (values.locale || values.lng || lng) as string, { ...values, interpolationkey: key });
    }
    if (value === undefined) return Object.hasOwn(values, placeholder) ? "" : whole;
    return value === null ? "" : String(value);
  });
}

/** The text of `key` in `texts` (one language's), with `values` filled in; the key itself when there is none. */
export function translate(texts: Texts, lng: string, key: string, values: TextValues = {}): string {
  if (typeof key !== "string") return "";
  const count = values.count;
  const tried = [key];
  if (count !== undefined && typeof count !== "string") {
    tried.unshift(`${key}_${pluralOf(lng, count)}`);
    if (count === 0) tried.unshift(`${key}_zero`);
  }
  let found: unknown;
  for (const candidate of tried) {
    found = at(texts, candidate);
    if (found !== undefined && found !== null) break;
  }
  if (found !== undefined && found !== null && typeof found === "object") {
    return `key '${key} (${lng})' returned an object instead of string.`;
  }
  return interpolate(typeof found === "string" ? found : key, values, lng);
}

/** i18next's `exists`: a text or a group of texts at `key`. */
export function hasText(texts: Texts, key: unknown): boolean {
  return typeof key === "string" && at(texts, key) !== undefined;
}
