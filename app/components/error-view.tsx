import { isRouteErrorResponse, useMatches } from "react-router";
import { Link } from "#app/components/link";
import { useTranslation } from "#app/lib/use-translation";
import { buttonVariants } from "#app/components/ui/button";

type Kind = "badRequest" | "unauthorized" | "forbidden" | "notFound" | "conflict" | "tooMany" | "server";

function kindOf(status: number): Kind {
  switch (status) {
    case 400:
      return "badRequest";
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 404:
      return "notFound";
    case 409:
      return "conflict";
    case 429:
      return "tooMany";
    default:
      return "server";
  }
}

export type LoadFailure =
  | "emptyLegs"
  | "quoteRequests"
  | "brokerQuotes"
  | "brokerQuoteRequests"
  | "brokerQuoteRequest"
  | "payments"
  | "flights"
  | "brokers"
  | "brokerFlights";

/** A screen's `handle`: names its "could not be loaded" text, so a layout whose loader failed first shows it too. */
export interface ScreenHandle {
  loadFailed?: LoadFailure;
}

/** The deepest matched screen's own load-failure text. */
function useScreenLoadFailure(): LoadFailure | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as ScreenHandle | undefined;
    if (handle?.loadFailed) return handle.loadFailed;
  }
  return undefined;
}

/**
 * The page shown for a thrown response or an unexpected error. Never shows a stack trace in production.
 * `loadFailed` names the screen's own "could not be loaded" text (spec §8.3/§8.4), shown for a server error.
 */
export function ErrorView({
  error,
  homeHref = "/",
  loadFailed,
  inShell = false,
}: {
  error: unknown;
  homeHref?: string;
  loadFailed?: LoadFailure;
  /** inside an area's shell, which already has the page's <main> */
  inShell?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const screenLoadFailure = useScreenLoadFailure();
  loadFailed ??= screenLoadFailure;
  let status = 500;
  let message: string | undefined;
  let titleKey: string | undefined;
  const isResponse = isRouteErrorResponse(error);
  if (isRouteErrorResponse(error)) {
    status = error.status;
    const payload = error.data as { message?: unknown } | undefined;
    if (payload && typeof payload === "object" && typeof payload.message === "string") message = payload.message;
    const ownTitle = payload && typeof payload === "object" ? (payload as { title?: unknown }).title : undefined;
    if (typeof ownTitle === "string" && i18n.exists(ownTitle)) titleKey = ownTitle;
  }
  const kind = kindOf(status);
  const screenFailure = kind === "server" && loadFailed;
  const title = screenFailure ? t("errors.loadFailedTitle") : titleKey ? t(titleKey) : t(`errors.${kind}Title`);
  const text = screenFailure ? t(`errors.loadFailed.${loadFailed}`) : t(`errors.${kind}Text`);
  const Landmark = inShell ? "div" : "main";
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <Landmark
      {...(inShell ? {} : { id: "main" })}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <title>{`${title} — Ufuk Jet`}</title>
      {/* an unexpected error (a database outage answers 503, for one) has no status of its own to show */}
      {isResponse ? (
        <p className="text-6xl font-semibold text-primary" aria-hidden="true">
          {status}
        </p>
      ) : null}
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{message ? (i18n.exists(message) ? t(message) : message) : text}</p>
      <Link to={homeHref} className={buttonVariants({ variant: "default" })}>
        {t("common.backHome")}
      </Link>
      {stack ? <pre className="mt-6 max-w-full overflow-auto rounded bg-muted p-4 text-left text-xs">{stack}</pre> : null}
    </Landmark>
  );
}
