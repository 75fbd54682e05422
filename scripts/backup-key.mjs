// `npm run backup:key -- FILE`: a new key pair for the backups (age X25519; decision 042). The
// private key is written to FILE (never over an existing one), to be kept off the server (a
// password manager, a USB key in the clinic's safe); the public key printed is BACKUP_RECIPIENTS.
import { writeFileSync } from "node:fs";

import { generateBackupKey } from "../src/server/backup/encryption.js";
import { fail } from "./lib/runtime-env.mjs";

const file = process.argv[2];
if (!file) fail("Usage: npm run backup:key -- FILE   (FILE receives the private key; keep it off the server)");
const { identity, recipient } = await generateBackupKey();
try {
  writeFileSync(
    file,
    `# Little Cedars clinic backups: the private key, made ${new Date().toISOString()}.
# Keep this file OFF the server, in two places: without it no backup can be restored.
# Restore with: npm run restore -- latest --identity ${file}
# public key: ${recipient}
${identity}
`,
    { flag: "wx", mode: 0o600 },
  );
} catch (error) {
  fail(`Cannot write ${file}: ${/** @type {Error} */ (error).message}`);
}
console.log(`The private key is in ${file}: move it off this machine.\nOn the server, in its settings:\nBACKUP_RECIPIENTS=${recipient}`);
