/** Turkish texts of the "site" section (keys mirrored in ../en/site.ts). */
const site = {} as const;

export default site;
