#!/usr/bin/env node
/**
 * Renders one small, real, playable lesson video per demo lesson into content/lessons/ and writes
 * the measured durations back into src/server/db/demo/demo-content.ts (durationSeconds).
 *
 *   node scripts/generate-lesson-videos.mjs            all lessons
 *   node scripts/generate-lesson-videos.mjs --only gentle-sleep-02-bedtime-routine.mp4
 *
 * Needs ffmpeg and ffprobe (with libx264, libfreetype and librsvg) and the DejaVu fonts
 * (Debian: apt-get install -y ffmpeg fonts-dejavu-core). Nothing is downloaded.
 *
 * Output: H.264 (yuv420p, Main profile) + AAC in MP4 with +faststart, so the files play in
 * Chromium, Firefox and Safari; 640x360 at 12 fps, 20-45 s, well under 300 KB each.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** @typedef {import("../src/server/db/demo/demo-content").DemoCourse} DemoCourse */
/** @typedef {{ bg: string; band: string; text: string; muted: string; accent: string }} Theme */

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const demoContentPath = join(root, "src/server/db/demo/demo-content.ts");
const outDir = join(root, "content/lessons");

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 12;
const MAX_BYTES = 300 * 1024;

const fontDirs = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu"];
const fontDir = fontDirs.find((dir) => existsSync(join(dir, "DejaVuSans.ttf")));
if (!fontDir) {
  console.error("DejaVu fonts not found (looked in " + fontDirs.join(", ") + "). Install fonts-dejavu-core.");
  process.exit(1);
}
const FONT = join(fontDir, "DejaVuSans.ttf");
const FONT_BOLD = join(fontDir, "DejaVuSans-Bold.ttf");

/** One calm colour theme per course, from the site palette; courses beyond the list reuse it. */
/** @type {Theme[]} */
const themes = [
  { bg: "0x0f766e", band: "0x115e59", text: "0xfff7ed", muted: "0xccfbf1", accent: "0xf97066" },
  { bg: "0xfff7ed", band: "0xf97066", text: "0x1e293b", muted: "0x475569", accent: "0x0f766e" },
  { bg: "0xccfbf1", band: "0x0f766e", text: "0x1e293b", muted: "0x334155", accent: "0xf97066" },
  { bg: "0x1e293b", band: "0x0f172a", text: "0xfff7ed", muted: "0xcbd5e1", accent: "0x14b8a6" },
  { bg: "0xfde3dc", band: "0xe85d52", text: "0x1e293b", muted: "0x475569", accent: "0x0f766e" },
  { bg: "0xfef3c7", band: "0x0f766e", text: "0x1e293b", muted: "0x475569", accent: "0xf97066" },
];

/**
 * Loads the demo courses from the TypeScript module: natively where Node strips types
 * (the pinned Node 24), otherwise by transpiling it with the project's TypeScript.
 * @returns {Promise<DemoCourse[]>}
 */
