import { adminScreen } from "#app/components/admin/screen";
import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import { ListAnswerError, type FormAnswer } from "#app/components/admin/admin-form";
import { AddLink, AdminListPage, ListResults } from "#app/components/admin/list-page";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import { PanelCard } from "#app/components/admin/panel-card";
import { StatGrid } from "#app/components/admin/stat-grid";
import type { Route } from "./+types/customers";
import { CustomerForm } from "#app/components/customer-form";
import { KycControl, VipSwitch } from "#app/components/customer-flags";
import { TableCell, TableRow } from "#app/components/ui/table";
import { CUSTOMER_SORTS, DEFAULT_CUSTOMER_SORT, segmentLabelKey } from "#app/lib/domain/customer";
import { formatDate, formatNumber } from "#app/lib/format";
import { choiceParam, listHref, searchParam } from "#app/lib/list-params";
import { CUSTOMER_LIST_INTENTS, createCustomerSchema } from "#app/lib/schemas/customer";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { backTo, intent, runIntent } from "#app/server/platform/action.server";
import { customerSummaryForScreen, listCustomers } from "#app/server/customers/customers.server";
import { createCustomer, customerValues } from "#app/server/customers/customer-changes.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { CUSTOMER_ACTION_OPTIONS, flagIntent } from "./customer-flags.server";

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

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const t = getT(context);
  return runIntent(
    await request.formData(),
    {
      create: intent({
        schema: createCustomerSchema,
        run: async (v) => {
          const created = await createCustomer({ actorId: user.id, ip: clientIp(context), values: customerValues(v) });
          return redirectWithToast(`/admin/customers/${created.id}`, {
            type: "success",
            title: t("customers.toasts.successTitle"),
            description: t("customers.toasts.created"),
          });
        },
      }),
      "set-vip": flagIntent({ user, context, back: backTo(request, ["new"]) }),
      "set-kyc": flagIntent({ user, context, back: backTo(request, ["new"]) }),
    },
    CUSTOMER_ACTION_OPTIONS,
  );
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
  const { total, capped, page, q, sort, summary, adding } = loaderData;
  const current = { q, sort, page };
  const defaults = { sort: DEFAULT_CUSTOMER_SORT };
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/customers", current, changes, defaults);
  const answer = actionData as FormAnswer;
  return (
    <AdminListPage
      title={t("customers.title")}
      description={t("customers.description")}
      actions={<AddLink to={href({ new: 1, page })}>{t("customers.add.open")}</AddLink>}
    >
      <ListAnswerError answer={answer} panels={["create"]} title={t("customers.toasts.errorTitle")} />

      <SummaryCards summary={summary} />

      {adding ? (
        <PanelCard title={t("customers.add.title")} closeHref={href({ new: null, page })} closeLabel={t("customers.add.close")}>
          <CustomerForm mode="create" answer={answer} />
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
          label={t("customers.sortLabel")}
          name="sort"
          value={sort ?? DEFAULT_CUSTOMER_SORT}
          options={CUSTOMER_SORTS}
          optionLabel={(s) => t(`customers.sorts.${s}`)}
          className="w-52"
        />
      </ListFilters>

      <ListResults
        total={t(capped ? "customers.totalCapped" : "customers.total", { count: total })}
        label={t("customers.tableLabel")}
        columns={[
          t("customers.columns.name"),
          t("customers.columns.contact"),
          t("customers.columns.segment"),
          t("customers.columns.vip"),
          t("customers.columns.kyc"),
          t("customers.columns.created"),
        ]}
        empty={q ? t("customers.emptyFiltered") : t("customers.empty")}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
      >
        {(row) => {
          const name = `${row.firstName} ${row.lastName}`.trim();
          return (
            <TableRow data-customer-id={row.id}>
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
        }}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, ErrorBoundary } = adminScreen();
