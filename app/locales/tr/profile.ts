/** Turkish texts of the "profile" section (keys mirrored in ../en/profile.ts): the profile form shared by every area. */
const profile = {
  details: {
    title: "Kişisel Bilgiler",
    description: "Adınız, soyadınız ve telefon numaranız.",
    firstName: "Ad",
    lastName: "Soyad",
    phone: "Telefon",
    phoneHint: "İsteğe bağlı. Örnek: +90 532 123 45 67",
    email: "E-posta",
    emailHint: "Giriş için kullanılır; buradan değiştirilemez.",
    submit: "Bilgileri Kaydet",
    submitting: "Kaydediliyor...",
    savedTitle: "Profil güncellendi",
    savedText: "Bilgileriniz kaydedildi.",
    errorTitle: "Bilgiler kaydedilemedi",
  },
  password: {
    title: "Şifre Değiştir",
    description: "Güvenliğiniz için önce mevcut şifrenizi girin.",
    current: "Mevcut şifre",
    new: "Yeni şifre",
    newHint: "En az 8, en fazla 128 karakter.",
    confirm: "Yeni şifre (tekrar)",
    signOutOthersHint: "Şifreniz değişince diğer cihaz ve tarayıcılardaki oturumlarınız kapatılır; bu oturum açık kalır.",
    submit: "Şifreyi Değiştir",
    submitting: "Şifre değiştiriliyor...",
    wrongCurrent: "Mevcut şifreniz hatalı.",
    tooManyAttempts: "Çok fazla hatalı deneme yapıldı. Lütfen {{minutes}} dakika sonra tekrar deneyin.",
    errorTitle: "Şifre değiştirilemedi",
    changedTitle: "Şifre değiştirildi",
    changedOthersText: "Yeni şifreniz kaydedildi ve diğer oturumlarınız kapatıldı.",
    setTitle: "Şifre belirleyin",
    setDescription:
      "Hesabınız teklif bağlantısıyla açıldı ve henüz şifresi yok. İsterseniz bir şifre belirleyin; böylece e-posta ve şifrenizle de giriş yapabilirsiniz.",
    setSubmit: "Şifreyi Kaydet",
    setDoneTitle: "Şifre belirlendi",
    setDoneText: "Artık e-posta adresiniz ve şifrenizle giriş yapabilirsiniz.",
    alreadySet: "Hesabınızın zaten bir şifresi var; değiştirmek için sayfayı yenileyin.",
  },
} as const;

export default profile;
