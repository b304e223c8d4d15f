/** The one link to the offer: the page of the link in a guest's e-mails (/teklif/ac, decision 047). */
const offerLink = {
  pageTitle: "Teklifinizi açın — Ufuk Jet",
  title: "Teklifinizi açın",
  text: "{{from}} → {{to}} uçuş talebiniz ({{date}}, {{passengers}} yolcu). Devam ettiğinizde {{email}} adresiyle giriş yapılır; bu adrese ait bir hesap yoksa sizin için açılır.",
  button: "Teklifimi aç",
  busy: "Açılıyor...",
  once: "Bağlantı bir kez kullanılır; açtıktan sonra hesabınızda kalırsınız.",
  invalidTitle: "Bağlantı geçersiz",
  invalidText: "Bu bağlantı tanınmadı. Adresi e-postadan eksiksiz kopyaladığınızdan emin olun ya da aşağıdan yeni bir bağlantı isteyin.",
  expiredTitle: "Bağlantının süresi doldu",
  expiredText: "Bu bağlantının süresi doldu. Aşağıdan yeni bir bağlantı isteyebilirsiniz.",
  usedTitle: "Bağlantı kullanıldı",
  usedText:
    "Bu bağlantı daha önce kullanıldı. Giriş yaptıysanız hesabınızdan devam edebilirsiniz; değilse aşağıdan yeni bir bağlantı isteyin.",
  refusedTitle: "Bu bağlantıyla giriş yapılamaz",
  refusedText:
    "Bu e-posta adresi bir personel ya da broker hesabına ait. Bu hesaplar e-posta bağlantısıyla giriş yapamaz; lütfen giriş sayfasından e-posta ve şifrenizle giriş yapın.",
  disabledTitle: "Hesap kapalı",
  disabledText: "Bu e-posta adresine ait hesap kapatılmış. Lütfen bizimle iletişime geçin.",
  otherSessionTitle: "Başka bir hesapla giriş yapılmış",
  otherSessionText:
    "Bu tarayıcıda {{current}} hesabıyla giriş yapılmış. Bu bağlantı başka bir e-posta adresine ait; devam etmek için önce çıkış yapın.",
  signOut: "Çıkış yap ve devam et",
  toSignIn: "Giriş sayfasına git",
  toRequests: "Taleplerime git",
  fresh: {
    title: "Yeni bağlantı isteyin",
    text: "Talepte kullandığınız e-posta adresini yazın. Bu adrese ait bir talep varsa yeni bağlantıyı yalnızca o adrese göndeririz.",
    email: "E-posta",
    submit: "Yeni bağlantı gönder",
    busy: "Gönderiliyor...",
    sentTitle: "İsteğiniz alındı",
    sent: "Bu adrese ait bir talep varsa birkaç dakika içinde yeni bir bağlantı gönderilecek. E-postanızı (gereksiz klasörü dahil) kontrol edin.",
    tooMany: "Çok fazla istek gönderildi. Lütfen {{minutes}} dakika sonra tekrar deneyin.",
    errorTitle: "Bağlantı istenemedi",
  },
  signedInTitle: "Hoş geldiniz",
  signedInText: "Teklif bağlantınızla giriş yaptınız.",
  accountCreatedText: "Hesabınız açıldı ve giriş yaptınız. İsterseniz profil sayfanızdan bir şifre belirleyebilirsiniz.",
} as const;

export default offerLink;
