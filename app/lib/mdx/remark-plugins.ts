/**
 * Remark/rehype plugins of the MDX pipeline. Each one does a single job and is
 * created per compile, so per-page state (slugger, table of contents) never leaks.
 */
import GithubSlugger from "github-slugger";
import { toString } from "mdast-util-to-string";
import { visit, SKIP } from "unist-util-visit";
import type { Root as MdastRoot, Heading, PhrasingContent, Text, Code, Parent, Table, TableCell } from "mdast";
import type { Root as HastRoot, Element } from "hast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import { siteConfig, type Locale } from "../../../site.config";
import { apiColumnClasses, localiseHref } from "../content";
import { contractUrls, referenceWords } from "../contract";
import { isAdmonitionType } from "./admonition-titles";
import { EXPLICIT_ID_SUFFIX } from "./heading-ids";

export interface TocEntry {
  depth: number;
  id: string;
  text: string;
}

/** Attributes the mdast → hast step copies onto the element (`data.hProperties`). */
function setHProperties(node: { data?: object }, properties: Record<string, unknown>) {
  const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> };
  data.hProperties = { ...data.hProperties, ...properties };
}

const anchorLabel: Record<Locale, string> = {
  uk: "Пряме посилання на заголовок",
  ru: "Прямая ссылка на заголовок",
};

/** Heading ids (explicit `{#id}` or slugged), anchor links, and the h2–h3 table of contents. */
export function remarkHeadings(options: { locale: Locale; toc: TocEntry[] }) {
  const { minHeadingLevel, maxHeadingLevel } = siteConfig.toc;
  return () => (tree: MdastRoot) => {
    const slugger = new GithubSlugger();
    visit(tree, "heading", (node: Heading) => {
      const last = node.children.at(-1);
      let id: string | undefined;
      if (last?.type === "text") {
        const match = EXPLICIT_ID_SUFFIX.exec(last.value);
        if (match?.[1]) {
          id = match[1];
          last.value = last.value.replace(EXPLICIT_ID_SUFFIX, "");
        }
      }
      const text = toString(node).trim();
      id = id ? slugger.slug(id) : slugger.slug(text);
      setHProperties(node, { id });
      if (node.depth >= minHeadingLevel && node.depth <= maxHeadingLevel) {
        options.toc.push({ depth: node.depth, id, text });
      }
      if (node.depth > 1) {
        const link: PhrasingContent = { type: "link", url: `#${id}`, children: [{ type: "text", value: "#" }] };
        setHProperties(link, { className: ["hash-link"], ariaLabel: `${anchorLabel[options.locale]} «${text}»` });
        node.children.push({ type: "text", value: " " } satisfies Text, link);
      }
    });
  };
}

function jsxElement(
  name: string,
  attributes: Record<string, string | undefined>,
  children: MdxJsxFlowElement["children"],
): MdxJsxFlowElement {
  const attrs: MdxJsxAttribute[] = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ({ type: "mdxJsxAttribute", name: key, value }));
  return { type: "mdxJsxFlowElement", name, attributes: attrs, children };
}

/**
 * `:::note[Title]` … `:::` → `<Admonition type="note" title="Title">`.
 * Any other directive (a stray `:word` in prose) is turned back into the text it was.
 */
export function remarkAdmonitions() {
  return (tree: MdastRoot) => {
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (!parent || index === undefined || !isDirective(node)) return;
      if (node.type === "containerDirective" && isAdmonitionType(node.name)) {
        const [first, ...rest] = node.children;
        const hasLabel = first?.type === "paragraph" && first.data?.directiveLabel === true;
        const title = hasLabel ? toString(first) : undefined;
        parent.children[index] = jsxElement("Admonition", { type: node.name, title }, hasLabel ? rest : node.children) as never;
        return;
      }
      const label = toString(node);
      const marker = node.type === "textDirective" ? ":" : node.type === "leafDirective" ? "::" : ":::";
      const text: Text = { type: "text", value: `${marker}${node.name}${label ? `[${label}]` : ""}` };
      parent.children[index] = (node.type === "textDirective" ? text : { type: "paragraph", children: [text] }) as never;
      return SKIP;
    });
  };
}

