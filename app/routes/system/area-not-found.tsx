import { useLocation } from "react-router";
import type { Route } from "./+types/area-not-found";
import { ErrorView } from "#app/components/error-view";
import { requireArea, type Area } from "#app/server/platform/auth/guard.server";
import { requestInfoContext } from "#app/server/platform/context.server";
import { httpError } from "#app/server/platform/http.server";
import { pageUrl } from "#app/server/platform/request.server";

/**
 * An unknown path inside an area (/admin/*, /broker/*, /dashboard/*): the area's guard first, so a
 * signed-out visitor is sent to sign in and a wrong role sees 'Yetkisiz Erişim'; then the 404 page inside
 * the area's own shell, whose link leads back to the area's home.
 */
const AREA_BY_PREFIX: Record<string, Area> = { admin: "admin", broker: "broker", dashboard: "customer" };

function areaHome(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  return first in AREA_BY_PREFIX ? `/${first}` : "/";
}

async function notFoundInArea(request: Request, context: Route.LoaderArgs["context"]): Promise<never> {
  const url = pageUrl(request);
  const prefix = url.pathname.split("/")[1] ?? "";
  await requireArea(request, AREA_BY_PREFIX[prefix] ?? "admin");
  context.get(requestInfoContext).logger.warn({ path: url.pathname, method: request.method }, "page not found");
  return httpError(404);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return notFoundInArea(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return notFoundInArea(request, context);
}

export default function AreaNotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  return <ErrorView error={error} homeHref={areaHome(pathname)} inShell />;
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
