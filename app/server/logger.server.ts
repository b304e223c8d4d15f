import pino from "pino";

/** Structured JSON logs (one line per event). LOG_LEVEL overrides the level. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "ufuk-jet" },
  redact: { paths: ["password", "*.password", "req.headers.cookie", "headers.cookie"], censor: "[gizli]" },
});
