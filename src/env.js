// The one validated environment (run contract). Parsed once; everything else imports `env`.
import { createEnv } from "@t3-oss/env-nextjs";
import proxyAddr from "proxy-addr";
import { z } from "zod";

import { parseDataKeys } from "./server/db/field-encryption.js";

/** @param {string} value */
const isPostgresUrl = (value) => {
  try {
    const url = new URL(value);
    return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
  } catch {
    return false;
  }
};

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

const port = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a port number")
  .min(1, "must be a port number")
  .max(65535, "must be a port number")
  .default(3000);

/** @param {string} value */
const isProxyList = (value) => {
  try {
    proxyAddr.compile(splitList(value));
    return true;
  } catch {
    return false;
  }
};

/** @param {string} value */
const splitList = (value) => value.split(",").map((entry) => entry.trim()).filter(Boolean);

/** age recipients: bech32, lower case ("age1" then at least 50 characters; post-quantum ones are longer). @param {string} value */
const isRecipientList = (value) => {
  const entries = splitList(value.replace(/\s+/g, ","));
  return entries.length > 0 && entries.every((entry) => /^age1[02-9ac-hj-np-z]{50,}$/.test(entry));
};
/** DATA_ENCRYPTION_KEYS: id:key pairs (key: 32 bytes in base64), the first one sealing (decision 052). */
const dataKeys = z.string().superRefine((value, context) => {
  const parsed = parseDataKeys(value);
  if ("error" in parsed) context.addIssue({ code: "custom", message: parsed.error });
});

/**
 * A retention period (decision 047): a whole number of hours or days, from 0 (the row goes as soon
 * as it ends) to `max`.
 * @param {"hours" | "days"} unit @param {number} fallback @param {number} max
 */
const retention = (unit, fallback, max) =>
  z.coerce
    .number({ error: `must be a whole number of ${unit}` })
    .int(`must be a whole number of ${unit}`)
    .min(0, `must be a whole number of ${unit}`)
    .max(max, `must be at most ${max} ${unit}`)
    .default(fallback);

/**
 * Every problem of the parse, one line each (`Invalid configuration: VARIABLE message`), so that a
 * deployment learns all it must fix at once; one variable is named once.
 * @param {ReadonlyArray<{ message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }>} issues
 */
function describeIssues(issues) {
  const lines = new Map();
  for (const issue of issues) {
    const variable = issue.path?.map((p) => String(typeof p === "object" ? p.key : p)).join(".") || "environment";
    if (!lines.has(variable)) lines.set(variable, `Invalid configuration: ${variable} ${issue.message || "is invalid"}`);
  }
  return lines.size > 0 ? [...lines.values()].join("\n") : "Invalid configuration: environment is invalid";
}

/** A PEM private key (PKCS#8 or PKCS#1), its line breaks possibly written as \n in a settings file. @param {string} value */
const pemPrivateKey = (value) => value.replace(/\\n/g, "\n").trim();
/** @param {string} value */
const isPemPrivateKey = (value) => /^-----BEGIN (RSA )?PRIVATE KEY-----\n[A-Za-z0-9+/=\s]+\n-----END (RSA )?PRIVATE KEY-----$/.test(pemPrivateKey(value));

export class InvalidConfigError extends Error {
  name = "InvalidConfigError";
}

