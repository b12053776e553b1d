// Cold (first request: compile + render) and warm (cached) times for every page of both
// locales, against a running production server. Usage: node scripts/measure-render.mjs [baseURL]
import fs from "node:fs";
import path from "node:path";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const urls = [];
for (const [locale, prefix] of [
  ["uk", ""],
  ["ru", "/ru"],
]) {
  for (const file of fs.readdirSync(path.join("content", locale), { recursive: true })) {
    if (!String(file).endsWith(".mdx")) continue;
    const slug = String(file).slice(0, -4);
    urls.push(`${prefix}/${slug === "index" ? "" : slug.endsWith("/index") ? slug.slice(0, -5) : slug}`);
  }
}

async function time(url) {
  const started = performance.now();
  const response = await fetch(base + url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), max: sorted.at(-1).toFixed(1) };
};

const cold = [];
for (const url of urls) cold.push(await time(url));
const warm = [];
for (const url of urls) warm.push(await time(url));
console.log(JSON.stringify({ pages: urls.length, coldMs: stats(cold), warmMs: stats(warm) }));
