/** Turkish texts of the "legal" section (keys mirrored in ../en/legal.ts): the privacy notice (/gizlilik) and the terms of
 * use (/kullanim-kosullari). Their own section, so only those two pages download them (decision 035). */
const legal = {
  privacy: {
    title: "Kişisel Verilerin Korunması Hakkında Aydınlatma Metni",
    updated: "Son güncelleme: 23.11.2026",
    intro:
      "Ufuk Jet olarak kişisel verilerinizin güvenliğine önem veriyoruz. Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) madde 10 uyarınca, veri sorumlusu sıfatıyla kişisel verilerinizi nasıl işlediğimizi açıklar.",
    controllerTitle: "1. Veri sorumlusu",
    controllerText: "Veri sorumlusu Ufuk Jet'tir. İletişim: {{email}} · {{phone}} · {{address}}.",
    dataTitle: "2. İşlenen kişisel veriler",
    dataText:
      "Uçuş talep formu ve boş bacak rezervasyon talebi ile ilettiğiniz ad soyad, e-posta adresi, telefon numarası, kalkış ve varış şehri, tarih, yolcu sayısı ve özel istekleriniz; hesabınız varsa hesap bilgileriniz; güvenlik amacıyla IP adresi ve işlem kayıtları.",
    purposeTitle: "3. İşleme amaçları",
    purposeText:
      "Talebinize uygun uçuş teklifinin hazırlanması ve size iletilmesi, sizinle iletişim kurulması, rezervasyon ve operasyon süreçlerinin yürütülmesi, yasal yükümlülüklerin yerine getirilmesi ve hizmetin kötüye kullanıma karşı korunması.",
    legalTitle: "4. Hukuki sebepler",
    legalText:
      "Kişisel verileriniz KVKK madde 5/2 uyarınca; bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (c), hukuki yükümlülüğümüzü yerine getirebilmemiz (ç) ve temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz (f) hukuki sebeplerine dayanarak işlenir.",
    transferTitle: "5. Aktarım",
    transferText:
      "Teklif hazırlanabilmesi için talebiniz; uçuşu gerçekleştirecek operatörlere ve iş ortağımız brokerlara yalnızca gerekli olduğu ölçüde, yetkili kamu kurumlarına ise mevzuatın gerektirdiği hallerde aktarılabilir. Yurt dışına aktarım gerektiren uçuşlarda KVKK madde 9'daki şartlara uyulur.",
    methodTitle: "6. Toplama yöntemi",
    methodText: "Verileriniz internet sitemizdeki formlar, e-posta, telefon ve WhatsApp aracılığıyla elektronik ortamda toplanır.",
    retentionTitle: "7. Saklama süresi",
    retentionText:
      "Verileriniz işleme amacının gerektirdiği süre ve ilgili mevzuatta öngörülen zamanaşımı süreleri boyunca saklanır, süre sonunda silinir, yok edilir veya anonim hale getirilir. Ödemeler, iadeler, faturalar ve rezervasyon tutarları Vergi Usul Kanunu (m. 253) ve Türk Ticaret Kanunu (m. 82) uyarınca 10 yıl saklanan ticari kayıtlardır; yolcuların kimlik belgesi bilgileri uçuştan 30 gün sonra silinir.",
    rightsTitle: "8. Haklarınız",
    rightsText:
      'KVKK madde 11 uyarınca kişisel verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, amacına uygun kullanılıp kullanılmadığını öğrenme, aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, silinmesini veya yok edilmesini isteme, itiraz etme ve zararın giderilmesini talep etme haklarına sahipsiniz. Hesabınız varsa profil sayfanızdaki "Kişisel verileriniz (KVKK)" bölümünden tüm verilerinizi indirebilir, düzeltme isteyebilir ve hesabınızı kendiniz silebilirsiniz; başvurularınızı {{email}} adresine de iletebilirsiniz. Başvurular en geç 30 gün içinde yanıtlanır.',
    cookiesTitle: "9. Çerezler",
    cookiesText: "Sitemiz yalnızca oturum, dil tercihi ve güvenlik için zorunlu çerezler kullanır; reklam veya izleme çerezi kullanılmaz.",
  },
  terms: {
    title: "Kullanım Koşulları",
    updated: "Son güncelleme: 23.11.2026",
    intro: "Bu internet sitesini kullanarak aşağıdaki koşulları kabul etmiş olursunuz.",
    serviceTitle: "1. Hizmetin niteliği",
    serviceText:
      "Ufuk Jet, özel jet uçuşları için teklif ve rezervasyon aracılığı hizmeti sunar. Uçuşlar, ilgili mevzuata göre yetkilendirilmiş hava taşıyıcıları tarafından gerçekleştirilir.",
    requestTitle: "2. Talepler ve teklifler",
    requestText:
      "Gönderdiğiniz uçuş talebi bağlayıcı bir sipariş değildir. Teklifler uçak uygunluğuna, operatör onayına, hava ve hava sahası koşullarına bağlıdır ve teklifte belirtilen süre boyunca geçerlidir.",
    emptyLegTitle: "3. Boş bacak uçuşları",
    emptyLegText:
      "Boş bacak uçuşlarının tarih, saat ve fiyatları operatör tarafından değiştirilebilir veya uçuş iptal edilebilir. Yayındaki bir sefer için gönderilen talep, yer ayrıldığı anlamına gelmez.",
    paymentTitle: "4. Ödeme ve iptal",
    paymentText: "Ödeme ve iptal koşulları, onayladığınız teklifte ve uçuş sözleşmesinde ayrıca belirtilir.",
    userTitle: "5. Kullanıcının yükümlülükleri",
    userText:
      "Formlara doğru ve güncel bilgi girmeyi, siteyi hukuka aykırı amaçlarla veya otomatik yollarla kötüye kullanmamayı kabul edersiniz.",
    liabilityTitle: "6. Sorumluluk",
    liabilityText:
      "Sitedeki bilgiler genel bilgilendirme amaçlıdır. Filo bilgileri ve menziller örnek niteliğindedir; kesin bilgiler teklifte yer alır.",
    lawTitle: "7. Uygulanacak hukuk",
    lawText: "Bu koşullar Türk hukukuna tabidir; uyuşmazlıklarda İstanbul mahkemeleri ve icra daireleri yetkilidir.",
    contactTitle: "8. İletişim",
    contactText: "Sorularınız için {{email}} adresine yazabilir veya {{phone}} numarasını arayabilirsiniz.",
  },
} as const;

export default legal;
