/** Turkish texts of the "footer" section (keys mirrored in ../en/footer.ts): the public footer. */
const footer = {
  rights: "© {{year}} Ufuk Jet. Tüm hakları saklıdır.",
} as const;

export default footer;
