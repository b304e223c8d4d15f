import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod/v4";
import { BellPlus } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import type { z } from "zod";
import { useEffect, useState } from "react";
import { Form, useFetcher } from "react-router";
import { ErrorSummary } from "#app/components/form-feedback";
import { Honeypot } from "#app/components/honeypot";
import { Button } from "#app/components/ui/button";
import { Field, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { todayInIstanbul } from "#app/lib/format";
import type { guestLegWatchSchema, LegWatchActionData } from "#app/lib/schemas/leg-watch";
import { WATCH_PASSENGERS, WATCH_PLACE_MAX, WATCH_WINDOW_MAX_DAYS } from "#app/lib/schemas/leg-watch-form";
import { useLoadOnFirstUse } from "#app/lib/use-first-use";
import { useIsPending } from "#app/lib/use-pending";

/**
 * The watch form (decision 027): from, to, a date window and passengers, and for a guest an e-mail. A plain
 * post to the page's own URL (works without JavaScript); with it the same zod schema checks first, loaded on the
 * form's first use (decision 035). "From" and "to" are text with the cities and airports offered as a native
 * list; the server resolves the text and answers unknown or ambiguous text next to the field, naming the
 * candidates.
 */
export type { LegWatchActionData };

/** The fields' HTML constraints (required, lengths), computed from the schema by the page's loader. */
export type WatchFormConstraint = ReturnType<typeof getZodConstraint>;

/** The form's checks: the schemas and conform's zod parser (zod itself), a chunk of their own. */
async function loadChecks() {
  const [{ parseForm }, schemas] = await Promise.all([import("#app/lib/schemas/parse"), import("#app/lib/schemas/leg-watch")]);
  return { parseForm, ...schemas };
}

export function LegWatchForm({
  id,
  intent,
  guest = false,
  actionData,
  suggestions,
  constraint,
}: {
  id: string;
  intent: string;
  guest?: boolean;
  actionData: LegWatchActionData | undefined;
  suggestions: readonly string[];
  /** `watchFormConstraint(guest)` from app/server/empty-legs/leg-alerts.server.ts */
  constraint: WatchFormConstraint;
}) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent });
  const [checks, loadChecksOnUse] = useLoadOnFirstUse(loadChecks);
  // typed with the guest's fields (a superset); the customer's form simply has no e-mail
  const [form, fields] = useForm<z.input<typeof guestLegWatchSchema>, z.output<typeof guestLegWatchSchema>>({
    id,
    lastResult: actionData?.intent === intent ? (actionData.result ?? undefined) : undefined,
    constraint,
    defaultValue: { passengers: "1" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: checks
      ? ({ formData }) =>
          checks.parseForm(formData, { schema: (guest ? checks.guestLegWatchSchema : checks.legWatchSchema) as typeof guestLegWatchSchema })
      : undefined,
  });
  const errorOf = (field: string, errors?: string[]) =>
    errors?.map((key) =>
      t(key, {
        max: field === "passengers" ? WATCH_PASSENGERS.max : field === "date_to" ? WATCH_WINDOW_MAX_DAYS : WATCH_PLACE_MAX,
        options: actionData?.options?.[field]?.join("; ") ?? "",
      }),
    );
  const listId = `${id}-places`;
  const places = usePlaceSearch(suggestions);
  const today = todayInIstanbul();
  const labels = {
    email: t("legAlerts.form.email"),
    from: t("legAlerts.form.from"),
    to: t("legAlerts.form.to"),
    date_from: t("legAlerts.form.dateFrom"),
    date_to: t("legAlerts.form.dateTo"),
    passengers: t("legAlerts.form.passengers"),
  };
  const placeProps = {
    list: listId,
    autoComplete: "off",
    maxLength: WATCH_PLACE_MAX,
    placeholder: t("legAlerts.form.placePlaceholder"),
    onInput: (e: React.FormEvent<HTMLInputElement>) => places.search(e.currentTarget.value),
  };

  return (
    <Form method="post" {...getFormProps(form)} {...loadChecksOnUse} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {guest ? <Honeypot /> : null}
      <ErrorSummary
        className="sm:col-span-2"
        items={(["email", "from", "to", "date_from", "date_to", "passengers"] as const)
          .filter((f) => guest || f !== "email")
          .map((f) => ({
            id: fields[f as keyof typeof fields].id,
            label: labels[f],
            messages: errorOf(f, fields[f as keyof typeof fields].errors),
          }))}
      />
      {guest ? (
        <Field
          className="sm:col-span-2"
          label={labels.email}
          htmlFor={fields.email.id}
          error={errorOf("email", fields.email.errors)}
          required
        >
          <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" {...fieldAria(fields.email)} />
        </Field>
      ) : null}
      <Field
        label={labels.from}
        htmlFor={fields.from.id}
        error={errorOf("from", fields.from.errors)}
        description={t("legAlerts.form.placeHint")}
        required
      >
        <Input {...getInputProps(fields.from, { type: "text" })} {...placeProps} {...fieldAria(fields.from, true)} />
      </Field>
      <Field label={labels.to} htmlFor={fields.to.id} error={errorOf("to", fields.to.errors)} required>
        <Input {...getInputProps(fields.to, { type: "text" })} {...placeProps} {...fieldAria(fields.to)} />
      </Field>
      <datalist id={listId}>
        {places.options.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <Field label={labels.date_from} htmlFor={fields.date_from.id} error={errorOf("date_from", fields.date_from.errors)} required>
        <Input {...getInputProps(fields.date_from, { type: "date" })} min={today} {...fieldAria(fields.date_from)} />
      </Field>
      <Field label={labels.date_to} htmlFor={fields.date_to.id} error={errorOf("date_to", fields.date_to.errors)} required>
        <Input {...getInputProps(fields.date_to, { type: "date" })} min={today} {...fieldAria(fields.date_to)} />
      </Field>
      <Field label={labels.passengers} htmlFor={fields.passengers.id} error={errorOf("passengers", fields.passengers.errors)} required>
        <Input
          {...getInputProps(fields.passengers, { type: "number" })}
          min={WATCH_PASSENGERS.min}
          max={WATCH_PASSENGERS.max}
          inputMode="numeric"
          {...fieldAria(fields.passengers)}
        />
      </Field>
      <div className="flex items-end">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          <BellPlus aria-hidden="true" />
          {busy ? t("legAlerts.form.saving") : guest ? t("legAlerts.form.subscribe") : t("legAlerts.form.save")}
        </Button>
      </div>
    </Form>
  );
}

/**
 * With JavaScript, the suggestion list follows what is typed: the world airport search
 * (/api/airports), a moment after the last key. Without it, the list is the given suggestions.
 */
function usePlaceSearch(suggestions: readonly string[]) {
  const fetcher = useFetcher<{ airports: { label: string }[] }>();
  const [query, setQuery] = useState("");
  const { load } = fetcher;
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    const timer = setTimeout(() => void load(`/api/airports?q=${encodeURIComponent(q)}`), 200);
    return () => clearTimeout(timer);
  }, [query, load]);
  const found = fetcher.data?.airports.map((a) => a.label) ?? [];
  return { search: setQuery, options: [...new Set([...found, ...suggestions])] };
}
