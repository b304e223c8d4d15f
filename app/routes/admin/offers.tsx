import { adminScreen } from "#app/components/admin/screen";
import { Pencil, Trash2 } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { redirect } from "react-router";
import type { FormAnswer } from "#app/components/admin/admin-form";
import { ConfirmDelete } from "#app/components/admin/confirm-delete";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import { AddLink, AdminListPage, ListResults, rowStep, TitleCell } from "#app/components/admin/list-page";
import { RowActions, RowIntentButton, RowLink } from "#app/components/admin/row-actions";
import { StatGrid } from "#app/components/admin/stat-grid";
import { OfferForm } from "#app/components/service/offer-form";
import type { Route } from "./+types/offers";
import { StatusBadge } from "#app/components/status-badge";
import { TableCell, TableRow } from "#app/components/ui/table";
import { OFFER_CATEGORIES, OFFER_CATEGORY_LABEL_KEY, isOfferCategory } from "#app/lib/domain/offer-category";
import { allowedOfferActions, OFFER_STATE_LOOK, OFFER_STATES, isOfferState } from "#app/lib/domain/offer-status";
import { formatDate, formatPercent, formatPrice, todayInIstanbul } from "#app/lib/format";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import { createOfferSchema, latestValidUntil, offerChangeSchema, OFFER_SORTS, updateOfferSchema } from "#app/lib/schemas/offer";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { backTo, intent, runIntent, withStep } from "#app/server/platform/action.server";
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

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const ip = clientIp(context);
  const back = backTo(request, STEPS);
  const success = (key: string) =>
    redirectWithToast(back, { type: "success", title: t("offers.toasts.successTitle"), description: t(key) });
  const change = (run: (id: string) => Promise<unknown>, toast: string) =>
    intent({
      schema: offerChangeSchema,
      row: true,
      run: async (v) => {
        await run(v.id);
        return success(toast);
      },
    });
  return runIntent(
    await request.formData(),
    {
      create: intent({
        schema: createOfferSchema,
        run: async (v) => {
          await createOffer({ actorId: user.id, ip, value: v });
          return success("offers.toasts.created");
        },
      }),
      update: intent({
        schema: updateOfferSchema,
        run: async (v) => {
          await updateOffer({ actorId: user.id, ip, id: v.id, version: v.version, value: v });
          return success("offers.toasts.updated");
        },
      }),
      publish: change((id) => publishOffer({ actorId: user.id, ip, id }), "offers.toasts.published"),
      unpublish: change((id) => unpublishOffer({ actorId: user.id, ip, id }), "offers.toasts.unpublished"),
      delete: intent({
        schema: offerChangeSchema,
        row: true,
        run: async (v) => {
          if (v.intent !== "delete" || v.confirm !== "yes") {
            // the confirmation step, for an offer that exists
            if (!(await getOffer(v.id))) notFound("offers.errors.notFound");
            return redirect(withStep(back, "delete", v.id));
          }
          await deleteOffer({ actorId: user.id, ip, id: v.id });
          return success("offers.toasts.deleted");
        },
      }),
    },
    {
      invalid: "offers.errors.invalid",
      notFound: "offers.errors.notFound",
      rowError: (error) =>
        redirectWithToast(back, { type: "error", title: t("offers.toasts.errorTitle"), description: t(error.messageKey) }),
    },
  );
}

// ───────────── component ─────────────

function OfferRowActions({ row, editHref }: { row: OfferRow; editHref: string }) {
  const { t } = useTranslation();
  return (
    <RowActions>
      {allowedOfferActions(row.state).map((action) => (
        <RowIntentButton
          key={action}
          intent={action}
          id={row.id}
          variant={action === "publish" ? "default" : "outline"}
          label={t(`offers.admin.actions.${action}For`, { title: row.title })}
        >
          {t(`offers.admin.actions.${action}`)}
        </RowIntentButton>
      ))}
      <RowLink to={editHref} variant="ghost" label={t("offers.admin.actions.editFor", { title: row.title })}>
        <Pencil aria-hidden="true" />
      </RowLink>
      <RowIntentButton
        intent="delete"
        id={row.id}
        variant="ghost"
        opensStep
        label={t("offers.admin.actions.deleteFor", { title: row.title })}
      >
        <Trash2 aria-hidden="true" />
      </RowIntentButton>
    </RowActions>
  );
}

