import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { HighlighterCore } from "shiki/core";
import { generateSamples, sampleOperations } from "../samples/index.server";
import { codeThemes, loadShiki } from "./highlighter.server";
import { tokeniseOnceForThemes, translateLine, type OnePassThemes } from "./themes-in-one-pass.server";

const options = (lang: string) => ({ lang, themes: codeThemes, defaultColor: false as const, tokenizeTimeLimit: 0 });

/** Every fenced block in the docs and every generated code sample: what the site highlights. */
function siteBlocks(): { lang: string; code: string }[] {
  const fences: { lang: string; code: string }[] = [];
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const file of walk(path.resolve("content")).filter((f) => f.endsWith(".mdx"))) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(/^( *)```(\w+)[^\n]*\n([\s\S]*?)\n\1```/gm))
      fences.push({ lang: match[2] ?? "", code: match[3] ?? "" });
  }
  // Every fourth operation: each family and sample language, at a quarter of the time (all 320 samples take ~1 min).
  const operations = [...sampleOperations(path.resolve("contract")).values()].filter((_, i) => i % 4 === 0);
  const samples = operations.flatMap((operation) =>
    generateSamples(operation).map((sample) => ({ lang: sample.fence, code: sample.code })),
  );
  return [...fences, ...samples];
}

describe("both themes from one grammar pass", () => {
  let shiki: HighlighterCore;
  let onePassShiki: HighlighterCore;
  let onePass: OnePassThemes;
  const passes = { lines: 0 };

  beforeAll(async () => {
    [shiki, onePassShiki] = await Promise.all([loadShiki(), loadShiki()]);
    // Counts the grammar's own tokenising (below the wrapper), i.e. the work the change saves.
    for (const name of onePassShiki.getLoadedLanguages()) {
      const grammar = onePassShiki.getLanguage(name) as unknown as { _tokenize: (...args: unknown[]) => unknown; counted?: boolean };
      if (grammar.counted) continue;
      const tokenize = grammar._tokenize.bind(grammar);
      grammar._tokenize = (...args) => ((passes.lines += 1), tokenize(...args));
      grammar.counted = true;
    }
    onePass = tokeniseOnceForThemes(onePassShiki, Object.values(codeThemes));
  }, 60_000);

  it("gives the same HTML as Shiki's pass per theme for every block the site highlights", () => {
    const loaded = new Set(shiki.getLoadedLanguages());
    const blocks = siteBlocks().filter((block) => loaded.has(block.lang));
    expect(new Set(blocks.map((b) => shiki.getLanguage(b.lang).name))).toEqual(
      new Set(["java", "json", "xml", "shellscript", "http", "javascript", "python", "php"]),
    );
    const differing = blocks.filter(
      (block) =>
        onePass.session(() => onePassShiki.codeToHtml(block.code, options(block.lang))) !==
        shiki.codeToHtml(block.code, options(block.lang)),
    );
    expect(differing.map((b) => `${b.lang}: ${b.code.slice(0, 60)}`)).toEqual([]);
  }, 180_000);

  it("gives the same HTML for languages embedded in others and for styles set by nested scopes", () => {
    const blocks = [
      {
        lang: "php",
        code: '<?php\n/** @var int $a */\n$a = "x{$b}";\n?>\n<script>let a = `${1}`;</script>\n<style>a { color: red }</style>',
      },
      { lang: "diff", code: "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new" },
      {
        lang: "typescript",
        code: "/** @param {string} a */\nfunction f<T extends {a: 1}>(a: T): `x${string}` { return /re[a-z]+/gi.test(a) ? 'y' : \"z\"; }",
      },
      { lang: "javascript", code: "// comment\nconst x = { 'a': 1, b: [1, 2], c: async () => await null };\n\n\n" },
    ];
    for (const block of blocks)
      expect(onePass.session(() => onePassShiki.codeToHtml(block.code, options(block.lang)))).toBe(
        shiki.codeToHtml(block.code, options(block.lang)),
      );
  }, 60_000);

  it("runs the grammar over each line once for both themes", () => {
    const code = 'curl -X POST "https://api.example.com/v1/sms" \\\n  -H "Content-Type: application/json"\n  -d \'{"a": 1}\'';
    passes.lines = 0;
    onePass.session(() => onePassShiki.codeToHtml(code, options("bash")));
    expect(passes.lines).toBe(3);
    // Outside a session each theme tokenises for itself, as Shiki does.
    passes.lines = 0;
    onePassShiki.codeToHtml(code, options("bash"));
    expect(passes.lines).toBe(6);
  });

  it("merges neighbouring tokens that one theme colours alike", () => {
    // Two combined styles: (light 1, dark 2) and (light 1, dark 3): the light theme sees one token, the dark two.
    const styles: Record<number, [number, number]> = { 1: [1 << 15, 2 << 15], 2: [1 << 15, 3 << 15] };
    const line = Uint32Array.from([0, 1 << 15, 4, 2 << 15]);
    const light = translateLine(line, (n) => styles[n]?.[0] ?? 0);
    const dark = translateLine(line, (n) => styles[n]?.[1] ?? 0);
    expect([...light]).toEqual([0, 1 << 15]);
    expect([...dark]).toEqual([0, 2 << 15, 4, 3 << 15]);
  });
});
