/**
 * Highlights a page's code blocks: each block is looked up in the code store first (the build highlighted
 * almost every block a later compile meets), and only the blocks it does not hold go through Shiki. Either way a
 * block ends as a `<pre>` whose `<code>` carries its lines as one HTML string (highlighted-block.server.ts). A page
 * whose blocks all come from the store never touches the highlighter, and its regex engine compiles no scanners.
 */
import rehypeShikiFromHighlighter, { type RehypeShikiCoreOptions } from "@shikijs/rehype/core";
import type { Element, Root, RootContent } from "hast";
import { toString } from "hast-util-to-string";
import { SKIP, visit } from "unist-util-visit";
import type { BlockSource, CodeBlockCounts, CodeStore } from "./code-store.server";
import { highlightedBlockElement, highlightedBlockOf } from "./highlighted-block.server";
import { getHighlighter } from "./highlighter.server";

const LANGUAGE_CLASS = "language-";

/** A fenced block as Shiki's rehype plugin reads it: `<pre><code class="language-…">`, its text and meta string. */
function blockSourceOf(pre: Element): BlockSource | undefined {
  const [code] = pre.children;
  if (code?.type !== "element" || code.tagName !== "code") return undefined;
  const classes = code.properties.className;
  const languageClass = Array.isArray(classes)
    ? classes.find((name): name is string => typeof name === "string" && name.startsWith(LANGUAGE_CLASS))
    : undefined;
  // Shiki leaves a block without a language alone (no default language is set): so does the store.
  if (!languageClass) return undefined;
  const meta = (code.data as { meta?: string } | undefined)?.meta ?? code.properties.metastring?.toString() ?? "";
  return { lang: languageClass.slice(LANGUAGE_CLASS.length), meta, code: toString(code) };
}

/** Shiki puts a block's result in place as a fragment (a root around the `<pre>`); a stored block goes in alike. */
const asFragment = (pre: Element): RootContent => ({ type: "root", children: [pre] }) as unknown as RootContent;

interface Slot {
  parent: { children: RootContent[] };
  index: number;
  source: BlockSource;
}

export interface HighlightOptions {
  store?: CodeStore;
  shiki: RehypeShikiCoreOptions;
  /** Counted up as the page's blocks are highlighted. */
  counts: CodeBlockCounts;
}

export function rehypeHighlight({ store, shiki, counts }: HighlightOptions) {
  return async (tree: Root) => {
    const misses: Slot[] = [];
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return;
      const source = blockSourceOf(node);
      if (!source) return;
      const stored = store?.get(source);
      if (stored) {
        parent.children[index] = asFragment(highlightedBlockElement(stored));
        counts.stored += 1;
      } else misses.push({ parent, index, source });
      return SKIP;
    });
    if (misses.length === 0) return;
    counts.highlighted += misses.length;
    // Shiki's plugin, on the tree whose stored blocks are already finished: it highlights only the misses
    // (a finished `<pre>` holds no `<code>` element for it to read).
    const highlight = (rehypeShikiFromHighlighter as (...args: unknown[]) => (tree: Root) => unknown)(await getHighlighter(), shiki);
    await highlight(tree);
    for (const { parent, index, source } of misses) {
      const fragment = parent.children[index] as unknown as Root | Element;
      const pre = fragment.type === "root" ? fragment.children[0] : fragment;
      const block = pre?.type === "element" ? highlightedBlockOf(pre) : undefined;
      if (!block) continue;
      store?.add(source, block);
      parent.children[index] = asFragment(highlightedBlockElement(block));
    }
  };
}
