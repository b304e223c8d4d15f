import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Eye, Pencil, Plus, Trash2 } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form, redirect } from "react-router";
import { Link } from "#app/components/link";
import { ListFilters } from "#app/components/list-filters";
import { PanelCard } from "#app/components/panel-card";
import { StatGrid } from "#app/components/stat-grid";
import type { Route } from "./+types/jets";
import { ConfirmPanel } from "#app/components/confirm-panel";
import { ErrorView } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { StatusBadge } from "#app/components/status-badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Field, FormError, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { CRUISE_KMH_BY_CATEGORY } from "#app/lib/domain/charter/figures";
import { JET_AVAILABILITY_LOOK } from "#app/lib/domain/jet-availability";
import { JET_CATEGORIES, JET_CATEGORY_LABEL_KEY } from "#app/lib/domain/jet-category";
import { formatNumber, formatPrice, JET_HOURLY_RATE_CURRENCY } from "#app/lib/format";
import { listHref, searchParam } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import {
  createJetSchema,
  JET_OWNERSHIPS,
  jetFieldsSchema,
  type JetFieldsInput,
  type JetFieldsOutput,
  jetChangeSchema,
  newJetDefaults,
  updateJetSchema,
} from "#app/lib/schemas/fleet";
import { parseForm } from "#app/lib/schemas/parse";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { AIRPORT_CITIES, cityName } from "#app/lib/airports";
import { requestedPath, requireStaff } from "#app/server/platform/auth/guard.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import {
  createJet,
  deleteJet,
  getJet,
  jetSummary,
  listJets,
  toggleJetAvailability,
  updateJet,
  type JetDetail,
  type JetRow,
} from "#app/server/fleet/jets.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { isServiceError } from "#app/server/platform/service-error.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * Admin → jets (spec §2.8, §3, §7.3, §9; decision 018): the cards, the fleet by manufacturer with search and
 * paging, availability computed from real bookings, and add (§9 defaults), view, edit, availability on/off
 * and delete after a confirmation — refused while reservations or quotes refer to the jet, with the
 * deactivation offered instead. One-off steps are query parameters (`?new=1`, `?view=`, `?edit=`,
 * `?delete=`), so every step works without JavaScript. Admin and operations.
 */
export { JET_INTENTS as INTENTS } from "#app/lib/schemas/fleet";

const STEPS = ["new", "view", "edit", "delete"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const q = searchParam(url);
  const selectedId = url.searchParams.get("view") ?? url.searchParams.get("edit") ?? url.searchParams.get("delete");
  const step = STEPS.find((s) => url.searchParams.has(s)) ?? null;
  const [summary, list, selected] = await Promise.all([
    jetSummary(),
    listJets({ q, page: url.searchParams.get("page") }),
    step && step !== "new" && selectedId ? (isUuid(selectedId) ? getJet(selectedId) : Promise.resolve(null)) : Promise.resolve(null),
  ]);
  if (step && step !== "new" && !selected) notFound("fleet.errors.jetNotFound");
  return {
    title: t("fleet.jets.pageTitle"),
    q,
    step,
    summary,
    ...list,
    selected,
    defaults: newJetDefaults(),
  };
}

/** The list URL the action returns to, without the one-off steps. */
function backPath(request: Request) {
  const url = new URL(requestedPath(request), "http://x");
  for (const s of STEPS) url.searchParams.delete(s);
  return url.pathname + url.search;
}

