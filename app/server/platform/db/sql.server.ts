import { currentDatabase } from "./client.server";

/**
 * Reads that every page makes (the session, the frame's badge and identity) go to the database driver itself,
 * not through Prisma (decision 031). Prisma's query engine runs even a raw statement through its Wasm compiler
 * and interpreter: 0.2 ms of CPU for `SELECT 1`, 0.5–0.7 ms for a model query, against 0.1 ms in the driver.
 *
 * `sql` is a tagged template: each `${value}` becomes a numbered parameter, never text of the statement, and an
 * `${sql`…`}` inside is spliced in with its own parameters renumbered.
 *
 * Only for reads outside a transaction: these rows come from the pool (or the embedded database), not from a
 * Prisma transaction's connection. Cast what Prisma would convert (`::int` for counts, `::text` for enums and
 * decimals), so both databases give the same JavaScript values.
 */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /** The statement's text with `$1…$n` and its parameters, in order. */
  toQuery(): { text: string; values: unknown[] } {
    const values: unknown[] = [];
    const text = this.#render(values);
    return { text, values };
  }

  #render(values: unknown[]): string {
    let text = this.strings[0]!;
    this.values.forEach((value, index) => {
      if (value instanceof Sql) text += value.#render(values);
      else {
        values.push(value);
        text += `$${values.length}`;
      }
      text += this.strings[index + 1]!;
    });
    return text;
  }
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql([...strings], values);
}

/** The rows of one read statement, straight from the driver. */
export async function readRows<T>(statement: Sql): Promise<T[]> {
  const { text, values } = statement.toQuery();
  return currentDatabase().rawQuery<T>(text, values);
}
