/** Admin → flights (operations, spec §2.14). */
const flights = {
  pageTitle: "Uçuşlar — Ufuk Jet",
  title: "Uçuş takibi",
  description:
    "Rezervasyonlar kalkışa göre: bugün, yaklaşan ve geçmiş uçuşlar. Müşteri, şehir, havalimanı, jet veya rezervasyon koduyla arayın.",
  tabsLabel: "Uçuş zamanı",
  tabs: { today: "Bugün", upcoming: "Yaklaşan", past: "Geçmiş" },
  filters: "Uçuş arama",
  searchLabel: "Ara",
  searchPlaceholder: "Müşteri, şehir, jet veya kod (ör. UJ-3F9A12C0)",
  filter: "Ara",
  clear: "Temizle",
  total_one: "{{count, number}} uçuş",
  total_other: "{{count, number}} uçuş",
  totalCapped: "{{count, number}}+ uçuş",
  tableLabel: "Uçuşlar",
  unknown: "Bilinmiyor",
  emptyFiltered: "Aramaya uyan uçuş bulunamadı.",
  empty: { today: "Bugün kalkan uçuş yok.", upcoming: "Yaklaşan uçuş yok.", past: "Geçmiş uçuş yok." },
  utc: "UTC (Z) saatleri",
  columns: {
    code: "Kod",
    departure: "Kalkış → varış (yerel saat; altında UTC)",
    route: "Rota",
    customer: "Müşteri",
    jet: "Jet",
    passengers: "Yolcu",
    amount: "Tutar",
    status: "Durum",
  },
} as const;

export default flights;
