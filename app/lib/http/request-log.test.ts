import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMetrics, log } from "../platform/index.server";
import { startRequestLog } from "./request-log.server";

vi.mock("../platform/log.server", () => ({ log: vi.fn() }));

/** One request through startRequestLog: the id it returns and the log line written when it finished. */
function request(clientId?: string, metrics = createMetrics()) {
  const req = { method: "GET", url: "/client/balance?utm_source=x", headers: clientId === undefined ? {} : { "x-request-id": clientId } };
  const res = Object.assign(new EventEmitter(), { statusCode: 200 });
  vi.mocked(log).mockClear();
  const id = startRequestLog(req as unknown as IncomingMessage, res as unknown as ServerResponse, metrics);
  res.emit("finish");
  return { id, logged: vi.mocked(log).mock.calls[0]?.[1] ?? {} };
}

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

describe("startRequestLog", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers with an id of its own, never the client's, so a cached answer cannot carry one reader's id", () => {
    const { id, logged } = request("reader-a.42");
    expect(id).toMatch(UUID);
    expect(id).not.toBe("reader-a.42");
    expect(logged).toMatchObject({ id, clientId: "reader-a.42", path: "/client/balance", status: 200 });
  });

  it("logs a client's id only when it is a short token", () => {
    for (const unsafe of ["<script>alert(1)</script>", "x".repeat(65), "a b"]) {
      const { id, logged } = request(unsafe);
      expect(id).toMatch(UUID);
      expect(logged).not.toHaveProperty("clientId");
    }
  });

  it("gives every request a different id", () => {
    expect(request().id).not.toBe(request().id);
  });

  it("counts each finished response by its status class in the server's own metrics", async () => {
    const metrics = createMetrics();
    request(undefined, metrics);
    request(undefined, metrics);
    expect((await metrics.text()).body).toMatch(/^sms_docs_http_responses_total\{status="2xx"\} 2$/m);
    expect((await createMetrics().text()).body).not.toMatch(/^sms_docs_http_responses_total\{/m);
  });
});
