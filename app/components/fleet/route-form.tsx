import { EditPanel, SelectField, TextField, useAdminForm, type FormAnswer } from "#app/components/admin/admin-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { citiesByRegion, cityName, distanceBetweenCities } from "#app/lib/airports";
import { CURRENCIES, formatDateTime, formatPrice } from "#app/lib/format";
import { routeFieldsSchema } from "#app/lib/schemas/fleet";
import { useLocale } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";
import type { RouteDetail } from "#app/server/fleet/route-book.server";

/**
 * The add and edit panel of /admin/routes (decision 018): departure and arrival picked from our airports'
 * cities, the computed great-circle distance shown while picking, a different distance only with a reason.
 */
export function RouteForm({ route, answer, closeHref }: { route: RouteDetail | null; answer: FormAnswer; closeHref: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const intent = route ? "update" : "create";
  const [form, fields] = useAdminForm({
    id: route ? `route-edit-${route.id}` : "route-new",
    intent,
    schema: routeFieldsSchema,
    answer,
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
  });
  const from = fields.departure_city.value;
  const to = fields.arrival_city.value;
  const computed = from && to && from !== to ? distanceBetweenCities(String(from), String(to)) : null;
  const cities = [
    { value: "", label: t("fleet.routes.chooseCity") },
    ...citiesByRegion().map((group) => ({
      label: t(`fleet.routes.regions.${group.region}`),
      options: group.cities.map((c) => ({ value: c.city, label: `${cityName(c.city, locale)} (${c.iata})` })),
    })),
  ];
  return (
    <EditPanel
      title={route ? t("fleet.routes.form.editTitle") : t("fleet.routes.form.newTitle")}
      closeHref={closeHref}
      closeLabel={t("fleet.close")}
      form={form}
      intent={intent}
      record={route ? { id: route.id, version: route.updatedAt } : undefined}
      errorTitle={t("fleet.toasts.errorTitle")}
      submitLabel={t("fleet.save")}
      busyLabel={t("fleet.saving")}
    >
      <SelectField field={fields.departure_city} label={t("fleet.routes.fields.departure")} required options={cities} />
      <SelectField field={fields.arrival_city} label={t("fleet.routes.fields.arrival")} required options={cities} />
      <TextField field={fields.base_price} label={t("fleet.routes.fields.basePrice")} required inputMode="decimal" />
      <SelectField
        field={fields.currency}
        label={t("fleet.routes.fields.currency")}
        required
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
      />
      <TextField
        field={fields.distance_km}
        label={t("fleet.routes.fields.distance")}
        description={
          computed !== null ? t("fleet.routes.fields.distanceComputed", { km: computed }) : t("fleet.routes.fields.distanceHint")
        }
        inputMode="numeric"
      />
      <TextField
        field={fields.distance_reason}
        label={t("fleet.routes.fields.distanceReason")}
        description={t("fleet.routes.fields.distanceReasonHint")}
      />
    </EditPanel>
  );
}

/** A route's base price changes, newest first, under its edit panel. */
export function PriceHistory({ route }: { route: RouteDetail }) {
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
