import type { Prisma } from "#app/generated/prisma/client";

/**
 * Links a customer account to the customer record of its e-mail (found, or created), unless that record already
 * belongs to another account. Called once the address is proven: by the verification link (sign-up.server.ts)
 * or by the link to the offer (offer-links.server.ts, decision 047).
 */
export async function linkCustomer(tx: Prisma.TransactionClient, userId: string, email: string, firstName: string, lastName: string) {
  const customer =
    (await tx.customer.findUnique({ where: { email }, select: { id: true, profile: { select: { id: true } } } })) ??
    (await tx.customer.create({
      data: { email, firstName: firstName || "-", lastName, segment: "individual" },
      select: { id: true, profile: { select: { id: true } } },
    }));
  if (customer.profile && customer.profile.id !== userId) return; // already linked to another account
  await tx.userProfile.update({ where: { id: userId }, data: { customerId: customer.id } });
}