const runtimeEnv = {
  NODE_ENV: process.env.NODE_ENV,
  PORT: process.env.PORT,
  HOSTNAME: process.env.HOSTNAME,
  PUBLIC_URL: process.env.PUBLIC_URL,
  DATA_DIR: process.env.DATA_DIR,
  DATA_ENCRYPTION_KEYS: process.env.DATA_ENCRYPTION_KEYS,
  DATABASE_URL: process.env.DATABASE_URL,
  RESEND_API_KEY: process.env.RESEND_API_KEY,
  RESEND_BASE_URL: process.env.RESEND_BASE_URL,
  MAIL_FROM: process.env.MAIL_FROM,
  STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE: process.env.STRIPE_API_BASE,
  MPGS_GATEWAY_URL: process.env.MPGS_GATEWAY_URL,
  MPGS_MERCHANT_ID: process.env.MPGS_MERCHANT_ID,
  MPGS_API_PASSWORD: process.env.MPGS_API_PASSWORD,
  MPGS_WEBHOOK_SECRET: process.env.MPGS_WEBHOOK_SECRET,
  MPGS_API_VERSION: process.env.MPGS_API_VERSION,
  PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER,
  VIDEO_PROVIDER: process.env.VIDEO_PROVIDER,
  JAAS_APP_ID: process.env.JAAS_APP_ID,
  JAAS_KEY_ID: process.env.JAAS_KEY_ID,
  JAAS_PRIVATE_KEY: process.env.JAAS_PRIVATE_KEY,
  JITSI_DOMAIN: process.env.JITSI_DOMAIN,
  JITSI_APP_ID: process.env.JITSI_APP_ID,
  JITSI_APP_SECRET: process.env.JITSI_APP_SECRET,
  WHATSAPP_PHONE_NUMBER_ID: process.env.WHATSAPP_PHONE_NUMBER_ID,
  WHATSAPP_ACCESS_TOKEN: process.env.WHATSAPP_ACCESS_TOKEN,
  WHATSAPP_APP_SECRET: process.env.WHATSAPP_APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: process.env.WHATSAPP_VERIFY_TOKEN,
  WHATSAPP_API_VERSION: process.env.WHATSAPP_API_VERSION,
  WHATSAPP_API_URL: process.env.WHATSAPP_API_URL,
  AUTH_SECRET: process.env.AUTH_SECRET,
  DEMO_DATA: process.env.DEMO_DATA,
  ADMIN_EMAIL: process.env.ADMIN_EMAIL,
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
  LOG_LEVEL: process.env.LOG_LEVEL,
  API_RATE_LIMIT_PER_MINUTE: process.env.API_RATE_LIMIT_PER_MINUTE,
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
  S3_ENDPOINT: process.env.S3_ENDPOINT,
  S3_REGION: process.env.S3_REGION,
  S3_BUCKET: process.env.S3_BUCKET,
  S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY,
  MEDIA_MAX_VIDEO_MB: process.env.MEDIA_MAX_VIDEO_MB,
  SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS,
  METRICS_TOKEN: process.env.METRICS_TOKEN,
  BACKUP_DIR: process.env.BACKUP_DIR,
  BACKUP_RECIPIENTS: process.env.BACKUP_RECIPIENTS,
  BACKUP_IDENTITY_FILE: process.env.BACKUP_IDENTITY_FILE,
  BACKUP_S3_BUCKET: process.env.BACKUP_S3_BUCKET,
  RETENTION_CODES_HOURS: process.env.RETENTION_CODES_HOURS,
  RETENTION_RATE_LIMIT_HOURS: process.env.RETENTION_RATE_LIMIT_HOURS,
  RETENTION_ENDED_SESSIONS_DAYS: process.env.RETENTION_ENDED_SESSIONS_DAYS,
  RETENTION_ABANDONED_BOOKINGS_DAYS: process.env.RETENTION_ABANDONED_BOOKINGS_DAYS,
  RETENTION_MAIL_BODIES_DAYS: process.env.RETENTION_MAIL_BODIES_DAYS,
  RETENTION_WAITLIST_DAYS: process.env.RETENTION_WAITLIST_DAYS,
  RETENTION_FAMILY_INVITATIONS_DAYS: process.env.RETENTION_FAMILY_INVITATIONS_DAYS,
  RETENTION_AUDIT_DAYS: process.env.RETENTION_AUDIT_DAYS,
  RETENTION_RECORD_VIEWS_DAYS: process.env.RETENTION_RECORD_VIEWS_DAYS,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
};

