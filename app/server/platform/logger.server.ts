import pino from "pino";
import { env } from "#app/server/platform/env.server";

/** Structured JSON logs (one line per event). LOG_LEVEL overrides the level. */
export const logger = pino({
  level: env().LOG_LEVEL ?? (env().NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "ufuk-jet" },
  redact: { paths: ["password", "*.password", "req.headers.cookie", "headers.cookie"], censor: "[gizli]" },
});
