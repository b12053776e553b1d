import { describe, expect, it } from "vitest";
import { createHighlighterCore, type RegexEngine } from "shiki/core";
import { createOnigurumaEngine } from "shiki/engine/oniguruma";
import { replayRegexEngine } from "./replay-regex-engine.server";

const themes = { light: "github-light-default", dark: "github-dark-default" } as const;
const sample = [
  "const apiKey = process.env.SMS_API_KEY;",
  'const response = await fetch("https://api.example.com/sms", {',
  '  method: "POST",',
  '  body: JSON.stringify({ phone: "380501234567", text: "Привіт, <b>світ</b>" }),',
  "});",
].join("\n");

/** The Oniguruma engine, counting the regex searches made through it. */
async function countingEngine() {
  const inner = await createOnigurumaEngine(import("shiki/wasm"));
  const counter = { searches: 0 };
  const engine: RegexEngine = {
    createString: (s) => inner.createString(s),
    createScanner(patterns) {
      const scanner = inner.createScanner(patterns);
      return {
        findNextMatchSync(string, position, options) {
          counter.searches += 1;
          return scanner.findNextMatchSync(string, position, options);
        },
      };
    },
  };
  return { engine, counter };
}

const highlighterWith = (engine: RegexEngine) =>
  createHighlighterCore({
    engine,
    themes: [import("@shikijs/themes/github-light-default"), import("@shikijs/themes/github-dark-default")],
    langs: [import("@shikijs/langs/javascript"), import("@shikijs/langs/json")],
  });

describe("replayRegexEngine", () => {
  it("highlights a block for both themes with the searches of one pass, and the same result", async () => {
    const plain = await highlighterWith(await createOnigurumaEngine(import("shiki/wasm")));
    const { engine: counted, counter } = await countingEngine();
    const replay = replayRegexEngine(counted);
    const highlighter = await highlighterWith(replay);

    // The grammar's first use compiles its rules lazily and searches differently; count from the second.
    highlighter.codeToHast(sample, { lang: "javascript", theme: themes.light });
    counter.searches = 0;
    highlighter.codeToHast(sample, { lang: "javascript", theme: themes.light });
    const onePass = counter.searches;
    counter.searches = 0;
    // No per-line time limit, as in the compile: a cold grammar on a busy machine otherwise leaves a line half coloured.
    const both = replay.session(() =>
      highlighter.codeToHast(sample, { lang: "javascript", themes, defaultColor: false, tokenizeTimeLimit: 0 }),
    );

    expect(onePass).toBeGreaterThan(0);
    expect(counter.searches).toBe(onePass);
    expect(both).toEqual(plain.codeToHast(sample, { lang: "javascript", themes, defaultColor: false, tokenizeTimeLimit: 0 }));
  }, 20_000);

  it("forgets the answers after a session: the next block is searched afresh", async () => {
    const { engine: counted, counter } = await countingEngine();
    const replay = replayRegexEngine(counted);
    const highlighter = await highlighterWith(replay);
    const block = '{ "phone": "380501234567" }';
    highlighter.codeToHast(block, { lang: "json", theme: themes.light });
    counter.searches = 0;

    replay.session(() => highlighter.codeToHast(block, { lang: "json", themes, defaultColor: false }));
    const first = counter.searches;
    replay.session(() => highlighter.codeToHast(block, { lang: "json", themes, defaultColor: false }));

    expect(counter.searches).toBe(2 * first);
  }, 20_000);
});