export default function OffersAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, page, q, category, state, sort, summary, step, selected, today, latest } = loaderData;
  const current = { q, category, state, sort, page };
  const href = (changes: Record<string, string | number | null>) =>
    listHref("/admin/offers", current, { page, ...changes }, { sort: "newest" });
  const filtered = Boolean(q || category || state);
  const answer = actionData as FormAnswer;
  const deleteStep = rowStep(
    rows,
    step === "delete" ? selected?.id : null,
    step === "delete" && selected ? (
      <ConfirmDelete
        id="offer-delete"
        title={t("offers.admin.delete.title")}
        text={t("offers.admin.delete.text")}
        subject={`${selected.title} · ${selected.location}`}
        cancelHref={href({})}
        cancelLabel={t("offers.admin.delete.cancel")}
        recordId={selected.id}
        confirmLabel={t("offers.admin.delete.confirm")}
      />
    ) : null,
  );
  return (
    <AdminListPage
      title={t("offers.admin.title")}
      description={t("offers.admin.description")}
      actions={<AddLink to={href({ new: 1 })}>{t("offers.admin.add")}</AddLink>}
    >
      <StatGrid
        label={t("offers.admin.cards.label")}
        items={[
          [t("offers.admin.cards.total"), summary.total],
          [t("offers.admin.cards.published"), summary.published],
          [t("offers.admin.cards.draft"), summary.draft],
          [t("offers.admin.cards.expired"), summary.expired],
        ]}
      />

      {step === "new" ? <OfferForm offer={null} today={today} latest={latest} answer={answer} closeHref={href({})} /> : null}
      {step === "edit" && selected ? (
        <OfferForm key={selected.updatedAt} offer={selected} today={today} latest={latest} answer={answer} closeHref={href({})} />
      ) : null}
      {deleteStep.above}

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
          label={t("offers.fields.category")}
          name="category"
          value={category}
          all={t("offers.categories.all")}
          options={OFFER_CATEGORIES}
          optionLabel={(c) => t(OFFER_CATEGORY_LABEL_KEY[c])}
        />
        <FilterSelect
          label={t("offers.admin.state")}
          name="state"
          value={state}
          all={t("offers.admin.allStates")}
          options={OFFER_STATES}
          optionLabel={(s) => t(OFFER_STATE_LOOK[s].labelKey)}
          className="w-44"
        />
        <FilterSelect
          label={t("offers.admin.sort")}
          name="sort"
          value={sort}
          options={OFFER_SORTS}
          optionLabel={(s) => t(`offers.admin.sorts.${s}`)}
          className="w-52"
        />
      </ListFilters>

      <ListResults
        total={t("offers.admin.total", { count: total })}
        label={t("offers.admin.tableLabel")}
        columns={[
          t("offers.admin.columns.offer"),
          t("offers.fields.category"),
          { label: t("offers.admin.columns.price"), className: "text-right" },
          { label: t("offers.admin.columns.discount"), className: "text-right" },
          t("offers.fields.validUntil"),
          t("offers.admin.state"),
          t("offers.admin.columns.actions"),
        ]}
        empty={filtered ? t("offers.admin.emptyFiltered") : t("offers.admin.empty")}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
        step={deleteStep}
      >
        {(row) => (
          <TableRow data-offer-id={row.id}>
            <TitleCell title={row.title} detail={row.location} />
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
              <OfferRowActions row={row} editHref={href({ edit: row.id })} />
            </TableCell>
          </TableRow>
        )}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, ErrorBoundary } = adminScreen();
