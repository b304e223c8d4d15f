import { Checkbox } from "#app/components/ui/checkbox";
import { useTranslation } from "#app/lib/use-translation";

/**
 * The optional marketing consent of the sign-up form (decision 056): unticked, its own text, recorded only for a
 * customer account. A plain checkbox: it works without JavaScript.
 */
export function SignUpMarketingConsent({ error }: { error?: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <Checkbox
          id="signup-marketing"
          name="marketing"
          wrapperClassName="mt-0.5"
          aria-invalid={error?.length ? true : undefined}
          aria-describedby={error?.length ? "signup-marketing-hint signup-marketing-error" : "signup-marketing-hint"}
        />
        <label htmlFor="signup-marketing" className="text-sm leading-snug">
          {t("consent.marketing.signUpLabel")}
        </label>
      </div>
      <p id="signup-marketing-hint" className="pl-7 text-xs text-muted-foreground">
        {t("consent.marketing.signUpHint")}
      </p>
      {error?.length ? (
        <p id="signup-marketing-error" className="text-sm font-medium text-destructive">
          {error.map((key) => t(key)).join(" ")}
        </p>
      ) : null}
    </div>
  );
}
