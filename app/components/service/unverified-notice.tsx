import { Mail } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";

/**
 * Why nothing is e-mailed yet (decision 049): shown across the customer area while the account's address is not
 * verified. The account signs in and sees its own data; the app e-mails nobody on its behalf until it verifies.
 */
export function UnverifiedNotice() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="unverified-title"
      data-testid="unverified-notice"
      className="mx-auto mt-4 flex w-full max-w-6xl items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <h2 id="unverified-title" className="font-semibold">
          {t("concierge.unverified.title")}
        </h2>
        <p>{t("concierge.unverified.text")}</p>
      </div>
    </section>
  );
}