type Directive = ContainerDirective | LeafDirective | TextDirective;
function isDirective(node: { type: string }): node is Directive {
  return node.type === "containerDirective" || node.type === "leafDirective" || node.type === "textDirective";
}

/** ```mermaid blocks become <Mermaid chart>; every other block is wrapped in <CodeBlock> (title, language). */
export function remarkCodeBlocks() {
  return (tree: MdastRoot) => {
    visit(tree, "code", (node: Code, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      if (node.lang === "mermaid") {
        parent.children[index] = jsxElement("Mermaid", { chart: node.value }, []) as never;
        return SKIP;
      }
      const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(node.meta ?? "");
      parent.children[index] = jsxElement("CodeBlock", { title: title?.[1] ?? title?.[2], language: node.lang ?? undefined }, [
        node,
      ]) as never;
      return SKIP;
    });
  };
}

/** Internal links are written without the locale (`/client/balance`); Russian pages get `/ru` in front. */
export function rehypeLocaleLinks(options: { locale: Locale }) {
  return () => (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "a") return;
      const href = node.properties.href;
      if (typeof href !== "string") return;
      if (/^https?:\/\//.test(href)) {
        node.properties.target = "_blank";
        node.properties.rel = ["noopener", "noreferrer"];
        return;
      }
      node.properties.href = localiseHref(href, options.locale);
      // The contract files are for API tools: saved, not opened as raw text in the tab.
      if (contractDownloads.has(href.split(/[?#]/)[0] ?? "")) node.properties.download = true;
    });
  };
}

const contractDownloads = new Set<string>(Object.values(contractUrls));
function headingId(node: MdastRoot["children"][number]): string | undefined {
  if (node.type !== "heading" || node.depth !== 2) return undefined;
  const id = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
  return typeof id === "string" ? id : undefined;
}

type FlowChildren = MdxJsxFlowElement["children"];

function isExample(node: FlowChildren[number] | undefined): boolean {
  return node?.type === "mdxJsxFlowElement" && (node.name === "CodeBlock" || node.name === "Tabs");
}

/**
 * The `{#response}` section up to its first h3: the text before the first example (`api-split__top`), that
 * example and any directly after it (`api-split__aside`), the rest (`api-split__main`: the fields, notes, later
 * examples). The order of the source is kept, so phones and readers without CSS read the section as written;
 * at wide widths the first example stands beside the fields. Undefined when the section has no example.
 */
function splitResponse(section: FlowChildren) {
  const firstH3 = section.findIndex((node) => node.type === "heading" && node.depth >= 3);
  const head = firstH3 === -1 ? section : section.slice(0, firstH3);
  const tail = firstH3 === -1 ? [] : section.slice(firstH3);
  const first = head.findIndex(isExample);
  if (first === -1) return undefined;
  let last = first;
  while (isExample(head[last + 1])) last += 1;
  const split = jsxElement("div", { className: apiColumnClasses.split }, [
    jsxElement("div", { className: "api-split__top" }, head.slice(0, first)),
    jsxElement("div", { className: "api-split__aside" }, head.slice(first, last + 1)),
    jsxElement("div", { className: "api-split__main" }, head.slice(last + 1)),
  ]);
  return [split, ...tail];
}

function textElement(name: string, className: string, children: PhrasingContent[]): MdxJsxTextElement {
  return { type: "mdxJsxTextElement", name, attributes: [{ type: "mdxJsxAttribute", name: "className", value: className }], children };
}

const cellText = (cell: TableCell) => toString(cell).trim();
const yes = new Set(["так", "да", "yes"]);
const no = new Set(["ні", "нет", "no"]);

/**
 * A parameter table of the XML and HTTP pages (name, type, required, constraints, description) as the same
 * stacked list the contract's fields are (components/mdx/Reference.tsx): five columns squeezed beside an
 * example wrapped every few words, and scrolled sideways on phones. The Markdown export keeps the table.
 */
function fieldList(table: Table, locale: Locale): MdxJsxFlowElement | undefined {
  const [head, ...rows] = table.children;
  const headers = head?.children.map(cellText) ?? [];
  if (headers.length !== 5 || headers[1] !== referenceWords[locale].type) return undefined;
  const requiredWord = (headers[2] ?? "").toLocaleLowerCase(locale);
  const fields = rows.map((row) => {
    const [name, type, required, rules, description] = row.children as (TableCell | undefined)[];
    const said = required ? cellText(required).toLocaleLowerCase(locale) : "";
    const requiredChildren: PhrasingContent[] = yes.has(said)
      ? [{ type: "text", value: requiredWord }]
      : no.has(said)
        ? [{ type: "text", value: `не${requiredWord}` }]
        : (required?.children ?? []);
    const nameChildren = (name?.children ?? []).map((node) =>
      node.type === "inlineCode" ? { ...node, data: { hProperties: { className: ["api-field__name"] } } } : node,
    );
    const body: FlowChildren = [];
    if (description && cellText(description)) body.push({ type: "paragraph", children: description.children });
    if (rules && cellText(rules) && cellText(rules) !== "—") {
      body.push(
        jsxElement("p", { className: "api-field__rules" }, [
          textElement("span", "api-field__rules-label", [{ type: "text", value: `${referenceWords[locale].rules}: ` }]),
          ...rules.children,
        ] as never),
      );
    }
    return jsxElement("div", { className: "api-field" }, [
      jsxElement("dt", { className: "api-field__head" }, [
        ...nameChildren,
        textElement("span", "api-field__type", type?.children ?? []),
        textElement("span", yes.has(said) ? "api-field__req api-field__req--yes" : "api-field__req", requiredChildren),
      ] as never),
      jsxElement("dd", { className: "api-field__body" }, body),
    ]);
  });
  return jsxElement("dl", { className: "api-fields" }, fields);
}

/**
 * API reference layout: the `{#parameters}` section and the `{#request}` example after it share a two-column
 * pair, and the `{#response}` section's first example stands beside its fields. Only markup: the columns appear
 * at wide widths through CSS (the page's layout is told by `hasApiColumns`, content/api-columns.ts), phones keep one column in reading order.
 */
export function remarkApiColumns(options: { locale: Locale }) {
  return () => (tree: MdastRoot) => {
    const children = tree.children;
    const starts = children.map((node, index) => ({ id: headingId(node), index })).filter((h) => h.id !== undefined);
    const end = (index: number) => starts.find((h) => h.index > index)?.index ?? children.length;
    const parameters = starts.find((h) => h.id === "parameters");
    const request = starts.find((h) => h.id === "request");
    const response = starts.find((h) => h.id === "response");
    // Work from the end so earlier indexes stay valid.
    if (response) {
      const stop = end(response.index);
      const split = splitResponse(children.slice(response.index, stop) as FlowChildren);
      if (split) children.splice(response.index, stop - response.index, ...(split as never[]));
    }
    if (parameters) {
      for (let i = parameters.index + 1; i < end(parameters.index); i += 1) {
        const node = children[i];
        const list = node?.type === "table" ? fieldList(node, options.locale) : undefined;
        if (list) children[i] = list as never;
      }
    }
    if (parameters && request && end(parameters.index) === request.index) {
      const stop = end(request.index);
      const main = children.slice(parameters.index, request.index) as FlowChildren;
      const aside = children.slice(request.index, stop) as FlowChildren;
      children.splice(
        parameters.index,
        stop - parameters.index,
        jsxElement("div", { className: apiColumnClasses.pair }, [
          jsxElement("div", { className: "api-pair__main" }, main),
          jsxElement("div", { className: "api-pair__aside" }, aside),
        ]) as never,
      );
    }
  };
}
