import { parseWithZod } from "@conform-to/zod/v4";

/**
 * The one way a form is parsed, on the server and in the browser: conform's `parseWithZod` over the form
 * with bidirectional control characters removed from every text value first.
 *
 * Why: U+202A–U+202E (embeddings, overrides) and U+2066–U+2069 (isolates) are invisible, and a name like
 * "Ali\u202Egnp.exe" displays reversed; in staff lists they can make one person's name look like another's.
 * Nobody types them on purpose (right-to-left scripts need none of them), so they are dropped from every
 * free-text field — one rule, in one place, for every form (ESLint refuses `parseWithZod` elsewhere).
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}

/** A copy of the form whose text values carry no bidirectional control characters (files are kept). */
export function withoutBidiControls(form: FormData | URLSearchParams): FormData | URLSearchParams {
  const clean = form instanceof URLSearchParams ? new URLSearchParams() : new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") clean.append(name, stripBidiControls(value));
    else (clean as FormData).append(name, value);
  }
  return clean;
}

export const parseForm = ((form: FormData | URLSearchParams, options: never) =>
  parseWithZod(withoutBidiControls(form), options)) as unknown as typeof parseWithZod;
