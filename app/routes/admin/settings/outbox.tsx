import { adminScreen } from "#app/components/admin/screen";
import { Info } from "#app/components/icons";
import { Fragment } from "react";
import { useTranslation } from "#app/lib/use-translation";
import { z } from "zod";
import { PanelCard } from "#app/components/admin/panel-card";
import { AdminListPage, ListResults } from "#app/components/admin/list-page";
import { FilterSelect, ListFilters } from "#app/components/admin/list-filters";
import { RowActions, RowIntentButton, RowLink } from "#app/components/admin/row-actions";
import type { Route } from "./+types/outbox";
import { TableCell, TableRow } from "#app/components/ui/table";
import { formatDateTime } from "#app/lib/format";
import { requireAdmin, requestedPath } from "#app/server/platform/auth/guard.server";
import { orNotFound } from "#app/server/platform/action.server";
import { badRequest } from "#app/server/platform/http.server";
import { getT } from "#app/server/platform/i18n.server";
import { clientIp, pageUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { parseForm } from "#app/lib/schemas/parse";
import { uuid } from "#app/lib/schemas/fields";
import { outboxPage, retryEmail } from "#app/server/platform/mail/outbox-view.server";
import { EMAIL_STATUSES, EMAIL_STATUS_LOOK, isEmailStatus } from "#app/lib/domain/email-status";
import { StatusBadge } from "#app/components/status-badge";
import { useLocale } from "#app/lib/use-pending";
import { listHref } from "#app/lib/list-params";
import { SettingsTabs } from "#app/components/settings/settings-tabs";

/**
 * System → e-mail outbox (/admin/settings/outbox): every outbox_emails row, newest first, with a detail view
 * (text and a sandboxed HTML rendering) so e-mails can be read without SMTP, and a retry for failed ones.
 * Admin only.
 */
const retrySchema = z.object({ intent: z.literal("retry"), id: uuid() });
/** The POST intents of this screen (the access matrix has a row for each). */
export const INTENTS = ["retry"] as const;

/** The POST intents of this screen (the access matrix has a row for each). */
export const intents = [retrySchema.shape.intent.value];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const t = getT(context);
  const url = pageUrl(request);
  const statusParam = url.searchParams.get("status");
  const status = isEmailStatus(statusParam) ? statusParam : null;
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 254);
  const page = await orNotFound(outboxPage({ q, status, page: url.searchParams.get("page"), selectedId: url.searchParams.get("id") }));
  return { title: t("settings.outbox.pageTitle"), q, status, ...page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const t = getT(context);
  const submission = parseForm(await request.formData(), { schema: retrySchema });
  if (submission.status !== "success") return badRequest("settings.outbox.errors.invalid");
  const retried = await orNotFound(retryEmail({ actorId: admin.id, id: submission.value.id, ip: clientIp(context) }));
  return redirectWithToast(requestedPath(request), {
    type: retried ? "success" : "info",
    title: t(retried ? "settings.toast.success" : "settings.toast.info"),
    description: t(retried ? "settings.outbox.toasts.retried" : "settings.outbox.toasts.notFailed"),
  });
}

// ───────────── component ─────────────

type LoaderData = Route.ComponentProps["loaderData"];

/** The text with its http(s) addresses as links (e.g. a verification link). */
function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={part}
            target="_blank"
            rel="noreferrer noopener"
            className="break-all text-primary underline underline-offset-2"
          >
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** The retry of a failed e-mail, in its row and in its detail. */
function RetryButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const text = t("settings.outbox.retry");
  return (
    <RowIntentButton intent="retry" id={id} label={text}>
      {text}
    </RowIntentButton>
  );
}

function EmailDetail({ email, closeHref }: { email: NonNullable<LoaderData["selected"]>; closeHref: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dash = t("settings.none");
  return (
    <PanelCard
      title={email.subject}
      description={email.to}
      closeHref={closeHref}
      closeLabel={t("settings.outbox.detail.back")}
      titleClassName="break-words"
      contentClassName="flex flex-col gap-5"
    >
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t("settings.outbox.columns.status")}</dt>
          <dd className="flex items-center gap-2">
            <StatusBadge look={EMAIL_STATUS_LOOK[email.status]} />
            {email.status === "failed" ? <RetryButton id={email.id} /> : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("settings.outbox.columns.template")}</dt>
          <dd>{email.template ?? dash}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("settings.outbox.columns.attempts")}</dt>
          <dd>{email.attempts}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("settings.outbox.columns.createdAt")}</dt>
          <dd>{formatDateTime(email.createdAt, locale)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("settings.outbox.columns.sentAt")}</dt>
          <dd>{email.sentAt ? formatDateTime(email.sentAt, locale) : dash}</dd>
        </div>
        {email.lastError ? (
          <div className="sm:col-span-2 lg:col-span-3">
            <dt className="text-muted-foreground">{t("settings.outbox.detail.lastError")}</dt>
            <dd className="break-words text-destructive">{email.lastError}</dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="email-text-title" className="flex flex-col gap-2">
        <h3 id="email-text-title" className="font-semibold">
          {t("settings.outbox.detail.text")}
        </h3>
        <pre className="max-h-96 overflow-auto rounded-md border bg-muted/50 p-4 font-mono text-sm break-words whitespace-pre-wrap">
          <LinkifiedText text={email.text} />
        </pre>
      </section>
      <section aria-labelledby="email-html-title" className="flex flex-col gap-2">
        <h3 id="email-html-title" className="font-semibold">
          {t("settings.outbox.detail.html")}
        </h3>
        {email.html ? (
          // an empty sandbox: no scripts, no forms, no navigation, a unique origin
          <iframe
            sandbox=""
            srcDoc={email.html}
            title={t("settings.outbox.detail.htmlFrame")}
            referrerPolicy="no-referrer"
            className="h-96 w-full rounded-md border bg-white"
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("settings.outbox.detail.noHtml")}</p>
        )}
      </section>
    </PanelCard>
  );
}