const parsed = createEnv({
  server: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: port,
    HOSTNAME: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: httpUrl.optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .refine(isPostgresUrl, "must be a postgres:// URL (or unset for the embedded database)")
      .optional(),
    RESEND_API_KEY: z.string().min(1).optional(),
    /** Only for tests: points the Resend SDK at a local server that speaks its API. */
    RESEND_BASE_URL: httpUrl.optional(),
    MAIL_FROM: z.string().min(3).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must start with sk_").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must start with whsec_").optional(),
    /** Only for tests: points the Stripe SDK at a local server, e.g. http://127.0.0.1:12111. */
    STRIPE_API_BASE: httpUrl.optional(),
    /**
     * The Mastercard Gateway (MPGS) hosted checkout, offered by Lebanese acquirers (decision 030):
     * the bank's gateway origin (e.g. https://ap-gateway.mastercard.com), the merchant id, the API
     * password of its integration settings, and the secret its notifications carry.
     */
    MPGS_GATEWAY_URL: httpUrl.optional(),
    MPGS_MERCHANT_ID: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "must be the gateway's merchant id (letters, digits, - and _)").optional(),
    MPGS_API_PASSWORD: z.string().min(1).optional(),
    MPGS_WEBHOOK_SECRET: z.string().min(16, "must be the notification secret from Merchant Administration (at least 16 characters)").optional(),
    /** The REST API version the requests are written for; from 63 checkout.js takes only the session. */
    MPGS_API_VERSION: z
      .string()
      .regex(/^\d{1,4}$/, "must be a whole number, 63 or later")
      .refine((value) => Number(value) >= 63, "must be a whole number, 63 or later")
      .default("100"),
    PAYMENT_PROVIDER: z
      .enum(["stripe", "mpgs", "simulated"], { error: "must be 'stripe', 'mpgs' or 'simulated'" })
      .optional(),
    /**
     * Video visits (decision 048): 'jaas' (8x8 Jitsi as a Service) or 'jitsi' (the clinic's own
     * Jitsi Meet with token authentication) give each visit a private room that opens only with a
     * token minted for it; 'public-jitsi' puts visits on meet.jit.si, where anyone with a room's
     * address enters: a demo. Unset: public-jitsi on http://, refused on https://.
     */
    VIDEO_PROVIDER: z
      .enum(["jaas", "jitsi", "public-jitsi"], { error: "must be 'jaas', 'jitsi' or 'public-jitsi'" })
      .optional(),
    /** JaaS: the app id (vpaas-magic-cookie-…), the API key's id (<app id>/<key>) and its RSA private key (PEM). */
    JAAS_APP_ID: z.string().regex(/^vpaas-magic-cookie-[A-Za-z0-9]{8,64}$/, "must be the JaaS app id (vpaas-magic-cookie-…)").optional(),
    JAAS_KEY_ID: z.string().regex(/^vpaas-magic-cookie-[A-Za-z0-9]{8,64}\/[A-Za-z0-9_-]{1,64}$/, "must be the JaaS API key's id (vpaas-magic-cookie-…/…)").optional(),
    JAAS_PRIVATE_KEY: z.string().refine(isPemPrivateKey, "must be the JaaS API key's private key, in PEM (-----BEGIN PRIVATE KEY-----…)").transform(pemPrivateKey).optional(),
    /** A self-hosted Jitsi Meet with token authentication (prosody's app_id and app_secret, HS256). */
    JITSI_DOMAIN: z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?$/i, "must be the Jitsi server's host name, e.g. meet.clinic.example")
      .optional(),
    JITSI_APP_ID: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "must be the app id of the server's token settings (letters, digits, . _ -)").optional(),
    JITSI_APP_SECRET: z.string().min(32, "must be at least 32 characters (generate one with: openssl rand -hex 32)").optional(),
    /**
     * WhatsApp Cloud API (decision 053): the business phone number's id, a system user's permanent
     * token, the Meta app's secret (signs the webhook's POSTs) and the token the webhook's handshake
     * answers to. All four, or none (then parents are reached by e-mail only).
     */
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{5,30}$/, "must be the phone number's id from WhatsApp Manager (digits)").optional(),
    WHATSAPP_ACCESS_TOKEN: z.string().min(20, "must be the system user's access token").optional(),
    WHATSAPP_APP_SECRET: z.string().min(16, "must be the Meta app's secret (App settings → Basic)").optional(),
    WHATSAPP_VERIFY_TOKEN: z.string().min(16, "must be at least 16 characters (generate one with: openssl rand -hex 16)").optional(),
    WHATSAPP_API_VERSION: z.string().regex(/^v\d+\.\d+$/, "must be a Graph API version such as v23.0").default("v23.0"),
    WHATSAPP_API_URL: httpUrl.default("https://graph.facebook.com").transform((url) => url.replace(/\/+$/, "")),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /**
     * The keys that seal health fields (decision 052): "id:base64key,…", the first seals, all open.
     * Unset outside https: `npm start` makes one under DATA_DIR/secrets. Keep it with the backups' key.
     */
    DATA_ENCRYPTION_KEYS: dataKeys.optional(),
    DEMO_DATA: z.enum(["0", "1"], { error: "must be 0 or 1" }).default("1"),
    ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "must be one of fatal, error, warn, info, debug, trace, silent",
      })
      .default("info"),
    /** API calls one client address may make per minute, read-only ones included (decision 015). */
    API_RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ error: "must be a whole number of requests" })
      .int("must be a whole number of requests")
      .min(1, "must be a whole number of requests")
      .default(1200),
    /**
     * Reverse proxies (addresses, CIDRs, or `loopback`, `linklocal`, `uniquelocal`) whose
     * X-Forwarded-For entry names the client. Unset: none, the client is the socket's peer.
     */
    TRUSTED_PROXIES: z
      .string()
      .refine(isProxyList, "must be a comma-separated list of IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)")
      .optional(),
    /**
     * S3-compatible object storage for uploaded media (decision 026), so several app processes
     * share it. Unset S3_BUCKET: media live under DATA_DIR/media. S3_ENDPOINT is for a provider
     * other than AWS (path-style addressing), e.g. https://<account>.r2.cloudflarestorage.com.
     */
    S3_ENDPOINT: httpUrl.optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name").optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** The largest lesson video the back-office accepts, in megabytes. */
    MEDIA_MAX_VIDEO_MB: z.coerce
      .number({ error: "must be a whole number of megabytes" })
      .int("must be a whole number of megabytes")
      .min(1, "must be a whole number of megabytes")
      .max(10_240, "must be at most 10240 (10 GB)")
      .default(1024),
    /**
     * On SIGTERM, how long the process keeps answering while its health check says it is stopping,
     * before it exits: long enough for the proxy's health checks (every second) to take it out.
     */
    SHUTDOWN_DRAIN_MS: z.coerce
      .number({ error: "must be a whole number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(0, "must be a whole number of milliseconds")
      .max(60_000, "must be at most 60000 (a minute)")
      .default(3_000),
    /**
     * The Bearer token Prometheus sends for /api/metrics (decision 043). Unset: the address does
     * not exist (404). Long and random (install.sh makes one with openssl rand -hex 32).
     */
    METRICS_TOKEN: z
      .string()
      .min(32, "must be at least 32 characters (generate one with: openssl rand -hex 32)")
      .max(512, "must be at most 512 characters")
      .regex(/^[A-Za-z0-9._~+/-]+=*$/, "must be a bearer token: letters, digits and -._~+/ only (openssl rand -hex 32)")
      .optional(),
    /**
     * Backups (`npm run backup`, decision 042): the folder they are written to (and worked in) when
     * there is no S3 bucket, by default DATA_DIR/backups. With S3_BUCKET set they go to the bucket,
     * under backups/, or to BACKUP_S3_BUCKET (same endpoint and keys) when set.
     */
    BACKUP_DIR: z.string().min(1).optional(),
    /** The age public keys (age1…) backups are encrypted to, separated by commas; their private keys are kept off the server. */
    BACKUP_RECIPIENTS: z
      .string()
      .refine(isRecipientList, "must be age public keys (age1…, from `npm run backup:key`), separated by commas")
      .optional(),
    /** For `npm run restore` only: the file holding the private key (AGE-SECRET-KEY-1…); `--identity` says it too. */
    BACKUP_IDENTITY_FILE: z.string().min(1).optional(),
    BACKUP_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name").optional(),
    /*
     * How long personal data outlives its use (decision 047, src/server/privacy/data-map.ts): the
     * daily prune job deletes or empties what is older.
     */
    /** One-time codes and staff second-factor ceremonies, after they expired. */
    RETENTION_CODES_HOURS: retention("hours", 24, 24 * 31),
    /** Rate-limit counters (they hold e-mail addresses and client addresses), after their window began. */
    RETENTION_RATE_LIMIT_HOURS: retention("hours", 24, 24 * 31),
    /** Sessions, after they expired. */
    RETENTION_ENDED_SESSIONS_DAYS: retention("days", 0, 365),
    /** Bookings never paid (their hold released), with their unpaid payment attempts, after the hold ended. */
    RETENTION_ABANDONED_BOOKINGS_DAYS: retention("days", 30, 3650),
    /** E-mail bodies: sent messages' text in the job queue and the outbox folder's files, after they were queued. */
    RETENTION_MAIL_BODIES_DAYS: retention("days", 7, 30),
    /** Waiting-list places, after the day they waited for. */
    RETENTION_WAITLIST_DAYS: retention("days", 0, 365),
    /** Family invitations, after they ended (accepted, withdrawn, replaced or expired). */
    RETENTION_FAMILY_INVITATIONS_DAYS: retention("days", 30, 3650),
    /** Audit log entries, after they were written. */
    RETENTION_AUDIT_DAYS: retention("days", 1095, 36500),
    /** Who at the clinic opened a child's record (record_views), after they opened it. */
    RETENTION_RECORD_VIEWS_DAYS: retention("days", 1095, 36500),
  },
  client: {
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_", "must start with pk_").optional(),
  },
  runtimeEnv,
  emptyStringAsUndefined: true,
  skipValidation: !!process.env.SKIP_ENV_VALIDATION,
  onValidationError: (issues) => {
    throw new InvalidConfigError(describeIssues(issues));
  },
});

