import { adminScreen } from "#app/components/admin/screen";
import { Pencil } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import type { FormAnswer } from "#app/components/admin/admin-form";
import { ListFilters } from "#app/components/admin/list-filters";
import { AddLink, AdminListPage, ListResults } from "#app/components/admin/list-page";
import { RowLink } from "#app/components/admin/row-actions";
import { StatGrid, type StatValue } from "#app/components/admin/stat-grid";
import { PriceHistory, RouteForm } from "#app/components/fleet/route-form";
import type { Route } from "./+types/routes";
import { TableCell, TableRow } from "#app/components/ui/table";
import { airportName, cityName } from "#app/lib/airports";
import { formatNumber, formatPrice } from "#app/lib/format";
import { listHref, searchParam } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import { createRouteSchema, updateRouteSchema } from "#app/lib/schemas/fleet";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { backTo, intent, runIntent, withStep } from "#app/server/platform/action.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { createRoute, getRoute, listRoutes, routeSummary, updateRoute } from "#app/server/fleet/route-book.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * Admin → routes (spec §2.10, §3, §7.3; decision 018): the cards (total, average distance, average price per
 * currency), the routes by departure city with search and paging, and add and edit where departure and
 * arrival are picked from our airports — countries, airport names and the great-circle distance come from
 * the airport data, a different distance needs a reason — and the base price with its history. One-off steps
 * are query parameters (`?new=1`, `?edit=<id>`), so every step works without JavaScript. Admin and operations.
 */
export { ROUTE_INTENTS as INTENTS } from "#app/lib/schemas/fleet";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const q = searchParam(url);
  const editId = url.searchParams.get("edit");
  const [summary, list, selected] = await Promise.all([
    routeSummary(),
    listRoutes({ q, page: url.searchParams.get("page") }),
    editId !== null && isUuid(editId) ? getRoute(editId) : Promise.resolve(null),
  ]);
  if (editId !== null && !selected) notFound("fleet.errors.routeNotFound");
  return { title: t("fleet.routes.pageTitle"), q, creating: url.searchParams.get("new") === "1", summary, ...list, selected };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const ip = clientIp(context);
  const back = backTo(request, ["new", "edit"]);
  const toast = (key: string) => ({ type: "success" as const, title: t("fleet.toasts.successTitle"), description: t(key) });
  return runIntent(
    await request.formData(),
    {
      create: intent({
        schema: createRouteSchema,
        run: async (v) => {
          await createRoute({ actorId: user.id, ip, value: v });
          return redirectWithToast(back, toast("fleet.toasts.routeCreated"));
        },
      }),
      update: intent({
        schema: updateRouteSchema,
        run: async (v) => {
          await updateRoute({ actorId: user.id, ip, id: v.id, version: v.version, value: v });
          // back to the route, whose price history shows the change
          return redirectWithToast(withStep(back, "edit", v.id), toast("fleet.toasts.routeUpdated"));
        },
      }),
    },
    { invalid: "fleet.errors.invalid" },
  );
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];

function SummaryCards({ summary }: { summary: LoaderData["summary"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cards: Array<[string, StatValue]> = [
    [t("fleet.routes.cards.total"), formatNumber(summary.total, 0, locale)],
    [
      t("fleet.routes.cards.averageDistance"),
      summary.averageDistanceKm === null ? "—" : `${formatNumber(summary.averageDistanceKm, 0, locale)} km`,
    ],
    ...(summary.averagePrices.length
      ? summary.averagePrices.map((p): [string, StatValue] => [
          t("fleet.routes.cards.averagePrice", { currency: p.currency }),
          { amount: p.average, currency: p.currency },
        ])
      : [[t("fleet.routes.cards.averagePrice", { currency: "TRY" }), "—"] as [string, string]]),
  ];
  return <StatGrid label={t("fleet.routes.cards.label")} items={cards} />;
}

export default function RoutesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { total, page, q, summary, creating, selected } = loaderData;
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/routes", { q, page }, { page, ...changes });
  const answer = actionData as FormAnswer;
  return (
    <AdminListPage
      title={t("fleet.routes.title")}
      description={t("fleet.routes.description")}
      actions={creating ? null : <AddLink to={href({ new: 1, edit: null })}>{t("fleet.routes.add")}</AddLink>}
    >
      <SummaryCards summary={summary} />

      {creating ? <RouteForm route={null} answer={answer} closeHref={href({ new: null })} /> : null}
      {selected ? (
        <>
          <RouteForm key={selected.updatedAt} route={selected} answer={answer} closeHref={href({ edit: null })} />
          <PriceHistory route={selected} />
        </>
      ) : null}

      <ListFilters
        label={t("fleet.routes.searchLabel")}
        idPrefix="routes"
        q={q}
        searchLabel={t("fleet.search")}
        searchPlaceholder={t("fleet.routes.searchPlaceholder")}
        filterLabel={t("fleet.filter")}
        clearLabel={t("fleet.clear")}
        clearHref="/admin/routes"
        active={Boolean(q)}
      />

      <ListResults
        total={t("fleet.routes.total", { count: total })}
        label={t("fleet.routes.tableLabel")}
        columns={[
          t("fleet.routes.fields.departure"),
          t("fleet.routes.fields.arrival"),
          { label: t("fleet.routes.fields.distance"), className: "text-right" },
          { label: t("fleet.routes.fields.basePrice"), className: "text-right" },
          t("fleet.columns.actions"),
        ]}
        empty={q ? t("fleet.routes.emptyFiltered") : t("fleet.routes.empty")}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
      >
        {(row) => {
          const name = `${cityName(row.departureCity, locale)} → ${cityName(row.arrivalCity, locale)}`;
          return (
            <TableRow data-route-id={row.id}>
              <TableCell>
                <div className="font-medium">{cityName(row.departureCity, locale)}</div>
                <div className="text-xs text-muted-foreground">
                  {airportName(row.departureAirport, locale)} · {row.departureCountry}
                </div>
              </TableCell>
              <TableCell>
                <div className="font-medium">{cityName(row.arrivalCity, locale)}</div>
                <div className="text-xs text-muted-foreground">
                  {airportName(row.arrivalAirport, locale)} · {row.arrivalCountry}
                </div>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatNumber(row.distanceKm, 0, locale)} km
                {row.distanceReason ? <div className="text-xs text-muted-foreground">{t("fleet.routes.overridden")}</div> : null}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {row.basePrice === null ? t("fleet.routes.noPrice") : formatPrice(row.basePrice, row.currency, locale)}
              </TableCell>
              <TableCell>
                <RowLink to={href({ edit: row.id, new: null })} label={t("fleet.routes.editFor", { name })}>
                  <Pencil aria-hidden="true" />
                  {t("fleet.routes.pricing")}
                </RowLink>
              </TableCell>
            </TableRow>
          );
        }}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, ErrorBoundary } = adminScreen();
