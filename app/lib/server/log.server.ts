/** One JSON object per line on stdout/stderr, at or above the configured LOG_LEVEL. */
import { serverConfig } from "./config.server";

const levels = { silent: 0, error: 1, warn: 2, info: 3 } as const;
type Level = Exclude<keyof typeof levels, "silent">;
const threshold = levels[serverConfig.logLevel];

export function log(level: Level, fields: Record<string, unknown>): void {
  if (levels[level] > threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}
