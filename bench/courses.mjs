// Course figures for `npm run bench` (issue: courses): lesson video bytes through the signed,
// access-checked route next to the same file served as a static asset, and lesson API latency.
import { copyFileSync, rmSync } from "node:fs";

import autocannon from "autocannon";

import { registerParent } from "./lib.mjs";

/** The same bytes as a public static file, for the ceiling; removed by the returned function. */
/** @param {string} videoFile */
export function exposeStaticCopy(videoFile) {
  const target = "public/bench-lesson-copy.mp4";
  copyFileSync(`content/lessons/${videoFile}`, target);
  return { path: "/bench-lesson-copy.mp4", remove: () => rmSync(target, { force: true }) };
}

/** @param {string} url @param {Record<string, string>} headers @param {number} duration */
async function bytes(url, headers, duration) {
  const result = await autocannon({ url, headers, duration, connections: 8 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    megabytesPerSecond: Number((result.throughput.average / 1e6).toFixed(1)),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** @param {string} base @param {string} dataDir @param {string} staticPath @param {number} duration */
export async function benchCourses(base, dataDir, staticPath, duration) {
  const email = `bench-video-${Date.now()}@example.com`;
  const { token } = await registerParent(base, dataDir, { firstName: "Bench", lastName: "Viewer", email, phoneNumber: "+9613123456", password: "cedar-bench-2026" });
  const auth = { authorization: `Bearer ${token}` };
  const courses = (await (await fetch(`${base}/api/courses`)).json()).data;
  const free = courses.find((/** @type {{ price: number, discountPrice: number | null }} */ c) => (c.discountPrice ?? c.price) === 0);
  await fetch(`${base}/api/courses/${free.id}/buy`, { headers: auth });
  const details = (await (await fetch(`${base}/api/courses/${free.id}`)).json()).data;
  const lessonPath = `/api/courses/${free.id}/modules/${details.modules[0].id}/videos/${details.modules[0].videos[0].id}`;
  const lesson = (await (await fetch(`${base}${lessonPath}`, { headers: auth })).json()).data;

  const signed = await bytes(`${base}${lesson.videoUrl}`, auth, duration);
  const plain = await bytes(`${base}${staticPath}`, {}, duration);
  const api = await autocannon({ url: `${base}${lessonPath}`, headers: auth, duration, connections: 8 });
  return {
    signedVideo: signed,
    staticVideo: plain,
    ratio: Number((signed.megabytesPerSecond / plain.megabytesPerSecond).toFixed(2)),
    lessonApi: { requestsPerSecond: Math.round(api.requests.average), p50: api.latency.p50, p99: api.latency.p99, errors: api.errors + api.non2xx },
  };
}
