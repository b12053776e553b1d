import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { msUntil, startServer, waitForHealth } from "./helpers";

const port = Number(process.env.E2E_PORT ?? 3100) + 70;
const base = `http://127.0.0.1:${port}`;

const text = async (url: string) => (await fetch(url)).text();

test.describe("content edits on a running production server", () => {
  test.describe.configure({ mode: "serial" });
  let dir: string;
  let server: ReturnType<typeof startServer>;

  test.beforeAll(async () => {
    // Readiness waits for the search indexes and a warm-up compile: seconds on a busy machine.
    test.setTimeout(90_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-edits-"));
    fs.cpSync("content", dir, { recursive: true });
    server = startServer({ PORT: String(port), CONTENT_DIR: dir, LOG_LEVEL: "silent" });
    await waitForHealth(`${base}/readyz`);
  });

  test.afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("an edited page, its tags and search follow the edit: the page within a second", async () => {
    const file = path.join(dir, "uk/client/balance.mdx");
    const word = "квазіполіноміальний";
    expect(await text(`${base}/client/balance`)).not.toContain(word);
    expect((await fetch(`${base}/tags/edit-check`)).status).toBe(404);
    expect(await text(`${base}/search?q=${encodeURIComponent(word)}`)).not.toContain('href="/client/balance');

    const source = fs.readFileSync(file, "utf8");
    // The word goes into the page's first paragraph: the closing «Related pages» list is not searched.
    const edited = source
      .replace("tags: [balance]", "tags: [balance, edit-check]")
      .replace(/^(---\n[\s\S]*?\n---\n)/, `$1\nСлово для перевірки: ${word}.\n`);
    expect(edited).toContain(`перевірки: ${word}`);
    fs.writeFileSync(file, edited);

    const pageMs = await msUntil(async () => (await text(`${base}/client/balance`)).includes(word), 10_000);
    expect(pageMs, "the edit shows within a second").toBeLessThanOrEqual(1000);
    await msUntil(async () => (await fetch(`${base}/tags/edit-check`)).status === 200, 1000);
    expect(await text(`${base}/tags/edit-check`)).toContain('href="/client/balance"');
    // The search index is rebuilt in the background: seconds, not a restart.
    await msUntil(async () => (await text(`${base}/search?q=${encodeURIComponent(word)}`)).includes('href="/client/balance'), 15_000);
    // The other locale was not touched and still answers.
    expect((await fetch(`${base}/ru/search?q=${encodeURIComponent("баланс")}`)).status).toBe(200);
  });

  test("a page added to the folder is served, and a removed one is gone", async () => {
    const added = path.join(dir, "uk/client/edit-check.mdx");
    fs.writeFileSync(added, "---\ntitle: Перевірка редагування\ndescription: Тимчасова сторінка.\n---\n\nТекст.\n");
    await msUntil(async () => (await fetch(`${base}/client/edit-check`)).status === 200, 1000);
    fs.rmSync(added);
    await msUntil(async () => (await fetch(`${base}/client/edit-check`)).status === 404, 1000);
  });
});
