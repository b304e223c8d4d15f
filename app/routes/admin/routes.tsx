import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Pencil, Plus } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form } from "react-router";
import { Link } from "#app/components/link";
import { ListFilters } from "#app/components/admin/list-filters";
import { PanelCard } from "#app/components/admin/panel-card";
import { StatGrid } from "#app/components/admin/stat-grid";
import type { Route } from "./+types/routes";
import { ErrorView } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Field, FormError, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { airportName, citiesByRegion, cityName, distanceBetweenCities } from "#app/lib/airports";
import { CURRENCIES, formatDateTime, formatNumber, formatPrice } from "#app/lib/format";
import { listHref, searchParam } from "#app/lib/list-params";
import { isUuid } from "#app/lib/schemas/fields";
import {
  createRouteSchema,
  routeFieldsSchema,
  updateRouteSchema,
  type RouteFieldsInput,
  type RouteFieldsOutput,
} from "#app/lib/schemas/fleet";
import { parseForm } from "#app/lib/schemas/parse";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { requestedPath, requireStaff } from "#app/server/platform/auth/guard.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { createRoute, getRoute, listRoutes, routeSummary, updateRoute, type RouteDetail } from "#app/server/fleet/route-book.server";
import { isServiceError } from "#app/server/platform/service-error.server";
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

