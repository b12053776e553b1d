/** One JSON object per line on stdout/stderr; LOG_LEVEL = silent | error | warn | info (default). */
const levels = { silent: 0, error: 1, warn: 2, info: 3 } as const;
type Level = Exclude<keyof typeof levels, "silent">;

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? "info") as keyof typeof levels;
  return levels[configured] ?? levels.info;
}

export function log(level: Level, fields: Record<string, unknown>): void {
  if (levels[level] > threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}
