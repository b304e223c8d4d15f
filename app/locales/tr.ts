import shell from "./tr/shell";
import site from "./tr/site";
import quotes from "./tr/quotes";
import emptyLegs from "./tr/emptyLegs";
import admin from "./tr/admin";
import broker from "./tr/broker";
import customer from "./tr/customer";
import settings from "./tr/settings";
import payments from "./tr/payments";
import flights from "./tr/flights";
import profile from "./tr/profile";
import forms from "./tr/forms";
import aircraft from "./tr/aircraft";
import reservations from "./tr/reservations";
import customerRequests from "./tr/customerRequests";
import customers from "./tr/customers";
import wizard from "./tr/wizard";
import fleet from "./tr/fleet";
import myFlights from "./tr/myFlights";
import reports from "./tr/reports";
import brokers from "./tr/brokers";
import brokerFlights from "./tr/brokerFlights";
import offers from "./tr/offers";
import concierge from "./tr/concierge";
import legAlerts from "./tr/legAlerts";
import brokerSyncRuns from "./tr/brokerSyncRuns";
import membership from "./tr/membership";

/**
 * Turkish texts — the source of truth for translation keys. Spec texts are verbatim.
 * English (en.ts) must have exactly the same keys (checked by the type and a test).
 */
const tr = {
  brand: "Ufuk Jet",
  common: {
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
  },
  meta: {
    defaultTitle: "Ufuk Jet — Özel Jet Kiralama",
    defaultDescription:
      "Ufuk Jet ile özel jet kiralayın: 24 saat içinde kişiselleştirilmiş teklif, indirimli boş bacak uçuşları ve 7/24 concierge hizmeti.",
  },
  nav: {
    fleet: "Filo",
    howItWorks: "Nasıl Çalışır",
    services: "Hizmetler",
    about: "Hakkımızda",
    emptyLegs: "Boş Bacaklar",
    customerLogin: "Müşteri Girişi",
    brokerLogin: "Broker Girişi",
    staffLogin: "Personel Girişi",
    requestFlight: "Uçuş Talep Et",
  },
  home: {
    heroTitle: "Gökyüzünde size özel bir ufuk",
    heroText: "Özel jetinizi dakikalar içinde talep edin; 24 saat içinde size özel teklifimizle dönelim.",
    cta: "Uçuş Talep Et",
  },
  errors: {
    notFoundTitle: "Sayfa bulunamadı",
    notFoundText: "Aradığınız sayfa bulunamadı. Adresi kontrol edin ya da ana sayfaya dönün.",
    unauthorizedTitle: "Oturum açmanız gerekiyor",
    unauthorizedText: "Bu sayfayı görmek için lütfen giriş yapın.",
    forbiddenTitle: "Yetkisiz Erişim",
    forbiddenText: "Bu sayfaya erişim yetkiniz bulunmamaktadır.",
    serverTitle: "Bir hata oluştu",
    serverText: "Beklenmeyen bir hata oluştu. Lütfen biraz sonra tekrar deneyin.",
    badRequestTitle: "Geçersiz istek",
    badRequestText: "İsteğiniz işlenemedi. Lütfen bilgileri kontrol edip tekrar deneyin.",
    badFormText: "Gönderilen form okunamadı. Lütfen sayfayı yenileyip tekrar deneyin.",
    nulText: "Gönderilen bilgiler geçersiz bir karakter (NUL) içeriyor. Lütfen metni yeniden yazıp tekrar deneyin.",
    tooManyTitle: "Çok fazla deneme",
    tooManyText: "Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.",
    conflictTitle: "İşlem zaten yapılmış",
    conflictText: "Bu kayıt bu arada değişti. Sayfayı yenileyip tekrar deneyin.",
    requestId: "Hata kodu: {{id}}",
    profileLoading: "Profil bilgileri yükleniyor...",
    noBrokerLink: "Broker bilgileri bulunamadı",
    brokerPendingTitle: "Onay bekleniyor",
    brokerPendingText:
      "Broker hesabınız oluşturuldu ve Ufuk Jet ekibinin onayını bekliyor. Onaylandığında teklif taleplerini ve boş bacakları buradan görebileceksiniz; size e-posta ile haber vereceğiz.",
    loadFailedTitle: "Hata",
    loadFailed: {
      brokers: "Brokerlar yüklenirken bir hata oluştu",
      brokerFlights: "Failed to fetch broker flights",
      flights: "Failed to load flights",
      payments: "Ödemeler yüklenirken bir hata oluştu.",
      emptyLegs: "Boş bacaklar yüklenemedi.",
      quoteRequests: "Failed to load quote requests",
      brokerQuotes: "Failed to load broker quotes",
      brokerQuoteRequests: "Teklif talepleri yüklenirken hata oluştu",
      brokerQuoteRequest: "Teklif talebi yüklenirken hata oluştu",
    },
  },
  status: {
    payment: { pending: "Beklemede", paid: "Ödendi", failed: "Başarısız", refunded: "İade Edildi" },
  },
  validation: {
    amount: "Geçerli bir tutar girin (ör. 48.500 veya 48500,50).",
    amountPositive: "Tutar sıfırdan büyük olmalıdır.",
    amountTooHigh: "Tutar çok büyük.",
    amountDecimals: "Tutar en fazla iki ondalık basamak içerebilir.",
    invalid: "Bu alan geçersiz karakterler içeriyor.",
    required: "Bu alan zorunludur.",
    email: "Geçerli bir e-posta adresi girin.",
    tooLong: "Bu alan en fazla {{max}} karakter olabilir.",
    passwordMin: "Şifre en az 8 karakter olmalıdır.",
    passwordMax: "Şifre en fazla 128 karakter olabilir.",
    passwordMismatch: "Şifreler eşleşmiyor.",
    invalidRole: "Geçersiz rol seçimi.",
    invalidChoice: "Geçersiz seçim.",
    phone: "Geçerli bir telefon numarası girin.",
    integer: "Tam sayı girin.",
    staleForm: "Form eksik gönderildi; sayfayı yenileyip yeniden deneyin.",
    staleRecord: "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip değişiklikleri kontrol edin.",
    number: "Geçerli bir sayı girin.",
  },
  auth: {
    signInTab: "Giriş Yap",
    signUpTab: "Kayıt Ol",
    email: "E-posta",
    password: "Şifre",
    firstName: "Ad",
    lastName: "Soyad",
    role: "Hesap türü",
    roles: { admin: "Admin", operations: "Operasyon", broker: "Broker", sales: "Müşteri" },
    signIn: "Giriş Yap",
    signUp: "Kayıt Ol",
    signingIn: "Giriş yapılıyor...",
    signingUp: "Kayıt oluşturuluyor...",
    signOut: "Çıkış Yap",
    passwordHint: "En az 8 karakter.",
    headings: {
      auth: {
        title: "Ufuk Jet'e Hoş Geldiniz",
        description: "Hesabınıza giriş yapın veya yeni bir hesap oluşturun.",
        subtitle: "Özel jet deneyiminiz bir tık uzağınızda.",
      },
      login: { title: "Müşteri Girişi", description: "Uçuşlarınızı ve rezervasyonlarınızı yönetin.", subtitle: "Ufuk Jet müşteri alanı" },
      admin: { title: "Personel Girişi", description: "Yönetim paneline erişmek için giriş yapın.", subtitle: "Ufuk Jet yönetim paneli" },
      broker: {
        title: "Broker Girişi",
        description: "Teklif taleplerini yanıtlayın ve boş bacak uçuşlarınızı yayınlayın.",
        subtitle: "Ufuk Jet broker portalı",
      },
    },
    pageTitles: {
      auth: "Giriş / Kayıt — Ufuk Jet",
      login: "Müşteri Girişi — Ufuk Jet",
      admin: "Personel Girişi — Ufuk Jet",
      broker: "Broker Girişi — Ufuk Jet",
    },
    signInErrorTitle: "Giriş Hatası",
    signUpErrorTitle: "Kayıt Hatası",
    invalidCredentials: "E-posta veya şifre hatalı.",
    accountDisabled: "Bu hesap devre dışı bırakılmış. Lütfen yöneticinizle iletişime geçin.",
    successTitle: "Başarılı",
    welcomeAdmin: "Yönetim paneline hoş geldiniz.",
    welcome: "Tekrar hoş geldiniz, {{name}}.",
    signUpSuccessTitle: "Kayıt Başarılı",
    signUpSuccessText: "Hesabınız oluşturuldu. E-posta adresinizi kontrol edin.",
    signOutTitle: "Çıkış Yapıldı",
    signOutText: "Güvenli bir şekilde çıkış yaptınız.",
    tooManyAttempts: "Çok fazla deneme yapıldı. Lütfen {{minutes}} dakika sonra tekrar deneyin.",
    insecureConnection:
      "Giriş yapılamadı: bu sayfa şifrelenmemiş bir bağlantıyla (http://) açıldı ve tarayıcınız güvenli oturum çerezini bu bağlantıda saklamıyor. Lütfen adresi https:// ile açın; kendi ağınızdaki bir kurulumda yönetici INSECURE_COOKIES=1 ayarıyla HTTP üzerinden girişe izin verebilir.",
    verifyTitle: "E-posta doğrulama",
    verifyText: "E-posta adresinizi doğrulamak için aşağıdaki düğmeye basın.",
    verifyButton: "E-postamı doğrula",
    verifyDone: "E-posta adresiniz doğrulandı. Giriş yapabilirsiniz.",
    verifyInvalid: "Doğrulama bağlantısı geçersiz veya süresi dolmuş.",
    profileLoading: "Profil bilgileri yükleniyor...",
  },
  shell,
  site,
  quotes,
  emptyLegs,
  admin,
  broker,
  customer,
  settings,
  payments,
  flights,
  profile,
  forms,
  aircraft,
  reservations,
  customerRequests,
  customers,
  wizard,
  fleet,
  myFlights,
  reports,
  brokers,
  brokerFlights,
  offers,
  concierge,
  legAlerts,
  brokerSyncRuns,
  membership,
  footer: {
    rights: "© {{year}} Ufuk Jet. Tüm hakları saklıdır.",
  },
} as const;

import type { Widen } from "./types";
export type Translation = Widen<typeof tr>;

export default tr;