function withStep(back: string, step: string, id: string) {
  const url = new URL(back, "http://x");
  url.searchParams.set(step, id);
  return url.pathname + url.search;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const ip = clientIp(context);
  const form = await request.formData();
  const back = backPath(request);
  const intent = form.get("intent");
  const toast = (description: string) => ({ type: "success" as const, title: t("fleet.toasts.successTitle"), description });

  if (intent === "create" || intent === "update") {
    const submission = intent === "create" ? parseForm(form, { schema: createJetSchema }) : parseForm(form, { schema: updateJetSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      const v = submission.value;
      if (v.intent === "update") {
        await updateJet({ actorId: user.id, ip, id: v.id, version: v.version, value: v });
        return redirectWithToast(back, toast(t("fleet.toasts.jetUpdated")));
      }
      await createJet({ actorId: user.id, ip, value: v });
      return redirectWithToast(back, toast(t("fleet.toasts.jetCreated")));
    } catch (error) {
      if (!isServiceError(error)) throw error;
      if (error.status === 404) notFound(error.messageKey);
      const reply = error.field
        ? submission.reply({ fieldErrors: { [error.field]: [error.messageKey] } })
        : submission.reply({ formErrors: [error.messageKey] });
      return data({ intent, result: reply }, { status: error.status });
    }
  }

  const submission = parseForm(form, { schema: jetChangeSchema });
  if (submission.status !== "success") {
    if (intent === "toggle" || intent === "delete") {
      if (!isUuid(form.get("id"))) notFound("fleet.errors.jetNotFound");
      return data({ intent: String(intent), result: submission.reply() }, { status: 400 });
    }
    return data({ intent: String(intent ?? ""), result: submission.reply({ formErrors: ["fleet.errors.invalid"] }) }, { status: 400 });
  }
  const v = submission.value;
  try {
    if (v.intent === "toggle") {
      const on = await toggleJetAvailability({ actorId: user.id, ip, id: v.id, version: v.version });
      return redirectWithToast(back, toast(t(on ? "fleet.toasts.jetActivated" : "fleet.toasts.jetDeactivated")));
    }
    if (v.confirm !== "yes") return redirect(withStep(back, "delete", v.id));
    await deleteJet({ actorId: user.id, ip, id: v.id });
    return redirectWithToast(back, toast(t("fleet.toasts.jetDeleted")));
  } catch (error) {
    if (!isServiceError(error)) throw error;
    if (error.status === 404) notFound(error.messageKey);
    // refused: back to the confirmation, which explains why and offers the deactivation
    const to = v.intent === "delete" ? withStep(back, "delete", v.id) : back;
    return redirectWithToast(to, { type: "error", title: t("fleet.toasts.errorTitle"), description: t(error.messageKey) });
  }
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = { intent: string; result: SubmissionResult<string[]> } | undefined;

function SummaryCards({ summary }: { summary: LoaderData["summary"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cards: Array<[string, string]> = [
    [t("fleet.jets.cards.total"), formatNumber(summary.total, 0, locale)],
    [t("fleet.jets.cards.available"), formatNumber(summary.available, 0, locale)],
    [t("fleet.jets.cards.owned"), formatNumber(summary.owned, 0, locale)],
    [
      t("fleet.jets.cards.averageRate"),
      summary.averageHourlyRate === null ? "—" : formatPrice(summary.averageHourlyRate, JET_HOURLY_RATE_CURRENCY, locale),
    ],
  ];
  return <StatGrid label={t("fleet.jets.cards.label")} items={cards} />;
}

function JetForm({
  jet,
  defaults,
  actionData,
  closeHref,
}: {
  jet: JetDetail | null;
  defaults: LoaderData["defaults"];
  actionData: ActionData;
  closeHref: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const intent = jet ? "update" : "create";
  const schema = jetFieldsSchema;
  const busy = useIsPending({ intent });
  const [form, fields] = useForm<JetFieldsInput, JetFieldsOutput>({
    id: jet ? `jet-edit-${jet.id}` : "jet-new",
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    constraint: getZodConstraint(schema),
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
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });
  const errorOf = (e?: string[]) => e?.map((k) => t(k));
  const text = (
    name:
      "manufacturer" | "model" | "year_manufactured" | "min_passengers" | "seat_capacity" | "range_km" | "max_speed_kmh" | "hourly_rate",
    label: string,
    extra: { required?: boolean; inputMode?: "numeric" | "decimal" | "url" } = {},
  ) => {
    const field = fields[name];
    return (
      <Field label={label} htmlFor={field.id} error={errorOf(field.errors)} required={extra.required}>
        <Input {...getInputProps(field, { type: "text" })} {...fieldAria(field)} inputMode={extra.inputMode} autoComplete="off" />
      </Field>
    );
  };
  return (
    <PanelCard
      title={jet ? t("fleet.jets.form.editTitle", { name: `${jet.manufacturer} ${jet.model}` }) : t("fleet.jets.form.newTitle")}
      closeHref={closeHref}
      closeLabel={t("fleet.close")}
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value={intent} />
        {jet ? (
          <>
            <input type="hidden" name="id" value={jet.id} />
            <input type="hidden" name="version" value={jet.updatedAt} />
          </>
        ) : null}
        {form.errors?.length ? (
          <div className="md:col-span-2">
            <FormError title={t("fleet.toasts.errorTitle")} message={form.errors.map((k) => t(k)).join(" ")} />
          </div>
        ) : null}
        {text("manufacturer", t("fleet.jets.fields.manufacturer"), { required: true })}
        {text("model", t("fleet.jets.fields.model"), { required: true })}
        <Field
          label={t("fleet.jets.fields.registration")}
          htmlFor={fields.registration.id}
          error={errorOf(fields.registration.errors)}
          description={t("fleet.jets.fields.registrationHint")}
          required
        >
          <Input {...getInputProps(fields.registration, { type: "text" })} {...fieldAria(fields.registration)} autoComplete="off" />
        </Field>
        {text("year_manufactured", t("fleet.jets.fields.year"), { required: true, inputMode: "numeric" })}
        <Field label={t("fleet.jets.fields.category")} htmlFor={fields.category.id} error={errorOf(fields.category.errors)} required>
          <Select
            {...getSelectProps(fields.category)}
            {...fieldAria(fields.category)}
            options={JET_CATEGORIES.map((c) => ({ value: c, label: t(JET_CATEGORY_LABEL_KEY[c]) }))}
          />
        </Field>
        <Field
          label={t("fleet.jets.fields.ownership")}
          htmlFor={fields.ownership_type.id}
          error={errorOf(fields.ownership_type.errors)}
          required
        >
          <Select
            {...getSelectProps(fields.ownership_type)}
            {...fieldAria(fields.ownership_type)}
            options={JET_OWNERSHIPS.map((o) => ({ value: o, label: t(`fleet.jets.ownership.${o}`) }))}
          />
        </Field>
        <Field
          label={t("fleet.jets.fields.homeBase")}
          htmlFor={fields.home_base.id}
          error={errorOf(fields.home_base.errors)}
          description={t("fleet.jets.fields.homeBaseHint")}
          required
        >
          <Select
            {...getSelectProps(fields.home_base)}
            {...fieldAria(fields.home_base)}
            options={AIRPORT_CITIES.map((c) => ({ value: c.city, label: cityName(c.city, locale) }))}
          />
        </Field>
        {text("min_passengers", t("fleet.jets.fields.minPassengers"), { required: true, inputMode: "numeric" })}
        {text("seat_capacity", t("fleet.jets.fields.seatCapacity"), { required: true, inputMode: "numeric" })}
        {text("range_km", t("fleet.jets.fields.range"), { required: true, inputMode: "numeric" })}
        {text("max_speed_kmh", t("fleet.jets.fields.speed"), { required: true, inputMode: "numeric" })}
        <Field
          label={t("fleet.jets.fields.cruise")}
          htmlFor={fields.cruise_kmh.id}
          error={errorOf(fields.cruise_kmh.errors)}
          description={t("fleet.jets.fields.cruiseHint", {
            figures: JET_CATEGORIES.map(
              (c) => `${t(JET_CATEGORY_LABEL_KEY[c])} ${formatNumber(CRUISE_KMH_BY_CATEGORY[c], 0, locale)}`,
            ).join(", "),
          })}
        >
          <Input
            {...getInputProps(fields.cruise_kmh, { type: "text" })}
            {...fieldAria(fields.cruise_kmh)}
            inputMode="numeric"
            autoComplete="off"
          />
        </Field>
        {text("hourly_rate", t("fleet.jets.fields.hourlyRate"), { required: true, inputMode: "decimal" })}
        <Field
          label={t("fleet.jets.fields.features")}
          htmlFor={fields.features.id}
          error={errorOf(fields.features.errors)}
          description={t("fleet.jets.fields.featuresHint")}
        >
          <Input {...getInputProps(fields.features, { type: "text" })} {...fieldAria(fields.features)} autoComplete="off" />
        </Field>
        <Field
          label={t("fleet.jets.fields.imageUrl")}
          htmlFor={fields.image_url.id}
          error={errorOf(fields.image_url.errors)}
          description={t("fleet.jets.fields.imageUrlHint")}
          className="md:col-span-2"
        >
          <Input
            {...getInputProps(fields.image_url, { type: "text" })}
            {...fieldAria(fields.image_url)}
            inputMode="url"
            autoComplete="off"
          />
        </Field>
        <div className="md:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? t("fleet.saving") : t("fleet.save")}
          </Button>
        </div>
      </Form>
    </PanelCard>
  );
}

function ToggleForm({
  jet,
  variant = "outline",
}: {
  jet: Pick<JetRow, "id" | "updatedAt" | "isAvailable" | "manufacturer" | "model">;
  variant?: "outline" | "default";
}) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "toggle", id: jet.id });
  const name = `${jet.manufacturer} ${jet.model}`;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={jet.id} />
      <input type="hidden" name="version" value={jet.updatedAt} />
      <Button
        type="submit"
        size="sm"
        variant={variant}
        disabled={busy}
        aria-label={t(jet.isAvailable ? "fleet.jets.actions.deactivateFor" : "fleet.jets.actions.activateFor", { name })}
      >
        {t(jet.isAvailable ? "fleet.jets.actions.deactivate" : "fleet.jets.actions.activate")}
      </Button>
    </Form>
  );
}

function JetDetails({ jet, closeHref, editHref }: { jet: JetDetail; closeHref: string; editHref: string }) {
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
          <ToggleForm jet={jet} />
        </div>
      </div>
    </PanelCard>
  );
}

