import { adminScreen } from "#app/components/admin/screen";
import type { SubmissionResult } from "@conform-to/react";
import { ArrowLeft } from "#app/components/icons";
import { useTranslation } from "#app/lib/use-translation";
import { data, Form } from "react-router";
import { Link } from "#app/components/link";
import type { Route } from "./+types/concierge-conversation";
import { ConciergeComposer, ConciergeThread } from "#app/components/concierge-thread";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Field, FormError } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import { STAFF_CONCIERGE_INTENTS, staffConciergeSchema } from "#app/lib/schemas/concierge";
import { parseForm } from "#app/lib/schemas/parse";
import { useIsPending } from "#app/lib/use-pending";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { assignConversation, markReadByStaff, postStaffReply } from "#app/server/service/concierge.server";
import { conversationExists, staffConversation } from "#app/server/service/concierge-reads.server";
import { notFound } from "#app/server/platform/http.server";
import { orNotFound, refusal, refusalReply } from "#app/server/platform/action.server";
import { getT } from "#app/server/platform/i18n.server";
import { askedBySelf, clientIp, pageUrl, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";

/**
 * /admin/concierge/{id} (decision 024): one customer conversation for staff — read it (opening it marks the
 * customer's messages read), answer it (plain form, e-mails the customer) and assign it to a staff member.
 */
export const intents = STAFF_CONCIERGE_INTENTS;

function load(conversationId: string, before: string | null) {
  return orNotFound(staffConversation({ conversationId, before }));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const before = pageUrl(request).searchParams.get("before");
  const conversation = await load(params.conversationId, before);
  if (!conversation.paged) await markReadByStaff(conversation.id);
  return {
    title: getT(context)("concierge.admin.conversationTitle", { name: conversation.customer.name }),
    conversation,
    // back from its own post (a reply sent): the reply box keeps the focus
    focusComposer: askedBySelf(request),
  };
}

type ActionData = { intent: string; result: SubmissionResult<string[]> | null; formError: string | null };

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  if (!(await conversationExists(params.conversationId))) return notFound("concierge.errors.notFound");
  const t = getT(context);
  const id = params.conversationId.toLowerCase();
  const back = `/admin/concierge/${id}`;
  const form = await request.formData();
  const intentValue = form.get("intent");
  const intent = typeof intentValue === "string" ? intentValue : "";
  const submission = parseForm(form, { schema: staffConciergeSchema });
  if (submission.status !== "success") {
    const known = (STAFF_CONCIERGE_INTENTS as readonly string[]).includes(intent);
    return data<ActionData>(
      { intent, result: submission.reply(), formError: known ? null : t("validation.invalidChoice") },
      { status: 400 },
    );
  }
  const v = submission.value;
  try {
    if (v.intent === "reply") {
      await postStaffReply({ staffUserId: user.id, conversationId: id, body: v.body, ip: clientIp(context), baseUrl: publicBaseUrl() });
      return redirectWithToast(back, { type: "success", title: t("concierge.admin.replied") });
    }
    const changed = await assignConversation({
      actorId: user.id,
      conversationId: id,
      staffUserId: v.assigned_staff_id,
      ip: clientIp(context),
    });
    return redirectWithToast(back, { type: "success", title: t(changed ? "concierge.admin.assigned" : "concierge.admin.assignUnchanged") });
  } catch (error) {
    return refusal(error, (refused) => {
      const result = refusalReply(submission.reply, refused, { field: v.intent === "reply" ? "body" : "assigned_staff_id" });
      return data<ActionData>({ intent, result, formError: null }, { status: refused.status });
    });
  }
}

function AssignForm({
  staff,
  assignedStaffId,
  error,
}: {
  staff: { id: string; name: string }[];
  assignedStaffId: string | null;
  error: string[] | null;
}) {
  const { t } = useTranslation();
  const busy = useIsPending({ intent: "assign" });
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="assign" />
      <Field label={t("concierge.admin.assignLabel")} htmlFor="assigned-staff" error={error} className="min-w-60 flex-1">
        <Select
          id="assigned-staff"
          name="assigned_staff_id"
          defaultValue={assignedStaffId ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "assigned-staff-error" : undefined}
          options={[{ value: "", label: t("concierge.admin.assignNone") }, ...staff.map((s) => ({ value: s.id, label: s.name }))]}
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? t("concierge.admin.assigning") : t("concierge.admin.assign")}
      </Button>
    </Form>
  );
}

export default function AdminConciergeConversation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { conversation } = loaderData;
  const result = actionData as ActionData | undefined;
  const path = `/admin/concierge/${conversation.id}`;
  const assignError =
    result?.intent === "assign"
      ? ((result.result?.error?.assigned_staff_id ?? result.result?.error?.intent ?? null)?.map((k) => t(k)) ?? null)
      : null;
  const latestId = conversation.messages.at(-1)?.id ?? "none";
  return (
    <div className="flex flex-col gap-6">
      <Link
        to="/admin/concierge"
        className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("concierge.admin.back")}
      </Link>
      {result?.formError ? <FormError title={t("concierge.admin.title")} message={result.formError} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="flex h-[600px] flex-col" role="region" aria-labelledby="conversation-title">
          <CardHeader className="shrink-0">
            <CardTitle as="h1" id="conversation-title" className="text-xl">
              {t("concierge.admin.conversationTitle", { name: conversation.customer.name })}
            </CardTitle>
            <CardDescription>{conversation.customer.email}</CardDescription>
          </CardHeader>
          <CardContent className="flex min-h-0 flex-1 flex-col gap-3">
            <ConciergeThread
              className="flex-1"
              messages={conversation.messages}
              mine="staff"
              label={t("concierge.threadLabel")}
              earlierHref={conversation.earlier ? `${path}?before=${conversation.earlier}` : null}
              latestHref={conversation.paged ? path : null}
              emptyText={t("concierge.empty")}
            />
            <ConciergeComposer
              key={latestId}
              intent="reply"
              schema={staffConciergeSchema}
              lastResult={result?.intent === "reply" ? result.result : undefined}
              label={t("concierge.admin.replyLabel")}
              submitLabel={t("concierge.admin.reply")}
              busyLabel={t("concierge.admin.replying")}
              autoFocus={loaderData.focusComposer && !result?.formError && !assignError}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex flex-col gap-4 py-4">
            <dl className="flex flex-col gap-1 text-sm">
              <dt className="text-muted-foreground">{t("concierge.customerSide")}</dt>
              <dd className="font-medium">{conversation.customer.name}</dd>
              <dd>{conversation.customer.email}</dd>
              {conversation.customer.phone ? <dd>{conversation.customer.phone}</dd> : null}
              {conversation.customer.customerId ? (
                <dd>
                  <Link
                    to={`/admin/customers/${conversation.customer.customerId}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {t("concierge.admin.customerRecord")}
                  </Link>
                </dd>
              ) : null}
            </dl>
            <AssignForm staff={conversation.staff} assignedStaffId={conversation.assignedStaffId} error={assignError} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export const { meta, ErrorBoundary } = adminScreen();
