/**
 * Explicit heading ids, written as `## Відправлення {#send}`.
 * In MDX `{…}` is a JavaScript expression, so the braces are escaped before parsing
 * and the id is read back from the heading text by `remarkHeadings`.
 */
import { outlineOf, type Outline } from "./outline";

const ATX = /^\s{0,3}(#{1,6})\s+(.*)$/;
export const EXPLICIT_ID_SUFFIX = /\s*\\?\{#([A-Za-z0-9_-]+)\\?\}\s*$/;

export function escapeHeadingIds(source: string): string {
  const lines = source.split("\n");
  for (const { line } of outlineOf(source).headings) {
    const text = lines[line - 1];
    if (text === undefined || !ATX.test(text)) continue;
    const id = EXPLICIT_ID_SUFFIX.exec(text)?.[1];
    if (id) lines[line - 1] = `${text.replace(EXPLICIT_ID_SUFFIX, "")} \\{#${id}\\}`;
  }
  return lines.join("\n");
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
