import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

// `npm start` refuses a build made for another PUBLIC_URL (scripts/lib/build-stamp.mjs): its
// prerendered pages would carry the other address in their canonical and hreflang links.
const root = process.cwd();

function startIn(folder: string, env: Record<string, string>) {
  const base: Record<string, string> = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: path.join(folder, "data"), PAYMENT_PROVIDER: "simulated", VIDEO_PROVIDER: "public-jitsi", DATA_ENCRYPTION_KEYS: process.env.DATA_ENCRYPTION_KEYS ?? "" };
  return spawnSync(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: folder,
    encoding: "utf8",
    timeout: 60_000,
    env: { ...base, ...env } as NodeJS.ProcessEnv,
  });
}

function builtFor(publicUrl: string | null): string {
  const folder = mkdtempSync(path.join(tmpdir(), "clinic-stamp-"));
  mkdirSync(path.join(folder, ".next"));
  writeFileSync(path.join(folder, ".next/BUILD_ID"), "test");
  if (publicUrl) writeFileSync(path.join(folder, ".next/clinic-build.json"), JSON.stringify({ publicUrl }));
  return folder;
}

describe("npm start and the address the build was made for", () => {
  it("refuses a build made for another PUBLIC_URL, naming both", () => {
    const run = startIn(builtFor("http://localhost:3000"), { PUBLIC_URL: "https://clinic.example" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("made for PUBLIC_URL=http://localhost:3000, but this server runs with PUBLIC_URL=https://clinic.example");
  });

  it("refuses a build whose address is unknown (not made by npm run build)", () => {
    const run = startIn(builtFor(null), { PUBLIC_URL: "https://clinic.example" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Build it again with PUBLIC_URL=https://clinic.example");
  });

  it("compares the address as the server derives it: without PUBLIC_URL, http://localhost:$PORT", () => {
    const run = startIn(builtFor("http://localhost:3000"), { PORT: "4000" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("this server runs with PUBLIC_URL=http://localhost:4000");
  });
});