function DeletePanel({ jet, cancelHref }: { jet: JetDetail; cancelHref: string }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "delete" });
  const inUse = jet.references.reservations + jet.references.quotes > 0;
  const name = `${jet.manufacturer} ${jet.model}${jet.registration ? ` · ${jet.registration}` : ""}`;
  return (
    <ConfirmPanel
      id="jet-delete"
      title={t(inUse ? "fleet.jets.delete.refusedTitle" : "fleet.jets.delete.title")}
      text={
        inUse
          ? t("fleet.jets.delete.refusedText", { reservations: jet.references.reservations, quotes: jet.references.quotes })
          : t("fleet.jets.delete.text")
      }
      subject={name}
      hint={inUse ? t(jet.isAvailable ? "fleet.jets.delete.offerDeactivate" : "fleet.jets.delete.alreadyInactive") : undefined}
      cancelHref={cancelHref}
      cancelLabel={t("fleet.jets.delete.cancel")}
    >
      {inUse ? (
        jet.isAvailable ? (
          <ToggleForm jet={jet} variant="default" />
        ) : null
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={jet.id} />
          <input type="hidden" name="confirm" value="yes" />
          <Button type="submit" variant="destructive" disabled={busy}>
            {t("fleet.jets.delete.confirm")}
          </Button>
        </Form>
      )}
    </ConfirmPanel>
  );
}

