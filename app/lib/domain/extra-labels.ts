import type { WizardExtra } from "#app/lib/domain/pricing";

/**
 * The translation key of each add-on's label (the wizard, the staff lists). Apart from the estimate
 * (./pricing.ts), so a page that prices a trip on the server does not carry the wizard's texts (decision 035).
 */
export const EXTRA_LABEL_KEYS: Readonly<Record<WizardExtra, string>> = {
  catering: "wizard.fields.catering",
  ground_transport: "wizard.fields.groundTransport",
  vip_lounge: "wizard.fields.vipLounge",
};
