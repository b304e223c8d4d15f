import { adminScreen } from "#app/components/admin/screen";
import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import type { Route } from "./+types/concierge";
import { AdminListPage, CardListResults } from "#app/components/admin/list-page";
import { ListFilters } from "#app/components/admin/list-filters";
import { RowLink } from "#app/components/admin/row-actions";
import { Badge } from "#app/components/ui/badge";
import { Card, CardContent } from "#app/components/ui/card";
import { formatDateTime } from "#app/lib/format";
import { listHref, searchParam } from "#app/lib/list-params";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { staffInbox } from "#app/server/service/concierge-reads.server";
import { getT } from "#app/server/platform/i18n.server";
import { pageUrl } from "#app/server/platform/request.server";

/**
 * /admin/concierge (decision 024): the staff inbox of customer conversations — oldest unanswered first, then
 * the rest by latest message — with unread counts, folded search of the customer's name and e-mail, and
 * server-side paging. Conversations are answered and assigned on /admin/concierge/{id}. No POST here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request);
  const url = pageUrl(request);
  const q = searchParam(url);
  const inbox = await staffInbox({ q, page: url.searchParams.get("page") });
  return { title: getT(context)("concierge.admin.pageTitle"), q, ...inbox };
}

export default function AdminConciergeInbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { total, page, q } = loaderData;
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/concierge", { q, page }, changes);
  return (
    <AdminListPage title={t("concierge.admin.title")} description={t("concierge.admin.description")}>
      <ListFilters
        label={t("concierge.admin.searchLabel")}
        idPrefix="concierge"
        q={q}
        searchLabel={t("concierge.admin.searchLabel")}
        searchPlaceholder={t("concierge.admin.searchPlaceholder")}
        filterLabel={t("concierge.admin.search")}
        clearLabel={t("concierge.admin.clear")}
        clearHref="/admin/concierge"
        active={Boolean(q)}
      />

      <CardListResults
        total={t("concierge.admin.total", { count: total })}
        label={t("concierge.admin.listLabel")}
        empty={t("concierge.admin.empty")}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
      >
        {(row) => (
          <Card>
            <CardContent className="flex flex-wrap items-start justify-between gap-3 py-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={`/admin/concierge/${row.id}`} className="font-semibold text-primary underline-offset-4 hover:underline">
                    {row.customerName}
                  </Link>
                  <span className="text-sm text-muted-foreground">{row.customerEmail}</span>
                  {row.unread > 0 ? <Badge variant="destructive">{t("concierge.admin.unread", { count: row.unread })}</Badge> : null}
                </div>
                <p className="truncate text-sm">
                  {row.lastMessageSide === "staff" ? (
                    <span className="text-muted-foreground">{t("concierge.admin.lastFromStaff")}</span>
                  ) : null}
                  {row.lastMessagePreview}
                </p>
                <p className="text-xs text-muted-foreground">
                  {row.awaitingSince ? (
                    <span className="font-medium text-destructive">
                      {t("concierge.admin.awaiting", { time: formatDateTime(row.awaitingSince, locale) })}
                    </span>
                  ) : (
                    <span>{t("concierge.admin.answered")}</span>
                  )}
                  {" · "}
                  {t("concierge.admin.lastMessage", { time: formatDateTime(row.lastMessageAt, locale) })}
                  {" · "}
                  {row.assignedTo ? t("concierge.admin.assignedTo", { name: row.assignedTo }) : t("concierge.admin.unassigned")}
                </p>
              </div>
              <RowLink to={`/admin/concierge/${row.id}`} label={`${t("concierge.admin.open")}: ${row.customerName}`}>
                {t("concierge.admin.open")}
              </RowLink>
            </CardContent>
          </Card>
        )}
      </CardListResults>
    </AdminListPage>
  );
}

export const { meta, ErrorBoundary } = adminScreen();
