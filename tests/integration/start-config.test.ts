import { spawnSync } from "node:child_process";

import { describe, expect, it } from "vitest";

function start(extraEnv: Record<string, string>) {
  const result = spawnSync(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, ...extraEnv },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr.trim(), stdout: result.stdout.trim() };
}

describe("npm start with bad configuration", () => {
  it.each([
    [{ DATABASE_URL: "nonsense" }, "Invalid configuration: DATABASE_URL must be a postgres:// URL (or unset for the embedded database)"],
    [{ PORT: "eighty" }, "Invalid configuration: PORT must be a port number"],
    [{ PAYMENT_PROVIDER: "paypal" }, "Invalid configuration: PAYMENT_PROVIDER must be 'stripe', 'mpgs' or 'simulated'"],
    [{ PAYMENT_PROVIDER: "stripe" }, "Invalid configuration: PAYMENT_PROVIDER is 'stripe' but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not both set"],
    [{ PAYMENT_PROVIDER: "mpgs" }, "Invalid configuration: PAYMENT_PROVIDER is 'mpgs' but MPGS_GATEWAY_URL is not set"],
    [
      { PAYMENT_PROVIDER: "mpgs", MPGS_GATEWAY_URL: "https://ap-gateway.mastercard.com", MPGS_MERCHANT_ID: "TESTCLINIC", MPGS_API_PASSWORD: "password" },
      "Invalid configuration: PAYMENT_PROVIDER is 'mpgs' but MPGS_WEBHOOK_SECRET is not set",
    ],
    [
      { PAYMENT_PROVIDER: "mpgs", MPGS_GATEWAY_URL: "https://ap-gateway.mastercard.com", MPGS_WEBHOOK_SECRET: "0123456789ABCDEF0123456789ABCDEF", MPGS_API_PASSWORD: "password" },
      "Invalid configuration: PAYMENT_PROVIDER is 'mpgs' but MPGS_MERCHANT_ID is not set",
    ],
    [{ MPGS_API_VERSION: "62" }, "Invalid configuration: MPGS_API_VERSION must be a whole number, 63 or later"],
    [{ MPGS_API_VERSION: "v100" }, "Invalid configuration: MPGS_API_VERSION must be a whole number, 63 or later"],
    [{ PUBLIC_URL: "ftp://clinic" }, "Invalid configuration: PUBLIC_URL must be an http(s) URL"],
    [{ NODE_ENV: "production", AUTH_SECRET: "" }, "Invalid configuration: AUTH_SECRET is required when NODE_ENV=production (e.g. `openssl rand -base64 48`)"],
    [{ DATA_ENCRYPTION_KEYS: "k1:c2hvcnQ=" }, 'Invalid configuration: DATA_ENCRYPTION_KEYS key "k1" must be 32 bytes in base64 (npm run privacy:new-key)'],
    [
      { PUBLIC_URL: "https://clinic.example", PAYMENT_PROVIDER: "simulated", VIDEO_PROVIDER: "public-jitsi", DATA_ENCRYPTION_KEYS: "" },
      "Invalid configuration: DATA_ENCRYPTION_KEYS must be set when PUBLIC_URL is https:// (make one with `npm run privacy:new-key`, and keep a copy with the backups' private key)",
    ],
  ])("%o stops start-up with one line naming the variable", (extraEnv, line) => {
    const result = start(extraEnv);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(line);
    expect(result.stdout).toBe("");
  });

  it("names every problem at once, one line each: a real (https) site without its providers", () => {
    const result = start({ PUBLIC_URL: "https://clinic.example", PAYMENT_PROVIDER: "", VIDEO_PROVIDER: "jitsi", JITSI_DOMAIN: "meet.clinic.example" });
    expect(result.status).toBe(1);
    expect(result.stderr.split("\n")).toEqual([
      "Invalid configuration: PAYMENT_PROVIDER must be set when PUBLIC_URL is https:// ('stripe' or 'mpgs' with their keys, or 'simulated' for a test deployment that takes no real payments)",
      "Invalid configuration: VIDEO_PROVIDER is 'jitsi' but JITSI_APP_ID and JITSI_APP_SECRET are not set",
    ]);
  });
});
