import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Pencil, Plus, Trash2 } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form, redirect } from "react-router";
import { Link } from "#app/components/link";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import { PanelCard } from "#app/components/admin/panel-card";
import { StatGrid } from "#app/components/admin/stat-grid";
import type { Route } from "./+types/offers";
import { ConfirmPanel } from "#app/components/confirm-panel";
import { ErrorView } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { StatusBadge } from "#app/components/status-badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Field, FormError, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { OFFER_CATEGORIES, OFFER_CATEGORY_LABEL_KEY, isOfferCategory } from "#app/lib/domain/offer-category";
import { discountPercent } from "#app/lib/domain/offer-pricing";
import { allowedOfferActions, OFFER_STATE_LOOK, OFFER_STATES, isOfferState } from "#app/lib/domain/offer-status";
import {
  CURRENCIES,
  formatDate,
  formatNumber,
  formatPercent,
  formatPrice,
  parseDecimal,
  todayInIstanbul,
  toLocalDateInput,
} from "#app/lib/format";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import {
  createOfferSchema,
  DEFAULT_OFFER_CURRENCY,
  latestValidUntil,
  offerChangeSchema,
  offerFieldsSchema,
  OFFER_SORTS,
  type OfferFieldsInput,
  type OfferFieldsOutput,
  updateOfferSchema,
} from "#app/lib/schemas/offer";
import { parseForm } from "#app/lib/schemas/parse";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { requestedPath, requireStaff } from "#app/server/platform/auth/guard.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import {
  createOffer,
  deleteOffer,
  getOffer,
  listStaffOffers,
  offerSummary,
  publishOffer,
  unpublishOffer,
  updateOffer,
  type OfferRow,
} from "#app/server/service/offers.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { isServiceError } from "#app/server/platform/service-error.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * Admin → offers (spec §2.20 offers, §3 offer; decision 025): the cards (drafts, published, expired), the list
 * with folded search of title and location, category and state filters, sorting and paging, and add, edit,
 * publish, unpublish and delete after a confirmation. The discount percentage is computed from the two prices.
 * One-off steps are query parameters (`?new=1`, `?edit=`, `?delete=`), so every step works without JavaScript.
 * Admin and operations.
 */
export { OFFER_INTENTS as INTENTS } from "#app/lib/schemas/offer";

