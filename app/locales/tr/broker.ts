/** Turkish texts of the "broker" section (keys mirrored in ../en/broker.ts). One subsection per screen. */
const broker = {
  shell: {
    portal: "Broker Portalı",
    menuLabel: "Broker menüsü",
    openMenu: "Menü",
    mainGroup: "Ana Menü",
    accountGroup: "Hesap",
    dashboard: "Genel Bakış",
    quoteRequests: "Teklif Talepleri",
    emptyLegs: "Boş Bacak Uçuşları",
    profile: "Profil",
    signOut: "Çıkış Yap",
    roleLabel: "Broker",
    signedInAs: "Oturum açan kullanıcı",
    company: "Şirket",
  },
  profile: {
    pageTitle: "Profil — Ufuk Jet Broker",
    title: "Profil",
    description: "Kişisel bilgilerinizi ve şifrenizi buradan yönetebilirsiniz.",
  },
} as const;

export default broker;
