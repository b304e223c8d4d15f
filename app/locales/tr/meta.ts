/** Turkish texts of the "meta" section (keys mirrored in ../en/meta.ts): the default page title and description. */
const meta = {
  defaultTitle: "Ufuk Jet — Özel Jet Kiralama",
  defaultDescription:
    "Ufuk Jet ile özel jet kiralayın: 24 saat içinde kişiselleştirilmiş teklif, indirimli boş bacak uçuşları ve 7/24 concierge hizmeti.",
} as const;

export default meta;
