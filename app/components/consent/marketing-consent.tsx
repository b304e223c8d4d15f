import { Form } from "react-router";
import { History, Mail } from "#app/components/icons";
import { Link } from "#app/components/link";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Checkbox } from "#app/components/ui/checkbox";
import { FormError } from "#app/components/ui/field";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { formatDateTime } from "#app/lib/format";
import { MARKETING_CONSENT_INTENT } from "#app/lib/schemas/consent";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";
import type { ConsentActionData, MarketingConsentPageData } from "#app/server/customers/consent-forms.server";

/**
 * The customer's marketing consent on the profile (decision 056): the consent text beside a checkbox that is ticked
 * only while the consent stands (never ahead of the person's own choice), one save button, and the records so far.
 * A plain form: it works without JavaScript.
 */
export function MarketingConsentCard({ data, actionData }: { data: MarketingConsentPageData; actionData: ConsentActionData | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useIsPending({ intent: MARKETING_CONSENT_INTENT });
  const errors = actionData?.intent === MARKETING_CONSENT_INTENT ? Object.values(actionData.result.error ?? {}).flat() : [];
  const messages = [...new Set(errors.filter((e): e is string => typeof e === "string"))].map((key) => t(key));
  return (
    <Card data-testid="marketing-consent">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-5" />
          {t("consent.marketing.title")}
        </CardTitle>
        <CardDescription>{t("consent.marketing.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <Form method="post" className="flex flex-col gap-4" key={`${data.granted}-${data.since ?? ""}`}>
          <input type="hidden" name="intent" value={MARKETING_CONSENT_INTENT} />
          <input type="hidden" name="text_version" value={data.textVersion} />
          {messages.length ? <FormError title={t("consent.marketing.errorTitle")} message={messages} /> : null}
          <div className="flex items-start gap-3">
            <Checkbox
              id="marketing-consent"
              name="marketing"
              defaultChecked={data.granted}
              wrapperClassName="mt-0.5"
              aria-describedby="marketing-consent-notice"
            />
            <label htmlFor="marketing-consent" className="text-sm leading-snug">
              {t("consent.marketing.label")}
            </label>
          </div>
          <p id="marketing-consent-notice" className="text-sm text-muted-foreground">
            {t("consent.marketing.notice")}{" "}
            <Link to="/gizlilik" className="underline underline-offset-2">
              {t("consent.marketing.privacyLink")}
            </Link>
          </p>
          <p className="text-sm font-medium" data-testid="marketing-consent-state">
            {data.granted && data.since
              ? t("consent.marketing.stateGranted", { date: formatDateTime(data.since, locale) })
              : t("consent.marketing.stateNone")}
          </p>
          {!data.emailVerified ? <p className="text-sm text-muted-foreground">{t("consent.marketing.unverified")}</p> : null}
          <div>
            <Button type="submit" disabled={busy}>
              {t("consent.marketing.save")}
            </Button>
          </div>
        </Form>
        <section aria-labelledby="consent-history-title" className="flex flex-col gap-2">
          <h3 id="consent-history-title" className="flex items-center gap-2 text-base font-semibold">
            <History aria-hidden="true" className="size-4" />
            {t("consent.history.title")}
          </h3>
          {data.history.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("consent.history.empty")}</p>
          ) : (
            <Table data-testid="consent-history">
              <TableCaption className="sr-only">{t("consent.history.caption")}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("consent.history.when")}</TableHead>
                  <TableHead>{t("consent.history.action")}</TableHead>
                  <TableHead>{t("consent.history.source")}</TableHead>
                  <TableHead>{t("consent.history.version")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.history.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{formatDateTime(r.createdAt, locale)}</TableCell>
                    <TableCell>{t(`consent.actions.${r.action}`)}</TableCell>
                    <TableCell>{t(`consent.sources.${r.source}`)}</TableCell>
                    <TableCell className="text-muted-foreground">{r.textVersion}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
