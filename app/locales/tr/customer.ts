/** Turkish texts of the "customer" section (keys mirrored in ../en/customer.ts): the customer area. */
const customer = {
  header: {
    areaLabel: "Müşteri alanı",
    concierge: "Concierge",
    profileMenu: "Profil menüsü",
    profile: "Profil",
    membership: "Üyelik",
    signOut: "Çıkış Yap",
  },
  segments: { individual: "Bireysel", vip: "VIP", agent: "Acente", corporate: "Kurumsal" },
  reservationStatus: {
    draft: "Taslak",
    optional: "Opsiyonel",
    confirmed: "Onaylı",
    completed: "Tamamlandı",
    cancelled: "İptal",
    no_show: "Gelmedi (No-show)",
  },
  dashboard: {
    pageTitle: "Panelim — Ufuk Jet",
    greetingVip: "Hoş Geldiniz, {{name}}",
    greeting: "Hoş Geldiniz, {{name}} Hanım/Bey",
    vipMember: "VIP Üyesi",
    intro: "Uçuşlarınızı, üyeliğinizi ve ayrıcalıklarınızı buradan takip edebilirsiniz.",
    notLinkedTitle: "Müşteri kaydı bekleniyor",
    notLinked: "Hesabınız henüz bir müşteri kaydına bağlı değil. E-posta adresinizi doğruladığınızda uçuşlarınız burada görünür.",
    newReservation: {
      title: "Yeni Rezervasyon",
      text: "Rotanızı ve tarihinizi paylaşın; 24 saat içinde size özel teklifimizi iletelim.",
      cta: "Uçuş Talep Et",
    },
    upcoming: {
      title: "Yaklaşan Uçuşlar",
      empty: "Yaklaşan uçuşunuz bulunmuyor.",
      viewAll: "Tüm uçuşlarım",
    },
    history: {
      title: "Uçuş Geçmişi",
      empty: "Henüz geçmiş uçuşunuz bulunmuyor.",
      viewAll: "Tüm geçmiş",
    },
    flight: {
      route: "{{from}} → {{to}}",
      passengers_one: "{{count}} yolcu",
      passengers_other: "{{count}} yolcu",
      jetNotAssigned: "Jet henüz atanmadı",
      departure: "Kalkış",
      jet: "Jet",
      status: "Durum",
    },
    membership: {
      title: "Üyelik",
      vip: "VIP Üye",
      tierMember: "{{tier}} Üye",
      segment: "Segment",
      kyc: "KYC",
      kycApproved: "KYC Onaylı",
      kycPending: "KYC Bekliyor",
      email: "E-posta",
      details: "Üyelik detayları",
    },
    shortcuts: {
      title: "Kısayollar",
      jets: "Jet Kataloğu",
      jetsText: "Filomuzdaki jetleri kapasite ve menzile göre inceleyin.",
      concierge: "Concierge",
      conciergeText: "Uçuşunuzla ilgili her istek için 7/24 yanınızdayız.",
    },
    perks: {
      title: "Ayrıcalıklarınız",
      hotel: {
        title: "Otel Yükseltmesi",
        text: "Anlaşmalı otellerimizde oda yükseltmesi ve erken giriş imkânı.",
      },
      transfer: {
        title: "Lüks Transfer",
        text: "Havalimanından kapınıza şoförlü lüks araç ile transfer.",
      },
      events: {
        title: "Özel Etkinlikler",
        text: "Üyelerimize özel davetler, lansmanlar ve deneyimler.",
      },
    },
  },
  profile: {
    pageTitle: "Profilim — Ufuk Jet",
    title: "Profilim",
    description: "Kişisel bilgilerinizi ve şifrenizi buradan yönetebilirsiniz.",
  },
} as const;

export default customer;
