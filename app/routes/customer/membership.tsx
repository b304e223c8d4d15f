import type { SubmissionResult } from "@conform-to/react";
import { Award, CalendarClock, Plane, RefreshCw } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/membership";
import { ErrorView } from "#app/components/error-view";
import { Duration } from "#app/components/flight-card";
import { Pagination } from "#app/components/pagination";
import { Badge } from "#app/components/ui/badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { cityName } from "#app/lib/airports";
import {
  MEMBERSHIP_TIERS,
  POINTS_PER_FLIGHT_HOUR,
  TIER_CATERING_DISCOUNT,
  TIER_LABEL_KEYS,
  TIER_THRESHOLDS,
} from "#app/lib/domain/membership";
import { formatDate, formatNumber, formatPercent, formatPlaceDate } from "#app/lib/format";
import { listHref } from "#app/lib/list-params";
import { autoRenewSchema, MEMBERSHIP_INTENTS } from "#app/lib/schemas/membership";
import { parseForm } from "#app/lib/schemas/parse";
import { privatePageMeta } from "#app/lib/seo";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { getT } from "#app/server/platform/i18n.server";
import { membershipPage, setAutoRenew } from "#app/server/service/membership.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * /dashboard/membership (spec §2.20 "Membership", §4 tiers, §9; decision 023): the signed-in customer's tier,
 * points and progress from the points ledger of their completed flights, join and renewal dates, the tier
 * comparison with the catering discounts, the ledger's recent activity (paged) and the auto-renewal switch
 * (a plain form post). Only the customer's own record is read: the id comes from the session.
 */
export const intents = MEMBERSHIP_INTENTS;

const PATH = "/dashboard/membership";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  const customerId = user.profile.customerId;
  const page = pageUrl(request).searchParams.get("page");
  const membership = customerId ? await membershipPage(customerId, page) : null;
  return { title: t("membership.pageTitle"), membership };
}

type ActionData = { result: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const t = getT(context);
  const form = await request.formData();
  const submission = parseForm(form, { schema: autoRenewSchema });
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const customerId = user.profile.customerId;
  if (!customerId) {
    return redirectWithToast(PATH, { type: "error", title: t("membership.toasts.errorTitle"), description: t("membership.notLinked") });
  }
  const autoRenew = submission.value.auto_renew === "on";
  const changed = await setAutoRenew({ actorId: user.id, customerId, autoRenew, ip: clientIp(context) });
  return redirectWithToast(PATH, {
    type: changed ? "success" : "info",
    title: t("membership.toasts.savedTitle"),
    description: t(autoRenew ? "membership.toasts.autoRenewOn" : "membership.toasts.autoRenewOff"),
  });
}

type Membership = NonNullable<Route.ComponentProps["loaderData"]["membership"]>;

function TierCard({ m }: { m: Membership }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { progress } = m;
  const percent = Math.round(progress.progress * 100);
  return (
    <Card data-tier={progress.tier}>
      <CardHeader>
        <CardDescription>{t("membership.tierLabel")}</CardDescription>
        <CardTitle as="div" className="flex flex-wrap items-center gap-2 text-2xl">
          <Award aria-hidden="true" className="size-6 text-primary" />
          <span data-testid="membership-tier">{t(TIER_LABEL_KEYS[progress.tier])}</span>
          <Badge variant="success">{t("membership.active")}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">{t("membership.points")}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="membership-points">
              {formatNumber(progress.points, 0, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("membership.flightHours")}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              <Duration minutes={m.flightMinutes} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("membership.completedFlights")}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatNumber(m.completedFlights, 0, locale)}</dd>
          </div>
        </dl>
        <div className="flex flex-col gap-1.5">
          <div className="flex justify-between text-sm">
            <span id="membership-progress-label">
              {progress.next ? t("membership.progressTo", { tier: t(TIER_LABEL_KEYS[progress.next]) }) : t("membership.topTier")}
            </span>
            <span className="tabular-nums">{formatPercent(progress.progress, locale)}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="membership-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          {progress.pointsToNext !== null ? (
            <p className="text-sm text-muted-foreground" data-testid="membership-to-next">
              {t("membership.pointsToNext", {
                points: formatNumber(progress.pointsToNext, 0, locale),
                tier: t(TIER_LABEL_KEYS[progress.next!]),
              })}
            </p>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">{t("membership.rule", { points: POINTS_PER_FLIGHT_HOUR })}</p>
      </CardContent>
    </Card>
  );
}

