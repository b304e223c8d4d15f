/** Turkish texts of the "status" section (keys mirrored in ../en/status.ts): payment statuses as every screen shows them. */
const status = {
  payment: {
    pending: "Bekliyor",
    paid: "Tamamlandı",
    failed: "Başarısız",
    partially_refunded: "Kısmen İade Edildi",
    refunded: "İade Edildi",
  },
} as const;

export default status;
