import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { gitContentDates, readContentDates, writeContentDates } from "./content-dates.server";
import { scanContent } from "./content-index.server";

const temp: string[] = [];
afterEach(() => temp.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function repository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-dates-"));
  temp.push(dir);
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", dir, ...args], {
      env: { ...process.env, GIT_COMMITTER_DATE: "2026-03-04T05:06:07Z", GIT_AUTHOR_DATE: "2026-03-04T05:06:07Z" },
    });
  git("init", "-q");
  git("config", "user.email", "docs@example.test");
  git("config", "user.name", "Docs");
  fs.mkdirSync(path.join(dir, "uk", "client"), { recursive: true });
  fs.writeFileSync(path.join(dir, "uk", "client", "balance.mdx"), "---\ntitle: Баланс\n---\n");
  fs.writeFileSync(path.join(dir, "uk", "index.mdx"), "---\ntitle: Початок\n---\n");
  git("add", ".");
  git("commit", "-q", "-m", "pages");
  return dir;
}

describe("content dates", () => {
  it("are the last commits of committed files; an uncommitted change or a new file has none", () => {
    const dir = repository();
    fs.appendFileSync(path.join(dir, "uk", "index.mdx"), "Змінено.\n");
    fs.writeFileSync(path.join(dir, "uk", "new.mdx"), "---\ntitle: Нова\n---\n");
    const dates = gitContentDates(dir);
    expect(dates.get("uk/client/balance.mdx")).toBe(Date.parse("2026-03-04T05:06:07Z"));
    expect(dates.has("uk/index.mdx")).toBe(false);
    expect(dates.has("uk/new.mdx")).toBe(false);
  });

  it("are empty outside a repository", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "no-repo-"));
    temp.push(dir);
    expect(gitContentDates(dir).size).toBe(0);
  });

  it("survive the build's file for the same folder only, and give pages their date (others their mtime)", () => {
    const dir = repository();
    fs.appendFileSync(path.join(dir, "uk", "index.mdx"), "Змінено.\n");
    const file = path.join(dir, "..", `${path.basename(dir)}-dates.json`);
    temp.push(file);
    writeContentDates(file, dir, gitContentDates(dir));
    const dates = readContentDates(file, dir);
    expect(dates.get("uk/client/balance.mdx")).toBe(Date.parse("2026-03-04T05:06:07Z"));
    expect(readContentDates(file, path.join(dir, "uk")).size).toBe(0);
    expect(readContentDates(path.join(dir, "missing.json"), dir).size).toBe(0);

    const index = scanContent(dir, { includeDrafts: false, dates });
    expect(index.docs.uk.get("client/balance")?.updatedMs).toBe(Date.parse("2026-03-04T05:06:07Z"));
    const home = index.docs.uk.get("index");
    expect(home?.updatedMs).toBe(home?.mtimeMs);
  });
});