async function loadCourses() {
  try {
    /** @type {{ demoCourses: DemoCourse[] }} */
    const mod = await import(pathToFileURL(demoContentPath).href);
    return mod.demoCourses;
  } catch {
    const ts = (await import("typescript")).default;
    const js = ts.transpileModule(readFileSync(demoContentPath, "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const dir = mkdtempSync(join(tmpdir(), "demo-content-"));
    const file = join(dir, "demo-content.mjs");
    writeFileSync(file, js);
    try {
      /** @type {{ demoCourses: DemoCourse[] }} */
      const mod = await import(pathToFileURL(file).href);
      return mod.demoCourses;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/**
 * Greedy word wrap by character count (DejaVu Sans is close enough to monospace for this).
 * @param {string} text
 * @param {number} maxChars
 * @returns {string[]}
 */
function wrap(text, maxChars) {
  /** @type {string[]} */
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? line + " " + word : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Enough time to read the description on screen, kept within 24-42 s.
 * @param {string} description
 */
function targetSeconds(description) {
  const words = description.split(/\s+/).length;
  return Math.min(42, Math.max(24, Math.round(words * 0.9)));
}

/**
 * The clinic's own doctor is shown with her title; guest instructors by name.
 * @param {{ firstName: string; lastName: string }} instructor
 */
function instructorName({ firstName, lastName }) {
  const name = `${firstName} ${lastName}`;
  return name === "Maya Haddad" ? `Dr. ${name}` : name;
}

/** @param {string} file */
function probe(file) {
  const out = execFileSync(
    "ffprobe",
    ["-v", "error", "-show_entries", "format=duration:stream=codec_name,codec_type,width,height,pix_fmt", "-of", "json", file],
    { encoding: "utf8" },
  );
  /** @type {{ format: { duration: string }; streams: { codec_name: string; codec_type: string; width?: number; height?: number; pix_fmt?: string }[] }} */
  const info = JSON.parse(out);
  return { duration: Number(info.format.duration), streams: info.streams };
}

/**
 * @param {{ file: string; courseTitle: string; instructor: string; courseImage: string; moduleLabel: string; lessonTitle: string; description: string; theme: Theme; seconds: number }} lesson
 */
function render(lesson) {
  const { theme, seconds } = lesson;
  const work = mkdtempSync(join(tmpdir(), "lesson-"));
  try {
    /** @param {string} name @param {string} text */
    const textFile = (name, text) => {
      const path = join(work, name);
      writeFileSync(path, text);
      return path;
    };
    const titleLines = wrap(lesson.lessonTitle, 24).slice(0, 3);
    const descLines = wrap(lesson.description, 42).slice(0, 9);
    const titleFile = textFile("title.txt", titleLines.join("\n"));
    const descFile = textFile("desc.txt", descLines.join("\n"));
    const courseFile = textFile("course.txt", lesson.courseTitle.length > 46 ? lesson.courseTitle.slice(0, 45) + "…" : lesson.courseTitle);
    const moduleFile = textFile("module.txt", lesson.moduleLabel);
    const footerFile = textFile("footer.txt", `Little Cedars Pediatrics  ·  with ${lesson.instructor}`);
    const descY = 70 + titleLines.length * 31 + 14;
    // Text fades in a little after the title so the screen builds up calmly.
    const fadeIn = (/** @type {number} */ start) => `'if(lt(t,${start}),0,if(lt(t,${start + 1}),t-${start},1))'`;
    /** @param {Record<string, string | number>} o */
    const drawtext = (o) =>
      "drawtext=" +
      Object.entries(o)
        .map(([k, v]) => `${k}=${v}`)
        .join(":");

    const image = existsSync(lesson.courseImage) ? lesson.courseImage : null;
    const filters = [
      `[0:v]drawbox=x=0:y=0:w=iw:h=44:color=${theme.band}:t=fill,drawbox=x=0:y=${HEIGHT - 40}:w=iw:h=40:color=${theme.band}@0.35:t=fill[base]`,
      `[2:v]format=rgba[bar]`,
    ];
    let chain = "[base]";
    if (image) {
      filters.push(`[1:v]scale=232:145,format=rgba[art]`);
      filters.push(`${chain}[art]overlay=x=386:y='88+6*sin(2*PI*t/7)':shortest=1[withart]`);
      chain = "[withart]";
    }
    filters.push(`${chain}[bar]overlay=x='-overlay_w+overlay_w*t/${seconds}':y=${HEIGHT - 6}:shortest=1[moving]`);
    const texts = [
      drawtext({ fontfile: FONT_BOLD, textfile: courseFile, expansion: "none", fontsize: 15, fontcolor: "0xffffff", x: 20, y: 15 }),
      drawtext({ fontfile: FONT, textfile: moduleFile, expansion: "none", fontsize: 13, fontcolor: "0xffffff@0.9", x: "w-tw-20", y: 16 }),
      drawtext({ fontfile: FONT_BOLD, textfile: titleFile, expansion: "none", fontsize: 25, line_spacing: 6, fontcolor: theme.text, x: 24, y: 70, alpha: fadeIn(0.3) }),
      drawtext({ fontfile: FONT, textfile: descFile, expansion: "none", fontsize: 14, line_spacing: 5, fontcolor: theme.muted, x: 24, y: descY, alpha: fadeIn(1.5) }),
      drawtext({ fontfile: FONT, textfile: footerFile, expansion: "none", fontsize: 12, fontcolor: theme.text, x: 24, y: HEIGHT - 28 }),
    ];
    filters.push(
      `[moving]${texts.join(",")},fade=t=in:st=0:d=0.8,fade=t=out:st=${seconds - 1}:d=1,format=yuv420p[v]`,
      // A quiet, slowly pulsing open fifth (G3 + D4), far below speech level.
      `[3:a][4:a]amix=inputs=2:normalize=0,volume=0.05,tremolo=f=0.2:d=0.5,afade=t=in:st=0:d=2,afade=t=out:st=${seconds - 2}:d=2[a]`,
    );

    const args = [
      "-hide_banner", "-loglevel", "error", "-y",
      "-f", "lavfi", "-i", `color=c=${theme.bg}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${seconds}`,
      ...(image ? ["-loop", "1", "-framerate", String(FPS), "-t", String(seconds), "-i", image] : ["-f", "lavfi", "-i", `color=c=black:s=16x16:r=${FPS}:d=${seconds}`]),
      "-f", "lavfi", "-i", `color=c=${theme.accent}:s=${WIDTH}x6:r=${FPS}:d=${seconds}`,
      "-f", "lavfi", "-i", `sine=frequency=196:sample_rate=22050:duration=${seconds}`,
      "-f", "lavfi", "-i", `sine=frequency=293.66:sample_rate=22050:duration=${seconds}`,
      "-filter_complex", filters.join(";"),
      "-map", "[v]", "-map", "[a]",
      "-c:v", "libx264", "-preset", "veryslow", "-crf", "32", "-profile:v", "main", "-pix_fmt", "yuv420p",
      "-r", String(FPS), "-g", String(FPS * 60),
      "-c:a", "aac", "-b:a", "16k", "-ac", "1", "-ar", "22050",
      "-t", String(seconds),
      "-movflags", "+faststart",
      lesson.file,
    ];
    execFileSync("ffmpeg", args, { stdio: ["ignore", "inherit", "inherit"] });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Rewrites `durationSeconds: N` of the lesson whose videoFile is `file` in demo-content.ts.
 * @param {string} source
 * @param {string} file
 * @param {number} seconds
 */
function setDuration(source, file, seconds) {
  const pattern = new RegExp(`(durationSeconds: )\\d+(,\\s*\\n\\s*videoFile: "${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}")`);
  if (!pattern.test(source)) throw new Error(`demo-content.ts: no "durationSeconds" line directly above videoFile "${file}"`);
  return source.replace(pattern, `$1${seconds}$2`);
}

async function main() {
  const onlyIndex = process.argv.indexOf("--only");
  const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
  const courses = await loadCourses();
  mkdirSync(outDir, { recursive: true });
  let source = readFileSync(demoContentPath, "utf8");
  let count = 0;
  let totalBytes = 0;

  courses.forEach((course, courseIndex) => {
    const theme = themes[courseIndex % themes.length] ?? themes[0];
    if (!theme) throw new Error("no themes");
    const lessonCount = course.modules.reduce((n, m) => n + m.lessons.length, 0);
    let lessonNumber = 0;
    course.modules.forEach((mod, moduleIndex) => {
      mod.lessons.forEach((lesson) => {
        lessonNumber += 1;
        if (only && lesson.videoFile !== only) return;
        const file = join(outDir, lesson.videoFile);
        render({
          file,
          courseTitle: course.title,
          instructor: instructorName(course.instructor),
          courseImage: join(root, "public", course.imageUrl),
          moduleLabel: `Module ${moduleIndex + 1}  ·  Lesson ${lessonNumber} of ${lessonCount}`,
          lessonTitle: lesson.title,
          description: lesson.description,
          theme,
          seconds: targetSeconds(lesson.description),
        });
        const { duration, streams } = probe(file);
        const bytes = statSync(file).size;
        const video = streams.find((s) => s.codec_type === "video");
        const audio = streams.find((s) => s.codec_type === "audio");
        if (video?.codec_name !== "h264" || video.pix_fmt !== "yuv420p" || audio?.codec_name !== "aac") {
          throw new Error(`${lesson.videoFile}: unexpected streams ${JSON.stringify(streams)}`);
        }
        if (bytes > MAX_BYTES) throw new Error(`${lesson.videoFile}: ${bytes} bytes, over ${MAX_BYTES}`);
        const seconds = Math.round(duration);
        source = setDuration(source, lesson.videoFile, seconds);
        count += 1;
        totalBytes += bytes;
        console.log(`${lesson.videoFile}  ${seconds}s  ${(bytes / 1024).toFixed(0)} KB`);
      });
    });
  });

  writeFileSync(demoContentPath, source);
  console.log(`${count} videos, ${(totalBytes / 1024).toFixed(0)} KB in total; durations written to ${demoContentPath}`);
}

await main();
