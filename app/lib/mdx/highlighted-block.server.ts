/**
 * A highlighted block's lines go to React as one HTML string instead of an element per token.
 * Shiki turns a 40-line JSON sample into hundreds of spans; as JSX each of them was walked by
 * MDX's compiler, parsed by esbuild and rendered by React, for HTML that no script ever re-renders
 * (pages reach the browser as finished HTML). The `<pre>` stays an element, so its classes and
 * the CodeBlock around it are unchanged.
 */
import type { Program } from "estree";
import type { Element } from "hast";
import { toHtml } from "hast-util-to-html";
import type { MdxJsxAttributeValueExpression, MdxJsxFlowElementHast } from "mdast-util-mdx-jsx";
import type { HighlightedBlock } from "./code-store.server";

/** `{__html: "…"}` as the estree MDX expects in an attribute value. */
function innerHtmlExpression(html: string): MdxJsxAttributeValueExpression {
  const estree: Program = {
    type: "Program",
    sourceType: "module",
    body: [
      {
        type: "ExpressionStatement",
        expression: {
          type: "ObjectExpression",
          properties: [
            {
              type: "Property",
              key: { type: "Identifier", name: "__html" },
              value: { type: "Literal", value: html },
              kind: "init",
              method: false,
              shorthand: false,
              computed: false,
            },
          ],
        },
      },
    ],
  };
  return { type: "mdxJsxAttributeValueExpression", value: "", data: { estree } };
}

/** Shiki writes `class` (a string or a list); hast from Markdown has a `className` list. */
function classesOf(node: Element): string[] {
  const classes = node.properties.className ?? node.properties.class;
  if (Array.isArray(classes)) return classes.map(String);
  return typeof classes === "string" ? classes.split(" ").filter(Boolean) : [];
}

/** What Shiki made of a block (its `<pre>` with a `<code>` of token spans), as the code store keeps it. */
export function highlightedBlockOf(pre: Element): HighlightedBlock | undefined {
  const [code] = pre.children;
  if (pre.tagName !== "pre" || pre.children.length !== 1 || code?.type !== "element" || code.tagName !== "code") return undefined;
  return {
    pre: pre.properties,
    codeClass: classesOf(code).join(" "),
    html: toHtml(code.children, { characterReferences: { useNamedReferences: true } }),
  };
}

/** The `<pre>` a highlighted block renders as: its `<code>` takes the lines as one HTML string. */
export function highlightedBlockElement({ pre, codeClass, html }: HighlightedBlock): Element {
  const code: MdxJsxFlowElementHast = {
    type: "mdxJsxFlowElement",
    name: "code",
    attributes: [
      ...(codeClass ? [{ type: "mdxJsxAttribute" as const, name: "className", value: codeClass }] : []),
      { type: "mdxJsxAttribute", name: "dangerouslySetInnerHTML", value: innerHtmlExpression(html) },
    ],
    children: [],
  };
  // A flow element is what MDX puts inside `<pre>` here; hast's own types do not list MDX's nodes.
  return { type: "element", tagName: "pre", properties: { ...pre }, children: [code as unknown as Element] };
}
