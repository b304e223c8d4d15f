import { ArrowRight, FileDown, History, PlaneTakeoff } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import type { Route } from "./+types/flights";
import { ErrorView } from "#app/components/error-view";
import { FlightCardView } from "#app/components/flight-card";
import { Pagination } from "#app/components/pagination";
import { buttonVariants } from "#app/components/ui/button";
import { WIZARD_PATH } from "#app/lib/domain/customer-flight";
import { listHref } from "#app/lib/list-params";
import { privatePageMeta } from "#app/lib/seo";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { listUpcomingFlights } from "#app/server/bookings/customer-flights.server";
import { getT } from "#app/server/platform/i18n.server";
import { pageUrl } from "#app/server/platform/request.server";

/**
 * /dashboard/flights and /dashboard/upcoming-flights (one screen, spec §2.20 "Upcoming flights"): the signed-in
 * customer's reservations that are still open (draft, optional, confirmed) and depart today or later, as paged
 * cards, each linking to its details page and its PDF. Read-only: cancelling and change requests happen on
 * the details page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  const url = pageUrl(request);
  const customerId = user.profile.customerId;
  const list = customerId
    ? await listUpcomingFlights(customerId, url.searchParams.get("page"))
    : { rows: [], page: 1, pages: 1, total: 0, skip: 0, take: 0 };
  return { title: t("myFlights.list.pageTitle"), path: url.pathname, ...list };
}

export default function FlightsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, total, page, pages, path } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-primary">{t("myFlights.list.title")}</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">{t("myFlights.list.description")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/history" className={buttonVariants({ variant: "outline" })}>
            <History aria-hidden="true" />
            {t("myFlights.list.history")}
          </Link>
          <Link to={WIZARD_PATH} className={buttonVariants({ variant: "accent" })}>
            <PlaneTakeoff aria-hidden="true" />
            {t("myFlights.list.newReservation")}
          </Link>
        </div>
      </div>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("myFlights.list.total", { count: total })}
      </p>

      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <PlaneTakeoff aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">{t("myFlights.list.empty")}</p>
          <p className="text-sm text-muted-foreground">{t("myFlights.list.emptyText")}</p>
          <Link to={WIZARD_PATH} className={buttonVariants({ variant: "accent" })}>
            {t("myFlights.list.newReservation")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {rows.map((flight) => (
            <li key={flight.id}>
              <FlightCardView
                flight={flight}
                actions={
                  <>
                    <Link
                      to={`/dashboard/flights/${flight.id}`}
                      className={buttonVariants({ variant: "default", size: "sm" })}
                      aria-label={t("myFlights.card.detailsFor", { code: flight.code })}
                    >
                      {t("myFlights.card.details")}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                    <a
                      href={`/dashboard/flights/${flight.id}/pdf`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                      aria-label={t("myFlights.card.pdfFor", { code: flight.code })}
                      download
                    >
                      <FileDown aria-hidden="true" />
                      {t("myFlights.card.pdf")}
                    </a>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}

      <Pagination page={page} pages={pages} href={(p) => listHref(path, { page }, { page: p })} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/dashboard" />;
}
