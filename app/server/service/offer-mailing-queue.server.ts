import type { Prisma } from "#app/generated/prisma/client";
import { enqueueJob, type JobName } from "#app/server/platform/jobs/queue.server";

/** The marketing e-mail job of a published offer, `{ offerId }` (decision 056; the job: offer-mailing.server.ts). */
export const OFFER_MAILING_JOB = "offer-marketing-mail" satisfies JobName;

/** Queues the offer's mailing inside the publish's transaction: the job exists if and only if the publish commits. */
export async function queueOfferMailing(offerId: string, tx: Prisma.TransactionClient): Promise<void> {
  await enqueueJob(OFFER_MAILING_JOB, { offerId }, { tx });
}
