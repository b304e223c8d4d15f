/** Turkish texts of the "errors" section (keys mirrored in ../en/errors.ts): error pages and each screen's "could not be loaded" text. */
const errors = {
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
  /** a PDF download refused while the render pool's queue is full (decision 057) */
  documentsBusy: "Sunucu şu anda çok yoğun; belge hazırlanamadı. Lütfen birkaç saniye sonra tekrar deneyin.",
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
} as const;

export default errors;
