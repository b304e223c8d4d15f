/** Turkish texts of the "emptyLegs" section (keys mirrored in ../en/emptyLegs.ts). */
const emptyLegs = {} as const;

export default emptyLegs;
