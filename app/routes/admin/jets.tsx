import { adminScreen } from "#app/components/admin/screen";
import { Eye, Pencil, Trash2 } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { redirect } from "react-router";
import type { FormAnswer } from "#app/components/admin/admin-form";
import { ConfirmDelete } from "#app/components/admin/confirm-delete";
import { ListFilters } from "#app/components/admin/list-filters";
import { AddLink, AdminListPage, ListResults, rowStep, TitleCell } from "#app/components/admin/list-page";
import { RowActions, RowIntentButton, RowLink } from "#app/components/admin/row-actions";
import { StatGrid, type StatValue } from "#app/components/admin/stat-grid";
import { JetDetails, JetForm, JetToggle } from "#app/components/fleet/jet-fields";
import type { Route } from "./+types/jets";
import { StatusBadge } from "#app/components/status-badge";
import { TableCell, TableRow } from "#app/components/ui/table";
import { JET_AVAILABILITY_LOOK } from "#app/lib/domain/jet-availability";
import { JET_CATEGORY_LABEL_KEY } from "#app/lib/domain/jet-category";
import { formatNumber, formatPrice, JET_HOURLY_RATE_CURRENCY } from "#app/lib/format";
import { listHref, searchParam } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import { createJetSchema, jetChangeSchema, newJetDefaults, updateJetSchema } from "#app/lib/schemas/fleet";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { backTo, intent, runIntent, withStep } from "#app/server/platform/action.server";
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

const [TOGGLE, DELETE] = jetChangeSchema.options;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const ip = clientIp(context);
  const back = backTo(request, STEPS);
  const success = (key: string) => redirectWithToast(back, { type: "success", title: t("fleet.toasts.successTitle"), description: t(key) });
  return runIntent(
    await request.formData(),
    {
      create: intent({
        schema: createJetSchema,
        run: async (v) => {
          await createJet({ actorId: user.id, ip, value: v });
          return success("fleet.toasts.jetCreated");
        },
      }),
      update: intent({
        schema: updateJetSchema,
        run: async (v) => {
          await updateJet({ actorId: user.id, ip, id: v.id, version: v.version, value: v });
          return success("fleet.toasts.jetUpdated");
        },
      }),
      toggle: intent({
        schema: TOGGLE,
        row: true,
        run: async (v) => {
          const on = await toggleJetAvailability({ actorId: user.id, ip, id: v.id, version: v.version });
          return success(on ? "fleet.toasts.jetActivated" : "fleet.toasts.jetDeactivated");
        },
      }),
      delete: intent({
        schema: DELETE,
        row: true,
        run: async (v) => {
          // without `confirm=yes`: the confirmation step (the page asks first, with and without JavaScript)
          if (v.confirm !== "yes") return redirect(withStep(back, "delete", v.id));
          await deleteJet({ actorId: user.id, ip, id: v.id });
          return success("fleet.toasts.jetDeleted");
        },
      }),
    },
    {
      invalid: "fleet.errors.invalid",
      notFound: "fleet.errors.jetNotFound",
      // a refused delete goes back to its confirmation, which explains why and offers the deactivation
      rowError: (error, name, v) =>
        redirectWithToast(name === "delete" && v.id ? withStep(back, "delete", v.id) : back, {
          type: "error",
          title: t("fleet.toasts.errorTitle"),
          description: t(error.messageKey),
        }),
    },
  );
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];

function SummaryCards({ summary }: { summary: LoaderData["summary"] }) {
  const { t } = useTranslation();
  const cards: Array<[string, StatValue]> = [
    [t("fleet.jets.cards.total"), summary.total],
    [t("fleet.jets.cards.available"), summary.available],
    [t("fleet.jets.cards.owned"), summary.owned],
    [
      t("fleet.jets.cards.averageRate"),
      summary.averageHourlyRate === null ? "—" : { amount: summary.averageHourlyRate, currency: JET_HOURLY_RATE_CURRENCY },
    ],
  ];
  return <StatGrid label={t("fleet.jets.cards.label")} items={cards} />;
}

