import { z } from "zod";

/**
 * The environment, validated once at start. Only `publicEnv()` reaches the browser.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  /** how many embedded-database backups DATA_DIR/backups keeps (decision 060) */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** connections per app instance on a PostgreSQL server */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** where the migration folders are (tests and the container image point elsewhere) */
  MIGRATIONS_DIR: z.string().optional(),
  SESSION_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Ufuk Jet <noreply@ufukjet.test>"),
  STAFF_NOTIFICATION_EMAIL: z.string().default("operasyon@ufukjet.test"),
  PUBLIC_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(v), "must be an http(s) URL without query"),
  /**
   * Secret from which the key that encrypts brokers' API keys at rest (AES-256-GCM) is derived; at least 32
   * characters. Unset: a development default, refused on a PostgreSQL server in production (decision 021).
   */
  BROKER_KEY_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Comma-separated URL prefixes of partner broker endpoints allowed on internal addresses (loopback, private,
   * link-local); every other endpoint there is refused at save and at connect time (decision 052). Unset: the
   * built-in demo feed on the embedded database, nothing on a PostgreSQL server.
   */
  BROKER_ENDPOINT_ALLOW: z.string().optional(),
  /**
   * The card payment provider (iyzico's API; decision 045): its base address as the client library calls it, and
   * the merchant's API key and secret. Unset: the built-in test double this app serves at /demo-odeme, with
   * development keys; refused on a PostgreSQL server in production (as are the double's address and keys).
   */
  PAYMENT_PROVIDER_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(v), "must be an http(s) URL without query"),
  PAYMENT_API_KEY: z.string().optional(),
  PAYMENT_SECRET_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  /** Express "trust proxy": unset trusts no proxy, so X-Forwarded-* headers count only when this names them. */
  TRUST_PROXY: z.string().optional(),
  /** "1": session and toast cookies without Secure/__Host- (plain HTTP on a LAN address). */
  INSECURE_COOKIES: z.enum(["0", "1"]).optional(),
  /** Largest request body accepted, in bytes (form posts). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /** Requests one instance answers at once; past it, or past MAX_EVENT_LOOP_LAG_MS, new ones get 503 at once. */
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(256),
  /**
   * The event loop's p99 delay (ms, over the last second) above which an instance sheds new requests; 0 = never.
   * Unset: 1000 on a PostgreSQL server, 0 on the embedded database (whose queries run on the event loop itself).
   */
  MAX_EVENT_LOOP_LAG_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Threads of the render pool that draws PDFs (decision 057); unset: one less than the CPUs, at least one. */
  RENDER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Documents that may wait for a render thread; past it a PDF download gets 503 at once. Unset: 4 per thread. */
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).optional(),
  /**
   * Seconds an instance keeps serving after SIGTERM/SIGINT while `/healthz` answers 503 "draining", so a load
   * balancer's health check takes it out before it stops accepting connections (decision 058); 0 = stop at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** Addresses and subnets (CIDR), comma-separated, that may read GET /metrics; unset: loopback only. */
  METRICS_ALLOW: z.string().optional(),
  LOG_LEVEL: z.string().optional(),
  /** "0": this instance serves requests only and works no background jobs (decision 022). */
  JOB_WORKER: z.enum(["0", "1"]).default("1"),
  /**
   * When the partner brokers' feeds are synchronised (cron, Istanbul time); "off" for never. Unset: every 15
   * minutes, except under NODE_ENV=test (see jobSchedules in app/server/startup.server.ts).
   */
  BROKER_SYNC_CRON: z.string().optional(),
  /** Sign-in attempts allowed per address in 15 minutes (tests raise it). */
  SIGNIN_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Airport look-ups (GET /api/airports) allowed per user or address a minute (decision 026; the bench raises it). */
  AIRPORT_LOOKUP_LIMIT: z.coerce.number().int().min(1).default(120),
  SEED_DEMO: z.enum(["0", "1"]).optional(),
  CONTACT_PHONE: z.string().default("+90 212 000 00 00"),
  CONTACT_EMAIL: z.string().default("concierge@ufukjet.test"),
  CONTACT_ADDRESS: z.string().default("İstanbul Havalimanı, Genel Havacılık Terminali, Arnavutköy / İstanbul"),
  WHATSAPP_NUMBER: z.string().default("902120000000"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    // an empty variable (PUBLIC_URL= in a unit file) counts as unset
    const given = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ""));
    const parsed = schema.safeParse(given);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Re-read the environment (tests change it). */
export function resetEnv() {
  cached = undefined;
}

export function isProduction() {
  return env().NODE_ENV === "production";
}

/** The allow-list of settings the browser may see. */
export function publicEnv() {
  const e = env();
  return {
    CONTACT_PHONE: e.CONTACT_PHONE,
    CONTACT_EMAIL: e.CONTACT_EMAIL,
    CONTACT_ADDRESS: e.CONTACT_ADDRESS,
    WHATSAPP_NUMBER: e.WHATSAPP_NUMBER,
  };
}

/**
 * Cookies are Secure (and session and toast cookies carry the __Host- prefix) in production unless
 * INSECURE_COOKIES=1. Read on every call rather than cached, so a test can switch NODE_ENV.
 */
export function secureCookies(): boolean {
  return process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "1";
}

/** `name`, or `__Host-name` when cookies are Secure (pinned to this host and path /). */
export function hostCookieName(name: string): string {
  return secureCookies() ? `__Host-${name}` : name;
}
