import { MANIFEST_PURGE_JOB, purgeEndedManifests } from "#app/server/bookings/manifest.server";
import { OPTION_EXPIRY_JOB, runOptionExpiryJob } from "#app/server/bookings/options.server";
import { OPTION_REMINDER_JOB, sendOptionReminders } from "#app/server/bookings/option-reminders.server";
import { runBrokerSyncJob, runScheduledBrokerSyncs } from "#app/server/brokerage/broker-sync-runs.server";
import { LEG_ALERT_JOB } from "#app/server/empty-legs/leg-alerts.server";
import { LEG_WATCH_CLEANUP_JOB, removeUnconfirmedGuestWatches } from "#app/server/empty-legs/leg-alert-guests.server";
import { matchLegAlerts } from "#app/server/empty-legs/leg-alert-match.server";
import { deliverEmail, EMAIL_DELIVERY_JOB, EMAIL_SWEEP_JOB, sweepQueuedEmails } from "#app/server/platform/mail/delivery.server";
import { publicBaseUrl } from "#app/server/platform/request.server";
import { mailOfferToConsenting, OFFER_MAILING_JOB } from "#app/server/service/offer-mailing.server";
import { registerJobHandler } from "#app/server/platform/jobs/registry.server";

/**
 * What each background job does: one line per job kind (app/server/platform/jobs/definitions.server.ts lists the
 * kinds). Loaded by the worker and by `runQueuedJobsNow()` (worker.server.ts) before they run jobs.
 */
registerJobHandler(LEG_ALERT_JOB, async (data) => void (await matchLegAlerts(String(data.legId ?? ""), publicBaseUrl())));
registerJobHandler("broker-sync", runBrokerSyncJob);
registerJobHandler("broker-sync-all", runScheduledBrokerSyncs);
registerJobHandler(LEG_WATCH_CLEANUP_JOB, async () => void (await removeUnconfirmedGuestWatches()));
registerJobHandler(EMAIL_DELIVERY_JOB, async (data) => void (await deliverEmail(String(data.emailId ?? ""))));
registerJobHandler(EMAIL_SWEEP_JOB, async () => void (await sweepQueuedEmails()));
registerJobHandler(OPTION_EXPIRY_JOB, runOptionExpiryJob);
registerJobHandler(MANIFEST_PURGE_JOB, async () => void (await purgeEndedManifests()));
registerJobHandler(OPTION_REMINDER_JOB, async () => void (await sendOptionReminders(publicBaseUrl())));
registerJobHandler(OFFER_MAILING_JOB, async (data) => void (await mailOfferToConsenting(String(data.offerId ?? ""), publicBaseUrl())));
