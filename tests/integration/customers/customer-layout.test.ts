import { beforeAll, describe, expect, it } from "vitest";
import * as layoutRoute from "#app/routes/customer/layout";
import { db } from "#app/server/platform/db/client.server";
import { customerIdentity } from "#app/server/customers/customer-area.server";
import { createTestUser, run, signedInRequest } from "../../support/auth";

/**
 * The customer frame's identity (header and membership card): a linked customer record decides VIP, segment and
 * KYC; an account without one (not verified yet) shows its profile's own values.
 */
const LINKED = "kimlik.bagli@example.com";
const UNLINKED = "kimlik.bagsiz@example.com";
let customerId: string;

beforeAll(async () => {
  const customer = await db().customer.create({
    data: { firstName: "Kayıt", lastName: "Sahibi", email: LINKED, isVip: false, segment: "corporate", kycStatus: true },
  });
  customerId = customer.id;
  const linked = await createTestUser({ email: LINKED, firstName: "Gökçe", lastName: "Şahin", customerId });
  await db().userProfile.update({ where: { id: linked.id }, data: { isVip: true, segment: "individual", kycStatus: false } });
  const unlinked = await createTestUser({ email: UNLINKED, firstName: "İpek", lastName: "Öztürk" });
  await db().userProfile.update({ where: { id: unlinked.id }, data: { isVip: true, segment: "corporate", kycStatus: true } });
});

type Frame = { firstName: string; lastName: string; email: string; isVip: boolean; linked: boolean };
const frame = async (email: string) => (await run(layoutRoute, "loader", await signedInRequest("/dashboard", email))) as Frame;

describe("the customer frame's identity", () => {
  it("takes VIP, segment and KYC from the linked customer record, the names from the profile", async () => {
    expect(await frame(LINKED)).toEqual({
      firstName: "Gökçe",
      lastName: "Şahin",
      email: LINKED,
      isVip: false,
      linked: true,
      emailVerified: true,
    });
    const profile = await db().userProfile.findFirstOrThrow({ where: { email: LINKED } });
    const user = { id: profile.id, email: LINKED, profile: { firstName: "x", lastName: "y" } } as Parameters<typeof customerIdentity>[0];
    expect(await customerIdentity(user)).toMatchObject({ segment: "corporate", kycStatus: true, isVip: false, linked: true });

    await db().customer.update({ where: { id: customerId }, data: { isVip: true, segment: "individual", kycStatus: false } });
    expect((await frame(LINKED)).isVip).toBe(true);
    expect(await customerIdentity(user)).toMatchObject({ segment: "individual", kycStatus: false, isVip: true });
  });

  it("shows an unlinked account's own profile values", async () => {
    expect(await frame(UNLINKED)).toEqual({
      firstName: "İpek",
      lastName: "Öztürk",
      email: UNLINKED,
      isVip: true,
      linked: false,
      emailVerified: true,
    });
    const profile = await db().userProfile.findFirstOrThrow({ where: { email: UNLINKED } });
    const user = { id: profile.id, email: UNLINKED, profile: { firstName: "x", lastName: "y" } } as Parameters<typeof customerIdentity>[0];
    expect(await customerIdentity(user)).toMatchObject({ segment: "corporate", kycStatus: true, linked: false });
  });
});
