/** Consent to e-mail (KVKK; decision 056): the profile's marketing consent, its history, the one-click withdrawal. */
const consent = {
  marketing: {
    title: "Kampanya ve teklif e-postaları",
    description: "İsteğe bağlıdır; rezervasyon, ödeme ve hesap e-postalarınız bu tercihten etkilenmez.",
    label:
      "Ufuk Jet'in kampanya, indirim ve özel tekliflerini e-posta ile almayı kabul ediyorum. Bu izni dilediğim zaman bu sayfadan ya da her e-postadaki bağlantıyla tek tıkla geri çekebilirim.",
    signUpLabel: "İsteğe bağlı: Ufuk Jet'in kampanya ve özel tekliflerini almayı kabul ediyorum.",
    signUpHint:
      "Teklifler e-posta ile gönderilir; bu izni dilediğiniz zaman profilinizden ya da her e-postadaki bağlantıyla tek tıkla geri çekebilirsiniz.",
    notice: "Kişisel verilerinizin nasıl işlendiği Gizlilik (KVKK) metnimizde anlatılır.",
    privacyLink: "Gizlilik (KVKK) metni",
    stateGranted: "Şu an: izin verdiniz ({{date}}).",
    stateNone: "Şu an: izin vermediniz.",
    unverified: "E-posta adresinizi doğruladığınızda teklif e-postaları gönderilmeye başlar.",
    save: "Tercihimi kaydet",
    savedTitle: "Tercihiniz kaydedildi",
    grantedText: "Kampanya ve teklif e-postaları almayı kabul ettiniz.",
    withdrawnText: "Kampanya ve teklif e-postaları izniniz geri çekildi.",
    unchangedText: "Tercihiniz zaten böyleydi; yeni kayıt eklenmedi.",
    errorTitle: "Tercihiniz kaydedilemedi",
  },
  history: {
    title: "İzin geçmişi",
    caption: "Kampanya ve teklif e-postaları izninizin kayıtları, en yenisi üstte",
    empty: "Henüz bir kayıt yok.",
    when: "Tarih",
    action: "İşlem",
    source: "Nereden",
    version: "Metin sürümü",
  },
  actions: {
    granted: "İzin verildi",
    withdrawn: "İzin geri çekildi",
  },
  sources: {
    profile: "Profil sayfası",
    sign_up: "Üyelik formu",
    alert_form: "Boş bacak alarmı",
    unsubscribe_link: "E-postadaki bağlantı",
    staff: "Ekibimiz",
  },
  withdraw: {
    pageTitle: "E-posta iznini geri çek — Ufuk Jet",
    title: "Kampanya ve teklif e-postaları",
    text: "Ufuk Jet'in kampanya ve teklif e-postalarını artık almak istemiyorsanız aşağıdaki düğmeye basın.",
    button: "İznimi geri çek",
    done: "İzniniz geri çekildi. Size artık kampanya ve teklif e-postası göndermeyeceğiz; rezervasyonlarınızla ilgili e-postalar bundan etkilenmez.",
    invalid: "Bu bağlantı geçersiz. Bağlantıyı e-postadan eksiksiz açtığınızdan emin olun ya da izninizi profilinizden yönetin.",
    tooMany: "Çok fazla deneme yapıldı. Lütfen {{minutes}} dakika sonra yeniden deneyin.",
    again: "Fikrinizi değiştirirseniz izni profilinizden yeniden verebilirsiniz.",
    toHome: "Ana sayfaya dön",
  },
  validation: {
    intent: "Bu işlem tanınmadı.",
    choice: "Onay kutusunun değeri geçersiz.",
    version: "İzin metni güncellendi; lütfen sayfayı yenileyip yeni metni okuyarak yeniden kaydedin.",
  },
} as const;

export default consent;
