import { MessageSquareWarning } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatDateTime } from "#app/lib/format";
import { useIsPending, useLocale } from "#app/lib/use-pending";

export interface OpenCustomerRequest {
  id: string;
  kind: "cancel" | "change";
  message: string | null;
  createdAt: string;
}

/**
 * The customer's open cancellation and change requests on the staff reservation page, each with "mark as
 * answered" (a plain form POST to /admin/reservations/{id}/requests). Nothing is shown when none is open.
 */
export function CustomerRequestsPanel({ reservationId, requests }: { reservationId: string; requests: OpenCustomerRequest[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busyId = useIsPending({ intent: "resolve" });
  if (requests.length === 0) return null;
  return (
    <Card className="border-warning" aria-labelledby="customer-requests-title" role="region">
      <CardHeader>
        <CardTitle as="h2" id="customer-requests-title" className="flex items-center gap-2">
          <MessageSquareWarning aria-hidden="true" className="size-5" />
          {t("myFlights.staff.title")} ({requests.length})
        </CardTitle>
        <CardDescription>{t("myFlights.staff.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 rounded-md border p-3 text-sm" data-request-kind={r.kind}>
              <p className="font-medium">
                {t(`myFlights.detail.requestKinds.${r.kind}`)} ·{" "}
                <span className="font-normal text-muted-foreground">{formatDateTime(r.createdAt, locale)}</span>
              </p>
              {r.message ? <p className="whitespace-pre-line">{r.message}</p> : null}
              <Form method="post" action={`/admin/reservations/${reservationId}/requests`}>
                <input type="hidden" name="intent" value="resolve" />
                <input type="hidden" name="request_id" value={r.id} />
                <Button type="submit" size="sm" variant="outline" disabled={busyId}>
                  {t("myFlights.staff.resolve")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
