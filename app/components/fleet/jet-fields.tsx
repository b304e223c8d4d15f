import { Link } from "#app/components/link";
import { EditPanel, SelectField, TextField, useAdminForm, type FormAnswer } from "#app/components/admin/admin-form";
import { PanelCard } from "#app/components/admin/panel-card";
import { RowIntentButton } from "#app/components/admin/row-actions";
import { StatusBadge } from "#app/components/status-badge";
import { buttonVariants } from "#app/components/ui/button";
import { AIRPORT_CITIES, cityName } from "#app/lib/airports";
import { CRUISE_KMH_BY_CATEGORY } from "#app/lib/domain/charter/figures";
import { JET_AVAILABILITY_LOOK } from "#app/lib/domain/jet-availability";
import { JET_CATEGORIES, JET_CATEGORY_LABEL_KEY } from "#app/lib/domain/jet-category";
import { formatNumber, formatPrice, JET_HOURLY_RATE_CURRENCY } from "#app/lib/format";
import { JET_OWNERSHIPS, jetFieldsSchema, type newJetDefaults } from "#app/lib/schemas/fleet";
import { useLocale } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";
import type { JetDetail, JetRow } from "#app/server/fleet/jets.server";

/**
 * The jet's own pieces of /admin/jets (decision 018): the add and edit panel with the §9 defaults and the
 * cruise speed's planning figures, the availability switch, and the details panel.
 */
