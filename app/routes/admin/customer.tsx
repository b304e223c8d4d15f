import { adminScreen } from "#app/components/admin/screen";
import { ArrowLeft } from "#app/components/icons";
import type { ReactNode } from "react";
import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import type { Route } from "./+types/customer";
import { CustomerForm } from "#app/components/customer-form";
import { ListAnswerError, type FormAnswer } from "#app/components/admin/admin-form";
import { KycControl, VipSwitch } from "#app/components/customer-flags";
import { StatusBadge } from "#app/components/status-badge";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { cityName } from "#app/lib/airports";
import { segmentLabelKey } from "#app/lib/domain/customer";
import { PAYMENT_STATUS_LOOK } from "#app/lib/domain/payment-status";
import { QUOTE_REQUEST_STATUS_LOOK } from "#app/lib/domain/quote-request-status";
import { reservationCode } from "#app/lib/domain/reservation-code";
import { RESERVATION_STATUS_LOOK } from "#app/lib/domain/reservation-status";
import { formatDate, formatDateTime, formatPlaceDeparture, formatPlaceDateTime, formatPrice, placeTime } from "#app/lib/format";
import { zonesOfRoutes } from "#app/server/bookings/leg-times.server";
import { CUSTOMER_PAGE_INTENTS, updateCustomerSchema } from "#app/lib/schemas/customer";
import { isUuid } from "#app/lib/schemas/fields";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { customerHistory, getCustomer } from "#app/server/customers/customers.server";
import { customerValues, updateCustomer } from "#app/server/customers/customer-changes.server";
import { notFound } from "#app/server/platform/http.server";
import { intent, runIntent } from "#app/server/platform/action.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { CUSTOMER_ACTION_OPTIONS, flagIntent } from "./customer-flags.server";

/**
 * One customer for staff (/admin/customers/{id}): the record with its VIP switch and KYC action, the edit
 * form (saved only over the version it was opened on), and the history — quote requests, approved quotes,
 * reservations and payments (the latest of each, linking to their own screens), the money per currency, and
 * the audit of changes to the record. Admin and operations; an unknown or malformed id answers 404.
 */
export const INTENTS = CUSTOMER_PAGE_INTENTS;

async function customerOr404(id: string | undefined) {
  const customer = id && isUuid(id) ? await getCustomer(id.toLowerCase()) : null;
  if (!customer) return notFound("customers.errors.notFound");
  return customer;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const customer = await customerOr404(params.customerId);
  const found = await customerHistory(customer.id);
  // each reservation's departure at its airport, with its zone (decision 043)
  const zones = await zonesOfRoutes(found.reservations.rows.map((r) => r.route));
  const rows = found.reservations.rows.map((r, i) => ({ ...r, departure: placeTime(r.departureDatetime, zones[i]!.departure)! }));
  // a request's wished departure at its departure airport too (a city of the list: no query)
  const requestZones = await zonesOfRoutes(found.requests.rows.map((r) => r.route));
  const requests = found.requests.rows.map((r, i) => ({ ...r, departure: placeTime(r.departureDatetime, requestZones[i]!.departure)! }));
  const history = { ...found, requests: { ...found.requests, rows: requests }, reservations: { ...found.reservations, rows } };
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  return { title: t("customers.detail.pageTitle", { name }), customer, history };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const customer = await customerOr404(params.customerId);
  const form = await request.formData();
  const self = `/admin/customers/${customer.id}`;
  // the switches of this page act on this customer only
  if (String(form.get("intent")).startsWith("set-") && String(form.get("id") ?? "").toLowerCase() !== customer.id)
    notFound("customers.errors.notFound");
  return runIntent(
    form,
    {
      update: intent({
        schema: updateCustomerSchema,
        run: async (v) => {
          await updateCustomer({ actorId: user.id, ip: clientIp(context), id: customer.id, version: v.version, values: customerValues(v) });
          return redirectWithToast(self, {
            type: "success",
            title: t("customers.toasts.successTitle"),
            description: t("customers.toasts.updated"),
          });
        },
      }),
      "set-vip": flagIntent({ user, context, back: self }),
      "set-kyc": flagIntent({ user, context, back: self }),
    },
    CUSTOMER_ACTION_OPTIONS,
  );
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];