export default function JetsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, page, pages, q, summary, step, selected, defaults } = loaderData;
  const current = { q, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/jets", current, { page, ...changes });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("fleet.jets.title")}</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">{t("fleet.jets.description")}</p>
        </div>
        {step === "new" ? null : (
          <Link to={href({ new: 1 })} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            {t("fleet.jets.add")}
          </Link>
        )}
      </div>

      <SummaryCards summary={summary} />

      {step === "new" ? <JetForm jet={null} defaults={defaults} actionData={actionData as ActionData} closeHref={href({})} /> : null}
      {step === "edit" && selected ? (
        <JetForm key={selected.updatedAt} jet={selected} defaults={defaults} actionData={actionData as ActionData} closeHref={href({})} />
      ) : null}
      {step === "view" && selected ? <JetDetails jet={selected} closeHref={href({})} editHref={href({ edit: selected.id })} /> : null}
      {step === "delete" && selected ? <DeletePanel jet={selected} cancelHref={href({})} /> : null}

      <ListFilters
        label={t("fleet.jets.searchLabel")}
        idPrefix="jets"
        q={q}
        searchLabel={t("fleet.search")}
        searchPlaceholder={t("fleet.jets.searchPlaceholder")}
        filterLabel={t("fleet.filter")}
        clearLabel={t("fleet.clear")}
        clearHref="/admin/jets"
        active={Boolean(q)}
      />

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("fleet.jets.total", { count: total })}
      </p>

      <Table scrollLabel={t("fleet.jets.tableLabel")} containerClassName="border">
        <TableHeader>
          <TableRow>
            <TableHead>{t("fleet.jets.columns.jet")}</TableHead>
            <TableHead>{t("fleet.jets.fields.category")}</TableHead>
            <TableHead>{t("fleet.jets.columns.passengers")}</TableHead>
            <TableHead className="text-right">{t("fleet.jets.fields.range")}</TableHead>
            <TableHead className="text-right">{t("fleet.jets.fields.hourlyRate")}</TableHead>
            <TableHead>{t("fleet.jets.fields.ownership")}</TableHead>
            <TableHead>{t("fleet.jets.columns.availability")}</TableHead>
            <TableHead>{t("fleet.columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={8} className="py-8 text-center text-muted-foreground">
                {q ? t("fleet.jets.emptyFiltered") : t("fleet.jets.empty")}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const name = `${row.manufacturer} ${row.model}`;
              return (
                <TableRow key={row.id} data-jet-id={row.id}>
                  <TableCell>
                    <div className="font-medium">{name}</div>
                    <div className="text-xs text-muted-foreground">
                      {row.registration ? `${row.registration} · ` : ""}
                      {row.yearManufactured}
                    </div>
                  </TableCell>
                  <TableCell>{t(JET_CATEGORY_LABEL_KEY[row.category])}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {t("fleet.jets.passengerRange", { min: row.minPassengers, max: row.seatCapacity })}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">{formatNumber(row.rangeKm, 0, locale)} km</TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {formatPrice(row.hourlyRate, JET_HOURLY_RATE_CURRENCY, locale)}
                  </TableCell>
                  <TableCell>{t(`fleet.jets.ownership.${row.ownershipType}`)}</TableCell>
                  <TableCell>
                    <StatusBadge look={JET_AVAILABILITY_LOOK[row.availability]} />
                    {row.availability === "busy" ? (
                      <div className="text-xs text-muted-foreground">{t(row.onFlight ? "fleet.jets.onFlight" : "fleet.jets.inactive")}</div>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-1">
                      <Link
                        to={href({ view: row.id })}
                        className={buttonVariants({ size: "sm", variant: "ghost" })}
                        aria-label={t("fleet.jets.actions.viewFor", { name })}
                      >
                        <Eye aria-hidden="true" />
                      </Link>
                      <Link
                        to={href({ edit: row.id })}
                        className={buttonVariants({ size: "sm", variant: "ghost" })}
                        aria-label={t("fleet.jets.actions.editFor", { name })}
                      >
                        <Pencil aria-hidden="true" />
                      </Link>
                      <ToggleForm jet={row} />
                      <Form method="post">
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={row.id} />
                        <Button type="submit" size="sm" variant="ghost" aria-label={t("fleet.jets.actions.deleteFor", { name })}>
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </Form>
                    </div>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>

      <Pagination page={page} pages={pages} href={(p) => href({ page: p })} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/admin" />;
}
