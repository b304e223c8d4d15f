import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import { buttonVariants } from "#app/components/ui/button";

/** Previous / "page n of m" / next as plain links (server-side paging; works without JavaScript). */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const linkClass = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={t("common.pagination.label")} className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass} rel="prev">
          {t("common.pagination.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground" aria-current="page">
        {t("common.pagination.page", { page, pages })}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className={linkClass} rel="next">
          {t("common.pagination.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
