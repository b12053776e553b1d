/**
 * Explicit heading ids, written as `## Відправлення {#send}`.
 * In MDX `{…}` starts a JavaScript expression, and `#send` is not one. A micromark construct tried
 * before MDX's own reads `{#id}` at the very end of a text run as plain text instead, so the MDX
 * compiler and the Markdown export parse the source as written, without a pass over it first;
 * `remarkHeadings` then takes the id off the heading text. Anywhere else `{…}` is still an expression.
 */
import type { Code, Construct, Extension, State, TokenizeContext, Effects } from "micromark-util-types";
import type { Processor } from "unified";
import { outlineOf, type Outline } from "./outline";

const ATX = /^\s{0,3}(#{1,6})\s+(.*)$/;
export const EXPLICIT_ID_SUFFIX = /\s*\\?\{#([A-Za-z0-9_-]+)\\?\}\s*$/;

const LEFT_BRACE = 123;
const RIGHT_BRACE = 125;
const NUMBER_SIGN = 35;

/** `[A-Za-z0-9_-]`, the characters EXPLICIT_ID_SUFFIX allows in an id. */
function isIdCharacter(code: Code): boolean {
  return (
    code !== null && ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 45)
  );
}

/** End of the text run: the end of a heading's content, or a line ending inside a paragraph. */
const isEndOfText = (code: Code) => code === null || code < -2;

function tokenizeExplicitId(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const idStart: State = (code) => {
    if (!isIdCharacter(code)) return nok(code);
    effects.consume(code);
    return id;
  };
  const id: State = (code) => {
    if (isIdCharacter(code)) {
      effects.consume(code);
      return id;
    }
    if (code !== RIGHT_BRACE) return nok(code);
    effects.consume(code);
    effects.exit("data");
    return end;
  };
  const end: State = (code) => (isEndOfText(code) ? ok(code) : nok(code));
  return (code) => {
    if (code !== LEFT_BRACE) return nok(code);
    // "data" is what plain text is made of: the parser turns it into (part of) a text node.
    effects.enter("data");
    effects.consume(code);
    return (next: Code) => {
      if (next !== NUMBER_SIGN) return nok(next);
      effects.consume(next);
      return idStart;
    };
  };
}

const explicitIdConstruct: Construct = { name: "explicitHeadingId", tokenize: tokenizeExplicitId, add: "before" };

/** The micromark syntax extension: `{#id}` ending a text run is text. */
export const explicitHeadingIdSyntax: Extension = { text: { [LEFT_BRACE]: explicitIdConstruct } };

/** Unified plugin: parse explicit heading ids as text (use it with remark-mdx). */
export function remarkExplicitHeadingIds(this: Processor) {
  const data = this.data() as { micromarkExtensions?: Extension[] };
  (data.micromarkExtensions ??= []).push(explicitHeadingIdSyntax);
}

export interface RawHeading {
  depth: number;
  text: string;
  id: string | null;
  /** 1-based line of the body. */
  line: number;
}

/** ATX headings of raw MDX (outside code blocks), with their explicit ids (for search text and content checks). */
export function listHeadings(source: string, outline: Outline = outlineOf(source)): RawHeading[] {
  const lines = source.split("\n");
  return outline.headings.flatMap(({ depth, line }) => {
    const m = ATX.exec(lines[line - 1] ?? "");
    if (!m) return [];
    const raw = (m[2] ?? "").replace(/\s+#+\s*$/, "");
    return [{ depth, text: raw.replace(EXPLICIT_ID_SUFFIX, "").trim(), id: EXPLICIT_ID_SUFFIX.exec(raw)?.[1] ?? null, line }];
  });
}
