/**
 * A highlighted block's lines go to React as one HTML string instead of an element per token.
 * Shiki turns a 40-line JSON sample into hundreds of spans; as JSX each of them was walked by
 * MDX's compiler, parsed by esbuild and rendered by React, for HTML that no script ever re-renders
 * (pages reach the browser as finished HTML). The `<pre>` stays an element, so its classes and
 * the CodeBlock around it are unchanged.
 */
import type { Program } from "estree";
import type { Element, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import type { MdxJsxAttributeValueExpression, MdxJsxFlowElementHast } from "mdast-util-mdx-jsx";
import { SKIP, visit } from "unist-util-visit";

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

const isHighlightedPre = (node: Element) => node.tagName === "pre" && classesOf(node).includes("shiki");

export function rehypeCodeAsHtml() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (!isHighlightedPre(node)) return;
      node.children = node.children.map((child) => {
        if (child.type !== "element" || child.tagName !== "code") return child;
        const classes = classesOf(child);
        const code: MdxJsxFlowElementHast = {
          type: "mdxJsxFlowElement",
          name: "code",
          attributes: [
            ...(classes.length ? [{ type: "mdxJsxAttribute" as const, name: "className", value: classes.join(" ") }] : []),
            {
              type: "mdxJsxAttribute",
              name: "dangerouslySetInnerHTML",
              value: innerHtmlExpression(toHtml(child.children, { characterReferences: { useNamedReferences: true } })),
            },
          ],
          children: [],
        };
        return code;
      });
      return SKIP;
    });
  };
}
