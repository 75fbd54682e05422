import { afterEach, describe, expect, it, vi } from "vitest";

const original = { ...process.env };
// Two age public keys (X25519), as `npm run backup:key` prints them.
const RECIPIENT = "age16k7zajycc4x7t2rjmq0tcx2hljszuluqjq34h5zf8902zfdxafsqz0eak0";
const OTHER_RECIPIENT = "age1zq8t2exj8640p7c37krqumxs988lpqnyzwgsl8dc2pla2e56av6qn4wgt7";

async function loadEnv(overrides: Record<string, string | undefined>) {
  vi.resetModules();
  process.env = { ...original, ...overrides } as NodeJS.ProcessEnv;
  for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete process.env[key];
  return (await import("~/env")).env;
}

afterEach(() => {
  process.env = { ...original };
});

describe("the validated environment", () => {
  it("fills the run contract's defaults", async () => {
    const env = await loadEnv({ PORT: undefined, PUBLIC_URL: undefined, DATA_DIR: undefined, PAYMENT_PROVIDER: undefined, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, DEMO_DATA: undefined, API_RATE_LIMIT_PER_MINUTE: undefined });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PAYMENT_PROVIDER).toBe("simulated");
    expect(env.DEMO_DATA).toBe("1");
    expect(env.API_RATE_LIMIT_PER_MINUTE).toBe(1200);
    expect(env.TRUSTED_PROXIES).toEqual([]);
  });

  it("derives PUBLIC_URL from PORT and trims a trailing slash", async () => {
    expect((await loadEnv({ PORT: "8080", PUBLIC_URL: undefined })).PUBLIC_URL).toBe("http://localhost:8080");
    expect((await loadEnv({ PUBLIC_URL: "https://clinic.example/", PAYMENT_PROVIDER: "simulated", VIDEO_PROVIDER: "public-jitsi" })).PUBLIC_URL).toBe("https://clinic.example");
  });

  it("chooses Stripe when both Stripe keys are set", async () => {
    const env = await loadEnv({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x", PAYMENT_PROVIDER: undefined });
    expect(env.PAYMENT_PROVIDER).toBe("stripe");
  });

  it("a real deployment (https) has no default payment provider: the test gateway only by name", async () => {
    const https = { PUBLIC_URL: "https://clinic.example", STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, VIDEO_PROVIDER: "public-jitsi" };
    await expect(loadEnv({ ...https, PAYMENT_PROVIDER: undefined })).rejects.toThrow(
      /^Invalid configuration: PAYMENT_PROVIDER must be set when PUBLIC_URL is https:\/\//,
    );
    // Even with Stripe's keys, an https deployment names its provider.
    await expect(loadEnv({ ...https, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x", PAYMENT_PROVIDER: undefined })).rejects.toThrow(/PAYMENT_PROVIDER/);
    expect((await loadEnv({ ...https, PAYMENT_PROVIDER: "simulated" })).PAYMENT_PROVIDER).toBe("simulated");
  });

  it("WhatsApp: off without its settings; all four or a start-up error naming the missing ones (decision 053)", async () => {
    const none = { WHATSAPP_PHONE_NUMBER_ID: undefined, WHATSAPP_ACCESS_TOKEN: undefined, WHATSAPP_APP_SECRET: undefined, WHATSAPP_VERIFY_TOKEN: undefined };
    const off = await loadEnv(none);
    expect(off.WHATSAPP_ENABLED).toBe(false);
    expect(off.WHATSAPP_API_URL).toBe("https://graph.facebook.com");
    expect(off.WHATSAPP_API_VERSION).toBe("v23.0");
    await expect(loadEnv({ ...none, WHATSAPP_PHONE_NUMBER_ID: "106540352242922", WHATSAPP_ACCESS_TOKEN: "EAAfakeSystemUserToken0123456789" })).rejects.toThrow(
      "Invalid configuration: WhatsApp needs WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN together; WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN are not set",
    );
    const on = await loadEnv({
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_ACCESS_TOKEN: "EAAfakeSystemUserToken0123456789",
      WHATSAPP_APP_SECRET: "0123456789abcdef0123456789abcdef",
      WHATSAPP_VERIFY_TOKEN: "0123456789abcdef",
      WHATSAPP_API_URL: "http://127.0.0.1:4000/",
    });
    expect(on.WHATSAPP_ENABLED).toBe(true);
    expect(on.WHATSAPP_API_URL).toBe("http://127.0.0.1:4000");
  });

  it("video visits: the public demo service on http by default; an https deployment names a provider, with its settings", async () => {
    const none = { VIDEO_PROVIDER: undefined, JAAS_APP_ID: undefined, JAAS_KEY_ID: undefined, JAAS_PRIVATE_KEY: undefined, JITSI_DOMAIN: undefined, JITSI_APP_ID: undefined, JITSI_APP_SECRET: undefined };
    expect((await loadEnv({ ...none, PUBLIC_URL: undefined })).VIDEO_PROVIDER).toBe("public-jitsi");
    const https = { ...none, PUBLIC_URL: "https://clinic.example", PAYMENT_PROVIDER: "simulated" };
    await expect(loadEnv(https)).rejects.toThrow(/^Invalid configuration: VIDEO_PROVIDER must be set when PUBLIC_URL is https:\/\//);
    expect((await loadEnv({ ...https, VIDEO_PROVIDER: "public-jitsi" })).VIDEO_PROVIDER).toBe("public-jitsi");
    // Every missing setting is named at once, and every other problem with it.
    await expect(loadEnv({ ...https, VIDEO_PROVIDER: "jaas", PAYMENT_PROVIDER: undefined })).rejects.toThrow(
      "Invalid configuration: PAYMENT_PROVIDER must be set when PUBLIC_URL is https:// ('stripe' or 'mpgs' with their keys, or 'simulated' for a test deployment that takes no real payments)\n" +
        "Invalid configuration: VIDEO_PROVIDER is 'jaas' but JAAS_APP_ID, JAAS_KEY_ID and JAAS_PRIVATE_KEY are not set",
    );
    await expect(loadEnv({ ...https, VIDEO_PROVIDER: "jitsi", JITSI_DOMAIN: "meet.clinic.example" })).rejects.toThrow(
      /^Invalid configuration: VIDEO_PROVIDER is 'jitsi' but JITSI_APP_ID and JITSI_APP_SECRET are not set$/,
    );
    const jitsi = await loadEnv({ ...https, VIDEO_PROVIDER: "jitsi", JITSI_DOMAIN: "meet.clinic.example", JITSI_APP_ID: "clinic", JITSI_APP_SECRET: "0123456789abcdef0123456789abcdef" });
    expect(jitsi.VIDEO_PROVIDER).toBe("jitsi");
    const app = "vpaas-magic-cookie-0123456789abcdef0123456789abcdef";
    const key = "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----";
    const jaas = await loadEnv({ ...https, VIDEO_PROVIDER: "jaas", JAAS_APP_ID: app, JAAS_KEY_ID: `${app}/a1b2c3`, JAAS_PRIVATE_KEY: key });
    // A key pasted on one line, with \n for its line breaks, is read as PEM.
    expect(jaas.JAAS_PRIVATE_KEY).toBe("-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----");
    await expect(loadEnv({ ...https, VIDEO_PROVIDER: "jaas", JAAS_APP_ID: app, JAAS_KEY_ID: "vpaas-magic-cookie-ffffffffffffffff/a1", JAAS_PRIVATE_KEY: key })).rejects.toThrow(
      "Invalid configuration: JAAS_KEY_ID must be a key of JAAS_APP_ID (JAAS_APP_ID/…)",
    );
  });

  it("reads TRUSTED_PROXIES as a list of addresses and ranges", async () => {
    expect((await loadEnv({ TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8,loopback" })).TRUSTED_PROXIES).toEqual(["127.0.0.1", "10.0.0.0/8", "loopback"]);
  });

  it("reads the backups' settings: BACKUP_DIR under DATA_DIR unless set, BACKUP_RECIPIENTS as a list", async () => {
    const env = await loadEnv({ DATA_DIR: "/var/lib/clinic/", BACKUP_DIR: undefined, BACKUP_RECIPIENTS: ` ${RECIPIENT},\n${OTHER_RECIPIENT} ` });
    expect(env.BACKUP_DIR).toBe("/var/lib/clinic/backups");
    expect(env.BACKUP_RECIPIENTS).toEqual([RECIPIENT, OTHER_RECIPIENT]);
    expect((await loadEnv({ BACKUP_DIR: "/srv/backups", BACKUP_RECIPIENTS: undefined })).BACKUP_RECIPIENTS).toEqual([]);
  });

  it("treats empty strings as unset", async () => {
    const env = await loadEnv({ DATABASE_URL: "", RESEND_API_KEY: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.RESEND_API_KEY).toBeUndefined();
  });

  it.each([
    [{ DATABASE_URL: "mysql://x" }, "Invalid configuration: DATABASE_URL must be a postgres:// URL (or unset for the embedded database)"],
    [{ DEMO_DATA: "yes" }, "Invalid configuration: DEMO_DATA must be 0 or 1"],
    [{ LOG_LEVEL: "loud" }, "Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent"],
    [{ API_RATE_LIMIT_PER_MINUTE: "0" }, "Invalid configuration: API_RATE_LIMIT_PER_MINUTE must be a whole number of requests"],
    [{ API_RATE_LIMIT_PER_MINUTE: "lots" }, "Invalid configuration: API_RATE_LIMIT_PER_MINUTE must be a whole number of requests"],
    [{ TRUSTED_PROXIES: "10.0.0.0/40" }, "Invalid configuration: TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)"],
    [{ TRUSTED_PROXIES: "proxy.internal" }, "Invalid configuration: TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)"],
    [{ AUTH_SECRET: "short" }, "Invalid configuration: AUTH_SECRET must be at least 32 characters"],
    [{ STRIPE_SECRET_KEY: "pk_live_x" }, "Invalid configuration: STRIPE_SECRET_KEY must start with sk_"],
    [{ ADMIN_EMAIL: "admin@clinic.test", ADMIN_PASSWORD: undefined }, "Invalid configuration: ADMIN_PASSWORD must be set together with ADMIN_EMAIL"],
    [{ S3_BUCKET: "clinic-media" }, "Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY"],
    [{ S3_ENDPOINT: "http://127.0.0.1:4568" }, "Invalid configuration: S3_BUCKET must be set with the other S3_ settings"],
    [{ VIDEO_PROVIDER: "zoom" }, "Invalid configuration: VIDEO_PROVIDER must be 'jaas', 'jitsi' or 'public-jitsi'"],
    [{ JAAS_PRIVATE_KEY: "not a key" }, "Invalid configuration: JAAS_PRIVATE_KEY must be the JaaS API key's private key, in PEM (-----BEGIN PRIVATE KEY-----…)"],
    [{ JITSI_DOMAIN: "https://meet.example" }, "Invalid configuration: JITSI_DOMAIN must be the Jitsi server's host name, e.g. meet.clinic.example"],
    [{ JITSI_APP_SECRET: "short" }, "Invalid configuration: JITSI_APP_SECRET must be at least 32 characters (generate one with: openssl rand -hex 32)"],
    [{ VIDEO_PROVIDER: "zoom", PORT: "eighty" }, "Invalid configuration: PORT must be a port number\nInvalid configuration: VIDEO_PROVIDER must be 'jaas', 'jitsi' or 'public-jitsi'"],
    [{ S3_BUCKET: "Clinic_Media", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }, "Invalid configuration: S3_BUCKET must be an S3 bucket name"],
    [{ MEDIA_MAX_VIDEO_MB: "0.5" }, "Invalid configuration: MEDIA_MAX_VIDEO_MB must be a whole number of megabytes"],
    [{ BACKUP_RECIPIENTS: "AGE-SECRET-KEY-1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ" }, "Invalid configuration: BACKUP_RECIPIENTS must be age public keys (age1…, from `npm run backup:key`), separated by commas"],
    [{ BACKUP_RECIPIENTS: `${RECIPIENT}, age1short` }, "Invalid configuration: BACKUP_RECIPIENTS must be age public keys"],
    [{ BACKUP_S3_BUCKET: "clinic-backups" }, "Invalid configuration: S3_BUCKET must be set with the other S3 settings (BACKUP_S3_BUCKET uses its endpoint and keys)"],
    [{ RETENTION_AUDIT_DAYS: "-1" }, "Invalid configuration: RETENTION_AUDIT_DAYS must be a whole number of days"],
    [{ RETENTION_CODES_HOURS: "1.5" }, "Invalid configuration: RETENTION_CODES_HOURS must be a whole number of hours"],
    [{ RETENTION_MAIL_BODIES_DAYS: "45" }, "Invalid configuration: RETENTION_MAIL_BODIES_DAYS must be at most 30 days"],
    [{ RETENTION_WAITLIST_DAYS: "a week" }, "Invalid configuration: RETENTION_WAITLIST_DAYS must be a whole number of days"],
  ])("refuses %o with one line naming the variable", async (overrides, message) => {
    await expect(loadEnv(overrides)).rejects.toThrow(message);
  });
});
