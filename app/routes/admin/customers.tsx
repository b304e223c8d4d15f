import { Plus } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data } from "react-router";
import { Link } from "#app/components/link";
import { FilterSelect, ListFilters } from "#app/components/list-filters";
import { PanelCard } from "#app/components/panel-card";
import { StatGrid } from "#app/components/stat-grid";
import type { Route } from "./+types/customers";
import { CustomerForm, type CustomerFormActionData } from "#app/components/customer-form";
import { KycControl, VipSwitch } from "#app/components/customer-flags";
import { ErrorView } from "#app/components/error-view";
import { Pagination } from "#app/components/pagination";
import { buttonVariants } from "#app/components/ui/button";
import { FormError } from "#app/components/ui/field";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { CUSTOMER_SORTS, DEFAULT_CUSTOMER_SORT, segmentLabelKey } from "#app/lib/domain/customer";
import { formatDate, formatNumber } from "#app/lib/format";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { CUSTOMER_LIST_INTENTS, createCustomerSchema } from "#app/lib/schemas/customer";
import { parseForm } from "#app/lib/schemas/parse";
import { privatePageMeta } from "#app/lib/seo";
import { useLocale } from "#app/lib/use-pending";
import { requestedPath, requireStaff } from "#app/server/platform/auth/guard.server";
import { CustomerError, customerSummaryForScreen, listCustomers } from "#app/server/customers/customers.server";
import { createCustomer, customerValues } from "#app/server/customers/customer-changes.server";
import { badRequest } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { flagAction } from "./customer-flags.server";

/**
 * Admin → customers (spec §2.9, §5, §7.3): the four cards, the customer book searched (first and last name,
 * e-mail, company; Turkish folding), sorted and paged on the server, with the VIP switch and the KYC action
 * on every row, and the add form (`?new=1`, the dashboard's quick action). Each customer's page
 * (/admin/customers/{id}) has the edit form and the history. Admin and operations.
 */
export const INTENTS = CUSTOMER_LIST_INTENTS;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const t = getT(context);
  const url = pageUrl(request);
  const q = searchParam(url);
  const sort = choiceParam(url, "sort", CUSTOMER_SORTS);
  const [summary, list] = await Promise.all([customerSummaryForScreen(), listCustomers({ q, sort, page: url.searchParams.get("page") })]);
  return { title: t("customers.pageTitle"), q, sort, adding: url.searchParams.get("new") === "1", summary, ...list };
}

/** The list URL the action returns to, without the add form. */
function backPath(request: Request) {
  const url = new URL(requestedPath(request), "http://x");
  url.searchParams.delete("new");
  return url.pathname + url.search;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!(INTENTS as readonly string[]).includes(intent)) badRequest();
  if (intent !== "create") return flagAction(form, { user, context, back: backPath(request) });

  const submission = parseForm(form, { schema: createCustomerSchema });
  if (submission.status !== "success") {
    return data<CustomerFormActionData>(
      { intent, result: submission.reply(), formError: t("customers.errors.saveFailed") },
      { status: 400 },
    );
  }
  try {
    const created = await createCustomer({ actorId: user.id, ip: clientIp(context), values: customerValues(submission.value) });
    return redirectWithToast(`/admin/customers/${created.id}`, {
      type: "success",
      title: t("customers.toasts.successTitle"),
      description: t("customers.toasts.created"),
    });
  } catch (error) {
    if (!(error instanceof CustomerError) || !error.field) throw error;
    return data<CustomerFormActionData>(
      {
        intent,
        result: submission.reply({ fieldErrors: { [error.field]: [t(error.messageKey)] } }),
        formError: t("customers.errors.saveFailed"),
      },
      { status: 400 },
    );
  }
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];

function SummaryCards({ summary }: { summary: LoaderData["summary"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const n = (v: number) => formatNumber(v, 0, locale);
  return (
    <StatGrid
      label={t("customers.summary.label")}
      items={[
        [t("customers.summary.total"), n(summary.total)],
        [t("customers.summary.vip"), n(summary.vip)],
        [t("customers.summary.kyc"), n(summary.kycApproved)],
        [t("customers.summary.corporate"), n(summary.corporate)],
      ]}
    />
  );
}

export default function CustomersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, total, page, pages, q, sort, summary, adding } = loaderData;
  const current = { q, sort, page };
  const defaults = { sort: DEFAULT_CUSTOMER_SORT };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/customers", current, changes, defaults);
  const flagError = actionData && actionData.intent !== "create" ? actionData.formError : null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("customers.title")}</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">{t("customers.description")}</p>
        </div>
        {adding ? null : (
          <Link to={href({ new: 1, page })} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            {t("customers.add.open")}
          </Link>
        )}
      </div>
      {flagError ? <FormError title={t("customers.toasts.errorTitle")} message={flagError} /> : null}

      <SummaryCards summary={summary} />

      {adding ? (
        <PanelCard title={t("customers.add.title")} closeHref={href({ new: null, page })} closeLabel={t("customers.add.close")}>
          <CustomerForm mode="create" actionData={actionData as CustomerFormActionData} />
        </PanelCard>
      ) : null}

      <ListFilters
        label={t("customers.filters")}
        idPrefix="customer"
        q={q}
        searchLabel={t("customers.searchLabel")}
        searchPlaceholder={t("customers.searchPlaceholder")}
        filterLabel={t("customers.filter")}
        clearLabel={t("customers.clear")}
        clearHref="/admin/customers"
        active={Boolean(q || sort)}
      >
        <FilterSelect
          id="customer-sort"
          label={t("customers.sortLabel")}
          name="sort"
          value={sort ?? DEFAULT_CUSTOMER_SORT}
          options={CUSTOMER_SORTS.map((s) => ({ value: s, label: t(`customers.sorts.${s}`) }))}
          className="w-52"
        />
      </ListFilters>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("customers.total", { count: total })}
      </p>

      <Table scrollLabel={t("customers.tableLabel")} containerClassName="border">
        <TableHeader>
          <TableRow>
            <TableHead>{t("customers.columns.name")}</TableHead>
            <TableHead>{t("customers.columns.contact")}</TableHead>
            <TableHead>{t("customers.columns.segment")}</TableHead>
            <TableHead>{t("customers.columns.vip")}</TableHead>
            <TableHead>{t("customers.columns.kyc")}</TableHead>
            <TableHead>{t("customers.columns.created")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                {q ? t("customers.emptyFiltered") : t("customers.empty")}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const name = `${row.firstName} ${row.lastName}`.trim();
              return (
                <TableRow key={row.id} data-customer-id={row.id}>
                  <TableCell>
                    <Link to={`/admin/customers/${row.id}`} className="font-medium underline-offset-4 hover:underline">
                      {name}
                    </Link>
                    {row.companyName ? <div className="text-xs text-muted-foreground">{row.companyName}</div> : null}
                  </TableCell>
                  <TableCell>
                    <div className="text-sm break-all">{row.email}</div>
                    {row.phone ? <div className="text-xs text-muted-foreground">{row.phone}</div> : null}
                  </TableCell>
                  <TableCell>{t(segmentLabelKey(row.segment))}</TableCell>
                  <TableCell>
                    <VipSwitch id={row.id} name={name} isVip={row.isVip} />
                  </TableCell>
                  <TableCell>
                    <KycControl id={row.id} name={name} approved={row.kycStatus} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(row.createdAt, locale)}</TableCell>
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
