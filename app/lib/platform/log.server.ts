/**
 * One JSON object per line on stdout, at or above the configured LOG_LEVEL, written by pino (cheaper per
 * line than JSON.stringify + console, and what log collectors expect): `{"level":"info","time":"…",…}`.
 * The log is the process's one sink, like stdout itself: every layer writes to it without being handed it.
 * Its level is set at start-up (`setLogLevel`, by server.ts and by `createServices`); until then, and in tests,
 * it is `info`. Nothing is read from the environment here.
 */
import pino, { type DestinationStream, type Logger } from "pino";
import type { ServerConfig } from "./config.server";

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

/**
 * server.ts and the app build each bundle their own copy of this module, so the logger and its level live on the
 * process (a registered symbol), not in the module: both copies write through one pino instance, one sink.
 */
const SINK = Symbol.for("sms-docs.log");

interface Sink {
  level: ServerConfig["logLevel"];
  logger?: Logger;
}

function sink(): Sink {
  const process = globalThis as { [SINK]?: Sink };
  return (process[SINK] ??= { level: "info" });
}

/** The level of every line written from now on (LOG_LEVEL, read by the configuration). */
export function setLogLevel(level: ServerConfig["logLevel"]): void {
  const current = sink();
  current.level = level;
  if (current.logger) current.logger.level = level;
}

export function log(level: Level, fields: Record<string, unknown>): void {
  const current = sink();
  (current.logger ??= createLogger(current.level))[level](fields);
}