function HistoryCard({
  title,
  count,
  allHref,
  allLabel,
  empty,
  children,
}: {
  title: string;
  count: number;
  allHref?: string;
  allLabel?: string;
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{t("customers.detail.count", { count })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {count === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : children}
        {allHref && count > 0 ? (
          <Link to={allHref} className="text-sm underline underline-offset-4">
            {allLabel}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Totals({ totals }: { totals: LoaderData["history"]["totals"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("customers.detail.totals.title")}</CardTitle>
        <CardDescription>{t("customers.detail.totals.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {totals.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("customers.detail.totals.none")}</p>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-3">
            {totals.map((row) => (
              <div key={row.currency} className="rounded-md border p-3" data-currency={row.currency}>
                <dt className="text-sm font-medium">{row.currency}</dt>
                <dd className="text-sm">
                  {t("customers.detail.totals.booked")}:{" "}
                  <span className="tabular-nums">{formatPrice(row.booked, row.currency, locale)}</span>
                </dd>
                <dd className="text-sm">
                  {t("customers.detail.totals.paid")}: <span className="tabular-nums">{formatPrice(row.paid, row.currency, locale)}</span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const { customer, history } = loaderData;
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  const answer = actionData as FormAnswer;
  const search = encodeURIComponent(customer.email);
  const route = (r: { departureCity: string; arrivalCity: string }) =>
    `${cityName(r.departureCity, locale)} → ${cityName(r.arrivalCity, locale)}`;
  const fieldLabel = (field: string) => (i18n.exists(`customers.fields.${field}`) ? t(`customers.fields.${field}`) : field);
  const actionLabel = (action: string) =>
    i18n.exists(`customers.audit.actions.${action}`) ? t(`customers.audit.actions.${action}`) : action;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to="/admin/customers" className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit" })}>
          <ArrowLeft aria-hidden="true" />
          {t("customers.detail.back")}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{name}</h1>
        <p className="text-sm text-muted-foreground">
          {customer.email} · {t(segmentLabelKey(customer.segment))}
          {customer.companyName ? ` · ${customer.companyName}` : ""} ·{" "}
          {t("customers.detail.since", { date: formatDate(customer.createdAt, locale) })}
        </p>
      </div>
      <ListAnswerError answer={answer} panels={["update"]} title={t("customers.toasts.errorTitle")} />

      <div className="flex flex-wrap items-center gap-6">
        <div className="flex items-center gap-2">
          <span className="text-sm font-medium">{t("customers.columns.vip")}</span>
          <VipSwitch id={customer.id} name={name} isVip={customer.isVip} />
        </div>
        <KycControl id={customer.id} name={name} approved={customer.kycStatus} />
      </div>

      {customer.profile ? (
        <p className="rounded-md border bg-muted p-3 text-sm" data-testid="linked-profile">
          {customer.profile.email === customer.email
            ? t("customers.detail.linked", { email: customer.profile.email })
            : t("customers.detail.linkedDiffers", { email: customer.profile.email })}
        </p>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("customers.edit.title")}</CardTitle>
          <CardDescription>{t("customers.edit.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <CustomerForm
            key={String(customer.updatedAt)}
            mode="update"
            answer={answer}
            defaults={{
              first_name: customer.firstName,
              last_name: customer.lastName,
              email: customer.email,
              phone: customer.phone ?? "",
              company_name: customer.companyName ?? "",
              segment: customer.segment,
              notes: customer.notes ?? "",
              version: new Date(customer.updatedAt).toISOString(),
            }}
          />
        </CardContent>
      </Card>

      <Totals totals={history.totals} />

      <div className="grid gap-4 lg:grid-cols-2">
        <HistoryCard
          title={t("customers.detail.requests.title")}
          count={history.requests.total}
          empty={t("customers.detail.requests.empty")}
          allHref={`/admin/quote-requests?q=${search}`}
          allLabel={t("customers.detail.requests.all")}
        >
          <ul className="flex flex-col gap-2" data-history="requests">
            {history.requests.rows.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  {route(r.route)} · <time dateTime={r.departure.at}>{formatPlaceDeparture(r.departure, r.departureDateOnly, locale)}</time>{" "}
                  · {t("customers.detail.requests.passengers", { count: r.passengerCount })}
                </span>
                <StatusBadge look={QUOTE_REQUEST_STATUS_LOOK[r.status]} />
              </li>
            ))}
          </ul>
        </HistoryCard>

        <HistoryCard
          title={t("customers.detail.quotes.title")}
          count={history.quotes.total}
          empty={t("customers.detail.quotes.empty")}
          allHref={`/admin/quote-requests?q=${search}`}
          allLabel={t("customers.detail.requests.all")}
        >
          <ul className="flex flex-col gap-2" data-history="quotes">
            {history.quotes.rows.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  {route(q.quoteRequest.route)} · {q.broker?.name ?? t("common.unknown")}
                </span>
                <span className="tabular-nums">{formatPrice(q.quotedPrice, q.currency, locale)}</span>
              </li>
            ))}
          </ul>
        </HistoryCard>

        <HistoryCard
          title={t("customers.detail.reservations.title")}
          count={history.reservations.total}
          empty={t("customers.detail.reservations.empty")}
        >
          <ul className="flex flex-col gap-2" data-history="reservations">
            {history.reservations.rows.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <Link to={`/admin/reservations/${r.id}`} className="underline underline-offset-4">
                  {reservationCode(r.id)}
                </Link>
                <span>
                  {route(r.route)} · <time dateTime={r.departure.at}>{formatPlaceDateTime(r.departure, locale)}</time>
                </span>
                <span className="tabular-nums">{r.totalAmount ? formatPrice(r.totalAmount, r.currency, locale) : t("common.notSet")}</span>
                <StatusBadge look={RESERVATION_STATUS_LOOK[r.status]} />
              </li>
            ))}
          </ul>
        </HistoryCard>

        <HistoryCard
          title={t("customers.detail.payments.title")}
          count={history.payments.total}
          empty={t("customers.detail.payments.empty")}
          allHref={`/admin/payments?q=${search}`}
          allLabel={t("customers.detail.payments.all")}
        >
          <ul className="flex flex-col gap-2" data-history="payments">
            {history.payments.rows.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <Link
                  to={`/admin/payments?q=${encodeURIComponent(p.transactionReference ?? customer.email)}`}
                  className="font-mono text-xs underline underline-offset-4"
                >
                  {p.transactionReference ?? formatDate(p.createdAt, locale)}
                </Link>
                <span className="tabular-nums">{formatPrice(p.amount, p.currency, locale)}</span>
                <StatusBadge look={PAYMENT_STATUS_LOOK[p.status]} />
              </li>
            ))}
          </ul>
        </HistoryCard>
      </div>

      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t("customers.audit.title")}</h2>
        <Table scrollLabel={t("customers.audit.title")} containerClassName="border">
          <TableHeader>
            <TableRow>
              <TableHead>{t("customers.audit.when")}</TableHead>
              <TableHead>{t("customers.audit.who")}</TableHead>
              <TableHead>{t("customers.audit.what")}</TableHead>
              <TableHead>{t("customers.audit.changes")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.audit.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} className="py-6 text-center text-muted-foreground">
                  {t("customers.audit.empty")}
                </TableCell>
              </TableRow>
            ) : (
              history.audit.map((a) => (
                <TableRow key={a.id} data-audit-action={a.action}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(a.createdAt, locale)}</TableCell>
                  <TableCell>{a.actor ?? t("customers.audit.system")}</TableCell>
                  <TableCell>{actionLabel(a.action)}</TableCell>
                  <TableCell>
                    <ul className="text-xs">
                      {a.changes.map((c) => (
                        <li key={c.field}>
                          {fieldLabel(c.field)}: {c.from ?? "—"} → {c.to ?? "—"}
                        </li>
                      ))}
                    </ul>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

export const { meta, ErrorBoundary } = adminScreen({ homeHref: "/admin/customers" });
