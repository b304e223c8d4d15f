import { parseWithZod } from "@conform-to/zod/v4";

/**
 * The one way a form is parsed, on the server and in the browser: conform's `parseWithZod` over the form
 * with bidirectional controls and invisible format characters removed from every text value first.
 *
 * Why: the bidirectional controls (Unicode's Bidi_Control property: U+061C, U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069) are invisible, and a name like "Ali\u202Egnp.exe" displays reversed; in staff lists they can
 * make one person's name look like another's. The invisible format characters that join nothing visible
 * (U+00AD soft hyphen, U+180E, U+200B zero-width space, U+2060–U+2064, U+FEFF, U+FFF9–U+FFFB) hide inside a
 * word so that two names that look the same differ. Nobody types them on purpose (right-to-left scripts need
 * none of them), so they are dropped from every free-text field — one rule, in one place, for every form
 * (ESLint refuses `parseWithZod` elsewhere). The zero-width joiner and non-joiner (U+200C, U+200D) stay: Persian
 * words and emoji need them.
 */
export const BIDI_CONTROLS = /[\p{Bidi_Control}\u00AD\u180E\u200B\u2060-\u2064\uFEFF\uFFF9-\uFFFB]/gu;

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
