import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./log.server";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe("log lines", () => {
  it("are one JSON object each, with the level by name and an ISO time", () => {
    const { lines, stream } = capture();
    createLogger("info", stream).info({ method: "GET", path: "/client/balance", status: 200 });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/client/balance", status: 200 });
    expect(String(line.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(line).not.toHaveProperty("pid");
  });

  it("leave out what is below the configured level", () => {
    const { lines, stream } = capture();
    const logger = createLogger("warn", stream);
    logger.info({ msg: "request" });
    logger.error({ msg: "failed" });
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(["failed"]);
  });
});
