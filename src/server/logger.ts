import "server-only";

import { env } from "~/env";

const levels = ["trace", "debug", "info", "warn", "error", "fatal"] as const;
type Level = (typeof levels)[number];

const threshold = env.LOG_LEVEL === "silent" ? Infinity : levels.indexOf(env.LOG_LEVEL);

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (levels.indexOf(level) < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields });
  if (levels.indexOf(level) >= levels.indexOf("warn")) console.error(line);
  else console.log(line);
}

/** One-line JSON logs; fields never include secrets or personal data beyond what support needs. */
export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
