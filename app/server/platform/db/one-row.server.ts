/**
 * The row of a statement that always gives exactly one: an aggregate without GROUP BY, an upsert's `RETURNING`.
 * No row there is a broken statement, not a case to handle, so it fails loudly instead of reading `undefined`.
 */
export function oneRow<T>(rows: readonly T[], statement: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`${statement}: the statement gave no row`);
  return row;
}