/** What the Mastercard Gateway cannot run without (MPGS_API_VERSION has a default). */
const MPGS_SETTINGS = /** @type {const} */ (["MPGS_GATEWAY_URL", "MPGS_MERCHANT_ID", "MPGS_API_PASSWORD", "MPGS_WEBHOOK_SECRET"]);

/**
 * Passkeys belong to the site's host name (the relying party) and are accepted from its origin.
 * A browser refuses an IP address as relying party, so a loopback PUBLIC_URL (a developer's or the
 * test server's http://127.0.0.1:port) has its passkeys at http://localhost:port, the same server
 * under a name, which the request guard accepts as the site too (src/proxy.ts).
 * @param {string} publicUrl
 */
function webAuthnRelyingParty(publicUrl) {
  const url = new URL(publicUrl);
  if (url.hostname === "127.0.0.1" || url.hostname === "[::1]") url.hostname = "localhost";
  return { WEBAUTHN_RP_ID: url.hostname, WEBAUTHN_ORIGIN: url.origin };
}

/** What each private video provider cannot run without. */
const VIDEO_SETTINGS = /** @type {const} */ ({
  jaas: ["JAAS_APP_ID", "JAAS_KEY_ID", "JAAS_PRIVATE_KEY"],
  jitsi: ["JITSI_DOMAIN", "JITSI_APP_ID", "JITSI_APP_SECRET"],
});

