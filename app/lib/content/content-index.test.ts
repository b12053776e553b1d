import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scanContent } from "./content-index.server";

const roots: string[] = [];
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "scan-"));
  roots.push(root);
  for (const locale of ["uk", "ru"]) fs.mkdirSync(path.join(root, locale));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, name), text);
  return root;
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe("scanContent and hostile files", () => {
  it("never evaluates `---js` front matter and leaves the page out", () => {
    const marker = path.join(os.tmpdir(), `fm-ran-${process.pid}`);
    const root = tree({
      "uk/ok.mdx": "---\ntitle: Добре\n---\n",
      "uk/code.mdx": `---js\n{ title: (require("fs").writeFileSync(${JSON.stringify(marker)}, "x"), "Код") }\n---\n`,
    });
    const index = scanContent(root, { includeDrafts: true });
    expect(fs.existsSync(marker)).toBe(false);
    expect(index.docs.uk.has("code")).toBe(false);
    expect(index.docs.uk.get("ok")?.title).toBe("Добре");
    expect(index.excluded.map((e) => path.basename(e.filePath))).toEqual(["code.mdx"]);
    expect(index.excluded[0]?.reason).toMatch(/YAML/);
  });

  it("leaves out a draft it cannot read, and reads it when it becomes readable with the same mtime", () => {
    const root = tree({ "uk/secret.mdx": "---\ntitle: Таємниця\ndraft: true\n---\nТекст\n" });
    const secret = path.join(root, "uk", "secret.mdx");
    const realRead = fs.readFileSync;
    const denied = vi.spyOn(fs, "readFileSync").mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) => {
      if (file === secret) throw Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
      return realRead(file, options as BufferEncoding);
    }) as typeof fs.readFileSync);
    const first = scanContent(root, { includeDrafts: false });
    expect(first.docs.uk.has("secret")).toBe(false);
    expect(first.excluded[0]?.reason).toContain("EACCES");
    denied.mockRestore();
    // Same mtime: a chmod does not change it.
    const second = scanContent(root, { includeDrafts: false, previous: first });
    expect(second).not.toBe(first);
    expect(second.excluded).toEqual([]);
    expect(second.files.get(secret)?.draft).toBe(true);
    expect(second.docs.uk.has("secret")).toBe(false);
  });
});
