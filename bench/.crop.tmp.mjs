import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
const [file, top, height, width] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4]), Number(process.argv[5] ?? 390)];
const b = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
const p = await b.newPage({ viewport: { width, height } });
const data = readFileSync(file).toString("base64");
await p.setContent(`<body style="margin:0;overflow:hidden"><img src="data:image/png;base64,${data}" style="display:block;margin-top:-${top}px;width:${width}px"></body>`);
await p.screenshot({ path: "/tmp/crop.png" });
await b.close();
