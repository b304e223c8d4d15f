import { BellRing, CircleCheck } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { FocusTarget } from "#app/components/form-feedback";
import { LegWatchForm, type WatchFormConstraint } from "#app/components/leg-watch-form";
import { FormError } from "#app/components/ui/field";
import type { LegWatchActionData } from "#app/lib/schemas/leg-watch";
import { GUEST_WATCH_INTENT } from "#app/lib/schemas/leg-watch-form";

/**
 * The guest's empty-leg alert sign-up on /bos-bacaklar (decision 027): a plain post (the page loads no
 * JavaScript until the first interaction, decision 013); after it, "check your e-mail" takes the focus.
 */
export function LegWatchSignup({
  sentKey,
  actionData,
  suggestions,
  constraint,
}: {
  sentKey: string | null;
  actionData: LegWatchActionData | undefined;
  suggestions: readonly string[];
  constraint: WatchFormConstraint;
}) {
  const { t } = useTranslation();
  return (
    <section
      id="leg-alert-form"
      aria-labelledby="leg-alert-title"
      className="mt-10 flex scroll-mt-24 flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-1">
        <h2 id="leg-alert-title" className="flex items-center gap-2 text-xl font-semibold">
          <BellRing aria-hidden="true" className="size-5" />
          {t("legAlerts.guest.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("legAlerts.guest.intro")}</p>
      </div>
      {sentKey ? (
        <FocusTarget focusKey={sentKey}>
          <div role="status" className="flex items-start gap-3 rounded-md border border-success/30 bg-success/10 p-4 text-sm">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <div>
              <p className="font-semibold text-success">{t("legAlerts.guest.sentTitle")}</p>
              <p className="text-foreground">{t("legAlerts.guest.sentText")}</p>
            </div>
          </div>
        </FocusTarget>
      ) : null}
      {actionData?.formError ? (
        <FocusTarget focusKey={actionData}>
          <FormError title={t("legAlerts.errors.title")} message={actionData.formError} />
        </FocusTarget>
      ) : null}
      <LegWatchForm
        key={sentKey ?? "new"}
        id="leg-alert"
        intent={GUEST_WATCH_INTENT}
        guest
        actionData={actionData}
        suggestions={suggestions}
        constraint={constraint}
      />
    </section>
  );
}
