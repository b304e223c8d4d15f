import type { PrismaClient } from "#app/generated/prisma/client";
import type { OfferCategory } from "#app/lib/domain/offer-category";
import { endOfIstanbulDay, todayInIstanbul, type Currency } from "#app/lib/format";
import { demoId } from "./id";

/**
 * The demo offers (spec §2.20's six samples made real, decision 025): published offers over several categories,
 * one draft, and one that has already expired (customers never see it; staff see it under "expired").
 * Validity is counted in days from the seeding day, so the demo stays current; ids are stable, so a second run
 * changes nothing.
 */
const DAY = 86_400_000;

interface DemoOffer {
  key: string;
  category: OfferCategory;
  title: string;
  location: string;
  original: number;
  discounted: number;
  currency: Currency;
  features: string[];
  /** days from the seeding day to the last valid day (negative: already expired) */
  validDays: number;
  /** days before the seeding day it was published (null: a draft) */
  publishedDaysAgo: number | null;
}

export const DEMO_OFFERS: readonly DemoOffer[] = [
  {
    key: "bodrum-hotel",
    category: "hotel",
    title: "Bodrum'da üç gece süit konaklama",
    location: "Bodrum, Türkiye",
    original: 2400,
    discounted: 1800,
    currency: "EUR",
    features: ["Kahvaltı dahil", "Deniz manzaralı süit", "Geç çıkış"],
    validDays: 45,
    publishedDaysAgo: 2,
  },
  {
    key: "nice-transfer",
    category: "transfer",
    title: "Nice havalimanından lüks araç transferi",
    location: "Nice, Fransa",
    original: 450,
    discounted: 360,
    currency: "EUR",
    features: ["Mercedes S-Class", "Karşılama hizmeti", "Bekleme dahil"],
    validDays: 30,
    publishedDaysAgo: 5,
  },
  {
    key: "istanbul-dining",
    category: "dining",
    title: "Boğaz'da şef masası akşam yemeği",
    location: "İstanbul, Türkiye",
    original: 18000,
    discounted: 13500,
    currency: "TRY",
    features: ["Yedi tabaklık menü", "Şarap eşleştirmesi", "İki kişilik"],
    validDays: 20,
    publishedDaysAgo: 1,
  },
  {
    key: "cappadocia-experience",
    category: "experience",
    title: "Kapadokya'da özel balon turu",
    location: "Kapadokya, Türkiye",
    original: 1200,
    discounted: 950,
    currency: "USD",
    features: ["Özel sepet", "Gün doğumu uçuşu", "Otelden alış"],
    validDays: 60,
    publishedDaysAgo: 8,
  },
  {
    key: "antalya-spa",
    category: "spa_wellness",
    title: "Antalya'da iki günlük spa ritüeli",
    location: "Antalya, Türkiye",
    original: 900,
    discounted: 630,
    currency: "EUR",
    features: ["Hamam ve masaj", "Sağlıklı menü"],
    validDays: 25,
    publishedDaysAgo: 3,
  },
  {
    key: "monaco-helicopter",
    category: "helicopter",
    title: "Nice – Monako helikopter transferi",
    location: "Monako",
    original: 1600,
    discounted: 1280,
    currency: "EUR",
    features: ["7 dakikalık uçuş", "Bagaj dahil"],
    validDays: 40,
    // a draft: staff have not published it yet
    publishedDaysAgo: null,
  },
  {
    key: "gocek-expired",
    category: "experience",
    title: "Göcek koylarında tekne günü",
    location: "Göcek, Türkiye",
    original: 3000,
    discounted: 2400,
    currency: "EUR",
    features: ["Kaptan ve mürettebat", "Öğle yemeği"],
    // already expired: customers never see it
    validDays: -3,
    publishedDaysAgo: 30,
  },
];

export async function seedDemoOffers(prisma: PrismaClient, now: Date, staffUserId: string): Promise<void> {
  const today = todayInIstanbul(now);
  const lastDay = (days: number) => endOfIstanbulDay(new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY));
  const data = DEMO_OFFERS.map((o, index) => {
    const publishedAt = o.publishedDaysAgo === null ? null : new Date(now.getTime() - o.publishedDaysAgo * DAY - index * 60_000);
    return {
      id: demoId("offer", o.key),
      category: o.category,
      title: o.title,
      location: o.location,
      originalPrice: o.original.toFixed(2),
      discountedPrice: o.discounted.toFixed(2),
      currency: o.currency,
      features: o.features,
      validUntil: lastDay(o.validDays),
      publishedAt,
      publishedById: publishedAt ? staffUserId : null,
      createdById: staffUserId,
      createdAt: new Date(now.getTime() - ((o.publishedDaysAgo ?? 0) + 1) * DAY - index * 60_000),
    };
  });
  await prisma.offer.createMany({ data, skipDuplicates: true });
}
