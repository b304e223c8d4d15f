import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/lib/use-translation";
import { data, redirect } from "react-router";
import type { Route } from "./+types/concierge";
import { ConciergeComposer, ConciergeThread } from "#app/components/concierge-thread";
import { ErrorView } from "#app/components/error-view";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { CUSTOMER_CONCIERGE_INTENTS, customerConciergeSchema } from "#app/lib/schemas/concierge";
import { parseForm } from "#app/lib/schemas/parse";
import { privatePageMeta } from "#app/lib/seo";
import { requireCustomer } from "#app/server/platform/auth/guard.server";
import { customerThread } from "#app/server/service/concierge-reads.server";
import { markReadByCustomer, sendCustomerMessage } from "#app/server/service/concierge.server";
import { orNotFound, refusal, refusalReply } from "#app/server/platform/action.server";
import { getT } from "#app/server/platform/i18n.server";
import { askedBySelf, clientIp, pageUrl, publicBaseUrl } from "#app/server/platform/request.server";

/**
 * /dashboard/concierge (spec §2.20, decision 024): the signed-in customer's own conversation with staff, a
 * 600 px chat view with "load earlier" links (`?before=<message id>`, a message of this conversation only),
 * and a plain form to send. Opening the screen marks staff messages read. Nothing here takes a conversation
 * id: the conversation is the signed-in user's, and a foreign message id answers 404.
 */
export const intents = CUSTOMER_CONCIERGE_INTENTS;

const PATH = "/dashboard/concierge";

function beforeParam(request: Request) {
  return pageUrl(request).searchParams.get("before");
}

function readThread(userId: string, before: string | null) {
  return orNotFound(customerThread({ customerUserId: userId, before }));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const thread = await readThread(user.id, beforeParam(request));
  if (!thread.paged) await markReadByCustomer(user.id);
  // back from its own post (a message sent): the message box keeps the focus
  return { title: getT(context)("concierge.pageTitle"), ...thread, focusComposer: askedBySelf(request) };
}

type ActionData = { result: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  // a "load earlier" address is posted back as is: its cursor must be the customer's own too
  const before = beforeParam(request);
  if (before !== null) await readThread(user.id, before);
  const form = await request.formData();
  const submission = parseForm(form, { schema: customerConciergeSchema });
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
  try {
    await sendCustomerMessage({ customerUserId: user.id, body: submission.value.body, ip: clientIp(context), baseUrl: publicBaseUrl() });
  } catch (error) {
    return refusal(error, (refused) =>
      data<ActionData>({ result: refusalReply(submission.reply, refused, { field: "body" }) }, { status: refused.status }),
    );
  }
  return redirect(PATH);
}

export default function CustomerConciergePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { messages, earlier, paged } = loaderData;
  const latestId = messages.at(-1)?.id ?? "none";
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Card className="flex h-[600px] flex-col" aria-labelledby="concierge-title" role="region">
        <CardHeader className="shrink-0">
          <CardTitle as="h1" id="concierge-title" className="text-2xl text-primary">
            {t("concierge.title")}
          </CardTitle>
          <CardDescription>{t("concierge.description")}</CardDescription>
        </CardHeader>
        <CardContent className="flex min-h-0 flex-1 flex-col gap-3">
          <ConciergeThread
            className="flex-1"
            messages={messages}
            mine="customer"
            label={t("concierge.threadLabel")}
            earlierHref={earlier ? `${PATH}?before=${earlier}` : null}
            latestHref={paged ? PATH : null}
            emptyText={t("concierge.empty")}
          />
          <ConciergeComposer
            // a new message in the thread means the server accepted it: a fresh, empty box
            key={latestId}
            intent="send"
            schema={customerConciergeSchema}
            lastResult={(actionData as ActionData | undefined)?.result}
            label={t("concierge.bodyLabel")}
            hint={t("concierge.bodyHint")}
            submitLabel={t("concierge.send")}
            busyLabel={t("concierge.sending")}
            autoFocus={loaderData.focusComposer}
          />
        </CardContent>
      </Card>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} homeHref="/dashboard" />;
}
