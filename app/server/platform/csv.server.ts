/**
 * CSV exports of staff lists: UTF-8 with a byte-order mark and `;` between fields, as a Turkish spreadsheet
 * opens them (Turkish letters intact, decimals with a comma); every field quoted; streamed row by row so a
 * large export never sits in memory; a field starting with = + - @ is prefixed with ' so a spreadsheet does
 * not run it as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(fields: Array<string | number | null | undefined>): string {
  return `${fields.map(csvField).join(";")}\r\n`;
}

/** An amount as a Turkish spreadsheet reads it: no grouping, a decimal comma ("48500,50"). */
export function csvAmount(amount: { toString(): string } | string | number): string {
  return String(amount).replace(".", ",");
}

export function csvResponse(filename: string, header: string[], rows: AsyncIterable<Array<string | number | null | undefined>>): Response {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLine(next.value)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
