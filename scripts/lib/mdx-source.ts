/**
 * Reading raw MDX for checks: front matter, fenced code blocks, links, images and
 * body text, without compiling. Placeholders are filled first, as the site does.
 */
import { readPageSource } from "../../app/lib/content/index.server";

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
  const codeBlocks: CodeBlock[] = [];
  const proseLines: string[] = [];
  let open: { fence: string; lang: string; meta: string; line: number; lines: string[] } | null = null;
  parsed.body.split("\n").forEach((line, i) => {
    const fence = /^\s*(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(line);
    if (!open && fence) {
      open = { fence: fence[1] ?? "```", lang: fence[2] ?? "", meta: fence[3] ?? "", line: parsed.bodyLine + i, lines: [] };
      proseLines.push("");
    } else if (open && fence && line.trim() === open.fence) {
      codeBlocks.push({ lang: open.lang, meta: open.meta, code: open.lines.join("\n"), line: open.line });
      open = null;
      proseLines.push("");
    } else if (open) {
      open.lines.push(line);
      proseLines.push("");
    } else {
      proseLines.push(line);
    }
  });
  return { data: parsed.data, body: parsed.body, bodyLine: parsed.bodyLine, codeBlocks, prose: proseLines.join("\n") };
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
