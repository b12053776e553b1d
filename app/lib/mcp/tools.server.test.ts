/**
 * The busy path of the MCP tools: a burst of HTTP calls rarely fills the searches' queue on a fast machine (the
 * end-to-end burst test accepts either answer), so here the queue is filled by hand and every tool must answer
 * with the site's "busy" text in the caller's language, then work again once the queue drains.
 */
import { describe, expect, it } from "vitest";
import * as tools from "./tools.server";
import { searchConfig } from "../search/index.server";
import { readServerConfig } from "../platform/index.server";
import { createServices, type Services } from "../services/index.server";

/** Fills the searches' queue with jobs held until `release`: one running, the rest waiting, the next one refused. */
async function fillQueue({ search }: Services) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<void>[] = [];
  for (let i = 0; i <= searchConfig.busy.maxWaiting + 1; i += 1) {
    const job = search.inTurn(() => gate);
    // A refusal is immediate; an admitted job is still pending after a turn of the event loop.
    const refused = await Promise.race([
      job.then(
        () => false,
        (error: Error) => error.name === "QueueFullError",
      ),
      new Promise<boolean>((resolve) => setImmediate(() => resolve(false))),
    ]);
    if (refused) return { release: async () => (release(), await Promise.all(held)) };
    held.push(job);
  }
  throw new Error("the searches' queue never refused a job");
}

describe("MCP tools under a full search queue", () => {
  it("answer busy in the caller's language with the retry hint, and work again once the queue drains", async () => {
    // The tools share the queue of the services they are given, as /search and /mcp share the server's.
    const services = createServices(readServerConfig({}));
    const queue = await fillQueue(services);

    const ru = /^Поиск сейчас перегружен\. .*\(busy: retry in 2 s\)$/;
    const uk = /^Пошук зараз перевантажений\. .*\(busy: retry in 2 s\)$/;
    const outcomes = await Promise.all([
      tools.listPages(services, { locale: "ru" }),
      tools.listPages(services, { locale: "uk", section: "/client/" }),
      tools.getOperation(services, { locale: "ru", operationId: "send_sms" }),
      tools.readPage(services, { path: "/ru/client/balance" }),
    ]);
    expect(outcomes.map((outcome) => (outcome.ok ? "ok" : outcome.problem))).toEqual([
      expect.stringMatching(ru),
      expect.stringMatching(uk),
      expect.stringMatching(ru),
      expect.stringMatching(ru),
    ]);

    await queue.release();
    const after = await tools.listPages(services, { locale: "uk", section: "/client/" });
    expect(after.ok && after.value.groups.flatMap((group) => group.pages.map((page) => page.url))).toContainEqual(
      expect.stringMatching(/\/client\/balance$/),
    );
  });
});
