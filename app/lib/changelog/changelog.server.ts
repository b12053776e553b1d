/** Reading content/changelog.yaml: parsed and validated once per file version (its mtime). */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { validateChangelog, type ChangelogEntry } from "./changelog";

export const CHANGELOG_FILE = "changelog.yaml";

let cached: { file: string; mtimeMs: number; entries: ChangelogEntry[] } | undefined;

export function readChangelog(contentDir: string): ChangelogEntry[] {
  const file = path.join(contentDir, CHANGELOG_FILE);
  const { mtimeMs } = fs.statSync(file);
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.entries;
  const entries = validateChangelog(parse(fs.readFileSync(file, "utf8")));
  cached = { file, mtimeMs, entries };
  return entries;
}
