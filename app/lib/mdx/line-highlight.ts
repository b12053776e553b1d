/**
 * Line highlighting for code blocks: ```js {1,3-5} marks those lines. A Shiki
 * transformer, so the marking happens at compile time and ships as plain classes.
 */
import type { ShikiTransformer } from "shiki";

export function parseLineRanges(meta: string | undefined): Set<number> {
  const lines = new Set<number>();
  const braces = /\{([\d,\s-]+)\}/.exec(meta ?? "");
  for (const part of braces?.[1]?.split(",") ?? []) {
    const [from, to] = part.trim().split("-").map(Number);
    if (!from || from < 1) continue;
    for (let line = from; line <= Math.min(to && to >= from ? to : from, from + 500); line += 1) lines.add(line);
  }
  return lines;
}

export function transformerLineHighlight(): ShikiTransformer {
  return {
    name: "sms-docs:line-highlight",
    line(node, line) {
      const meta = (this.options.meta as { __raw?: string } | undefined)?.__raw;
      if (parseLineRanges(meta).has(line)) this.addClassToHast(node, "highlighted");
    },
  };
}
