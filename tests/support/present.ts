/**
 * `value` when it is there. A test that needs an element (`rows[0]`, `quotes[1]`) fails here, saying what was
 * missing, instead of later on `undefined`.
 */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Expected ${what}, found none`);
  return value;
}
