import { ErrorView, type LoadFailure, type ScreenHandle } from "#app/components/error-view";
import { privatePageMeta } from "#app/lib/seo";

/**
 * What every admin screen ends with, in one line (decision 038's kit):
 *
 *     export const { meta, handle, ErrorBoundary } = adminScreen({ loadFailed: "payments" });
 *
 * - `meta`: the loader's `title`, never indexed (a failed loader leaves the robots line alone);
 * - `handle`: names the screen's own "could not be loaded" text, so the admin layout shows it too when its own
 *   loader failed first (only with `loadFailed`);
 * - `ErrorBoundary`: the standard error page inside the shell, its way back to `homeHref` (the dashboard unless
 *   the screen names its book).
 *
 * A screen with an error page of its own (the dashboard's) keeps writing it.
 */
export function adminScreen(options: { loadFailed?: LoadFailure; homeHref?: string } = {}) {
  const { loadFailed, homeHref = "/admin" } = options;
  const handle: ScreenHandle = loadFailed ? { loadFailed } : {};
  function AdminErrorBoundary({ error }: { error: unknown }) {
    return <ErrorView error={error} homeHref={homeHref} loadFailed={loadFailed} />;
  }
  return {
    meta: ({ loaderData }: { loaderData?: { title?: string } | null }) => privatePageMeta(loaderData?.title),
    handle,
    ErrorBoundary: AdminErrorBoundary,
  };
}
