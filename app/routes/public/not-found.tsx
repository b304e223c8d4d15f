import type { Route } from "./+types/not-found";
import { ErrorView } from "#app/components/error-view";
import { requestInfoContext } from "#app/server/platform/context.server";
import { httpError } from "#app/server/platform/http.server";
import { pageUrl } from "#app/server/platform/request.server";

/** Any unknown path: logs the attempted path and answers the 404 page. */
function notFoundResponse(request: Request, context: Route.LoaderArgs["context"]): never {
  const url = pageUrl(request);
  context.get(requestInfoContext).logger.warn({ path: url.pathname, method: request.method }, "page not found");
  return httpError(404);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return notFoundResponse(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return notFoundResponse(request, context);
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}

// the error view sets the title ("Sayfa bulunamadı — Ufuk Jet")
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