export function JetForm({
  jet,
  defaults,
  answer,
  closeHref,
}: {
  jet: JetDetail | null;
  defaults: ReturnType<typeof newJetDefaults>;
  answer: FormAnswer;
  closeHref: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const intent = jet ? "update" : "create";
  const [form, fields] = useAdminForm({
    id: jet ? `jet-edit-${jet.id}` : "jet-new",
    intent,
    schema: jetFieldsSchema,
    answer,
    defaultValue: jet
      ? {
          manufacturer: jet.manufacturer,
          model: jet.model,
          registration: jet.registration ?? "",
          year_manufactured: String(jet.yearManufactured),
          category: jet.category,
          min_passengers: String(jet.minPassengers),
          seat_capacity: String(jet.seatCapacity),
          range_km: String(jet.rangeKm),
          max_speed_kmh: String(jet.maxSpeedKmh),
          cruise_kmh: String(jet.cruiseKmh ?? CRUISE_KMH_BY_CATEGORY[jet.category]),
          hourly_rate: jet.hourlyRate.replace(/\.00$/, "").replace(".", ","),
          ownership_type: jet.ownershipType,
          home_base: jet.homeBase,
          features: jet.features.join(", "),
          image_url: jet.imageUrl ?? "",
        }
      : defaults,
  });
  const numeric = { required: true, inputMode: "numeric" as const };
  return (
    <EditPanel
      title={jet ? t("fleet.jets.form.editTitle", { name: `${jet.manufacturer} ${jet.model}` }) : t("fleet.jets.form.newTitle")}
      closeHref={closeHref}
      closeLabel={t("fleet.close")}
      form={form}
      intent={intent}
      record={jet ? { id: jet.id, version: jet.updatedAt } : undefined}
      errorTitle={t("fleet.toasts.errorTitle")}
      submitLabel={t("fleet.save")}
      busyLabel={t("fleet.saving")}
    >
      <TextField field={fields.manufacturer} label={t("fleet.jets.fields.manufacturer")} required />
      <TextField field={fields.model} label={t("fleet.jets.fields.model")} required />
      <TextField
        field={fields.registration}
        label={t("fleet.jets.fields.registration")}
        description={t("fleet.jets.fields.registrationHint")}
        required
      />
      <TextField field={fields.year_manufactured} label={t("fleet.jets.fields.year")} {...numeric} />
      <SelectField
        field={fields.category}
        label={t("fleet.jets.fields.category")}
        required
        options={JET_CATEGORIES.map((c) => ({ value: c, label: t(JET_CATEGORY_LABEL_KEY[c]) }))}
      />
      <SelectField
        field={fields.ownership_type}
        label={t("fleet.jets.fields.ownership")}
        required
        options={JET_OWNERSHIPS.map((o) => ({ value: o, label: t(`fleet.jets.ownership.${o}`) }))}
      />
      <SelectField
        field={fields.home_base}
        label={t("fleet.jets.fields.homeBase")}
        description={t("fleet.jets.fields.homeBaseHint")}
        required
        options={AIRPORT_CITIES.map((c) => ({ value: c.city, label: cityName(c.city, locale) }))}
      />
      <TextField field={fields.min_passengers} label={t("fleet.jets.fields.minPassengers")} {...numeric} />
      <TextField field={fields.seat_capacity} label={t("fleet.jets.fields.seatCapacity")} {...numeric} />
      <TextField field={fields.range_km} label={t("fleet.jets.fields.range")} {...numeric} />
      <TextField field={fields.max_speed_kmh} label={t("fleet.jets.fields.speed")} {...numeric} />
      <TextField
        field={fields.cruise_kmh}
        label={t("fleet.jets.fields.cruise")}
        description={t("fleet.jets.fields.cruiseHint", {
          figures: JET_CATEGORIES.map((c) => `${t(JET_CATEGORY_LABEL_KEY[c])} ${formatNumber(CRUISE_KMH_BY_CATEGORY[c], 0, locale)}`).join(
            ", ",
          ),
        })}
        inputMode="numeric"
      />
      <TextField field={fields.hourly_rate} label={t("fleet.jets.fields.hourlyRate")} required inputMode="decimal" />
      <TextField field={fields.features} label={t("fleet.jets.fields.features")} description={t("fleet.jets.fields.featuresHint")} />
      <TextField
        field={fields.image_url}
        label={t("fleet.jets.fields.imageUrl")}
        description={t("fleet.jets.fields.imageUrlHint")}
        className="md:col-span-2"
        inputMode="url"
      />
    </EditPanel>
  );
}

/** Availability on or off, over the version the list showed (a row action, and the way out of a refused delete). */
export function JetToggle({
  jet,
  variant = "outline",
}: {
  jet: Pick<JetRow, "id" | "updatedAt" | "isAvailable" | "manufacturer" | "model">;
  variant?: "outline" | "default";
}) {
  const { t } = useTranslation();
  const name = `${jet.manufacturer} ${jet.model}`;
  return (
    <RowIntentButton
      intent="toggle"
      id={jet.id}
      fields={{ version: jet.updatedAt }}
      variant={variant}
      label={t(jet.isAvailable ? "fleet.jets.actions.deactivateFor" : "fleet.jets.actions.activateFor", { name })}
    >
      {t(jet.isAvailable ? "fleet.jets.actions.deactivate" : "fleet.jets.actions.activate")}
    </RowIntentButton>
  );
}

export function JetDetails({ jet, closeHref, editHref }: { jet: JetDetail; closeHref: string; editHref: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const facts: Array<[string, string]> = [
    [t("fleet.jets.fields.registration"), jet.registration ?? "—"],
    [t("fleet.jets.fields.year"), String(jet.yearManufactured)],
    [t("fleet.jets.fields.category"), t(JET_CATEGORY_LABEL_KEY[jet.category])],
    [t("fleet.jets.columns.passengers"), t("fleet.jets.passengerRange", { min: jet.minPassengers, max: jet.seatCapacity })],
    [t("fleet.jets.fields.range"), `${formatNumber(jet.rangeKm, 0, locale)} km`],
    [t("fleet.jets.fields.speed"), `${formatNumber(jet.maxSpeedKmh, 0, locale)} km/s`],
    [t("fleet.jets.fields.cruise"), `${formatNumber(jet.cruiseKmh ?? CRUISE_KMH_BY_CATEGORY[jet.category], 0, locale)} km/s`],
    [t("fleet.jets.fields.hourlyRate"), formatPrice(jet.hourlyRate, JET_HOURLY_RATE_CURRENCY, locale)],
    [t("fleet.jets.fields.ownership"), t(`fleet.jets.ownership.${jet.ownershipType}`)],
    [
      t("fleet.jets.references"),
      t("fleet.jets.referenceCount", { reservations: jet.references.reservations, quotes: jet.references.quotes }),
    ],
  ];
  return (
    <PanelCard
      title={`${jet.manufacturer} ${jet.model}`}
      closeHref={closeHref}
      closeLabel={t("fleet.close")}
      titleId="jet-view-title"
      contentClassName="grid gap-4 md:grid-cols-[1fr_2fr]"
    >
      {jet.imageUrl ? (
        <img
          src={jet.imageUrl}
          alt={t("fleet.jets.imageAlt", { name: `${jet.manufacturer} ${jet.model}` })}
          className="w-full rounded-md border object-cover"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t("fleet.jets.noImage")}</p>
      )}
      <div className="flex flex-col gap-3">
        <StatusBadge look={JET_AVAILABILITY_LOOK[jet.availability]} className="self-start" />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="text-sm font-medium">{t("fleet.jets.fields.features")}</h3>
          {jet.features.length ? (
            <ul className="flex flex-wrap gap-1 pt-1">
              {jet.features.map((f) => (
                <li key={f} className="rounded border px-2 py-0.5 text-xs">
                  {f}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">—</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={editHref} className={buttonVariants({ size: "sm" })}>
            {t("fleet.jets.actions.edit")}
          </Link>
          <JetToggle jet={jet} />
        </div>
      </div>
    </PanelCard>
  );
}
