/** Turkish texts of the "validation" section (keys mirrored in ../en/validation.ts): form messages every form shares (the schemas' messages are these keys). */
const validation = {
  amount: "Geçerli bir tutar girin (ör. 48.500 veya 48500,50).",
  amountPositive: "Tutar sıfırdan büyük olmalıdır.",
  amountTooHigh: "Tutar çok büyük.",
  amountDecimals: "Tutar en fazla iki ondalık basamak içerebilir.",
  invalid: "Bu alan geçersiz karakterler içeriyor.",
  required: "Bu alan zorunludur.",
  email: "Geçerli bir e-posta adresi girin.",
  tooLong: "Bu alan en fazla {{max}} karakter olabilir.",
  passwordMin: "Şifre en az 8 karakter olmalıdır.",
  passwordMax: "Şifre en fazla 128 karakter olabilir.",
  passwordMismatch: "Şifreler eşleşmiyor.",
  invalidRole: "Geçersiz rol seçimi.",
  invalidChoice: "Geçersiz seçim.",
  phone: "Geçerli bir telefon numarası girin.",
  integer: "Tam sayı girin.",
  staleForm: "Form eksik gönderildi; sayfayı yenileyip yeniden deneyin.",
  staleRecord: "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip değişiklikleri kontrol edin.",
  number: "Geçerli bir sayı girin.",
} as const;

export default validation;
