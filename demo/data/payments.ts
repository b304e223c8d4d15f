import type { PaymentStatus } from "#app/generated/prisma/enums";

// ── payments (paid_at only for paid and refunded)
export type PaymentSpec = {
  reservation: number;
  share: number;
  status: PaymentStatus;
  method: "Kredi Kartı" | "Havale/EFT" | "Kurumsal Fatura";
  afterDays: number;
};
export const PAYMENTS: PaymentSpec[] = [
  // completed flights: paid in full, two in deposit + balance, one partial refund
  { reservation: 1, share: 0.3, status: "paid", method: "Kurumsal Fatura", afterDays: 1 },
  { reservation: 1, share: 0.7, status: "paid", method: "Kurumsal Fatura", afterDays: 6 },
  { reservation: 2, share: 1, status: "paid", method: "Kredi Kartı", afterDays: 0 },
  { reservation: 3, share: 0.3, status: "paid", method: "Havale/EFT", afterDays: 1 },
  { reservation: 3, share: 0.7, status: "paid", method: "Havale/EFT", afterDays: 7 },
  { reservation: 4, share: 1, status: "paid", method: "Kredi Kartı", afterDays: 0 },
  { reservation: 5, share: 1, status: "paid", method: "Kurumsal Fatura", afterDays: 2 },
  { reservation: 6, share: 1, status: "paid", method: "Kredi Kartı", afterDays: 0 },
  { reservation: 7, share: 1, status: "paid", method: "Havale/EFT", afterDays: 1 },
  { reservation: 8, share: 1, status: "paid", method: "Kredi Kartı", afterDays: 0 },
  { reservation: 9, share: 1, status: "paid", method: "Havale/EFT", afterDays: 2 },
  { reservation: 9, share: 0.02, status: "refunded", method: "Havale/EFT", afterDays: 3 },
  { reservation: 10, share: 1, status: "paid", method: "Kurumsal Fatura", afterDays: 1 },
  // cancelled
  { reservation: 11, share: 0.3, status: "refunded", method: "Kredi Kartı", afterDays: 0 },
  { reservation: 12, share: 1, status: "refunded", method: "Havale/EFT", afterDays: 1 },
  { reservation: 13, share: 1, status: "failed", method: "Kredi Kartı", afterDays: 0 },
  { reservation: 14, share: 0.3, status: "refunded", method: "Kurumsal Fatura", afterDays: 2 },
  // confirmed
  { reservation: 16, share: 1, status: "paid", method: "Kurumsal Fatura", afterDays: 1 },
  { reservation: 17, share: 0.3, status: "paid", method: "Kredi Kartı", afterDays: 0 },
  { reservation: 17, share: 0.7, status: "pending", method: "Kredi Kartı", afterDays: 2 },
  { reservation: 18, share: 1, status: "paid", method: "Havale/EFT", afterDays: 1 },
  { reservation: 19, share: 1, status: "paid", method: "Kredi Kartı", afterDays: 0 },
  { reservation: 20, share: 0.3, status: "paid", method: "Kredi Kartı", afterDays: 0 },
  { reservation: 21, share: 0.3, status: "failed", method: "Kredi Kartı", afterDays: 0 },
  { reservation: 21, share: 0.3, status: "paid", method: "Havale/EFT", afterDays: 1 },
  { reservation: 22, share: 0.3, status: "paid", method: "Kurumsal Fatura", afterDays: 1 },
  { reservation: 22, share: 0.7, status: "pending", method: "Kurumsal Fatura", afterDays: 2 },
  { reservation: 23, share: 1, status: "pending", method: "Havale/EFT", afterDays: 1 },
  { reservation: 25, share: 0.3, status: "paid", method: "Kurumsal Fatura", afterDays: 2 },
  { reservation: 26, share: 0.3, status: "pending", method: "Havale/EFT", afterDays: 1 },
  { reservation: 28, share: 0.3, status: "paid", method: "Kredi Kartı", afterDays: 0 },
  // optional
  { reservation: 29, share: 0.3, status: "pending", method: "Kredi Kartı", afterDays: 0 },
  { reservation: 30, share: 0.3, status: "failed", method: "Kredi Kartı", afterDays: 0 },
  { reservation: 31, share: 0.3, status: "pending", method: "Havale/EFT", afterDays: 1 },
  { reservation: 33, share: 0.3, status: "pending", method: "Kurumsal Fatura", afterDays: 1 },
  { reservation: 34, share: 0.3, status: "failed", method: "Kredi Kartı", afterDays: 0 },
];