function backPath(request: Request) {
  const url = new URL(requestedPath(request), "http://x");
  url.searchParams.delete("new");
  url.searchParams.delete("edit");
  return url.pathname + url.search;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const ip = clientIp(context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "create" && intent !== "update") {
    return data(
      { intent: String(intent ?? ""), result: { status: "error", error: { "": ["fleet.errors.invalid"] } } as SubmissionResult<string[]> },
      { status: 400 },
    );
  }
  const submission = intent === "create" ? parseForm(form, { schema: createRouteSchema }) : parseForm(form, { schema: updateRouteSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const back = backPath(request);
  const toast = (key: string) => ({ type: "success" as const, title: t("fleet.toasts.successTitle"), description: t(key) });
  try {
    const v = submission.value;
    if (v.intent === "update") {
      await updateRoute({ actorId: user.id, ip, id: v.id, version: v.version, value: v });
      // back to the route, whose price history shows the change
      const url = new URL(back, "http://x");
      url.searchParams.set("edit", v.id);
      return redirectWithToast(url.pathname + url.search, toast("fleet.toasts.routeUpdated"));
    }
    await createRoute({ actorId: user.id, ip, value: v });
    return redirectWithToast(back, toast("fleet.toasts.routeCreated"));
  } catch (error) {
    if (!isServiceError(error)) throw error;
    if (error.status === 404) notFound(error.messageKey);
    const reply = error.field
      ? submission.reply({ fieldErrors: { [error.field]: [error.messageKey] } })
      : submission.reply({ formErrors: [error.messageKey] });
    return data({ intent, result: reply }, { status: error.status });
  }
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = { intent: string; result: SubmissionResult<string[]> } | undefined;

function SummaryCards({ summary }: { summary: LoaderData["summary"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cards: Array<[string, string]> = [
    [t("fleet.routes.cards.total"), formatNumber(summary.total, 0, locale)],
    [
      t("fleet.routes.cards.averageDistance"),
      summary.averageDistanceKm === null ? "—" : `${formatNumber(summary.averageDistanceKm, 0, locale)} km`,
    ],
    ...(summary.averagePrices.length
      ? summary.averagePrices.map((p): [string, string] => [
          t("fleet.routes.cards.averagePrice", { currency: p.currency }),
          formatPrice(p.average, p.currency, locale),
        ])
      : [[t("fleet.routes.cards.averagePrice", { currency: "TRY" }), "—"] as [string, string]]),
  ];
  return <StatGrid label={t("fleet.routes.cards.label")} items={cards} />;
}

function CitySelect({ field, label, error }: { field: Parameters<typeof getSelectProps>[0]; label: string; error?: string[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Field label={label} htmlFor={field.id} error={error} required>
      <Select
        {...getSelectProps(field)}
        {...fieldAria(field)}
        options={[
          { value: "", label: t("fleet.routes.chooseCity") },
          ...citiesByRegion().map((group) => ({
            label: t(`fleet.routes.regions.${group.region}`),
            options: group.cities.map((c) => ({ value: c.city, label: `${cityName(c.city, locale)} (${c.iata})` })),
          })),
        ]}
      />
    </Field>
  );
}

function RouteForm({ route, actionData, closeHref }: { route: RouteDetail | null; actionData: ActionData; closeHref: string }) {
  const { t } = useTranslation();
  const intent = route ? "update" : "create";
  const schema = routeFieldsSchema;
  const busy = useIsPending({ intent });
  const [form, fields] = useForm<RouteFieldsInput, RouteFieldsOutput>({
    id: route ? `route-edit-${route.id}` : "route-new",
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    constraint: getZodConstraint(schema),
    defaultValue: route
      ? {
          departure_city: route.departureCity,
          arrival_city: route.arrivalCity,
          base_price: route.basePrice?.replace(".", ",") ?? "",
          currency: route.currency,
          distance_km: route.distanceReason ? String(route.distanceKm) : "",
          distance_reason: route.distanceReason ?? "",
        }
      : { currency: "TRY" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema }),
  });
  const errorOf = (e?: string[]) => e?.map((k) => t(k));
  const from = fields.departure_city.value;
  const to = fields.arrival_city.value;
  const computed = from && to && from !== to ? distanceBetweenCities(from, to) : null;
  return (
    <PanelCard
      title={route ? t("fleet.routes.form.editTitle") : t("fleet.routes.form.newTitle")}
      closeHref={closeHref}
      closeLabel={t("fleet.close")}
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value={intent} />
        {route ? (
          <>
            <input type="hidden" name="id" value={route.id} />
            <input type="hidden" name="version" value={route.updatedAt} />
          </>
        ) : null}
        {form.errors?.length ? (
          <div className="md:col-span-2">
            <FormError title={t("fleet.toasts.errorTitle")} message={form.errors.map((k) => t(k)).join(" ")} />
          </div>
        ) : null}
        <CitySelect
          field={fields.departure_city}
          label={t("fleet.routes.fields.departure")}
          error={errorOf(fields.departure_city.errors)}
        />
        <CitySelect field={fields.arrival_city} label={t("fleet.routes.fields.arrival")} error={errorOf(fields.arrival_city.errors)} />
        <Field label={t("fleet.routes.fields.basePrice")} htmlFor={fields.base_price.id} error={errorOf(fields.base_price.errors)} required>
          <Input
            {...getInputProps(fields.base_price, { type: "text" })}
            {...fieldAria(fields.base_price)}
            inputMode="decimal"
            autoComplete="off"
          />
        </Field>
        <Field label={t("fleet.routes.fields.currency")} htmlFor={fields.currency.id} error={errorOf(fields.currency.errors)} required>
          <Select
            {...getSelectProps(fields.currency)}
            {...fieldAria(fields.currency)}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </Field>
        <Field
          label={t("fleet.routes.fields.distance")}
          htmlFor={fields.distance_km.id}
          error={errorOf(fields.distance_km.errors)}
          description={
            computed !== null ? t("fleet.routes.fields.distanceComputed", { km: computed }) : t("fleet.routes.fields.distanceHint")
          }
        >
          <Input
            {...getInputProps(fields.distance_km, { type: "text" })}
            {...fieldAria(fields.distance_km)}
            inputMode="numeric"
            autoComplete="off"
          />
        </Field>
        <Field
          label={t("fleet.routes.fields.distanceReason")}
          htmlFor={fields.distance_reason.id}
          error={errorOf(fields.distance_reason.errors)}
          description={t("fleet.routes.fields.distanceReasonHint")}
        >
          <Input {...getInputProps(fields.distance_reason, { type: "text" })} {...fieldAria(fields.distance_reason)} autoComplete="off" />
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

function PriceHistory({ route }: { route: RouteDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("fleet.routes.history.title")}</CardTitle>
        <CardDescription>
          {cityName(route.departureCity, locale)} → {cityName(route.arrivalCity, locale)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {route.priceHistory.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("fleet.routes.history.empty")}</p>
        ) : (
          <Table scrollLabel={t("fleet.routes.history.title")} containerClassName="border">
            <TableHeader>
              <TableRow>
                <TableHead>{t("fleet.routes.history.when")}</TableHead>
                <TableHead>{t("fleet.routes.history.who")}</TableHead>
                <TableHead className="text-right">{t("fleet.routes.history.from")}</TableHead>
                <TableHead className="text-right">{t("fleet.routes.history.to")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {route.priceHistory.map((h) => (
                <TableRow key={h.id} data-price-change>
                  <TableCell className="whitespace-nowrap">{formatDateTime(h.at, locale)}</TableCell>
                  <TableCell>{h.by ?? t("fleet.routes.history.unknown")}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {h.from === null ? t("fleet.routes.history.created") : formatPrice(h.from, h.currency, locale)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatPrice(h.to, h.currency, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

export default function RoutesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, page, pages, q, summary, creating, selected } = loaderData;
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/routes", { q, page }, { page, ...changes });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("fleet.routes.title")}</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">{t("fleet.routes.description")}</p>
        </div>
        {creating ? null : (
          <Link to={href({ new: 1, edit: null })} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            {t("fleet.routes.add")}
          </Link>
        )}
      </div>

      <SummaryCards summary={summary} />

      {creating ? <RouteForm route={null} actionData={actionData as ActionData} closeHref={href({ new: null })} /> : null}
      {selected ? (
        <>
          <RouteForm key={selected.updatedAt} route={selected} actionData={actionData as ActionData} closeHref={href({ edit: null })} />
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

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("fleet.routes.total", { count: total })}
      </p>

      <Table scrollLabel={t("fleet.routes.tableLabel")} containerClassName="border">
        <TableHeader>
          <TableRow>
            <TableHead>{t("fleet.routes.fields.departure")}</TableHead>
            <TableHead>{t("fleet.routes.fields.arrival")}</TableHead>
            <TableHead className="text-right">{t("fleet.routes.fields.distance")}</TableHead>
            <TableHead className="text-right">{t("fleet.routes.fields.basePrice")}</TableHead>
            <TableHead>{t("fleet.columns.actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} className="py-8 text-center text-muted-foreground">
                {q ? t("fleet.routes.emptyFiltered") : t("fleet.routes.empty")}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const name = `${cityName(row.departureCity, locale)} → ${cityName(row.arrivalCity, locale)}`;
              return (
                <TableRow key={row.id} data-route-id={row.id}>
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
                    <Link
                      to={href({ edit: row.id, new: null })}
                      className={buttonVariants({ size: "sm", variant: "outline" })}
                      aria-label={t("fleet.routes.editFor", { name })}
                    >
                      <Pencil aria-hidden="true" />
                      {t("fleet.routes.pricing")}
                    </Link>
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
