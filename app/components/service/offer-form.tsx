import { EditPanel, SelectField, TextField, useAdminForm, type FormAnswer } from "#app/components/admin/admin-form";
import { OFFER_CATEGORIES, OFFER_CATEGORY_LABEL_KEY } from "#app/lib/domain/offer-category";
import { discountPercent } from "#app/lib/domain/offer-pricing";
import { CURRENCIES, formatPercent, parseDecimal, toLocalDateInput } from "#app/lib/format";
import { DEFAULT_OFFER_CURRENCY, offerFieldsSchema } from "#app/lib/schemas/offer";
import { useLocale } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";
import type { OfferRow } from "#app/server/service/offers.server";

/** A stored price as the form shows it ("1490" or "1490,50"). */
function priceInput(value: string) {
  return value.replace(/\.00$/, "").replace(".", ",");
}

/** The add and edit panel of /admin/offers (decision 025), with the discount previewed while typing. */
export function OfferForm({
  offer,
  today,
  latest,
  answer,
  closeHref,
}: {
  offer: OfferRow | null;
  today: string;
  latest: string;
  answer: FormAnswer;
  closeHref: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const intent = offer ? "update" : "create";
  const [form, fields] = useAdminForm({
    id: offer ? `offer-edit-${offer.id}` : "offer-new",
    intent,
    schema: offerFieldsSchema,
    answer,
    defaultValue: offer
      ? {
          category: offer.category,
          title: offer.title,
          location: offer.location,
          original_price: priceInput(offer.originalPrice),
          discounted_price: priceInput(offer.discountedPrice),
          currency: offer.currency,
          features: offer.features.join(", "),
          valid_until: toLocalDateInput(new Date(offer.validUntil)),
        }
      : { currency: DEFAULT_OFFER_CURRENCY, category: "hotel" },
  });
  // the discount as it will be computed, while typing (with JavaScript; without it the list shows it after saving)
  const original = parseDecimal(String(fields.original_price.value ?? ""), "tr");
  const discounted = parseDecimal(String(fields.discounted_price.value ?? ""), "tr");
  const preview = original !== null && discounted !== null ? discountPercent(original, discounted) : null;
  return (
    <EditPanel
      title={offer ? t("offers.admin.form.editTitle", { title: offer.title }) : t("offers.admin.form.newTitle")}
      closeHref={closeHref}
      closeLabel={t("offers.admin.close")}
      form={form}
      intent={intent}
      record={offer ? { id: offer.id, version: offer.updatedAt } : undefined}
      errorTitle={t("offers.toasts.errorTitle")}
      submitLabel={t("offers.admin.save")}
      busyLabel={t("offers.admin.saving")}
    >
      <SelectField
        field={fields.category}
        label={t("offers.fields.category")}
        required
        options={OFFER_CATEGORIES.map((c) => ({ value: c, label: t(OFFER_CATEGORY_LABEL_KEY[c]) }))}
      />
      <TextField field={fields.title} label={t("offers.fields.title")} required />
      <TextField field={fields.location} label={t("offers.fields.location")} required />
      <SelectField
        field={fields.currency}
        label={t("offers.fields.currency")}
        required
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
      />
      <TextField field={fields.original_price} label={t("offers.fields.originalPrice")} required inputMode="decimal" />
      <TextField
        field={fields.discounted_price}
        label={t("offers.fields.discountedPrice")}
        description={
          preview
            ? t("offers.admin.discountPreview", { percent: formatPercent(preview / 100, locale) })
            : t("offers.fields.discountedPriceHint")
        }
        required
        inputMode="decimal"
      />
      <TextField
        field={fields.valid_until}
        type="date"
        label={t("offers.fields.validUntil")}
        description={t("offers.fields.validUntilHint")}
        required
        min={today}
        max={latest}
      />
      <TextField field={fields.features} label={t("offers.fields.features")} description={t("offers.fields.featuresHint")} />
    </EditPanel>
  );
}
