/**
 * One shared Shiki highlighter with only the grammars the docs use: loading
 * every grammar makes the first compile ~20× slower (measured when the highlighter was introduced).
 * Grammars and themes are imported by name, not through Shiki's full bundle: the bundle reaches every
 * grammar Shiki ships (9 MB), and the image's tracer (scripts/trace-runtime.mjs) keeps only what is imported.
 */
import type { HighlighterCore } from "shiki/core";
import { replayRegexEngine } from "./replay-regex-engine.server";

// The "-default" GitHub themes keep every token at WCAG AA contrast on their background.
export const codeThemes = { light: "github-light-default", dark: "github-dark-default" } as const;
let highlighter: Promise<HighlighterCore> | undefined;

async function createDocsHighlighter(): Promise<HighlighterCore> {
  const [{ createHighlighterCore }, { createOnigurumaEngine }] = await Promise.all([
    import("shiki/core"),
    import("shiki/engine/oniguruma"),
  ]);
  const engine = replayRegexEngine(await createOnigurumaEngine(import("shiki/wasm")));
  const highlighter = await createHighlighterCore({
    engine,
    themes: [import("@shikijs/themes/github-light-default"), import("@shikijs/themes/github-dark-default")],
    // The fence languages the docs use; `bash` and `shell` are aliases that the shellscript grammar declares.
    langs: [
      import("@shikijs/langs/java"),
      import("@shikijs/langs/json"),
      import("@shikijs/langs/xml"),
      import("@shikijs/langs/shellscript"),
      import("@shikijs/langs/http"),
      import("@shikijs/langs/javascript"),
      import("@shikijs/langs/typescript"),
      import("@shikijs/langs/python"),
      import("@shikijs/langs/php"),
      import("@shikijs/langs/ini"),
      import("@shikijs/langs/diff"),
      import("@shikijs/langs/go"),
      import("@shikijs/langs/csharp"),
    ],
  });
  // A block is tokenised once per theme; the second pass replays the first one's regex searches.
  return { ...highlighter, codeToHast: (code, options) => engine.session(() => highlighter.codeToHast(code, options)) };
}

export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createDocsHighlighter();
  return highlighter;
}
