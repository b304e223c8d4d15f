/**
 * The Turkish ablative ("from") suffix after a proper name, as Turkish writes it: an apostrophe, then -dan/-den by
 * the last vowel (back a ı o u → a, front e i ö ü → e) and -tan/-ten after a voiceless consonant (f s t k ç ş h p):
 * "Londra'dan", "İstanbul'dan", "Paris'ten", "Berlin'den". By spelling only: a foreign name read otherwise than it
 * is written keeps the written form's suffix.
 */
const BACK = "aıou";
const FRONT = "eiöü";
const VOICELESS = "fstkçşhp";

export function withAblative(name: string): string {
  const lower = name.trim().toLocaleLowerCase("tr");
  if (!lower) return name;
  let vowel = "e";
  for (const ch of lower) {
    if (BACK.includes(ch)) vowel = "a";
    else if (FRONT.includes(ch)) vowel = "e";
  }
  const last = lower.at(-1)!;
  const consonant = VOICELESS.includes(last) ? "t" : "d";
  return `${name.trim()}'${consonant}${vowel}n`;
}

/** A place as a "from" phrase's value: Turkish puts the suffix on the name ("Londra'dan"), English says "from". */
export function fromPlace(name: string, locale: string): string {
  return locale === "tr" ? withAblative(name) : name;
}
