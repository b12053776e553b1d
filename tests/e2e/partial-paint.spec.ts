/**
 * A browser on a slow network paints a document before it has all of it, and the network may stop
 * anywhere. Here each page is delivered in two parts, cut at every tag boundary of the regions that can
 * move (the announcement and navbar, the footer, tables and the 404 page's form), the first part is
 * painted, then the rest arrives: nothing that was painted may move. Scripts are not loaded, so what is
 * measured is the parse alone (hydration is covered by the slow-network CLS tests).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type BrowserContextOptions, type Page } from "@playwright/test";
import { layoutShifts, recordLayoutShifts } from "./layout-shifts";

const layouts: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

/** Offsets just before each "<" and just after each ">" in [from, to). */
function boundaries(html: string, from: number, to: number): number[] {
  const cuts = new Set<number>();
  for (let i = from; i < to; i++) {
    if (html[i] === "<") cuts.add(i);
    else if (html[i] === ">") cuts.add(i + 1);
  }
  return [...cuts];
}

/** The regions of a page where a cut is tried: from each `start` to the end of the next `end`, at most `count` of each. */
function regions(html: string, pairs: Region[]): [number, number][] {
  const found: [number, number][] = [];
  for (const { start, end, count = Infinity } of pairs) {
    let taken = 0;
    for (let from = html.indexOf(start); from >= 0 && taken < count; from = html.indexOf(start, from + 1), taken++) {
      const to = html.indexOf(end, from);
      if (to < 0) break;
      found.push([from, to + end.length]);
    }
  }
  expect(found.length, `regions ${JSON.stringify(pairs)}`).toBeGreaterThan(0);
  return found;
}

type Region = { start: string; end: string; count?: number };
// The announcement and navbar are the same on every page: cut them on one page, on a desktop (inside them most
// cuts paint nothing at all, by design, and each such cut waits out PAINT_WAIT_MS).
const chrome: Region = { start: "<body", end: "</header>" };
const pages: Record<string, { regions: Region[]; chromeToo: boolean }> = {
  "/client/balanse": { regions: [{ start: '<main id="main"', end: "</footer>" }], chromeToo: true },
  "/admin/clients": {
    regions: [
      { start: '<div class="table-wrapper"', end: "</div>", count: 1 },
      { start: "<footer", end: "</footer>" },
    ],
    chromeToo: false,
  },
};
/** How long a cut may take to be painted; a cut not painted by then only proves nothing (it cannot fail). */
const PAINT_WAIT_MS = 1000;

/** Serves one held document: the first part at once, the rest when `release` is called. */
class SplitServer {
  private server = http.createServer((req, res) => this.answer(req, res));
  private pending: { html: string; cut: number } | undefined;
  private rest: (() => void) | undefined;
  constructor(private readonly upstream: string) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    this.server.closeAllConnections();
    this.server.close();
  }
  hold(html: string, cut: number) {
    this.pending = { html, cut };
  }
  release() {
    this.rest?.();
    this.rest = undefined;
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.url?.startsWith("/__split") && this.pending) {
      const { html, cut } = this.pending;
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.write(html.slice(0, cut));
      this.rest = () => res.end(html.slice(cut));
      return;
    }
    // Everything else (the stylesheet, images) from the real server.
    const upstream = await fetch(this.upstream + req.url);
    res.writeHead(upstream.status, {
      "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
      // Kept in the browser's cache: hundreds of page loads fetch the stylesheet once.
      "cache-control": upstream.headers.get("cache-control") ?? "no-store",
    });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  }
}

/** Two frames after load: any late layout has been painted. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

test.describe("a half-parsed page", () => {
  test.describe.configure({ timeout: 600_000 });
  for (const [layout, options] of Object.entries(layouts)) {
    for (const [path, { regions: pairs, chromeToo }] of Object.entries(pages)) {
      test(`${path}, ${layout}: what is painted before the rest arrives does not move`, async ({ browser, baseURL }) => {
        const html = await (await fetch(`${baseURL}${path}`)).text();
        const tried = chromeToo && layout === "desktop" ? [chrome, ...pairs] : pairs;
        const cuts = regions(html, tried).flatMap(([from, to]) => boundaries(html, from, to));
        const split = new SplitServer(baseURL ?? "");
        const origin = await split.start();
        const context = await browser.newContext(options);
        const page = await context.newPage();
        await page.route("**/*.js", (route) => route.abort());
        await recordLayoutShifts(page);
        const failures: string[] = [];
        let paintedCuts = 0;
        try {
          for (const cut of cuts) {
            split.hold(html, cut);
            await page.goto(`${origin}/__split?cut=${cut}`, { waitUntil: "commit" });
            // The first part is painted (a browser may also wait for more: then this cut shows nothing half-parsed).
            const painted = await page
              .waitForFunction(() => performance.getEntriesByName("first-paint").length > 0, null, { polling: 20, timeout: PAINT_WAIT_MS })
              .then(
                () => true,
                () => false,
              );
            if (painted) paintedCuts++;
            split.release();
            await page.waitForLoadState("load");
            await frames(page);
            const shifts = await layoutShifts(page);
            if (shifts.length) failures.push(`cut after …${JSON.stringify(html.slice(Math.max(0, cut - 60), cut))}: ${shifts.join(" | ")}`);
          }
        } finally {
          await context.close();
          split.stop();
        }
        expect(failures).toEqual([]);
        // Cuts were painted half-parsed, so the test measured what it claims to.
        expect(cuts.length).toBeGreaterThan(50);
        expect(paintedCuts).toBeGreaterThan(20);
      });
    }
  }
});
