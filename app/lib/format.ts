/**
 * Formatting and parsing for Turkey: the one entry for dates and times (format/dates.ts), money
 * (format/money.ts) and numbers (format/numbers.ts); each rule lives in one of those modules.
 *
 * Dates and times are always shown in Europe/Istanbul, whatever the time zone of the server or the
 * browser. Zone offsets come from the runtime's Intl data through `@date-fns/tz` (never hard-coded), so a
 * future change of Turkey's rule only needs fresh time-zone data. `wallTimeToInstant`, `wallTimeOf` and
 * `zoneLabel` do the same in any zone, for each airport's local time (decision 043).
 *
 * Money on screens and in e-mails goes through the context functions `formatPrice` (one record's price)
 * and `formatTotal` (a sum); `formatMoney` is their building block.
 *
 * Output contract (tested): the strings returned here contain only ASCII characters plus the symbols
 * "₺", "$" and "€". The only space ever produced is U+0020 (between an amount and a currency code);
 * there are no non-breaking or narrow spaces, and the minus sign is always "-" (U+002D).
 *
 * Every format function takes an optional last `locale` argument ("tr" by default). It changes number
 * punctuation ("1.234,50" vs "1,234.50") and the place of "%"; dates read `dd.MM.yyyy` in Turkish and
 * `dd MMM yyyy` in English.
 *
 * Input contract for dates, as `<input type="date">` and `<input type="datetime-local">` send them:
 * `YYYY-MM-DD` and `YYYY-MM-DDTHH:MM`, read as Istanbul wall time. Seconds (and fractions) may follow the
 * minutes and are dropped, so every parsed date-time falls on a whole minute.
 */
export * from "./format/locale";
export * from "./format/numbers";
export * from "./format/money";
export * from "./format/dates";
export * from "./format/place-times";
