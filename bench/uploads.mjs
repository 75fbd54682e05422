// `npm run bench:uploads`: the back-office's upload route under a real server. How long a lesson
// video takes to be received, checked and stored, and what a huge body costs the server: memory
// (resident set of the server's processes, sampled every 100 ms) and time to the refusal.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

import { generate } from "otplib";

import { ensureBuild, startServer } from "./lib.mjs";

const ADMIN = { email: "bench-admin@clinic.test", password: "bench-admin-password" };
const VIDEO = readFileSync("content/lessons/breastfeeding-and-pumping-01-the-first-days.mp4");
const HUGE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 512);
const XSRF = "bench-xsrf-token-0123456789";

ensureBuild();
const server = await startServer({ extraEnv: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MEDIA_MAX_VIDEO_MB: String(HUGE_MB * 2) } });

/** Resident memory of the server's process group, in MB. */
const rssMb = () => {
  const out = execFileSync("ps", ["-o", "rss=", "-g", String(server.processGroup)], { encoding: "utf8" });
  return Math.round(out.split("\n").filter(Boolean).reduce((sum, kb) => sum + Number(kb), 0) / 1024);
};

/** @param {string} pathName @param {unknown} input */
async function trpc(pathName, input, cookie = "") {
  const response = await fetch(`${server.base}/api/trpc/${pathName}`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ json: input }) });
  if (!response.ok) throw new Error(`${pathName}: ${response.status} ${await response.text()}`);
  return response;
}

/** @param {Response} response */
const answer = async (response) => (await response.json()).result.data.json;

/** The back-office session: the password, then (a fresh server's first sign-in) an authenticator app set up. */
async function signIn() {
  const { token } = await answer(await trpc("admin.signIn.start", ADMIN));
  const { manualKey } = await answer(await trpc("admin.signIn.enrolTotp", { token }));
  const code = await generate({ strategy: "totp", secret: manualKey.replace(/\s/g, "") });
  const completed = await trpc("admin.signIn.finishTotpEnrolment", { token, code });
  const session = completed.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return `${session}; XSRF-TOKEN=${XSRF}`;
}

try {
  const cookie = await signIn();
  const headers = { cookie, "x-xsrf-token": XSRF, "content-type": "video/mp4", "x-file-name": "bench.mp4" };

  const times = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const response = await fetch(`${server.base}/api/admin/media/lesson-videos`, { method: "POST", headers, body: VIDEO });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);

  // A body of HUGE_MB that is not a video, sent in 1 MB chunks without a declared length: read to
  // the end (it is within the limit), then refused by its content.
  const idleMb = rssMb();
  let peakMb = idleMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 100);
  const chunk = new Uint8Array(1024 * 1024).fill(7);
  let sent = 0;
  const body = new ReadableStream({
    pull(controller) {
      if (sent++ >= HUGE_MB) controller.close();
      else controller.enqueue(chunk);
    },
  });
  const started = performance.now();
  const refused = await fetch(`${server.base}/api/admin/media/lesson-videos`, /** @type {RequestInit} */ ({ method: "POST", headers, body, duplex: "half" }));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const answer = await refused.json();

  console.log(`\nUploads through POST /api/admin/media/lesson-videos (embedded database, local media store, 2-core machine)`);
  console.log(`- a 104 KB MP4, 30 times: p50 ${Number(times[14]).toFixed(0)} ms, max ${Number(times.at(-1)).toFixed(0)} ms (received, checked by content, stored, recorded)`);
  console.log(`- ${HUGE_MB} MB that is not a video, streamed without a length: ${refused.status} "${answer.message}" after ${seconds.toFixed(1)} s (${(HUGE_MB / seconds).toFixed(0)} MB/s)`);
  console.log(`- server memory (resident, all its processes): ${idleMb} MB before, ${peakMb} MB at most during the upload (+${peakMb - idleMb} MB)`);
} finally {
  await server.stop();
}
