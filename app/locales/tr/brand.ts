/** Turkish texts of the "brand" section (keys mirrored in ../en/brand.ts): the brand name as every page shows it. */
const brand = "Ufuk Jet" as const;

export default brand;
