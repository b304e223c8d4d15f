import { adminScreen } from "#app/components/admin/screen";
import { ArrowLeft, FileDown, FileText } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Link } from "#app/components/link";
import type { Route } from "./+types/reservation-manifest";
import { ManifestSummary, ManifestTable, PassengerForm, RemovePassenger } from "#app/components/bookings/manifest";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatDateTime } from "#app/lib/format";
import { MANIFEST_INTENTS } from "#app/lib/schemas/manifest";
import { useLocale } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { runIntent, type FormAnswer } from "#app/server/platform/action.server";
import { notFound } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { staffManifest } from "#app/server/bookings/manifest.server";
import { manifestIntents } from "#app/server/bookings/manifest-intents.server";
import { getReservation } from "#app/server/bookings/reservations.server";

/**
 * /admin/reservations/{id}/manifest (decision 053): the reservation's passenger manifest in full for staff — the
 * document numbers and dates of birth unmasked (each view writes an audit row), a passenger added, corrected or
 * removed (also after the customer's deadline), and the CSV and PDF downloads.
 */
export const intents = MANIFEST_INTENTS;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const manifest = await staffManifest(params.reservationId, { actorId: user.id, ip: clientIp(context), via: "page" });
  if (!manifest) return notFound("reservations.errors.notFound");
  return { title: getT(context)("manifest.staffPageTitle", { code: manifest.code }), manifest };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  if (!(await getReservation(params.reservationId))) return notFound("reservations.errors.notFound");
  const t = getT(context);
  const id = params.reservationId.toLowerCase();
  const back = `/admin/reservations/${id}/manifest`;
  const done = (key: string) => redirectWithToast(back, { type: "success", title: t("manifest.toasts.successTitle"), description: t(key) });
  return runIntent(await request.formData(), manifestIntents({ actorId: user.id, ip: clientIp(context), reservationId: id }, done), {
    invalid: "manifest.errors.invalid",
    refused: (why) =>
      redirectWithToast(back, { type: "error", title: t("manifest.toasts.errorTitle"), description: t(why.messageKey, why.values) }),
  });
}

export default function ReservationManifestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { manifest } = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const base = `/admin/reservations/${manifest.reservationId}`;
  const canAdd = manifest.passengers.length < manifest.limit;
  return (
    <div className="flex w-full max-w-6xl flex-col gap-6">
      <Link to={base} className={buttonVariants({ variant: "ghost", className: "self-start" })}>
        <ArrowLeft aria-hidden="true" />
        {t("manifest.back")}
      </Link>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {t("manifest.staffTitle", { code: manifest.code })}
          </CardTitle>
          <CardDescription>{t("manifest.staffDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm">{t("manifest.staffAfterDeadline", { date: formatDateTime(manifest.deadline, locale) })}</p>
          <ManifestSummary manifest={manifest} />
          <div className="flex flex-wrap gap-2">
            <a href={`${base}/manifest.csv`} download className={buttonVariants({ variant: "outline" })}>
              <FileDown aria-hidden="true" />
              {t("manifest.csv")}
            </a>
            <a href={`${base}/manifest.pdf`} download className={buttonVariants({ variant: "outline" })}>
              <FileText aria-hidden="true" />
              {t("manifest.pdf")}
            </a>
          </div>
          <ManifestTable manifest={manifest} detail="full" onRow={(p) => <RemovePassenger passenger={p} />} />
        </CardContent>
      </Card>
      {manifest.passengers.map((p) => (
        <details key={p.id} className="rounded-md border p-4">
          <summary className="cursor-pointer font-medium">{t("manifest.editLabel", { name: `${p.givenNames} ${p.surname}` })}</summary>
          <div className="pt-4">
            <PassengerForm passenger={p} answer={answer} />
          </div>
        </details>
      ))}
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("manifest.add")}</CardTitle>
        </CardHeader>
        <CardContent>
          {canAdd ? <PassengerForm answer={answer} /> : <p className="text-sm text-muted-foreground">{t("manifest.full")}</p>}
        </CardContent>
      </Card>
    </div>
  );
}

export const { meta, handle, ErrorBoundary } = adminScreen({ homeHref: "/admin/reservations" });