/** One e-mail of the outbox: its address, subject, template, state, attempts and times, and the way to open it. */
function EmailTableRow({ email, selected, openHref }: { email: LoaderData["rows"][number]; selected: boolean; openHref: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dash = t("settings.none");
  return (
    <TableRow data-state={selected ? "selected" : undefined}>
      <TableCell className="font-medium">{email.to}</TableCell>
      <TableCell className="max-w-80 truncate" title={email.subject}>
        {email.subject}
      </TableCell>
      <TableCell>{email.template ?? dash}</TableCell>
      <TableCell>
        <StatusBadge look={EMAIL_STATUS_LOOK[email.status]} />
      </TableCell>
      <TableCell className="text-right tabular-nums">{email.attempts}</TableCell>
      <TableCell className="whitespace-nowrap">{formatDateTime(email.createdAt, locale)}</TableCell>
      <TableCell className="whitespace-nowrap">{email.sentAt ? formatDateTime(email.sentAt, locale) : dash}</TableCell>
      <TableCell className="text-right whitespace-nowrap">
        <RowActions className="flex-nowrap justify-end gap-2">
          <RowLink to={openHref} label={`${t("settings.outbox.open")}: ${email.subject}`}>
            {t("settings.outbox.open")}
          </RowLink>
          {email.status === "failed" ? <RetryButton id={email.id} /> : null}
        </RowActions>
      </TableCell>
    </TableRow>
  );
}

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { total, page, q, status, selected, smtpConfigured } = loaderData;
  const href = (changes: Record<string, string | number | null>) => listHref("/admin/settings/outbox", { q, status, page }, changes);
  return (
    <AdminListPage
      tabs={<SettingsTabs active="outbox" />}
      title={t("settings.outbox.title")}
      description={t("settings.outbox.description")}
    >
      <p className="flex items-start gap-2 rounded-md border border-info/25 bg-info/10 p-3 text-sm text-info" role="note">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{smtpConfigured ? t("settings.outbox.smtpConfigured") : t("settings.outbox.smtpMissing")}</span>
      </p>

      {selected ? <EmailDetail key={selected.id} email={selected} closeHref={href({ id: null, page })} /> : null}

      <ListFilters
        label={t("settings.outbox.filters")}
        idPrefix="outbox"
        q={q}
        maxLength={254}
        searchLabel={t("settings.outbox.search")}
        searchPlaceholder={t("settings.outbox.searchPlaceholder")}
        filterLabel={t("settings.outbox.filter")}
        clearLabel={t("settings.outbox.clear")}
        clearHref="/admin/settings/outbox"
        active={Boolean(q || status)}
      >
        <FilterSelect
          label={t("settings.outbox.status")}
          name="status"
          value={status}
          all={t("settings.outbox.allStatuses")}
          options={EMAIL_STATUSES}
          optionLabel={(s) => t(`settings.outbox.statuses.${s}`)}
        />
      </ListFilters>

      <ListResults
        total={t("settings.outbox.total", { count: total })}
        label={t("settings.outbox.tableLabel")}
        columns={[
          t("settings.outbox.columns.to"),
          t("settings.outbox.columns.subject"),
          t("settings.outbox.columns.template"),
          t("settings.outbox.columns.status"),
          { label: t("settings.outbox.columns.attempts"), className: "text-right" },
          t("settings.outbox.columns.createdAt"),
          t("settings.outbox.columns.sentAt"),
          { label: t("settings.outbox.columns.actions"), srOnly: true },
        ]}
        empty={t("settings.outbox.empty")}
        list={loaderData}
        pageHref={(p) => href({ page: p })}
      >
        {(email) => <EmailTableRow email={email} selected={selected?.id === email.id} openHref={href({ id: email.id, page })} />}
      </ListResults>
    </AdminListPage>
  );
}

export const { meta, ErrorBoundary } = adminScreen();
