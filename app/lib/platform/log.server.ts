/**
 * One JSON object per line on stdout, at or above the configured LOG_LEVEL, written by pino (cheaper per
 * line than JSON.stringify + console, and what log collectors expect): `{"level":"info","time":"…",…}`.
 */
import pino, { type DestinationStream, type Logger } from "pino";
import { serverConfig } from "./config.server";

type Level = "error" | "warn" | "info";

/** A logger with the site's line format: level by name, ISO time, no pid or hostname (the platform adds its own). */
export function createLogger(level: pino.LevelWithSilent, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

let logger: Logger | undefined;

export function log(level: Level, fields: Record<string, unknown>): void {
  (logger ??= createLogger(serverConfig.logLevel))[level](fields);
}
