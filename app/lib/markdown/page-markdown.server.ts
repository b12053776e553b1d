/**
 * A page as clean Markdown, for readers who paste it into an assistant and for tools: the title as
 * `#`, the description as a quote, placeholders filled, admonitions as quotes with their title,
 * tabs as a bold label before each tab's content, diagrams as their Mermaid source, code blocks
 * with their language (and title), images and internal links absolute. Nothing of MDX is left.
 * Parsed with the same syntax as the HTML (MDX, GFM, directives), so both show the same content.
 */
import type { BlockContent, Code, Heading, Root, RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import { toString } from "mdast-util-to-string";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { localiseHref, slugToPath } from "../content";
import { readFrontMatter } from "../content/front-matter.server";
import { isAdmonitionType, EXPLICIT_ID_SUFFIX, remarkExplicitHeadingIds } from "../mdx";
// The source reader is a leaf of the content layer: the barrel would bring the page cache, which runs Markdown jobs.
import { readPageSource } from "../content/source.server";
import { expandCodeSamples } from "../samples/index.server";
import { contractDocument } from "../contract/index.server";
import { REFERENCE_COMPONENTS, referenceMarkdown } from "./reference-markdown";
import type { MarkdownTarget } from "./target";
import { serverT } from "../i18n/index.server";

export type { MarkdownTarget };

/** Where the contract lives when the caller does not say (scripts and tests run from the project root). */
const DEFAULT_CONTRACT_DIR = "contract";

type Node = RootContent;
type Context = MarkdownTarget & { pageUrl: string };

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkExplicitHeadingIds);
// Plain Markdown out: GFM tables (not padded to align: the bytes go to tools, not to eyes), and
// no MDX escaping of `<` and `{`.
const printer = unified()
  .use(remarkStringify, { bullet: "-", fences: true, emphasis: "_", rule: "-", listItemIndent: "one" })
  .use(remarkGfm, { tablePipeAlign: false });

/** An absolute URL for a link or image of the page. */
export function absoluteUrl(href: string, context: Context): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  if (href.startsWith("//")) return `https:${href}`;
  if (href.startsWith("#")) return `${context.pageUrl}${href}`;
  if (href.startsWith("/")) return `${context.baseUrl}${localiseHref(href, context.locale)}`;
  return new URL(href, context.pageUrl).href;
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === name);
  return typeof found?.value === "string" ? found.value : undefined;
}

/** A boolean attribute (`<StatusTable codes />`): present without a value, or `codes="true"`. */
function flag(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): boolean {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === name);
  return found !== undefined && (found.value === null || found.value === "true");
}

function boldParagraph(text: string): Node {
  return { type: "paragraph", children: [{ type: "strong", children: [{ type: "text", value: text }] }] };
}

function linkParagraph(text: string, url: string): Node {
  return {
    type: "paragraph",
    children: [{ type: "strong", children: [{ type: "link", url, children: [{ type: "text", value: text }] }] }],
  };
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** Only a code block's title survives from its meta; line highlights mean nothing in Markdown. */
function cleanCode(node: Code): Code {
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(node.meta ?? "");
  const value = title?.[1] ?? title?.[2];
  return { type: "code", lang: node.lang ?? null, meta: value ? `title="${value}"` : null, value: node.value };
}

/** Rewrites one node into plain-Markdown nodes (none, one or several). */
function flatten(node: Node, context: Context): Node[] {
  switch (node.type) {
    case "mdxjsEsm":
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return [];
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement": {
      if (node.name && REFERENCE_COMPONENTS.has(node.name)) {
        const text = referenceMarkdown(
          node.name,
          attribute(node, "operation"),
          context.locale,
          contractDocument(context.contractDir),
          attribute(node, "part") ?? attribute(node, "schema"),
          flag(node, "codes"),
        );
        return text ? flattenAll(parser.parse(text).children, context) : [];
      }
      const children = flattenAll(node.children as Node[], context);
      if (node.name === "TabItem") return [boldParagraph(attribute(node, "label") ?? attribute(node, "value") ?? ""), ...children];
      if (node.name === "Audience")
        return [linkParagraph(attribute(node, "title") ?? "", absoluteUrl(attribute(node, "href") ?? "/", context)), ...children];
      return children;
    }
    case "containerDirective":
    case "leafDirective":
    case "textDirective":
      return flattenDirective(node, context);
    case "heading":
      return [stripExplicitId(node, context)];
    case "code":
      return [cleanCode(node)];
    case "link":
    case "image":
    case "definition":
      node.url = absoluteUrl(node.url, context);
      break;
  }
  if ("children" in node) (node as { children: Node[] }).children = flattenAll(node.children as Node[], context);
  return [node];
}

function flattenAll(nodes: Node[], context: Context): Node[] {
  return nodes.flatMap((child) => flatten(child, context));
}

/** `:::warning[Title]` becomes a quote led by its title in bold; a stray `:word` in prose stays text. */
function flattenDirective(node: Directive, context: Context): Node[] {
  if (node.type === "containerDirective" && isAdmonitionType(node.name)) {
    const [first, ...rest] = node.children;
    const hasLabel = first?.type === "paragraph" && first.data?.directiveLabel === true;
    const title = hasLabel ? toString(first) : serverT(context.locale)(`admonition.${node.name}`);
    const body = flattenAll((hasLabel ? rest : node.children) as Node[], context) as BlockContent[];
    return [{ type: "blockquote", children: [boldParagraph(title) as BlockContent, ...body] }];
  }
  const label = toString(node);
  const marker = node.type === "textDirective" ? ":" : node.type === "leafDirective" ? "::" : ":::";
  const text: Node = { type: "text", value: `${marker}${node.name}${label ? `[${label}]` : ""}` };
  return node.type === "textDirective" ? [text] : [{ type: "paragraph", children: [text] } as Node];
}

function stripExplicitId(node: Heading, context: Context): Heading {
  const last = node.children.at(-1);
  if (last?.type === "text") last.value = last.value.replace(EXPLICIT_ID_SUFFIX, "");
  node.children = flattenAll(node.children, context) as Heading["children"];
  return node;
}

/** The page's Markdown from its MDX source (front matter included). Throws when the source does not parse. */
export function pageMarkdown(source: string, target: MarkdownTarget): string {
  const { data, body: content } = readPageSource(source);
  const front = readFrontMatter(data, target.slug);
  const context: Context = { ...target, pageUrl: `${target.baseUrl}${slugToPath(target.slug, target.locale)}` };
  const tree = parser.parse(content);
  tree.children = expandCodeSamples(tree.children, target.contractDir ?? DEFAULT_CONTRACT_DIR) as Root["children"];
  const head: Node[] = [{ type: "heading", depth: 1, children: [{ type: "text", value: front.title }] }];
  if (front.description)
    head.push({ type: "blockquote", children: [{ type: "paragraph", children: [{ type: "text", value: front.description }] }] });
  const root: Root = { type: "root", children: [...head, ...flattenAll(tree.children, context)] };
  return printer.stringify(root);
}
