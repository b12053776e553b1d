/**
 * A Shiki regex engine that lets a code block be tokenised for both colour themes for the price of one.
 *
 * Shiki highlights a block for two themes by running the grammar once per theme (`codeToTokensWithThemes`
 * calls `codeToTokensBase` for each): the theme only picks colours for the scopes found, yet every regex
 * search of the grammar is made twice, and the searches (Oniguruma in WebAssembly) are most of a compile's
 * highlighting time. The searches the grammar makes do not depend on the theme, so the second pass asks the
 * same questions in the same order. Inside `session()`, this engine remembers each answer by scanner, line
 * and position, and the second pass reads them back instead of searching. Outside a session it is the
 * wrapped engine. The result is the same tokens, so the same HTML (compared page by page when it was added).
 */
import type { PatternScanner, RegexEngine, RegexEngineString } from "shiki/core";

type Match = ReturnType<PatternScanner["findNextMatchSync"]>;

/** Lines longer than this are searched every time (they would not fit the numeric key). */
const MAX_REMEMBERED_LINE = 1 << 17;

/** A line given to the grammar: made into the engine's (WebAssembly) string only when a search needs it. */
class LazyString implements RegexEngineString {
  private made: RegexEngineString | undefined;
  constructor(
    readonly content: string,
    private readonly make: (s: string) => RegexEngineString,
  ) {}
  get real(): RegexEngineString {
    this.made ??= this.make(this.content);
    return this.made;
  }
  dispose(): void {
    this.made?.dispose?.();
    this.made = undefined;
  }
}

export interface ReplayRegexEngine extends RegexEngine {
  /** Runs `work` with answers remembered (and replayed) for its duration; they are dropped afterwards. */
  session<T>(work: () => T): T;
}

export function replayRegexEngine(inner: RegexEngine): ReplayRegexEngine {
  /** line → (scanner, position, options) → answer, for the current session only. */
  let answers: Map<string, Map<number, Match>> | undefined;
  /** Each scanner's answers apart; a rule the grammar compiles anew (a back-referenced end) is searched again. */
  let scanners = 0;

  const createScanner: RegexEngine["createScanner"] = (patterns) => {
    const scanner = inner.createScanner(patterns);
    const scannerId = (scanners += 1);
    const search = (string: string | RegexEngineString, position: number, options: number) =>
      scanner.findNextMatchSync(string instanceof LazyString ? string.real : string, position, options);
    return {
      findNextMatchSync(string, position, options) {
        const content = typeof string === "string" ? string : string.content;
        if (!answers || content.length >= MAX_REMEMBERED_LINE || options > 15) return search(string, position, options);
        let byQuestion = answers.get(content);
        if (!byQuestion) answers.set(content, (byQuestion = new Map()));
        const key = (scannerId * MAX_REMEMBERED_LINE + position) * 16 + options;
        if (byQuestion.has(key)) return byQuestion.get(key) ?? null;
        const match = search(string, position, options);
        byQuestion.set(key, match);
        return match;
      },
      dispose: () => scanner.dispose?.(),
    };
  };

  return {
    createScanner,
    createString: (s) => new LazyString(s, (content) => inner.createString(content)),
    session(work) {
      answers = new Map();
      try {
        return work();
      } finally {
        answers = undefined;
      }
    },
  };
}
