/**
 * Turkish texts of the "status" section (keys mirrored in ../en/status.ts): payment statuses as every screen shows
 * them, and the words a customer reads for a request, an offer and a reservation (lib/domain/customer-status-words.ts).
 */
const status = {
  payment: {
    pending: "Bekliyor",
    paid: "Tamamlandı",
    failed: "Başarısız",
    partially_refunded: "Kısmen İade Edildi",
    refunded: "İade Edildi",
  },
  customer: {
    preparing: "Teklif hazırlanıyor",
    ready: "Teklif hazır",
    arranging: "Rezervasyon hazırlanıyor",
    awaitingPayment: "Ödeme bekleniyor",
    confirmed: "Onaylandı",
    completed: "Tamamlandı",
    cancelled: "İptal edildi",
    declined: "Teklifi reddettiniz",
    expired: "Süresi doldu",
    notFlown: "Uçuş gerçekleşmedi",
  },
} as const;

export default status;
