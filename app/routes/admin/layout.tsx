import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import { AdminShell } from "#app/components/admin-shell";
import { readSidebarState } from "#app/components/admin-sidebar";
import { ErrorView } from "#app/components/error-view";
import { requireStaff } from "#app/server/platform/auth/guard.server";
import { staffUnreadConversations } from "#app/server/service/concierge-reads.server";
import { areaTexts } from "#app/lib/browser-texts";
import type { TextsHandle } from "#app/locales/areas";

/** The admin area's texts are loaded before any of its pages renders in the browser (decision 035). */
export const handle: TextsHandle = { texts: "admin" };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [areaTexts("admin")];

/** The admin area frame (spec §2.5). Guards itself; every child route guards its own loader and action too. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const { firstName, lastName, role } = user.profile;
  return {
    user: {
      email: user.email,
      name: [firstName, lastName].filter(Boolean).join(" ").trim(),
      role,
    },
    sidebarOpen: readSidebarState(request.headers.get("Cookie")),
    // the sidebar's counts: conversations with customer messages staff have not read (decision 024)
    badges: { concierge: await staffUnreadConversations() },
  };
}

/** Toggling the sidebar only sets a cookie; nothing the shell shows changes on the server. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === "/ui/sidebar") return false;
  return defaultShouldRevalidate;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user} sidebarOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
