/** Background broker syncs (decision 022): the buttons' answers and each broker's latest run. */
const brokerSyncRuns = {
  queuedTitle: "Eşitleme sıraya alındı",
  queuedOne: "{{broker}} eşitlemesi arka planda başlayacak; sonucu 'Broker Status' sekmesinde görünür.",
  queuedAll: "{{count}} brokerın eşitlemesi sıraya alındı; sonuçları 'Broker Status' sekmesinde görünür.",
  alreadyAll: "Eşitlemeler zaten sırada ya da sürüyor.",
  alreadyOne: "Bu brokerın eşitlemesi zaten sırada ya da sürüyor.",
  column: "Son çalıştırma",
  none: "Henüz çalıştırılmadı",
  states: { queued: "Sırada", running: "Sürüyor", succeeded: "Başarılı", failed: "Başarısız" },
  attempts: "{{count}}. deneme",
  counts: "{{upserted}} yeni/değişen, {{unchanged}} aynı, {{skipped}} atlandı, {{unavailable}} artık yok",
  queuedAt: "Sıraya alındı: {{at}}",
  finishedAt: "Bitti: {{at}}",
  claimedBy: "Çalıştıran sunucu: {{instance}}",
  autoRefresh: "Çalışan eşitleme bitene dek sayfa kendini yeniler.",
  abandoned: "Çalıştırma yarıda kaldı (uygulama durdu ya da iş çalıştırıcısı yok).",
  unexpected: "Beklenmeyen bir hata oluştu.",
};

export default brokerSyncRuns;
