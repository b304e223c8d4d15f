import { CheckboxField, EditPanel, TextField, useAdminForm, useFieldErrors, type FormAnswer } from "#app/components/admin/admin-form";
import { Field, fieldAria } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { BROKER_LIMITS, NEW_BROKER_DEFAULTS } from "#app/lib/domain/broker-status";
import { createBrokerSchema, updateBrokerSchema } from "#app/lib/schemas/broker";
import { useTranslation } from "#app/lib/use-translation";
import type { BrokerRow } from "#app/server/brokerage/brokers.server";

/** The add and edit panel of /admin/brokers (spec §2.12): the API key is write-only, never filled back. */
export function BrokerForm({ editing, answer, closeHref }: { editing: BrokerRow | null; answer: FormAnswer; closeHref: string }) {
  const { t } = useTranslation();
  const errorsOf = useFieldErrors();
  const intent = editing ? "update" : "create";
  const on = (v: boolean) => (v ? "on" : undefined);
  const [form, fields] = useAdminForm({
    id: editing ? `broker-edit-${editing.id}` : "broker-new",
    intent,
    schema: editing ? updateBrokerSchema : createBrokerSchema,
    answer,
    defaultValue: editing
      ? {
          name: editing.name,
          code: editing.code,
          api_endpoint: editing.apiEndpoint ?? "",
          api_key_required: on(editing.apiKeyRequired),
          rate_limit_per_minute: String(editing.rateLimitPerMinute),
          is_active: on(editing.isActive),
        }
      : {
          api_key_required: on(NEW_BROKER_DEFAULTS.apiKeyRequired),
          rate_limit_per_minute: String(NEW_BROKER_DEFAULTS.rateLimitPerMinute),
          is_active: on(NEW_BROKER_DEFAULTS.isActive),
        },
  });
  return (
    <EditPanel
      title={editing ? t("brokers.form.editTitle") : t("brokers.form.addTitle")}
      closeHref={closeHref}
      closeLabel={t("brokers.form.close")}
      form={form}
      intent={intent}
      record={editing ? { id: editing.id, version: editing.version } : undefined}
      errorTitle={t("brokers.toasts.errorTitle")}
      errorPrefix={t(editing ? "brokers.toasts.updateFailed" : "brokers.toasts.createFailed")}
      submitLabel={editing ? t("brokers.form.submitEdit") : t("brokers.form.submitAdd")}
      busyLabel={t("brokers.form.submitting")}
    >
      <TextField field={fields.name} label={t("brokers.form.name")} required autoComplete="organization" />
      <TextField
        field={fields.code}
        label={t("brokers.form.code")}
        description={t("brokers.form.codeHint")}
        required
        inputClassName="uppercase"
        maxLength={BROKER_LIMITS.codeMax}
      />
      <TextField
        field={fields.api_endpoint}
        type="url"
        label={t("brokers.form.endpoint")}
        description={t("brokers.form.endpointHint")}
        className="md:col-span-2"
        placeholder="https://"
      />
      <Field
        label={t("brokers.form.apiKey")}
        htmlFor={fields.api_key.id}
        error={errorsOf(fields.api_key.errors)}
        description={editing ? t("brokers.form.apiKeyHintEdit") : t("brokers.form.apiKeyHintNew")}
      >
        {/* write-only: never filled with a stored or submitted value */}
        <Input
          id={fields.api_key.id}
          name={fields.api_key.name}
          type="password"
          defaultValue=""
          {...fieldAria(fields.api_key, true)}
          autoComplete="new-password"
          maxLength={BROKER_LIMITS.apiKeyMax}
        />
      </Field>
      <TextField field={fields.rate_limit_per_minute} label={t("brokers.form.rateLimit")} required inputMode="numeric" />
      <div className="flex flex-col gap-3 md:col-span-2">
        <CheckboxField field={fields.api_key_required} label={t("brokers.form.apiKeyRequired")} />
        {editing?.hasApiKey ? <CheckboxField field={fields.clear_api_key} label={t("brokers.form.clearApiKey")} /> : null}
        <CheckboxField field={fields.is_active} label={t("brokers.form.isActive")} />
      </div>
    </EditPanel>
  );
}
