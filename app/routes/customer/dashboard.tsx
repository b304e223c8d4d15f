import {
  ArrowRight,
  CalendarClock,
  Car,
  ConciergeBell,
  Crown,
  History,
  Hotel,
  Inbox,
  Info,
  PartyPopper,
  Plane,
  PlaneTakeoff,
  ShieldAlert,
  ShieldCheck,
} from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import type { Route } from "./+types/dashboard";
import { Badge } from "#app/components/ui/badge";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#app/components/ui/card";
import type { ReservationStatus } from "#app/generated/prisma/enums";
import { cityName } from "#app/lib/airports";
import { formatPlaceDateTime } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { customerDashboard, type CustomerIdentity, type DashboardFlight } from "#app/server/customers/customer-area.server";
import { getT } from "#app/server/platform/i18n.server";
import { privatePageMeta } from "#app/lib/seo";
import { StatusBadge } from "#app/components/status-badge";
import { CUSTOMER_WORD_LOOK, reservationWord } from "#app/lib/domain/customer-status-words";
import { TIER_LABEL_KEYS } from "#app/lib/domain/membership";
import { useLocale } from "#app/lib/use-pending";

/**
 * /dashboard (spec §2.20 "Dashboard"), with the signed-in customer's own data: upcoming flights, history
 * and membership facts from the database. Links lead to the other customer screens.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const dashboard = await customerDashboard(user);
  return { ...dashboard, title: getT(context)("customer.dashboard.pageTitle") };
}

function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  return <StatusBadge look={CUSTOMER_WORD_LOOK[reservationWord(status)]} />;
}

function Greeting({ identity }: { identity: CustomerIdentity }) {
  const { t } = useTranslation();
  const name = identity.firstName || identity.email;
  return (
    <div className="flex flex-col gap-2">
      <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight text-primary sm:text-3xl">
        <span>{identity.isVip ? t("customer.dashboard.greetingVip", { name }) : t("customer.dashboard.greeting", { name })}</span>
        {identity.isVip ? (
          <Badge variant="outline" className="border-accent text-accent-strong">
            <Crown aria-hidden="true" />
            {t("customer.dashboard.vipMember")}
          </Badge>
        ) : null}
      </h1>
      <p className="text-muted-foreground">{t("customer.dashboard.intro")}</p>
    </div>
  );
}

function NewReservationCard() {
  const { t } = useTranslation();
  return (
    <Card className="border-transparent bg-primary text-primary-foreground">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg text-primary-foreground">
          <PlaneTakeoff aria-hidden="true" className="size-5" />
          {t("customer.dashboard.newReservation.title")}
        </CardTitle>
        <CardDescription className="text-primary-foreground/80">{t("customer.dashboard.newReservation.text")}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Link to="/dashboard/reservation" className={buttonVariants({ variant: "accent" })}>
          {t("customer.dashboard.newReservation.cta")}
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  );
}

function FlightList({
  title,
  icon,
  flights,
  total,
  empty,
  viewAll,
  to,
}: {
  title: string;
  icon: React.ReactNode;
  flights: DashboardFlight[];
  total: number;
  empty: string;
  viewAll: string;
  to: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `${to.replace(/\W+/g, "-")}-heading`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle as="h2" id={headingId} className="flex items-center gap-2 text-lg">
          {icon}
          {title}
        </CardTitle>
        <CardAction>
          <Link to={to} className={cn(buttonVariants({ variant: "link", size: "sm" }), "gap-1")}>
            {viewAll}
            {total > 0 ? <span className="text-muted-foreground">({total})</span> : null}
            <ArrowRight aria-hidden="true" />
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        {flights.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {flights.map((flight) => (
              <li key={flight.id} className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-medium">
                    <Link to={`/dashboard/flights/${flight.id}`} className="text-primary underline-offset-4 hover:underline">
                      {t("customer.dashboard.flight.route", { from: cityName(flight.from, locale), to: cityName(flight.to, locale) })}
                    </Link>
                  </p>
                  <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <CalendarClock aria-hidden="true" className="size-4" />
                      <span className="sr-only">{t("customer.dashboard.flight.departure")}: </span>
                      <time dateTime={flight.departure.at}>{formatPlaceDateTime(flight.departure, locale)}</time>
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Plane aria-hidden="true" className="size-4" />
                      <span className="sr-only">{t("customer.dashboard.flight.jet")}: </span>
                      {flight.jet ?? t("customer.dashboard.flight.jetNotAssigned")}
                    </span>
                    <span>{t("customer.dashboard.flight.passengers", { count: flight.passengerCount })}</span>
                  </p>
                </div>
                <div>
                  <span className="sr-only">{t("customer.dashboard.flight.status")}: </span>
                  <ReservationStatusBadge status={flight.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function MembershipCard({ identity }: { identity: CustomerIdentity }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Crown aria-hidden="true" className="size-5 text-accent-strong" />
          {t("customer.dashboard.membership.title")}
        </CardTitle>
        <CardDescription className="text-base font-medium text-foreground">
          {identity.isVip
            ? t("customer.dashboard.membership.vip")
            : t("customer.dashboard.membership.tierMember", { tier: t(TIER_LABEL_KEYS.standard) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t("customer.dashboard.membership.segment")}</dt>
          <dd className="font-medium">{t(`customer.segments.${identity.segment}`)}</dd>
          <dt className="text-muted-foreground">{t("customer.dashboard.membership.kyc")}</dt>
          <dd>
            {identity.kycStatus ? (
              <Badge variant="success">
                <ShieldCheck aria-hidden="true" />
                {t("customer.dashboard.membership.kycApproved")}
              </Badge>
            ) : (
              <Badge variant="warning">
                <ShieldAlert aria-hidden="true" />
                {t("customer.dashboard.membership.kycPending")}
              </Badge>
            )}
          </dd>
          <dt className="text-muted-foreground">{t("customer.dashboard.membership.email")}</dt>
          <dd className="min-w-0 truncate font-medium">{identity.email}</dd>
        </dl>
      </CardContent>
      <CardFooter>
        <Link to="/dashboard/membership" className={cn(buttonVariants({ variant: "link", size: "sm" }), "gap-1")}>
          {t("customer.dashboard.membership.details")}
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  );
}

function Shortcuts() {
  const { t } = useTranslation();
  const items = [
    { to: "/dashboard/requests", icon: Inbox, title: t("customerRequests.link"), text: t("customerRequests.linkText") },
    { to: "/dashboard/jets", icon: Plane, title: t("customer.dashboard.shortcuts.jets"), text: t("customer.dashboard.shortcuts.jetsText") },
    {
      to: "/dashboard/concierge",
      icon: ConciergeBell,
      title: t("customer.dashboard.shortcuts.concierge"),
      text: t("customer.dashboard.shortcuts.conciergeText"),
    },
  ];
  return (
    <section aria-labelledby="shortcuts-heading" className="flex flex-col gap-3">
      <h2 id="shortcuts-heading" className="text-lg font-semibold text-primary">
        {t("customer.dashboard.shortcuts.title")}
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex items-start gap-3 rounded-lg border bg-card p-4 shadow-sm transition-colors hover:border-primary/40 hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
            >
              <item.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-strong" />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium text-primary">{item.title}</span>
                <span className="text-sm text-muted-foreground">{item.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Perks() {
  const { t } = useTranslation();
  const perks = [
    { key: "hotel", icon: Hotel },
    { key: "transfer", icon: Car },
    { key: "events", icon: PartyPopper },
  ] as const;
  return (
    <section aria-labelledby="perks-heading" className="flex flex-col gap-3">
      <h2 id="perks-heading" className="text-lg font-semibold text-primary">
        {t("customer.dashboard.perks.title")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {perks.map((perk) => (
          <li key={perk.key} className="flex flex-col gap-2 rounded-lg border bg-card p-5 shadow-sm">
            <perk.icon aria-hidden="true" className="size-6 text-accent-strong" />
            <h3 className="font-semibold text-primary">{t(`customer.dashboard.perks.${perk.key}.title`)}</h3>
            <p className="text-sm text-muted-foreground">{t(`customer.dashboard.perks.${perk.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function CustomerDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { identity } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6">
      <Greeting identity={identity} />
      {loaderData.linked ? (
        <>
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="flex flex-col gap-6 lg:col-span-2">
              <NewReservationCard />
              <FlightList
                title={t("customer.dashboard.upcoming.title")}
                icon={<PlaneTakeoff aria-hidden="true" className="size-5" />}
                flights={loaderData.upcoming}
                total={loaderData.upcomingCount}
                empty={t("customer.dashboard.upcoming.empty")}
                viewAll={t("customer.dashboard.upcoming.viewAll")}
                to="/dashboard/flights"
              />
              <FlightList
                title={t("customer.dashboard.history.title")}
                icon={<History aria-hidden="true" className="size-5" />}
                flights={loaderData.history}
                total={loaderData.historyCount}
                empty={t("customer.dashboard.history.empty")}
                viewAll={t("customer.dashboard.history.viewAll")}
                to="/dashboard/history"
              />
            </div>
            <div className="flex flex-col gap-6">
              <MembershipCard identity={identity} />
              <Shortcuts />
            </div>
          </div>
          <Perks />
        </>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <div role="status" className="flex items-start gap-3 rounded-lg border border-info/30 bg-info/10 p-4 text-sm">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
              <div className="flex flex-col gap-1">
                <p className="font-semibold text-foreground">{t("customer.dashboard.notLinkedTitle")}</p>
                <p className="text-foreground">{t("customer.dashboard.notLinked")}</p>
              </div>
            </div>
            <NewReservationCard />
          </div>
          <Shortcuts />
        </div>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);