/** A jet reservations or quotes refer to cannot be deleted: the step says why and offers the deactivation. */
function DeleteStep({ jet, cancelHref }: { jet: JetDetail; cancelHref: string }) {
  const { t } = useTranslation();
  const inUse = jet.references.reservations + jet.references.quotes > 0;
  return (
    <ConfirmDelete
      id="jet-delete"
      title={t(inUse ? "fleet.jets.delete.refusedTitle" : "fleet.jets.delete.title")}
      text={
        inUse
          ? t("fleet.jets.delete.refusedText", { reservations: jet.references.reservations, quotes: jet.references.quotes })
          : t("fleet.jets.delete.text")
      }
      subject={`${jet.manufacturer} ${jet.model}${jet.registration ? ` · ${jet.registration}` : ""}`}
      hint={inUse ? t(jet.isAvailable ? "fleet.jets.delete.offerDeactivate" : "fleet.jets.delete.alreadyInactive") : undefined}
      cancelHref={cancelHref}
      cancelLabel={t("fleet.jets.delete.cancel")}
      recordId={jet.id}
      confirmLabel={t("fleet.jets.delete.confirm")}
      blocked={inUse}
    >
      {jet.isAvailable ? <JetToggle jet={jet} variant="default" /> : null}
    </ConfirmDelete>
  );
}

function JetRowActions({ row, href }: { row: JetRow; href: (changes: Record<string, string | number | null>) => string }) {
  const { t } = useTranslation();
  const name = `${row.manufacturer} ${row.model}`;
  return (
    <RowActions>
      <RowLink to={href({ view: row.id })} variant="ghost" label={t("fleet.jets.actions.viewFor", { name })}>
        <Eye aria-hidden="true" />
      </RowLink>
      <RowLink to={href({ edit: row.id })} variant="ghost" label={t("fleet.jets.actions.editFor", { name })}>
        <Pencil aria-hidden="true" />
      </RowLink>
      <JetToggle jet={row} />
      <RowIntentButton intent="delete" id={row.id} variant="ghost" opensStep label={t("fleet.jets.actions.deleteFor", { name })}>
        <Trash2 aria-hidden="true" />
      </RowIntentButton>
    </RowActions>
  );
}

export default function JetsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, page, q, summary, step, selected, defaults } = loaderData;
  const current = { q, page };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/jets", current, { page, ...changes });
  const answer = actionData as FormAnswer;
  // the delete confirmation stands under its row (above the list when the row is not on this page)
  const deleteStep = rowStep(
    rows,
    step === "delete" ? selected?.id : null,
    step === "delete" && selected ? <DeleteStep jet={selected} cancelHref={href({})} /> : null,
  );
  return (
    <AdminListPage
      title={t("fleet.jets.title")}
      description={t("fleet.jets.description")}
      actions={<AddLink to={href({ new: 1 })}>{t("fleet.jets.add")}</AddLink>}
    >
      <SummaryCards summary={summary} />

      {step === "new" ? <JetForm jet={null} defaults={defaults} answer={answer} closeHref={href({})} /> : null}
      {step === "edit" && selected ? (
        <JetForm key={selected.updatedAt} jet={selected} defaults={defaults} answer={answer} closeHref={href({})} />
      ) : null}
      {step === "view" && selected ? <JetDetails jet={selected} closeHref={href({})} editHref={href({ edit: selected.id })} /> : null}
      {deleteStep.above}

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

      <ListResults
        total={t("fleet.jets.total", { count: total })}
        label={t("fleet.jets.tableLabel")}
        columns={[
          t("fleet.jets.columns.jet"),
          t("fleet.jets.fields.category"),
          t("fleet.jets.columns.passengers"),
          { label: t("fleet.jets.fields.range"), className: "text-right" },
          { label: t("fleet.jets.fields.hourlyRate"), className: "text-right" },
          t("fleet.jets.fields.ownership"),
          t("fleet.jets.columns.availability"),
          t("fleet.columns.actions"),
        ]}
        empty={q ? t("fleet.jets.emptyFiltered") : t("fleet.jets.empty")}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
        step={deleteStep}
      >
        {(row) => {
          const name = `${row.manufacturer} ${row.model}`;
          return (
            <TableRow data-jet-id={row.id}>
              <TitleCell title={name} detail={`${row.registration ? `${row.registration} · ` : ""}${row.yearManufactured}`} />
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
                <JetRowActions row={row} href={href} />
              </TableCell>
            </TableRow>
          );
        }}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, ErrorBoundary } = adminScreen();
