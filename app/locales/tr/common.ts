/** Turkish texts of the "common" section (keys mirrored in ../en/common.ts): words every page shares: buttons, the language switch, pagination. */
const common = {
  home: "Ana sayfa",
  backHome: "Ana sayfaya dön",
  loading: "Yükleniyor...",
  close: "Kapat",
  save: "Kaydet",
  cancel: "Vazgeç",
  search: "Ara",
  language: "Dil",
  languages: { tr: "Türkçe", en: "English" },
  switchLanguage: "Dili değiştir",
  skipToContent: "İçeriğe geç",
  unknown: "Bilinmiyor",
  notSet: "Belirlenmedi",
  yes: "Evet",
  no: "Hayır",
  pagination: {
    label: "Sayfalar",
    previous: "Önceki",
    next: "Sonraki",
    page: "Sayfa {{page}} / {{pages}}",
  },
} as const;

export default common;
