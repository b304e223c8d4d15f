/**
 * Every e-mail the product sends, as `<name>.subject` and `<name>.text` with i18next placeholders. Used only
 * on the server (app/server/platform/mail/delivery.server.ts `composeEmail`), so none of it is shipped to browsers; the HTML
 * part is made from the text. English (../en/emails.ts) has the same keys (checked by a test).
 */
const emails = {
  none: "—",
  verifyEmail: {
    subject: "Ufuk Jet — e-posta adresinizi doğrulayın",
    text: "Merhaba {{name}},\n\nUfuk Jet hesabınız oluşturuldu. E-posta adresinizi doğrulamak için bağlantıyı açın:\n{{link}}\n\nBağlantı 48 saat geçerlidir.\n\nUfuk Jet",
  },
  signupExisting: {
    subject: "Ufuk Jet hesabınız",
    text: "Merhaba,\n\nBu e-posta adresiyle Ufuk Jet'te yeni bir hesap açılmak istendi, ancak adresinize kayıtlı bir hesap zaten var.\nŞifrenizi hatırlamıyorsanız giriş sayfasından bize ulaşabilirsiniz. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.\n\nUfuk Jet",
  },
  staffWelcome: {
    subject: "Ufuk Jet hesabınız oluşturuldu",
    text: "Merhaba {{name}},\n\nSizin için bir Ufuk Jet hesabı oluşturuldu.\n\nE-posta: {{email}}\n{{passwordLine}}\n\nGiriş: {{signInUrl}}\n\nE-posta adresinizi doğrulamak için bağlantıyı açın (7 gün geçerlidir):\n{{verifyUrl}}\n\nUfuk Jet",
    generatedPassword: "Geçici şifreniz: {{password}}\nGiriş yaptıktan sonra lütfen profil sayfanızdan şifrenizi değiştirin.",
    passwordFromAdmin: "Şifreniz size yöneticiniz tarafından iletilecektir.",
  },
  passwordReset: {
    subject: "Ufuk Jet şifreniz sıfırlandı",
    text: "Merhaba {{name}},\n\nUfuk Jet hesabınızın şifresi bir yönetici tarafından sıfırlandı ve açık oturumlarınız kapatıldı.\n\nGeçici şifreniz: {{password}}\nGiriş yaptıktan sonra lütfen profil sayfanızdan şifrenizi değiştirin.\n\nGiriş: {{signInUrl}}\n\nUfuk Jet",
  },
  passwordChanged: {
    subject: "Ufuk Jet — şifreniz değiştirildi",
    text: "Merhaba {{name}},\n\nUfuk Jet hesabınızın şifresi {{time}} itibarıyla değiştirildi.\nBu değişikliği siz yapmadıysanız lütfen hemen bizimle iletişime geçin.\n\nUfuk Jet",
  },
  dataRequestStaff: {
    subject: "KVKK başvurusu ({{kind}}): {{customer}}",
    text: "{{customer}} <{{email}}> kişisel verileri için bir başvuru yaptı (KVKK madde 11).\n\nTür: {{kind}}\nDurum: {{state}}\n{{details}}\nSon yanıt tarihi: {{due}}\n\nBaşvurular: {{link}}",
    kind: { access: "Verilerin indirilmesi", correction: "Düzeltme", erasure: "Silme" },
    state: { open: "Açık", completed: "Tamamlandı", rejected: "Reddedildi" },
    field: { first_name: "Ad", last_name: "Soyad", email: "E-posta", phone: "Telefon", company: "Şirket", other: "Diğer" },
    blockers: "Bekleten: {{list}}",
    blocker: { upcoming_flight: "yaklaşan uçuş", balance_due: "ödenmemiş bakiye", refund_pending: "gönderilmemiş iade" },
    erased: "Silme hemen uygulandı; ad ve e-posta bu e-postada yer almaz.",
  },
  dataRequestAnswered: {
    subject: "KVKK başvurunuz yanıtlandı: {{kind}} — {{state}}",
    text: "{{greeting}}\n\n{{date}} tarihinde kişisel verileriniz için yaptığınız başvuruyu (KVKK madde 11) yanıtladık.\n\nBaşvuru: {{kind}}\nSonuç: {{state}}\n\n{{outcome}}\n\nAçıklamamız: {{note}}\n\n{{linkLine}}\n\nUfuk Jet",
    greeting: "Merhaba {{name}},",
    greetingAnonymous: "Merhaba,",
    outcome: {
      completed: "Başvurunuzu yerine getirdik.",
      correctionCompleted: "İstediğiniz düzeltmeyi kayıtlarımıza işledik.",
      erasureCompleted:
        "Kişisel verileriniz silindi ya da anonim hale getirildi ve hesabınız kapatıldı. Vergi ve ticaret mevzuatının saklamamızı istediği kayıtlar (rezervasyon tutarları, ödemeler, iadeler) adınız ve iletişim bilgileriniz olmadan saklanır. Bu adrese başka e-posta göndermeyeceğiz.",
      rejected:
        "Başvurunuzu aşağıdaki gerekçeyle reddettik. Yanıtımızı yetersiz bulursanız, öğrendiğiniz tarihten itibaren 30 gün ve her hâlde başvuru tarihinden itibaren 60 gün içinde Kişisel Verileri Koruma Kurulu'na şikâyette bulunabilirsiniz (KVKK madde 14).",
    },
    linkProfile: "Başvurularınızı ve durumlarını profilinizde görebilirsiniz: {{link}}",
    linkPrivacy: "Kişisel verilerin işlenmesi hakkında: {{link}}",
  },
  guestRequestReceived: {
    subject: "Uçuş talebiniz alındı — {{from}} → {{to}}",
    text: "Sayın {{name}},\n\n{{from}} → {{to}} uçuş talebinizi aldık.\nKalkış: {{date}}\nYolcu sayısı: {{passengers}}\n\n24 saat içinde kişiselleştirilmiş teklif ile sizinle iletişime geçeceğiz.\n\n{{offerLinkLine}}\n\nSorularınız için: {{phone}} · {{email}}\n\nUfuk Jet",
    offerLink:
      "Hesap açmanıza gerek yok: talebinizi ve hazır olduğunda teklifinizi bu bağlantıdan açabilirsiniz ({{days}} gün geçerlidir, bir kez kullanılır):\n{{link}}",
    offerLinkNone: "Teklifiniz hazır olduğunda size e-posta ile haber vereceğiz.",
  },
  guestRequestStaff: {
    subject: "Yeni uçuş talebi: {{from}} → {{to}} ({{date}})",
    text: "Yeni bir misafir uçuş talebi geldi.\n\nMüşteri: {{name}} <{{email}}>, {{phone}}\nRota: {{from}} → {{to}}\nKalkış: {{date}}\nYolcu sayısı: {{passengers}}\nBoş bacak: {{leg}}\nÖzel istekler: {{notes}}\n\nTalepler: {{link}}",
  },
  wizardRequestReceived: {
    subject: "Uçuş talebiniz alındı — {{route}}",
    text: "Sayın {{name}},\n\nRezervasyon sihirbazından gönderdiğiniz uçuş talebini aldık.\n\n{{legs}}\nYolcu sayısı: {{passengers}}\nEkstralar: {{extras}}\nÖzel istekler: {{notes}}\n\n24 saat içinde kişiselleştirilmiş teklif ile sizinle iletişime geçeceğiz. Taleplerinizi hesabınızdan izleyebilirsiniz: {{link}}\n\nUfuk Jet",
  },
  wizardRequestStaff: {
    subject: "Yeni müşteri talebi: {{route}} ({{date}})",
    text: "Bir müşteri rezervasyon sihirbazından uçuş talebi gönderdi ({{count}} ayak, her ayak ayrı bir teklif talebi).\n\nMüşteri: {{name}} <{{email}}>\n{{legs}}\nYolcu sayısı: {{passengers}}\nJet tercihi: {{jet}}\nEkstralar: {{extras}}\nÖzel istekler: {{notes}}\n\nTalepler: {{staffLink}}",
  },
  wizardParts: {
    catering: "Premium catering",
    ground_transport: "Kara transferi",
    vip_lounge: "VIP salon",
    leg: "{{n}}. ayak: {{from}} → {{to}}, {{date}}",
    anyJet: "Ekibimiz önerecek",
  },
  quoteRequestVisible: {
    subject: "Yeni teklif talebi: {{route}}",
    text: "Merhaba,\n\nBrokerlara yeni bir teklif talebi açıldı.\n\nRota: {{route}}\nKalkış: {{date}}\nYolcu: {{pax}}\n\nTeklif vermek için: {{url}}\n\nUfuk Jet",
  },
  quoteApproved: {
    subject: "Teklifiniz onaylandı: {{route}}",
    text: "Merhaba,\n\n{{route}} talebi için verdiğiniz {{price}} tutarındaki teklif onaylandı.\n\nTekliflerinizi görmek için: {{url}}\n\nUfuk Jet",
  },
  quoteRejected: {
    subject: "Teklifiniz reddedildi: {{route}}",
    text: "Merhaba,\n\n{{route}} talebi için verdiğiniz {{price}} tutarındaki teklif reddedildi.\n\nTekliflerinizi görmek için: {{url}}\n\nUfuk Jet",
  },
  quoteClosed: {
    subject: "Teklifiniz kapatıldı: {{route}}",
    text: "Merhaba,\n\n{{route}} talebi için verdiğiniz {{price}} tutarındaki teklif kapatıldı: talep için başka bir teklif onaylandı ya da talep kapatıldı.\n\nTekliflerinizi görmek için: {{url}}\n\nUfuk Jet",
  },
  quoteReceived: {
    subject: "Yeni broker teklifi: {{route}}",
    text: "Merhaba,\n\n{{broker}} {{route}} talebi için {{price}} tutarında bir teklif gönderdi.\n\nİncelemek için: {{url}}\n\nUfuk Jet",
  },
  emptyLegApproved: {
    subject: "Boş bacağınız onaylandı: {{route}}",
    text: "Merhaba,\n\nBoş bacak uçuşunuz onaylandı ve yayına alındı.\n\n{{summary}}\n\nUfuk Jet",
  },
  emptyLegRejected: {
    subject: "Boş bacağınız reddedildi: {{route}}",
    text: "Merhaba,\n\nBoş bacak uçuşunuz reddedildi ve silindi.\n\n{{summary}}\n\nUfuk Jet",
  },
  emptyLegWithdrawn: {
    subject: "Boş bacağınızın onayı kaldırıldı: {{route}}",
    text: "Merhaba,\n\nBoş bacak uçuşunuzun onayı kaldırıldı ve yayından alındı. Düzenleyip yeniden onaya gönderebilirsiniz.\n\n{{summary}}\n\nUfuk Jet",
  },
  brokerSignupPending: {
    subject: "Onay bekleyen broker kaydı: {{company}}",
    text: "Merhaba,\n\n{{name}} ({{email}}) broker olarak kayıt oldu. {{company}} ({{code}}) şirket kaydı onaylanana kadar pasif; bu sürede teklif taleplerini, teklifleri ve boş bacakları göremez.\n\nİnceleyip aktifleştirmek için: {{link}}\n\nUfuk Jet",
  },
  brokerActivated: {
    subject: "Broker hesabınız onaylandı",
    text: "Merhaba {{name}},\n\n{{company}} için Ufuk Jet broker hesabınız onaylandı. Artık teklif taleplerini görebilir, teklif verebilir ve boş bacak yayınlayabilirsiniz.\n\nBroker portalı: {{link}}\n\nUfuk Jet",
  },
  emptyLegAwaitingApproval: {
    subject: "Onay bekleyen boş bacak: {{route}}",
    text: "Merhaba,\n\n{{broker}} yeni bir boş bacak ekledi; admin onayı bekleniyor.\n\n{{summary}}\n\nİncelemek için: {{link}}\n\nUfuk Jet",
  },
  paymentReceived: {
    subject: "Ödemeniz alındı — {{amount}}",
    text: "Sayın {{name}},\n\n{{route}} uçuşunuz ({{date}}) için {{amount}} tutarındaki ödemeniz alındı.\nİşlem referansı: {{reference}}\n\nTeşekkür ederiz.\n\nUfuk Jet",
  },
  paymentRefunded: {
    subject: "Ödemeniz iade edildi — {{amount}}",
    text: "Sayın {{name}},\n\n{{route}} uçuşunuz ({{date}}) için yaptığınız {{amount}} tutarındaki ödeme iade edildi. İadenin hesabınıza geçmesi bankanıza göre birkaç iş günü sürebilir.\nİşlem referansı: {{reference}}\n\nUfuk Jet",
  },
  offerReady: {
    subject: "{{status}}: {{route}}",
    text: "Sayın {{name}},\n\n{{route}} uçuş talebiniz ({{date}}, {{pax}} yolcu) için teklifiniz hazır.\n\nDurum: {{status}}\nTutar: {{price}}\nGeçerlilik: {{validUntil}} tarihine kadar\n\n{{accountLine}}\n{{url}}\n\nUfuk Jet",
    linkSignedUp: "Teklifi görmek, kabul etmek veya reddetmek için:",
    linkSignUp:
      "Teklifi görmek için bu e-posta adresiyle ({{email}}) kayıt olun, e-postanızı doğrulayıp giriş yapın; önceki talepleriniz hesabınızda görünecektir:",
    linkOneTime:
      "Teklifi görmek, kabul etmek veya reddetmek için bağlantıyı açın; hesap açmanıza gerek yok (bağlantı {{days}} gün geçerlidir, bir kez kullanılır):",
  },
  offerLinkFresh: {
    subject: "Teklifinize giden yeni bağlantı: {{route}}",
    text: "Merhaba,\n\n{{route}} uçuş talebiniz ({{date}}) için yeni bir bağlantı istendi. Talebinizi ve teklifinizi açmak için:\n{{link}}\n\nBağlantı {{days}} gün geçerlidir ve bir kez kullanılır. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.\n\nUfuk Jet",
  },
  offerAcceptedCustomer: {
    subject: "Jetiniz ayrıldı — {{status}}: {{route}} ({{code}})",
    text: "Sayın {{name}},\n\n{{route}} ({{date}}) teklifini kabul ettiniz; jetiniz {{code}} kodlu rezervasyonla sizin için ayrıldı.\n\nDurum: {{status}}\nTutar: {{price}}\nKapora: {{deposit}}\nKaporanın son ödeme zamanı: {{deadline}} (İstanbul saati)\n\nKaporayı uçuşunuzun sayfasından kartla ödeyebilirsiniz; kapora alınınca rezervasyonunuz onaylanır:\n{{url}}\n\nUfuk Jet",
  },
  offerMarketing: {
    subject: "Size özel teklif: {{title}} ({{location}})",
    text: "Sayın {{name}},\n\nYeni bir teklifimiz var: {{title}}, {{location}}.\n\nFiyat: {{price}} (yerine {{original}})\nSon geçerlilik: {{validUntil}}\n\nTekliflerimizin tamamı: {{url}}\n\nBu e-postayı, kampanya ve teklif e-postalarına izin verdiğiniz için aldınız. Bu izni tek tıkla geri çekebilirsiniz:\n{{withdraw}}\n\nUfuk Jet",
  },
  optionReminder: {
    subject: "Opsiyonunuzun süresi doluyor: {{route}} ({{code}})",
    text: "Sayın {{name}},\n\n{{route}} ({{date}}) uçuşunuz için {{code}} kodlu opsiyonun kapora süresi {{deadline}} (İstanbul saati) tarihinde doluyor.\n\nÖdenecek kapora: {{amount}}\n\nKaporayı uçuşunuzun sayfasından kartla ödeyebilirsiniz; kapora alınınca rezervasyonunuz onaylanır. Süre dolduğunda opsiyon kaldırılır ve jet serbest bırakılır:\n{{url}}\n\nUfuk Jet",
  },
  offerAcceptedStaff: {
    subject: "Teklif kabul edildi: {{route}} ({{code}})",
    text: "Merhaba,\n\n{{customer}} <{{email}}> {{route}} ({{date}}) için {{price}} tutarındaki teklifi kabul etti.\nRezervasyon {{code}} ({{status}}) oluşturuldu.\n\nRezervasyon: {{url}}\n\nUfuk Jet",
  },
  offerDeclinedStaff: {
    subject: "Teklif reddedildi: {{route}}",
    text: "Merhaba,\n\n{{customer}} <{{email}}> {{route}} ({{date}}) için {{price}} tutarındaki teklifi reddetti; talep kapatıldı.\nGerekçe: {{reason}}\n\nTalepler: {{url}}\n\nUfuk Jet",
  },
  reservationConfirmed: {
    subject: "Rezervasyonunuz onaylandı: {{route}} ({{code}})",
    text: "Sayın {{name}},\n\n{{code}} kodlu rezervasyonunuz onaylandı.\n\nDurum: {{status}}\nRota: {{route}}\nKalkış: {{departure}}\nVarış: {{arrival}}\nTutar: {{amount}}\n\nİyi uçuşlar dileriz.\n\nUfuk Jet",
  },
  reservationCancelled: {
    subject: "Rezervasyonunuz iptal edildi: {{route}} ({{code}})",
    text: "Sayın {{name}},\n\n{{code}} kodlu rezervasyonunuz iptal edildi.\n\nDurum: {{status}}\nRota: {{route}}\nKalkış: {{departure}}\nVarış: {{arrival}}\nİptal ücreti: {{fee}}\nİade edilecek tutar: {{refund}}\n\nSorularınız için bizimle iletişime geçebilirsiniz.\n\nUfuk Jet",
  },
  optionExpired: {
    subject: "Rezervasyonunuzun ödeme süresi doldu: {{route}} ({{code}})",
    text: "Sayın {{name}},\n\n{{code}} kodlu rezervasyonunuz için kapora {{deadline}} tarihine kadar alınmadığından rezervasyon kaldırıldı ve jet serbest bırakıldı.\n\nDurum: {{status}}\nRota: {{route}}\nKalkış: {{departure}}\nTutar: {{amount}}\n\nYeniden rezervasyon için bizimle iletişime geçebilirsiniz.\n\nUfuk Jet",
  },
  optionExpiredStaff: {
    subject: "Opsiyon süresi doldu, jet serbest: {{code}} ({{route}})",
    text: "{{name}} adına {{code}} kodlu opsiyonun süresi {{deadline}} tarihinde doldu; kapora alınmadığından rezervasyon iptal edildi ve jet serbest bırakıldı.\n\nRota: {{route}}\nKalkış: {{departure}}\nTutar: {{amount}}\n\nUfuk Jet",
  },
  customerCancelledStaff: {
    subject: "Müşteri rezervasyonu iptal etti: {{code}} ({{route}})",
    text: "{{customer}} <{{email}}>, {{code}} kodlu rezervasyonunu müşteri alanından iptal etti.\n\nRota: {{route}}\nKalkış: {{departure}}\nVarış: {{arrival}}\nNeden: {{message}}\n\nRezervasyon: {{link}}",
  },
  cancelRequestStaff: {
    subject: "İptal talebi: {{code}} ({{route}})",
    text: "{{customer}} <{{email}}>, onaylı {{code}} kodlu rezervasyonunun iptalini talep etti.\n\nRota: {{route}}\nKalkış: {{departure}}\nVarış: {{arrival}}\nNeden: {{message}}\n\nRezervasyon: {{link}}",
  },
  changeRequestStaff: {
    subject: "Değişiklik talebi: {{code}} ({{route}})",
    text: "{{customer}} <{{email}}>, {{code}} kodlu rezervasyonu için değişiklik talep etti.\n\nRota: {{route}}\nKalkış: {{departure}}\nVarış: {{arrival}}\n\nTalep:\n{{message}}\n\nRezervasyon: {{link}}",
  },
  conciergeToStaff: {
    subject: "Concierge: {{customer}} yeni mesaj gönderdi",
    text: "{{customer}} <{{email}}> concierge üzerinden yazdı:\n\n{{message}}\n\nYanıtlamak için: {{link}}",
  },
  conciergeToCustomer: {
    subject: "Ufuk Jet Concierge yanıtınız",
    text: "Merhaba {{name}},\n\nConcierge ekibimiz mesajınızı yanıtladı:\n\n{{message}}\n\nTüm yazışma: {{link}}\n\nUfuk Jet",
  },
  legAlertConfirm: {
    subject: "Boş bacak alarmınızı onaylayın — {{from}} → {{to}}",
    text: "Merhaba,\n\n{{from}} → {{to}} ({{window}}, {{passengers}} yolcu) için boş bacak alarmı kurulmak istendi. Alarmı başlatmak için bağlantıyı açın:\n{{link}}\n\nBağlantı 48 saat geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı yok sayın; onaylanmayan alarm hiçbir e-posta göndermez.\n\nUfuk Jet",
  },
  legAlertMatch: {
    subject: "Boş bacak: {{legFrom}} → {{legTo}}, {{departure}}",
    text: "Merhaba,\n\n{{watchFrom}} → {{watchTo}} ({{window}}) alarmınıza uyan bir boş bacak yayınlandı.\n\n{{legFrom}} → {{legTo}}\nKalkış: {{departure}} (kalkış havalimanının yerel saati)\nUçak: {{aircraft}}\nKoltuk: {{seats}}\nFiyat: {{price}}\n{{closeness}}\n\nTalep etmek için: {{link}}\n\nBu alarmdan çıkmak için: {{unsubscribe}}\n\nUfuk Jet",
    exact: "Aradığınız rotanın ta kendisi.",
    near: "Yakın rota: kalkış aradığınız yere {{departureKm}} km, varış {{arrivalKm}} km uzaklıkta.",
  },
} as const;

export default emails;
