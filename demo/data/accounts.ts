import type { Role } from "#app/generated/prisma/enums";

/** The five demo accounts, all with the password DEMO_PASSWORD (README "Demo accounts"). */
export const DEMO_PASSWORD = "UfukJet!2026";

export const DEMO_ACCOUNTS = [
  { key: "admin", email: "admin@ufukjet.test", role: "admin", firstName: "Selin", lastName: "Aydın", phone: "+90 532 410 12 01" },
  {
    key: "operations",
    email: "operasyon@ufukjet.test",
    role: "operations",
    firstName: "Murat",
    lastName: "Kaya",
    phone: "+90 532 410 12 02",
  },
  {
    key: "broker",
    email: "broker@ufukjet.test",
    role: "broker",
    firstName: "Emre",
    lastName: "Demir",
    phone: "+90 533 627 45 10",
    broker: "ANADOLU",
  },
  {
    key: "broker2",
    email: "broker2@ufukjet.test",
    role: "broker",
    firstName: "Zeynep",
    lastName: "Koç",
    phone: "+90 535 781 33 20",
    broker: "BOSPHORUS",
  },
  {
    key: "customer",
    email: "musteri@ufukjet.test",
    role: "sales",
    firstName: "Ahmet",
    lastName: "Yılmaz",
    phone: "+90 532 555 10 01",
    customer: "ahmet",
  },
] as const satisfies ReadonlyArray<{
  key: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  broker?: string;
  customer?: string;
}>;

export type AccountKey = (typeof DEMO_ACCOUNTS)[number]["key"];
