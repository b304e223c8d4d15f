import { useTranslation } from "#app/lib/use-translation";

/**
 * The guest's success panel says what happens next (decision 047): the offer comes as a link to the request's
 * e-mail address, and no account is needed.
 */
export function OfferLinkNextStep() {
  const { t } = useTranslation();
  return (
    <p className="mt-2 text-foreground" data-testid="offer-link-next">
      <span className="font-medium">{t("site.offerLinkNext.title")}</span> {t("site.offerLinkNext.text")}
    </p>
  );
}
