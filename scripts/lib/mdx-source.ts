/**
 * Reading raw MDX for checks: front matter, fenced code blocks, links, images and
 * body text, without compiling. Placeholders are filled first, as the site does.
 */
import { readPageSource } from "../../app/lib/content/index.server";
import { codeByLine, outlineOf } from "../../app/lib/mdx";

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  line: number;
}

export interface ParsedPage {
  data: Record<string, unknown>;
  body: string;
  /** Line number in the file where the body starts (after the front matter). */
  bodyLine: number;
  codeBlocks: CodeBlock[];
  /** Body with fenced code blocks blanked out (lines kept, so line numbers stay right). */
  prose: string;
}

export function parsePage(raw: string): ParsedPage {
  const parsed = readPageSource(raw);
  const lines = parsed.body.split("\n");
  const outline = outlineOf(parsed.body);
  const code = codeByLine(outline, lines.length);
  const codeBlocks = outline.code.map((block) => ({
    lang: block.lang,
    meta: block.meta,
    code: block.value,
    line: parsed.bodyLine + block.startLine - 1,
  }));
  const prose = lines.map((line, at) => (code[at] ? "" : line)).join("\n");
  return { data: parsed.data, body: parsed.body, bodyLine: parsed.bodyLine, codeBlocks, prose };
}

/** The pages that parse, each with its parsed source (an unparseable page is reported by the content check). */
export function* parsedPages<S extends { raw: string }>(sources: S[]): Generator<{ source: S; parsed: ParsedPage }> {
  for (const source of sources) {
    let parsed: ParsedPage;
    try {
      parsed = parsePage(source.raw);
    } catch {
      continue;
    }
    yield { source, parsed };
  }
}

export interface LinkRef {
  href: string;
  text: string;
  line: number;
  image: boolean;
}

/** Markdown links and images, and `href`/`src` attributes of JSX, outside code. */
export function extractLinks(prose: string, firstLine: number): LinkRef[] {
  const refs: LinkRef[] = [];
  prose.split("\n").forEach((rawLine, i) => {
    const line = rawLine.replace(/`[^`]*`/g, "");
    for (const m of line.matchAll(/(!?)\[((?:[^\][]|\[[^\]]*\])*)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
      refs.push({ image: m[1] === "!", text: m[2] ?? "", href: m[3] ?? "", line: firstLine + i });
    }
    for (const m of line.matchAll(/<(a|img)\b[^>]*?\b(href|src)="([^"]+)"[^>]*>/g)) {
      const alt = /\balt="([^"]*)"/.exec(m[0])?.[1] ?? "";
      refs.push({ image: m[1] === "img", text: alt, href: m[3] ?? "", line: firstLine + i });
    }
  });
  return refs;
}

/** Words of body text: code blocks, inline code, JSX tags, URLs and markdown syntax removed. */
export function countWords(prose: string): number {
  const text = prose
    .replace(/`[^`]*`/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/\{#[\w-]+\}/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’ʼ-]*/gu) ?? []).length;
}
