/** Turkish texts of the "quotes" section (keys mirrored in ../en/quotes.ts). */
const quotes = {} as const;

export default quotes;
