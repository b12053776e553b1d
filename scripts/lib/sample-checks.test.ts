import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { SampleOperation } from "../../app/lib/samples/index";
import { checkJavaScript, type WrittenSample } from "./sample-checks";

const operation = (id: string): SampleOperation => ({
  id,
  family: "json",
  method: "POST",
  path: "/json/v1/balance",
  idempotent: false,
  body: { kind: "form", fields: [] },
  source: "test",
});

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function written(files: Record<string, string>): WrittenSample[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "samples-"));
  dirs.push(dir);
  return Object.entries(files).map(([id, code]) => {
    const file = path.join(dir, `${id}.mjs`);
    fs.writeFileSync(file, code);
    return { operation: operation(id), language: "javascript", file };
  });
}

describe("checkJavaScript", () => {
  it("passes modules with imports and top-level await, which only an ES-module parse accepts", async () => {
    const samples = written({
      ok: 'import crypto from "node:crypto";\nconst r = await fetch("http://127.0.0.1:9/");\nconsole.log(crypto.randomUUID(), r.status);\n',
    });
    expect(await checkJavaScript(samples)).toEqual([]);
  });

  it("names each sample with a syntax error, and only those", async () => {
    const samples = written({
      good: "export const a = 1;\n",
      missingBrace: "if (true) {\n  console.log(1);\n",
      badAwait: "function f() { await g(); }\n",
    });
    const problems = await checkJavaScript(samples);
    expect(problems.map((p) => p.operation).sort()).toEqual(["badAwait", "missingBrace"]);
    expect(problems.every((p) => p.language === "javascript" && /SyntaxError/.test(p.message))).toBe(true);
  });

  it("runs nothing: a sample's side effects never happen", async () => {
    const marker = path.join(os.tmpdir(), `sample-ran-${process.pid}`);
    const samples = written({ effect: `import fs from "node:fs";\nfs.writeFileSync(${JSON.stringify(marker)}, "x");\n` });
    expect(await checkJavaScript(samples)).toEqual([]);
    expect(fs.existsSync(marker)).toBe(false);
  });
});