/** WhatsApp's settings: all or none (decision 053). */
const WHATSAPP_SETTINGS = /** @type {const} */ (["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_ACCESS_TOKEN", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"]);

/** "A", "A and B", "A, B and C". @param {readonly string[]} names */
const listNames = (names) => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

/**
 * The video provider (decision 048), or the problems that stop start-up. An https deployment has
 * no default: the public demo service only when named.
 * @param {typeof parsed} base @param {boolean} https @param {string[]} problems
 */
function videoProvider(base, https, problems) {
  if (!base.VIDEO_PROVIDER && https) {
    problems.push(
      "Invalid configuration: VIDEO_PROVIDER must be set when PUBLIC_URL is https:// ('jaas' or 'jitsi' with their keys, or 'public-jitsi' for a demo whose rooms anyone with the address can enter)",
    );
    return "public-jitsi";
  }
  const name = base.VIDEO_PROVIDER ?? "public-jitsi";
  if (name === "jaas" || name === "jitsi") {
    const missing = VIDEO_SETTINGS[name].filter((setting) => !base[setting]);
    if (missing.length > 0) {
      problems.push(`Invalid configuration: VIDEO_PROVIDER is '${name}' but ${listNames(missing)} ${missing.length > 1 ? "are" : "is"} not set`);
    }
  }
  if (name === "jaas" && base.JAAS_APP_ID && base.JAAS_KEY_ID && !base.JAAS_KEY_ID.startsWith(`${base.JAAS_APP_ID}/`)) {
    problems.push("Invalid configuration: JAAS_KEY_ID must be a key of JAAS_APP_ID (JAAS_APP_ID/…)");
  }
  return name;
}

/** @param {typeof parsed} base */
function derive(base) {
  const stripeKeys = Boolean(base.STRIPE_SECRET_KEY && base.STRIPE_WEBHOOK_SECRET);
  const publicUrl = (base.PUBLIC_URL ?? `http://localhost:${base.PORT}`).replace(/\/+$/, "");
  const https = publicUrl.startsWith("https://");
  // Every problem found is named at once: a deployment fixes its settings in one go.
  /** @type {string[]} */
  const problems = [];
  // A real deployment (https) that forgot its payment keys must not give visits away through the
  // test gateway: there it has no default, and the test gateway runs only when asked for by name.
  if (!base.PAYMENT_PROVIDER && https) {
    problems.push(
      "Invalid configuration: PAYMENT_PROVIDER must be set when PUBLIC_URL is https:// ('stripe' or 'mpgs' with their keys, or 'simulated' for a test deployment that takes no real payments)",
    );
  }
  const paymentProvider = base.PAYMENT_PROVIDER ?? (stripeKeys ? "stripe" : "simulated");
  if (base.PAYMENT_PROVIDER === "stripe" && !stripeKeys) {
    problems.push("Invalid configuration: PAYMENT_PROVIDER is 'stripe' but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not both set");
  }
  if (paymentProvider === "mpgs") {
    const missing = MPGS_SETTINGS.find((name) => !base[name]);
    if (missing) problems.push(`Invalid configuration: PAYMENT_PROVIDER is 'mpgs' but ${missing} is not set`);
  }
  // The health fields of a real deployment are sealed with a key it keeps (and backs up) itself:
  // one made on the server's disk would be lost with the disk, and the backups with it.
  if (!base.DATA_ENCRYPTION_KEYS && https) {
    problems.push(
      "Invalid configuration: DATA_ENCRYPTION_KEYS must be set when PUBLIC_URL is https:// (make one with `npm run privacy:new-key`, and keep a copy with the backups' private key)",
    );
  }
  const video = videoProvider(base, https, problems);
  if (Boolean(base.ADMIN_EMAIL) !== Boolean(base.ADMIN_PASSWORD)) {
    problems.push(
      `Invalid configuration: ${base.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"} must be set together with ${base.ADMIN_EMAIL ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"}`,
    );
  }
  const s3Keys = [base.S3_ACCESS_KEY_ID, base.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (base.S3_BUCKET && s3Keys !== 2) {
    problems.push("Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  if (!base.S3_BUCKET && (s3Keys > 0 || base.S3_ENDPOINT || base.BACKUP_S3_BUCKET)) {
    problems.push(`Invalid configuration: S3_BUCKET must be set with the other ${base.BACKUP_S3_BUCKET ? "S3 settings (BACKUP_S3_BUCKET uses its endpoint and keys)" : "S3_ settings"}`);
  }
  const whatsAppSet = WHATSAPP_SETTINGS.filter((name) => base[name]);
  if (whatsAppSet.length > 0 && whatsAppSet.length < WHATSAPP_SETTINGS.length) {
    const missing = WHATSAPP_SETTINGS.filter((name) => !base[name]);
    problems.push(`Invalid configuration: WhatsApp needs ${listNames(WHATSAPP_SETTINGS)} together; ${listNames(missing)} ${missing.length > 1 ? "are" : "is"} not set`);
  }
  if (problems.length > 0) throw new InvalidConfigError(problems.join("\n"));
  return {
    ...base,
    PUBLIC_URL: publicUrl,
    ...webAuthnRelyingParty(publicUrl),
    PAYMENT_PROVIDER: paymentProvider,
    VIDEO_PROVIDER: video,
    // Parents may choose WhatsApp only when the clinic's number is set up (decision 053).
    WHATSAPP_ENABLED: whatsAppSet.length === WHATSAPP_SETTINGS.length,
    // The gateway's origin: checkout.js and the REST API hang below it.
    MPGS_GATEWAY_URL: base.MPGS_GATEWAY_URL?.replace(/\/+$/, ""),
    // Where checkout.js is loaded from, when the gateway takes the payments (the hand-over page's policy).
    MPGS_GATEWAY_ORIGIN: paymentProvider === "mpgs" && base.MPGS_GATEWAY_URL ? new URL(base.MPGS_GATEWAY_URL).origin : null,
    TRUSTED_PROXIES: base.TRUSTED_PROXIES ? splitList(base.TRUSTED_PROXIES) : [],
    BACKUP_DIR: base.BACKUP_DIR ?? `${base.DATA_DIR.replace(/\/+$/, "")}/backups`,
    BACKUP_RECIPIENTS: base.BACKUP_RECIPIENTS ? splitList(base.BACKUP_RECIPIENTS.replace(/\s+/g, ",")) : [],
  };
}

// The browser only ever reads NEXT_PUBLIC_ variables, which need no derivation.
export const env = /** @type {ReturnType<typeof derive>} */ (typeof window === "undefined" ? derive(parsed) : parsed);
