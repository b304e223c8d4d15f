import { Form } from "react-router";
import { Link } from "#app/components/link";
import { StatusBadge } from "#app/components/status-badge";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { COMMERCIAL_RECORDS_YEARS, DATA_REQUEST_STATE_LOOK } from "#app/lib/domain/data-request";
import { formatDate } from "#app/lib/format";
import { useLocale } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";
import type { CustomerDataRequest } from "#app/server/privacy/data-requests.server";
import { CorrectionForm } from "./correction-form";

/** Where the download posts, and the erasure's confirmation screen. */
export const EXPORT_PATH = "/dashboard/profile/verilerim.json";
export const ERASURE_PATH = "/dashboard/profile/silme";

const PARTS = ["data", "purpose", "transfer", "retention", "rights", "how"] as const;

/**
 * "Kişisel verileriniz (KVKK)" on the customer's profile (decision 055): the clarification text with a link to
 * the full notice, the download, the correction request, the way to the erasure, and the customer's requests
 * with their state. Every form is a plain post.
 */
export function PrivacySection({ requests }: { requests: readonly CustomerDataRequest[] }) {
  const { t } = useTranslation();
  return (
    <Card id="kvkk" aria-labelledby="kvkk-title" role="region">
      <CardHeader>
        <CardTitle as="h2" id="kvkk-title">
          {t("dataRights.section.title")}
        </CardTitle>
        <CardDescription>{t("dataRights.section.intro")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {PARTS.map((part) => (
            <div key={part}>
              <dt className="font-medium">{t(`dataRights.section.${part}Title`)}</dt>
              <dd className="text-muted-foreground">{t(`dataRights.section.${part}Text`, { years: COMMERCIAL_RECORDS_YEARS })}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">
          <Link to="/gizlilik" className="font-medium text-primary underline underline-offset-4">
            {t("dataRights.section.privacyLink")}
          </Link>
        </p>

        <section aria-labelledby="kvkk-export-title" className="flex flex-col gap-2">
          <h3 id="kvkk-export-title" className="font-semibold">
            {t("dataRights.export.title")}
          </h3>
          <p className="text-sm text-muted-foreground">{t("dataRights.export.text")}</p>
          {/* a full page post: the answer is the file itself, which the browser saves */}
          <Form method="post" action={EXPORT_PATH} reloadDocument>
            <input type="hidden" name="intent" value="export" />
            <Button type="submit">{t("dataRights.export.button")}</Button>
          </Form>
        </section>

        <section aria-labelledby="kvkk-correction-title" className="flex flex-col gap-2">
          <h3 id="kvkk-correction-title" className="font-semibold">
            {t("dataRights.correction.title")}
          </h3>
          <p className="text-sm text-muted-foreground">{t("dataRights.correction.text")}</p>
          <CorrectionForm />
        </section>

        <section aria-labelledby="kvkk-erasure-title" className="flex flex-col gap-2">
          <h3 id="kvkk-erasure-title" className="font-semibold">
            {t("dataRights.erasure.title")}
          </h3>
          <p className="text-sm text-muted-foreground">{t("dataRights.erasure.text")}</p>
          <div>
            <Link to={ERASURE_PATH} className={buttonVariants({ variant: "outline" })}>
              {t("dataRights.erasure.open")}
            </Link>
          </div>
        </section>

        <DataRequestList requests={requests} />
      </CardContent>
    </Card>
  );
}

function DataRequestList({ requests }: { requests: readonly CustomerDataRequest[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="kvkk-requests-title" className="flex flex-col gap-2">
      <h3 id="kvkk-requests-title" className="font-semibold">
        {t("dataRights.requests.title")}
      </h3>
      {requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("dataRights.requests.empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" data-testid="kvkk-requests">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-col gap-1 p-3 text-sm" data-request-kind={r.kind} data-request-state={r.state}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t(`dataRights.kind.${r.kind}`)}</span>
                <StatusBadge look={DATA_REQUEST_STATE_LOOK[r.state]} />
              </div>
              {r.kind === "correction" && r.field ? (
                <span className="text-muted-foreground">
                  {t("dataRights.staff.correctionAsk", { field: t(`dataRights.field.${r.field}`), value: r.requestedValue ?? "" })}
                </span>
              ) : null}
              {r.state === "open" && r.blockers.length > 0 ? (
                <ul className="list-disc ps-5 text-muted-foreground">
                  {r.blockers.map((b) => (
                    <li key={b}>{t(`dataRights.blocker.${b}`)}</li>
                  ))}
                </ul>
              ) : null}
              <span className="text-xs text-muted-foreground">
                {t("dataRights.requests.created")}: {formatDate(r.createdAt, locale)}
                {r.state === "open" ? ` · ${t("dataRights.requests.due")}: ${formatDate(r.dueAt, locale)}` : ""}
                {r.resolvedAt ? ` · ${t("dataRights.requests.resolved")}: ${formatDate(r.resolvedAt, locale)}` : ""}
              </span>
              {r.staffNote && r.state !== "open" ? <span>{t("dataRights.requests.note", { note: r.staffNote })}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
