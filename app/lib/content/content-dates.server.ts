/**
 * When each page was last changed, for its "last updated" date: the date of the last commit that
 * touched the file (one `git log` over the content folder, bounded in commits, time and output),
 * else the file's modification time. A file with uncommitted changes counts as changed now (its
 * mtime). `npm run build` writes the commit dates to a file, so the production server reads them
 * without running git (its image may have no repository); development asks git on the first scan.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Path inside the content folder with `/` separators (`uk/client/balance.mdx`) → epoch ms. */
export type ContentDates = ReadonlyMap<string, number>;

/** Only the latest commits are read: older history cannot make a file's last change newer. */
const MAX_COMMITS = 5000;
const GIT_TIMEOUT_MS = 5000;
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

export function contentRelativePath(root: string, filePath: string): string {
  return path.relative(root, filePath).split(path.sep).join("/");
}

function git(root: string, args: string[]): string {
  return execFileSync("git", ["-C", root, ...args], {
    encoding: "utf8",
    timeout: GIT_TIMEOUT_MS,
    maxBuffer: MAX_OUTPUT_BYTES,
    stdio: ["ignore", "pipe", "ignore"],
  });
}

/** Last commit date of every committed, unmodified file under `root`; empty without git or a repository. */
export function gitContentDates(root: string): Map<string, number> {
  const dates = new Map<string, number>();
  try {
    const modified = new Set(git(root, ["diff", "--name-only", "--relative", "HEAD", "--", "."]).split("\n").filter(Boolean));
    let commitMs = NaN;
    // Newest commit first: a file's first appearance is its last change.
    // Merge commits list no files here: a file is dated by the commit that changed it, as `git log --no-merges` does.
    for (const line of git(root, ["log", `--max-count=${MAX_COMMITS}`, "--format=%x00%cI", "--name-only", "--no-renames", "--relative", "--", "."]).split("\n")) {
      if (line.startsWith("\0")) commitMs = Date.parse(line.slice(1));
      else if (line && !dates.has(line) && !modified.has(line) && Number.isFinite(commitMs)) dates.set(line, commitMs);
    }
  } catch {
    // No git, not a repository, or too slow: the files' own times are used.
    dates.clear();
  }
  return dates;
}

interface DatesFile {
  /** The content folder the dates belong to, relative to the working folder (a server on another folder ignores them). */
  root: string;
  dates: Record<string, string>;
}

export function writeContentDates(file: string, root: string, dates: ContentDates): void {
  const body: DatesFile = { root: path.relative(process.cwd(), root), dates: Object.fromEntries([...dates].map(([name, ms]) => [name, new Date(ms).toISOString()])) };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(body));
}

/** The dates `npm run build` wrote for `root`; empty when the file is missing, unreadable or for another folder. */
export function readContentDates(file: string, root: string): Map<string, number> {
  try {
    const body = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<DatesFile>;
    if (body.root !== path.relative(process.cwd(), root) || typeof body.dates !== "object" || body.dates === null) return new Map();
    return new Map(
      Object.entries(body.dates)
        .map(([name, iso]): [string, number] => [name, Date.parse(String(iso))])
        .filter(([, ms]) => Number.isFinite(ms)),
    );
  } catch {
    return new Map();
  }
}
