import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { startServer, waitForHealth } from "./helpers";

const port = Number(process.env.E2E_PORT ?? 3100) + 50;

test.describe("operations", () => {
  test("invalid settings stop start-up with a clear message", async () => {
    const server = startServer({ PORT: "eighty", BASE_URL: "not a url" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be a whole number from 1 to 65535, got "eighty"');
    expect(server.output()).toContain("BASE_URL must be an absolute http(s) URL");
  });

  test("SIGTERM lets in-flight requests finish, then the process exits 0", async () => {
    const server = startServer({ PORT: String(port) });
    await waitForHealth(`http://127.0.0.1:${port}/healthz`);
    // An uncached page compiles first: a request that is still in flight when the signal comes.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/json/webhook`);
    await new Promise((r) => setTimeout(r, 20));
    server.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM: closing");
    // Request logs are one JSON object per line.
    const requestLine =
      server
        .output()
        .split("\n")
        .find((line) => line.includes('"path":"/api/json/webhook"')) ?? "";
    expect(JSON.parse(requestLine)).toMatchObject({ level: "info", method: "GET", status: 200 });
    expect(JSON.parse(requestLine).id).toMatch(/^[\w-]{8,}$/);
  });

  test("the build warns about broken links with file and line, without failing", () => {
    const result = spawnSync("npx", ["tsx", "scripts/warn-broken-links.ts"], {
      env: { ...process.env, CONTENT_DIR: "tests/fixtures/content" },
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/warning: content\/uk\/index\.mdx:\d+ {2}link \/nowhere points to no page/);
  });
});
