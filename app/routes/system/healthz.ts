import type { Route } from "./+types/healthz";
import { pingDatabase } from "#app/server/platform/health.server";

/** 200 only when the database answers; used by load balancers and the container HEALTHCHECK. */
export async function loader(_: Route.LoaderArgs) {
  const started = performance.now();
  try {
    await Promise.race([pingDatabase(), new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 3000).unref())]);
    return Response.json(
      { status: "ok", database: "up", ms: Math.round(performance.now() - started), node: process.version },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch {
    return Response.json({ status: "error", database: "down" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
