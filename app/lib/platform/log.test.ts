import { Writable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
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

describe("the process's log", () => {
  it("is one sink for every copy of the module (server.ts and the app build each bundle one)", async () => {
    const { lines, stream } = capture();
    let instances = 0;
    vi.doMock("pino", async () => {
      const real = (await vi.importActual<typeof import("pino")>("pino")).default;
      const counted = Object.assign((options: import("pino").LoggerOptions) => {
        instances += 1;
        return real(options, stream);
      }, real);
      return { default: counted };
    });
    try {
      vi.resetModules();
      const serverCopy = await import("./log.server");
      vi.resetModules();
      const appCopy = await import("./log.server");
      expect(appCopy).not.toBe(serverCopy);

      serverCopy.setLogLevel("warn");
      serverCopy.log("info", { msg: "hidden by the level set in the other copy" });
      appCopy.log("info", { msg: "hidden too" });
      appCopy.log("warn", { msg: "from the app" });
      serverCopy.log("error", { msg: "from the server" });

      expect(instances).toBe(1);
      expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(["from the app", "from the server"]);
    } finally {
      vi.doUnmock("pino");
      Reflect.deleteProperty(globalThis, Symbol.for("sms-docs.log"));
      vi.resetModules();
    }
  });
});