const STEPS = ["new", "edit", "delete"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const q = searchParam(url);
  const categoryParam = url.searchParams.get("category");
  const category = isOfferCategory(categoryParam) ? categoryParam : null;
  const stateParam = url.searchParams.get("state");
  const state = isOfferState(stateParam) ? stateParam : null;
  const sort = choiceParam(url, "sort", OFFER_SORTS) ?? "newest";
  const step = STEPS.find((s) => url.searchParams.has(s)) ?? null;
  const selectedId = step && step !== "new" ? url.searchParams.get(step) : null;
  const [summary, list, selected] = await Promise.all([
    offerSummary(),
    listStaffOffers({ q, category, state, sort, page: url.searchParams.get("page") }),
    selectedId && isUuid(selectedId) ? getOffer(selectedId) : Promise.resolve(null),
  ]);
  if (step && step !== "new" && !selected) notFound("offers.errors.notFound");
  return {
    title: t("offers.admin.pageTitle"),
    q,
    category,
    state,
    sort,
    step,
    summary,
    ...list,
    selected,
    today: todayInIstanbul(),
    latest: latestValidUntil(),
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

const TOAST = {
  publish: "offers.toasts.published",
  unpublish: "offers.toasts.unpublished",
  delete: "offers.toasts.deleted",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const ip = clientIp(context);
  const form = await request.formData();
  const back = backPath(request);
  const intent = form.get("intent");
  const toast = (description: string) => ({ type: "success" as const, title: t("offers.toasts.successTitle"), description });

  if (intent === "create" || intent === "update") {
    const submission =
      intent === "create" ? parseForm(form, { schema: createOfferSchema }) : parseForm(form, { schema: updateOfferSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      const v = submission.value;
      if (v.intent === "update") {
        await updateOffer({ actorId: user.id, ip, id: v.id, version: v.version, value: v });
        return redirectWithToast(back, toast(t("offers.toasts.updated")));
      }
      await createOffer({ actorId: user.id, ip, value: v });
      return redirectWithToast(back, toast(t("offers.toasts.created")));
    } catch (error) {
      if (!isServiceError(error)) throw error;
      if (error.status === 404) notFound(error.messageKey);
      return data({ intent, result: submission.reply({ formErrors: [error.messageKey] }) }, { status: error.status });
    }
  }

  const submission = parseForm(form, { schema: offerChangeSchema });
  if (submission.status !== "success") {
    if ((intent === "publish" || intent === "unpublish" || intent === "delete") && !isUuid(form.get("id")))
      notFound("offers.errors.notFound");
    return data({ intent: String(intent ?? ""), result: submission.reply({ formErrors: ["offers.errors.invalid"] }) }, { status: 400 });
  }
  const v = submission.value;
  try {
    if (v.intent === "delete") {
      if (v.confirm !== "yes") {
        if (!(await getOffer(v.id))) notFound("offers.errors.notFound");
        return redirect(withStep(back, "delete", v.id));
      }
      await deleteOffer({ actorId: user.id, ip, id: v.id });
    } else if (v.intent === "publish") {
      await publishOffer({ actorId: user.id, ip, id: v.id });
    } else {
      await unpublishOffer({ actorId: user.id, ip, id: v.id });
    }
    return redirectWithToast(back, toast(t(TOAST[v.intent])));
  } catch (error) {
    if (!isServiceError(error)) throw error;
    if (error.status === 404) notFound(error.messageKey);
    return redirectWithToast(back, { type: "error", title: t("offers.toasts.errorTitle"), description: t(error.messageKey) });
  }
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = { intent: string; result: SubmissionResult<string[]> } | undefined;

function SummaryCards({ summary }: { summary: LoaderData["summary"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const n = (v: number) => formatNumber(v, 0, locale);
  return (
    <StatGrid
      label={t("offers.admin.cards.label")}
      items={[
        [t("offers.admin.cards.total"), n(summary.total)],
        [t("offers.admin.cards.published"), n(summary.published)],
        [t("offers.admin.cards.draft"), n(summary.draft)],
        [t("offers.admin.cards.expired"), n(summary.expired)],
      ]}
    />
  );
}

/** A stored price as the form shows it ("1490" or "1490,50"). */
function priceInput(value: string) {
  return value.replace(/\.00$/, "").replace(".", ",");
}

function OfferForm({
  offer,
  today,
  latest,
  actionData,
  closeHref,
}: {
  offer: OfferRow | null;
  today: string;
  latest: string;
  actionData: ActionData;
  closeHref: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const intent = offer ? "update" : "create";
  const schema = offerFieldsSchema;
  const busy = useIsPending({ intent });
  const [form, fields] = useForm<OfferFieldsInput, OfferFieldsOutput>({
    id: offer ? `offer-edit-${offer.id}` : "offer-new",
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    constraint: getZodConstraint(schema),
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
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });
  const errorOf = (e?: string[]) => e?.map((k) => t(k));
  // the discount as it will be computed, while typing (with JavaScript; without it the list shows it after saving)
  const original = parseDecimal(String(fields.original_price.value ?? ""), "tr");
  const discounted = parseDecimal(String(fields.discounted_price.value ?? ""), "tr");
  const preview = original !== null && discounted !== null ? discountPercent(original, discounted) : null;
  const text = (name: "title" | "location" | "original_price" | "discounted_price", label: string, inputMode?: "decimal") => {
    const field = fields[name];
    return (
      <Field label={label} htmlFor={field.id} error={errorOf(field.errors)} required>
        <Input {...getInputProps(field, { type: "text" })} {...fieldAria(field)} inputMode={inputMode} autoComplete="off" />
      </Field>
    );
  };
  return (
    <PanelCard
      title={offer ? t("offers.admin.form.editTitle", { title: offer.title }) : t("offers.admin.form.newTitle")}
      closeHref={closeHref}
      closeLabel={t("offers.admin.close")}
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value={intent} />
        {offer ? (
          <>
            <input type="hidden" name="id" value={offer.id} />
            <input type="hidden" name="version" value={offer.updatedAt} />
          </>
        ) : null}
        {form.errors?.length ? (
          <div className="md:col-span-2">
            <FormError title={t("offers.toasts.errorTitle")} message={form.errors.map((k) => t(k)).join(" ")} />
          </div>
        ) : null}
        <Field label={t("offers.fields.category")} htmlFor={fields.category.id} error={errorOf(fields.category.errors)} required>
          <Select
            {...getSelectProps(fields.category)}
            {...fieldAria(fields.category)}
            options={OFFER_CATEGORIES.map((c) => ({ value: c, label: t(OFFER_CATEGORY_LABEL_KEY[c]) }))}
          />
        </Field>
        {text("title", t("offers.fields.title"))}
        {text("location", t("offers.fields.location"))}
        <Field label={t("offers.fields.currency")} htmlFor={fields.currency.id} error={errorOf(fields.currency.errors)} required>
          <Select
            {...getSelectProps(fields.currency)}
            {...fieldAria(fields.currency)}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </Field>
        {text("original_price", t("offers.fields.originalPrice"), "decimal")}
        <Field
          label={t("offers.fields.discountedPrice")}
          htmlFor={fields.discounted_price.id}
          error={errorOf(fields.discounted_price.errors)}
          description={
            preview
              ? t("offers.admin.discountPreview", { percent: formatPercent(preview / 100, locale) })
              : t("offers.fields.discountedPriceHint")
          }
          required
        >
          <Input
            {...getInputProps(fields.discounted_price, { type: "text" })}
            {...fieldAria(fields.discounted_price, true)}
            inputMode="decimal"
            autoComplete="off"
          />
        </Field>
        <Field
          label={t("offers.fields.validUntil")}
          htmlFor={fields.valid_until.id}
          error={errorOf(fields.valid_until.errors)}
          description={t("offers.fields.validUntilHint")}
          required
        >
          <Input
            {...getInputProps(fields.valid_until, { type: "date" })}
            {...fieldAria(fields.valid_until, true)}
            min={today}
            max={latest}
          />
        </Field>
        <Field
          label={t("offers.fields.features")}
          htmlFor={fields.features.id}
          error={errorOf(fields.features.errors)}
          description={t("offers.fields.featuresHint")}
        >
          <Input {...getInputProps(fields.features, { type: "text" })} {...fieldAria(fields.features, true)} autoComplete="off" />
        </Field>
        <div className="md:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? t("offers.admin.saving") : t("offers.admin.save")}
          </Button>
        </div>
      </Form>
    </PanelCard>
  );
}

function DeletePanel({ offer, cancelHref }: { offer: OfferRow; cancelHref: string }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "delete" });
  return (
    <ConfirmPanel
      id="offer-delete"
      title={t("offers.admin.delete.title")}
      text={t("offers.admin.delete.text")}
      subject={`${offer.title} · ${offer.location}`}
      cancelHref={cancelHref}
      cancelLabel={t("offers.admin.delete.cancel")}
    >
      <Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={offer.id} />
        <input type="hidden" name="confirm" value="yes" />
        <Button type="submit" variant="destructive" disabled={busy}>
          {t("offers.admin.delete.confirm")}
        </Button>
      </Form>
    </ConfirmPanel>
  );
}

function RowActions({ row, editHref }: { row: OfferRow; editHref: string }) {
  const { t } = useTranslation();
  const busy = useIsPending({ id: row.id });
  const actions = allowedOfferActions(row.state);
  return (
    <div className="flex flex-wrap gap-1">
      {actions.map((action) => (
        <Form method="post" key={action}>
          <input type="hidden" name="intent" value={action} />
          <input type="hidden" name="id" value={row.id} />
          <Button
            type="submit"
            size="sm"
            variant={action === "publish" ? "default" : "outline"}
            disabled={busy}
            aria-label={t(`offers.admin.actions.${action}For`, { title: row.title })}
          >
            {t(`offers.admin.actions.${action}`)}
          </Button>
        </Form>
      ))}
      <Link
        to={editHref}
        className={buttonVariants({ size: "sm", variant: "ghost" })}
        aria-label={t("offers.admin.actions.editFor", { title: row.title })}
      >
        <Pencil aria-hidden="true" />
      </Link>
      <Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={row.id} />
        <Button type="submit" size="sm" variant="ghost" aria-label={t("offers.admin.actions.deleteFor", { title: row.title })}>
          <Trash2 aria-hidden="true" />
        </Button>
      </Form>
    </div>
  );
}

export default function OffersAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, page, pages, q, category, state, sort, summary, step, selected, today, latest } = loaderData;
  const current = { q, category, state, sort, page };
  const href = (changes: Record<string, string | number | null>) =>
    listHref("/admin/offers", current, { page, ...changes }, { sort: "newest" });
  const filtered = Boolean(q || category || state);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("offers.admin.title")}</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">{t("offers.admin.description")}</p>
        </div>
        {step === "new" ? null : (
          <Link to={href({ new: 1 })} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            {t("offers.admin.add")}
          </Link>
        )}
      </div>

      <SummaryCards summary={summary} />

      {step === "new" ? (
        <OfferForm offer={null} today={today} latest={latest} actionData={actionData as ActionData} closeHref={href({})} />
      ) : null}
      {step === "edit" && selected ? (
        <OfferForm
          key={selected.updatedAt}
          offer={selected}
          today={today}
          latest={latest}
          actionData={actionData as ActionData}
          closeHref={href({})}
        />
      ) : null}
      {step === "delete" && selected ? <DeletePanel offer={selected} cancelHref={href({})} /> : null}

      <ListFilters
        label={t("offers.admin.filters")}
        idPrefix="offers"
        q={q}
        searchLabel={t("offers.admin.searchLabel")}
        searchPlaceholder={t("offers.admin.searchPlaceholder")}
        filterLabel={t("offers.admin.filter")}
        clearLabel={t("offers.admin.clear")}
        clearHref="/admin/offers"
        active={Boolean(filtered || sort !== "newest")}
      >
        <FilterSelect
          id="offers-category"
          label={t("offers.fields.category")}
          name="category"
          value={category ?? ""}
          options={[
            { value: "", label: t("offers.categories.all") },
            ...OFFER_CATEGORIES.map((c) => ({ value: c, label: t(OFFER_CATEGORY_LABEL_KEY[c]) })),
          ]}
        />
        <FilterSelect
          id="offers-state"
          label={t("offers.admin.state")}
          name="state"
          value={state ?? ""}
          options={[
            { value: "", label: t("offers.admin.allStates") },
            ...OFFER_STATES.map((s) => ({ value: s, label: t(OFFER_STATE_LOOK[s].labelKey) })),
          ]}
          className="w-44"
        />
        <FilterSelect
          id="offers-sort"
          label={t("offers.admin.sort")}
          name="sort"
          value={sort}
          options={OFFER_SORTS.map((s) => ({ value: s, label: t(`offers.admin.sorts.${s}`) }))}
          className="w-52"
        />
      </ListFilters>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("offers.admin.total", { count: total })}
      </p>

      <Table scrollLabel={t("offers.admin.tableLabel")} containerClassName="border">
        <TableHeader>
          <TableRow>
            <TableHead>{t("offers.admin.columns.offer")}</TableHead>
            <TableHead>{t("offers.fields.category")}</TableHead>
            <TableHead className="text-right">{t("offers.admin.columns.price")}</TableHead>
            <TableHead className="text-right">{t("offers.admin.columns.discount")}</TableHead>
            <TableHead>{t("offers.fields.validUntil")}</TableHead>
            <TableHead>{t("offers.admin.state")}</TableHead>
            <TableHead>{t("offers.admin.columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
                {filtered ? t("offers.admin.emptyFiltered") : t("offers.admin.empty")}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} data-offer-id={row.id}>
                <TableCell>
                  <div className="font-medium">{row.title}</div>
                  <div className="text-xs text-muted-foreground">{row.location}</div>
                </TableCell>
                <TableCell>{t(OFFER_CATEGORY_LABEL_KEY[row.category])}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  <div>{formatPrice(row.discountedPrice, row.currency, locale)}</div>
                  <div className="text-xs text-muted-foreground line-through">{formatPrice(row.originalPrice, row.currency, locale)}</div>
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {row.discountPercent ? formatPercent(row.discountPercent / 100, locale) : "—"}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(row.validUntil, locale)}</TableCell>
                <TableCell>
                  <StatusBadge look={OFFER_STATE_LOOK[row.state]} />
                </TableCell>
                <TableCell>
                  <RowActions row={row} editHref={href({ edit: row.id })} />
                </TableCell>
              </TableRow>
            ))
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
