import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Field, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import { formatDate, formatDateTime } from "#app/lib/format";
import { DOCUMENT_TYPES, PASSENGER_NAME_MAX, PASSENGER_NOTES_MAX, PASSENGER_SEXES, savePassengerSchema } from "#app/lib/schemas/manifest";
import { parseForm } from "#app/lib/schemas/parse";
import { useIsPending, useLocale } from "#app/lib/use-pending";
import { useTranslation } from "#app/lib/use-translation";
import type { FormAnswer } from "#app/server/platform/action.server";
import type { ManifestView, PassengerView } from "#app/server/bookings/manifest.server";

/**
 * The passenger manifest's view parts (decision 053): the table (masked for the customer, in full for staff on the
 * reservation), one passenger's form (add, or correct with `passenger`), and the remove button. Plain form posts,
 * so every part works without JavaScript.
 */
export function ManifestTable({
  manifest,
  detail,
  onRow,
}: {
  manifest: ManifestView;
  detail: "masked" | "full";
  onRow?: (p: PassengerView) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (manifest.passengers.length === 0) return <p className="text-sm text-muted-foreground">{t("manifest.empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="manifest-table">
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="p-2">
              {t("manifest.columns.position")}
            </th>
            <th scope="col" className="p-2">
              {t("manifest.columns.name")}
            </th>
            <th scope="col" className="p-2">
              {t("manifest.columns.nationality")}
            </th>
            <th scope="col" className="p-2">
              {t("manifest.columns.document")}
            </th>
            <th scope="col" className="p-2">
              {t("manifest.columns.expiry")}
            </th>
            <th scope="col" className="p-2">
              {detail === "full" ? t("manifest.columns.birthDate") : t("manifest.columns.birthYear")}
            </th>
            <th scope="col" className="p-2">
              {t("manifest.columns.notes")}
            </th>
            {onRow ? <td className="p-2" /> : null}
          </tr>
        </thead>
        <tbody>
          {manifest.passengers.map((p) => (
            <tr key={p.id} className="border-t align-top" data-testid="manifest-row">
              <td className="p-2">{p.position}</td>
              <td className="p-2 font-medium">
                {p.surname}, {p.givenNames}
                <div className="text-xs text-muted-foreground">{t(`manifest.sexes.${p.sex}`)}</div>
              </td>
              <td className="p-2">{p.nationality}</td>
              <td className="p-2">
                {t(`manifest.documentTypes.${p.documentType}`)} · {p.issuingCountry}
                <div className="font-mono" data-testid="document-number">
                  {p.purged ? t("manifest.purged") : p.documentNumber}
                </div>
              </td>
              <td className="p-2">
                {p.documentExpiry ? formatDate(p.documentExpiry, locale) : "—"}
                {p.expiresTooSoon ? (
                  <div>
                    <Badge variant="warning">{t("manifest.expiresTooSoon")}</Badge>
                  </div>
                ) : null}
              </td>
              <td className="p-2" data-testid="birth-date">
                {p.birthDate === null ? "—" : detail === "full" ? formatDate(p.birthDate, locale) : p.birthDate}
              </td>
              <td className="p-2 whitespace-pre-line">{p.notes ?? "—"}</td>
              {onRow ? <td className="p-2">{onRow(p)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The refused reply that belongs to this form: the add form's, or the one of the passenger it corrects. */
function replyFor(answer: FormAnswer | undefined, passengerId: string | undefined) {
  if (answer?.intent !== "save-passenger") return undefined;
  const sent = (answer.result.initialValue as Record<string, unknown> | undefined)?.passenger_id;
  return (sent || undefined) === passengerId ? answer.result : undefined;
}

export function PassengerForm({ passenger, answer }: { passenger?: PassengerView; answer: FormAnswer | undefined }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "save-passenger", passenger_id: passenger?.id ?? null });
  const [form, fields] = useForm({
    id: passenger ? `passenger-${passenger.id}` : "passenger-new",
    lastResult: replyFor(answer, passenger?.id),
    constraint: getZodConstraint(savePassengerSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, { schema: savePassengerSchema }),
    defaultValue: passenger
      ? {
          given_names: passenger.givenNames,
          surname: passenger.surname,
          sex: passenger.sex,
          nationality: passenger.nationality,
          document_type: passenger.documentType,
          document_number: passenger.documentNumber ?? "",
          issuing_country: passenger.issuingCountry,
          document_expiry: passenger.documentExpiry ?? "",
          birth_date: passenger.birthDate ?? "",
          notes: passenger.notes ?? "",
        }
      : undefined,
  });
  const errorOf = (e?: string[]) => e?.map((k) => t(k));
  const text = (field: (typeof fields)["given_names"], label: string, extra: React.ComponentProps<"input"> = {}) => (
    <Field label={t(label)} htmlFor={field.id} error={errorOf(field.errors)} required>
      <Input {...getInputProps(field, { type: "text" })} {...fieldAria(field)} {...extra} />
    </Field>
  );
  return (
    <Form method="post" {...getFormProps(form)} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save-passenger" />
      {passenger ? <input type="hidden" name="passenger_id" value={passenger.id} /> : null}
      {form.errors?.length ? (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
          {t(form.errors[0]!)}
        </p>
      ) : null}
      {text(fields.given_names, "manifest.fields.givenNames", { maxLength: PASSENGER_NAME_MAX, autoComplete: "off" })}
      {text(fields.surname, "manifest.fields.surname", { maxLength: PASSENGER_NAME_MAX, autoComplete: "off" })}
      <Field label={t("manifest.fields.sex")} htmlFor={fields.sex.id} error={errorOf(fields.sex.errors)} required>
        <Select
          {...getSelectProps(fields.sex)}
          {...fieldAria(fields.sex)}
          placeholder="—"
          options={PASSENGER_SEXES.map((s) => ({ value: s, label: t(`manifest.sexes.${s}`) }))}
        />
      </Field>
      {text(fields.nationality, "manifest.fields.nationality", { maxLength: 2, autoComplete: "off" })}
      <Field
        label={t("manifest.fields.documentType")}
        htmlFor={fields.document_type.id}
        error={errorOf(fields.document_type.errors)}
        required
      >
        <Select
          {...getSelectProps(fields.document_type)}
          {...fieldAria(fields.document_type)}
          placeholder="—"
          options={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`manifest.documentTypes.${d}`) }))}
        />
      </Field>
      {text(fields.document_number, "manifest.fields.documentNumber", { maxLength: 30, autoComplete: "off" })}
      {text(fields.issuing_country, "manifest.fields.issuingCountry", { maxLength: 2, autoComplete: "off" })}
      <Field
        label={t("manifest.fields.documentExpiry")}
        htmlFor={fields.document_expiry.id}
        error={errorOf(fields.document_expiry.errors)}
        required
      >
        <Input {...getInputProps(fields.document_expiry, { type: "date" })} {...fieldAria(fields.document_expiry)} />
      </Field>
      <Field label={t("manifest.fields.birthDate")} htmlFor={fields.birth_date.id} error={errorOf(fields.birth_date.errors)} required>
        <Input {...getInputProps(fields.birth_date, { type: "date" })} {...fieldAria(fields.birth_date)} autoComplete="off" />
      </Field>
      <Field label={t("manifest.fields.notes")} htmlFor={fields.notes.id} error={errorOf(fields.notes.errors)} className="sm:col-span-2">
        <Textarea {...getTextareaProps(fields.notes)} {...fieldAria(fields.notes)} rows={2} maxLength={PASSENGER_NOTES_MAX} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? t("manifest.adding") : passenger ? t("manifest.save") : t("manifest.add")}
        </Button>
      </div>
    </Form>
  );
}

export function RemovePassenger({ passenger }: { passenger: PassengerView }) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "remove-passenger", passenger_id: passenger.id });
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="remove-passenger" />
      <input type="hidden" name="passenger_id" value={passenger.id} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={t("manifest.removeLabel", { name: `${passenger.givenNames} ${passenger.surname}` })}
      >
        {t("manifest.remove")}
      </Button>
    </Form>
  );
}

