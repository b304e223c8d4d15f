/** Turkish texts of the "admin" section (keys mirrored in ../en/admin.ts), one subsection per screen. */
const admin = {
  dashboard: {
    pageTitle: "Genel Bakış — Ufuk Jet",
    title: "Genel Bakış",
    description: "Rezervasyonlara, müşterilere, filoya ve bu ayın gelirine genel bakış.",
    errorTitle: "Hata",
    loadError: "Dashboard verileri yüklenirken bir hata oluştu.",
    retry: "Tekrar dene",
    overdue: {
      title: "Vadesi geçen bakiyeler",
      description: "Kalkıştan önceki son ödeme tarihi geçmiş ve hâlâ borcu olan onaylı uçuşlar.",
      empty: "Vadesi geçen bakiye yok.",
      line: "{{due}} kalan · son ödeme {{date}}",
    },
    stats: {
      label: "Özet göstergeler",
      totalReservations: "Toplam Rezervasyon",
      pendingCaption: "{{pending}} bekleyen (taslak ve opsiyonel)",
      activeCustomers: "Aktif Müşteriler",
      activeCustomersCaption: "Son 12 ayda ya da ileri tarihte iptal edilmemiş rezervasyonu olan; toplam {{total}} müşteri",
      availableJets: "Müsait Jetler",
      availableJetsCaption: "Filodaki {{total}} jetten şu an müsait olanlar",
      monthlyRevenue: "Aylık Gelir",
      monthlyRevenueCaption: "{{month}} ayında tahsil edilen ödemeler, gönderilen iadeler düşülerek, Türk lirası (₺)",
      otherCurrencies: "Diğer para birimleri: {{amounts}}",
    },
    quickActions: {
      title: "Hızlı İşlemler",
      newReservation: "Yeni Rezervasyon",
      addCustomer: "Müşteri Ekle",
      jetManagement: "Jet Yönetimi",
      viewReports: "Raporları Görüntüle",
    },
    recent: {
      title: "Son Rezervasyonlar",
      description: "En son oluşturulan 5 rezervasyon",
      viewAll: "Tümünü gör",
      empty: "Henüz rezervasyon bulunmuyor.",
      route: "{{from}} → {{to}}",
      openReservation: "{{customer}} rezervasyonunu aç",
    },
    today: {
      title: "Bugünün Özeti",
      date: "{{date}}, İstanbul saati",
      flights: "Bugünkü uçuşlar",
      flightsHint: "Bugün kalkan, iptal edilmemiş rezervasyonlar",
      pendingReservations: "Bekleyen rezervasyonlar",
      availableJets: "Müsait jetler",
    },
  },
} as const;

export default admin;
