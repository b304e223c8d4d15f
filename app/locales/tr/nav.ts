/** Turkish texts of the "nav" section (keys mirrored in ../en/nav.ts): the public header's links. */
const nav = {
  fleet: "Filo",
  howItWorks: "Nasıl Çalışır",
  services: "Hizmetler",
  about: "Hakkımızda",
  emptyLegs: "Boş Bacaklar",
  customerLogin: "Müşteri Girişi",
  brokerLogin: "Broker Girişi",
  staffLogin: "Personel Girişi",
  requestFlight: "Uçuş Talep Et",
} as const;

export default nav;
