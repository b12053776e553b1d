/**
 * Marks the search terms a result link carried (`?_highlight=term&_highlight=…`) inside the page
 * body, adds a small button that removes the marks and the parameters, and scrolls to the first mark
 * (the first one under the linked heading when the URL has a #hash).
 */
import { searchConfig, HIGHLIGHT_PARAM, cleanTerms, highlightPattern, matchText } from "../search";

const MARK_CLASS = "search-highlight";
const BAR_CLASS = "search-highlight-bar";
// Code blocks keep their highlighting and copyable text; diagrams and anchors are not prose.
const SKIP = "pre, script, style, svg, textarea, .mermaid, .hash-link";

export interface HighlightOptions {
  /** Label of the button that clears the highlighting (translated by the caller). */
  clearLabel: string;
  /** Called with the URL's search string without `_highlight`, to update the address bar. */
  onClear: (search: string) => void;
}

export function highlightTerms(search: string): string[] {
  return cleanTerms(new URLSearchParams(search).getAll(HIGHLIGHT_PARAM), searchConfig.maxHighlightTerms);
}

export function searchWithoutHighlight(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(HIGHLIGHT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

function textNodes(root: HTMLElement): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(SKIP) || !node.nodeValue?.trim() ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

function markNode(node: Text, pattern: RegExp): HTMLElement[] {
  const text = node.nodeValue ?? "";
  const marks: HTMLElement[] = [];
  const fragment = document.createDocumentFragment();
  let at = 0;
  pattern.lastIndex = 0;
  for (const match of matchText(text).matchAll(pattern)) {
    if (!match[0]) continue;
    if (match.index > at) fragment.append(text.slice(at, match.index));
    const mark = document.createElement("mark");
    mark.className = MARK_CLASS;
    mark.textContent = text.slice(match.index, match.index + match[0].length);
    fragment.append(mark);
    marks.push(mark);
    at = match.index + match[0].length;
  }
  if (marks.length === 0) return marks;
  if (at < text.length) fragment.append(text.slice(at));
  node.replaceWith(fragment);
  return marks;
}

/** Removes marks and the clear button added earlier (idempotent). */
export function clearHighlight(root: HTMLElement): void {
  root.querySelectorAll(`.${BAR_CLASS}`).forEach((bar) => bar.remove());
  const parents = new Set<Node>();
  root.querySelectorAll(`mark.${MARK_CLASS}`).forEach((mark) => {
    if (mark.parentNode) parents.add(mark.parentNode);
    mark.replaceWith(...mark.childNodes);
  });
  parents.forEach((parent) => parent.normalize());
}

function firstMarkAfterHash(marks: HTMLElement[]): HTMLElement | undefined {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return marks[0];
  return marks.find((mark) => target.contains(mark) || target.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING) ?? marks[0];
}

/** Applies the URL's `_highlight` terms to `root`; returns a cleanup that removes the marks. */
export function applyHighlight(root: HTMLElement, search: string, options: HighlightOptions): () => void {
  clearHighlight(root);
  const pattern = highlightPattern(highlightTerms(search));
  if (!pattern) return () => undefined;
  const marks = textNodes(root).flatMap((node) => markNode(node, pattern));
  if (marks.length === 0) return () => undefined;

  const bar = document.createElement("div");
  bar.className = BAR_CLASS;
  const button = document.createElement("button");
  button.type = "button";
  button.className = `${BAR_CLASS}__clear`;
  button.textContent = `${options.clearLabel} ✕`;
  button.addEventListener("click", () => {
    clearHighlight(root);
    options.onClear(searchWithoutHighlight(window.location.search));
  });
  bar.append(button);
  root.prepend(bar);

  firstMarkAfterHash(marks)?.scrollIntoView({ block: "center" });
  return () => clearHighlight(root);
}
