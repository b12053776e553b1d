import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { resolvePath } from "../../app/lib/content";
import { publicDocs, rawFrontMatter, readFrontMatter, scanContent } from "../../app/lib/content/index.server";
import { shippedNodeFlags } from "../../scripts/lib/serve-flags";

/** The title a page declares in its front matter, as the site renders it (URL → file by the site's own rule). */
export function titleOf(locale: "uk" | "ru", route: string): string {
  const file = (slug: string) => path.join("content", locale, `${slug}.mdx`);
  const resolved = resolvePath(route, (_, slug) => fs.existsSync(file(slug)));
  if (resolved.kind !== "page" || resolved.locale !== locale) throw new Error(`${route} is not a ${locale} page`);
  return readFrontMatter(rawFrontMatter(fs.readFileSync(file(resolved.slug), "utf8")), resolved.slug).title;
}

/**
 * How many pages a content folder has per locale, by the site's own content model: `served` in
 * production (drafts left out), `listed` for readers and crawlers (unlisted pages left out too).
 */
export function countPages(root = "content"): Record<"uk" | "ru", { served: number; listed: number }> {
  const index = scanContent(path.resolve(root), { includeDrafts: false });
  const count = (locale: "uk" | "ru") => ({ served: index.docs[locale].size, listed: publicDocs(index, locale).length });
  return { uk: count("uk"), ru: count("ru") };
}

export const fixtureURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/** The Node flags of `npm run serve` and the image: tests of memory run the server as it is shipped. */
export const SHIPPED_NODE_ARGS = shippedNodeFlags();

/** Starts the production build as its own process (for tests that need their own settings or content). */
export function startServer(env: Record<string, string>, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, "build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Waits until `url` answers 2xx (readiness includes loading the search indexes and a warm-up compile). */
export async function waitForHealth(url: string, timeoutMs = 60_000, detail: () => string = () => "") {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became healthy\n${detail()}`);
}

/** Polls `probe` every 20 ms until it is true; returns the milliseconds it took. */
export async function msUntil(probe: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`not seen within ${timeoutMs} ms`);
}

/** One metric's value from a server's /metrics, summed over the series whose labels contain `labels`. */
export async function metricValue(base: string, name: string, labels = ""): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => line.includes(labels))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}
