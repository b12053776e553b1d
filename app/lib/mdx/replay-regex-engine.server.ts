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
 *
 * A rule whose end refers back to its begin (a string's quote, a heredoc's word) gets its whole list of patterns
 * compiled anew each time the end differs from the last one: a page of PHP or Python alternating `"` and `'`
 * recompiled the same scanners over and over (5 % of a compile's CPU), and each new scanner's searches could
 * not be replayed. Scanners are therefore shared by their patterns: one that no rule holds any more stays
 * ready for the next rule that compiles the same patterns, up to `IDLE_SCANNERS` of them (the oldest is freed).
 */
import type { PatternScanner, RegexEngine, RegexEngineString } from "shiki/core";

type Match = ReturnType<PatternScanner["findNextMatchSync"]>;

/** Scanners kept after the last rule let go of them (a few per back-referencing rule and end seen lately). */
const IDLE_SCANNERS = 64;

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

interface SharedScanner {
  scanner: PatternScanner;
  /** Keys its remembered answers: the same patterns give the same answers. */
  id: number;
  holders: number;
}

export function replayRegexEngine(inner: RegexEngine): ReplayRegexEngine {
  /** line → (scanner, position, options) → answer, for the current session only. */
  let answers: Map<string, Map<number, Match>> | undefined;
  let scanners = 0;
  /** Scanners by their patterns, held by a rule or idle. */
  const byPatterns = new Map<string, SharedScanner>();
  /** The idle ones, oldest first. */
  const idle = new Map<string, SharedScanner>();

  /** The scanner for these patterns, shared with any rule that compiled the same ones; `release` when done. */
  function acquire(patterns: Parameters<RegexEngine["createScanner"]>[0]): { shared: SharedScanner; release: () => void } {
    // Patterns given as RegExp objects (not by Shiki's grammars) are not shared.
    const key = patterns.every((pattern) => typeof pattern === "string") ? patterns.join("\u0000") : undefined;
    let shared = key === undefined ? undefined : byPatterns.get(key);
    if (shared) {
      idle.delete(key as string);
      shared.holders += 1;
    } else {
      shared = { scanner: inner.createScanner(patterns), id: (scanners += 1), holders: 1 };
      if (key !== undefined) byPatterns.set(key, shared);
    }
    const held = shared;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders > 0) return;
      if (key === undefined) return held.scanner.dispose?.();
      idle.set(key, held);
      if (idle.size <= IDLE_SCANNERS) return;
      const [oldestKey, oldest] = idle.entries().next().value as [string, SharedScanner];
      idle.delete(oldestKey);
      byPatterns.delete(oldestKey);
      oldest.scanner.dispose?.();
    };
    return { shared: held, release };
  }

  const createScanner: RegexEngine["createScanner"] = (patterns) => {
    const { shared, release } = acquire(patterns);
    const { scanner, id: scannerId } = shared;
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
      dispose: release,
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