function DatesCard({ m, error }: { m: Membership; error: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pending = useIsPending({ intent: "auto-renew" });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <CalendarClock aria-hidden="true" className="size-5" />
          {t("membership.datesTitle")}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{t("membership.joinedOn")}</dt>
            <dd className="font-medium" data-testid="membership-joined">
              {formatDate(m.joinedOn, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("membership.renewsOn")}</dt>
            <dd className="font-medium" data-testid="membership-renews">
              {formatDate(m.renewsOn, locale)} · {t("membership.daysLeft", { count: m.daysToRenewal })}
            </dd>
          </div>
        </dl>
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="auto-renew" />
          <input type="hidden" name="auto_renew" value={m.autoRenew ? "off" : "on"} />
          <p className="text-sm" data-testid="membership-auto-renew">
            <RefreshCw aria-hidden="true" className="mr-1 inline size-4" />
            {m.autoRenew ? t("membership.autoRenewOn") : t("membership.autoRenewOff")}
          </p>
          <Button
            type="submit"
            variant="outline"
            size="sm"
            disabled={pending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "auto-renew-error" : undefined}
          >
            {m.autoRenew ? t("membership.turnOff") : t("membership.turnOn")}
          </Button>
          {error ? (
            <p id="auto-renew-error" role="alert" className="w-full text-sm font-medium text-destructive" data-testid="membership-error">
              {error}
            </p>
          ) : null}
        </Form>
      </CardContent>
    </Card>
  );
}

function TierComparison({ m }: { m: Membership }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="membership-tiers" className="flex flex-col gap-3">
      <h2 id="membership-tiers" className="text-lg font-semibold">
        {t("membership.comparisonTitle")}
      </h2>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-2">
                {t("membership.columns.tier")}
              </th>
              <th scope="col" className="p-2 text-right">
                {t("membership.columns.points")}
              </th>
              <th scope="col" className="p-2 text-right">
                {t("membership.columns.hours")}
              </th>
              <th scope="col" className="p-2 text-right">
                {t("membership.columns.catering")}
              </th>
            </tr>
          </thead>
          <tbody>
            {MEMBERSHIP_TIERS.map((tier) => {
              const current = tier === m.progress.tier;
              return (
                <tr key={tier} className={current ? "bg-primary/5 font-semibold" : undefined} aria-current={current ? "true" : undefined}>
                  <th scope="row" className="p-2 text-left">
                    {t(TIER_LABEL_KEYS[tier])}
                    {current ? <span className="ml-2 text-xs font-normal text-primary">({t("membership.yourTier")})</span> : null}
                  </th>
                  <td className="p-2 text-right tabular-nums">{formatNumber(TIER_THRESHOLDS[tier], 0, locale)}</td>
                  <td className="p-2 text-right tabular-nums">{formatNumber(TIER_THRESHOLDS[tier] / POINTS_PER_FLIGHT_HOUR, 0, locale)}</td>
                  <td className="p-2 text-right tabular-nums" data-testid={`discount-${tier}`}>
                    {TIER_CATERING_DISCOUNT[tier] > 0 ? formatPercent(TIER_CATERING_DISCOUNT[tier], locale) : "—"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Activity({ m }: { m: Membership }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="membership-activity" className="flex flex-col gap-3">
      <h2 id="membership-activity" className="text-lg font-semibold">
        {t("membership.activityTitle")}
      </h2>
      {m.activity.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center">
          <Plane aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">{t("membership.activityEmpty")}</p>
        </div>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">
          {m.activity.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm" data-activity-id={row.id}>
              <div className="flex flex-col">
                {row.flight ? (
                  <Link to={`/dashboard/flights/${row.flight.id}`} className="font-medium underline-offset-4 hover:underline">
                    {t("membership.activityFlight", { from: cityName(row.flight.from, locale), to: cityName(row.flight.to, locale) })}
                  </Link>
                ) : (
                  <span className="font-medium">{row.note ?? t("membership.activityAdjustment")}</span>
                )}
                <span className="text-muted-foreground">
                  {row.flight ? formatPlaceDate(row.flight.departure, locale) : formatDate(row.createdAt, locale)}
                  {row.flightMinutes !== null ? (
                    <>
                      {" · "}
                      <Duration minutes={row.flightMinutes} />
                    </>
                  ) : null}
                </span>
              </div>
              <span className={row.points >= 0 ? "font-semibold text-primary tabular-nums" : "font-semibold text-destructive tabular-nums"}>
                {t("membership.activityPoints", { points: `${row.points >= 0 ? "+" : ""}${formatNumber(row.points, 0, locale)}` })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={m.page} pages={m.pages} href={(p) => listHref(PATH, { page: m.page }, { page: p })} />
    </section>
  );
}

export default function MembershipPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const m = loaderData.membership;
  const errors = actionData?.result?.error;
  const keys = errors
    ? Object.values(errors)
        .flat()
        .filter((k): k is string => typeof k === "string" && k !== "")
    : [];
  const error = keys.length > 0 ? [...new Set(keys)].map((key) => t(key)).join(" ") : null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-primary">{t("membership.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("membership.description")}</p>
      </div>
      {m ? (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <TierCard m={m} />
            <DatesCard m={m} error={error} />
          </div>
          <TierComparison m={m} />
          <Activity m={m} />
          <div className="flex flex-wrap gap-3">
            <Link to="/dashboard/history" className={buttonVariants({ variant: "outline" })}>
              {t("membership.historyLink")}
            </Link>
          </div>
        </>
      ) : (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{t("membership.notLinked")}</p>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/dashboard" />;
}
