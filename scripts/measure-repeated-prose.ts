/**
 * `npm run measure:repeated-prose [-- --ref <commit>] [-- --locale ru]`: how much of the API section's prose
 * repeats other pages. A word counts as repeated when it sits in a run of 8 words that also occurs on another API
 * page; the figure is repeated words / all prose words (code blocks, tables, components and front matter left out).
 * With `--ref`, pages are read from that commit (git show), to compare before and after.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parsePage } from "./lib/mdx-source";

const args = process.argv.slice(2);
const ref = args.includes("--ref") ? args[args.indexOf("--ref") + 1] : undefined;
const locale = args.includes("--locale") ? (args[args.indexOf("--locale") + 1] ?? "uk") : "uk";
const RUN = 8;

function listPages(): string[] {
  if (ref)
    return execFileSync("git", ["ls-tree", "-r", "--name-only", ref, `content/${locale}/api/`], { encoding: "utf8" })
      .split("\n")
      .filter((f) => f.endsWith(".mdx"));
  const walk = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
  return walk(`content/${locale}/api`).filter((f) => f.endsWith(".mdx"));
}
const read = (file: string) =>
  ref ? execFileSync("git", ["show", `${ref}:${file}`], { encoding: "utf8" }) : fs.readFileSync(file, "utf8");

function words(raw: string): string[] {
  const prose = parsePage(raw)
    .prose.split("\n")
    .filter((line) => !line.startsWith("|") && !/^\s*<\/?[A-Z]/.test(line) && !line.startsWith("#"))
    .join(" ");
  return prose
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .split(/[^\p{L}\p{N}_'’]+/u)
    .filter(Boolean);
}

const pages = listPages().map((file) => ({ file, words: words(read(file)) }));
const owners = new Map<string, Set<string>>();
for (const page of pages)
  for (let i = 0; i + RUN <= page.words.length; i++) {
    const key = page.words.slice(i, i + RUN).join(" ");
    const set = owners.get(key) ?? new Set<string>();
    set.add(page.file);
    owners.set(key, set);
  }
let total = 0;
let repeated = 0;
const perPage: [string, number][] = [];
for (const page of pages) {
  const marked = new Array<boolean>(page.words.length).fill(false);
  for (let i = 0; i + RUN <= page.words.length; i++)
    if ((owners.get(page.words.slice(i, i + RUN).join(" "))?.size ?? 0) > 1) for (let j = i; j < i + RUN; j++) marked[j] = true;
  const count = marked.filter(Boolean).length;
  total += page.words.length;
  repeated += count;
  perPage.push([page.file, page.words.length ? count / page.words.length : 0]);
}
perPage.sort((a, b) => b[1] - a[1]);
console.log(
  `API section (${locale}${ref ? ` at ${ref}` : ""}): ${pages.length} pages, ${total} prose words, ${repeated} in repeated 8-word runs = ${((100 * repeated) / total).toFixed(1)} %`,
);
for (const [file, share] of perPage.slice(0, 5)) console.log(`  ${(100 * share).toFixed(0)} %  ${file}`);