/** The manifest's state in one line: entered of expected, complete or not. */
export function ManifestSummary({ manifest }: { manifest: ManifestView }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="manifest-summary">
      <span>{t("manifest.entered", { entered: manifest.passengers.length, count: manifest.passengerCount })}</span>
      <Badge variant={manifest.complete ? "success" : "warning"}>
        {manifest.complete ? t("manifest.complete") : t("manifest.incomplete")}
      </Badge>
    </p>
  );
}

/** The customer's manifest on their flight's page: masked table, its deadline, and the forms until then. */
export function CustomerManifestCard({ manifest, answer }: { manifest: ManifestView; answer: FormAnswer | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const deadline = formatDateTime(manifest.deadline, locale);
  const canAdd = manifest.customerMayEdit && manifest.passengers.length < manifest.limit;
  return (
    <Card aria-labelledby="manifest-title" role="region">
      <CardHeader>
        <CardTitle as="h2" id="manifest-title">
          {t("manifest.title")}
        </CardTitle>
        <CardDescription>{t("manifest.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm font-medium" data-testid="manifest-deadline">
          {manifest.customerMayEdit ? t("manifest.deadline", { date: deadline }) : t("manifest.deadlinePassed", { date: deadline })}
        </p>
        <ManifestSummary manifest={manifest} />
        <ManifestTable
          manifest={manifest}
          detail="masked"
          onRow={manifest.customerMayEdit ? (p) => <RemovePassenger passenger={p} /> : undefined}
        />
        {canAdd ? (
          <section aria-labelledby="manifest-add-title" className="flex flex-col gap-3 border-t pt-4">
            <h3 id="manifest-add-title" className="font-medium">
              {t("manifest.add")}
            </h3>
            <PassengerForm answer={answer} />
          </section>
        ) : manifest.customerMayEdit ? (
          <p className="text-sm text-muted-foreground">{t("manifest.full")}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
